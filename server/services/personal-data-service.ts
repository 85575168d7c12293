/**
 * What one person sent, found by their e-mail address or phone number, and
 * deleted item by item as the admin ticks them (the privacy notice's promise;
 * issues 23 and 42): Get In Touch and Contact Us messages, volunteer and internship
 * applications with their resumes, the newsletter subscription, custom-form
 * responses with their files, and requests for an 80G receipt. A donation receipted is
 * listed too, but tax law keeps its receipt and what it says: deleting it removes only
 * its e-mail address (issue 47).
 *
 * Matching: an e-mail ignoring case and surrounding spaces; a phone number by its
 * normal form (the one phone rule, common/phone.ts), in which the forms store it. A
 * form response is that person's when one of its text answers is the e-mail
 * address, or a phone number by the rule with the same normal form: forms ask for
 * them in any question, not only in e-mail and phone questions (a number inside a
 * sentence is not a phone answer). Responses holding the number's last digits are
 * read and their answers judged by the rule itself, so SQL never holds a second copy
 * of it; no index looks inside the answers, which suits the few thousand a small
 * organisation collects.
 *
 * Families share one phone: each item says which detail matched and whose name it
 * carries, and one matched by phone alone is ticked for deletion only when it
 * carries the name of an item matched by e-mail (common/schemas/personal-data.ts).
 *
 * Deleting is one transaction over the rows, the names the audit log gave them
 * (decision 092) and the stored files no remaining row holds (the same bytes are
 * stored once); the files themselves are removed after the commit, and a crash in
 * between leaves them to the storage sweep (decision 014).
 */
import { type AnyColumn, desc, eq, getTableName, inArray, or, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { financialYearOf } from "#common/donations/financial-year";
import { type ErasedCounts, personalDataMessages } from "#common/messages/personal-data";
import { normalPhone } from "#common/phone";
import { respondentName } from "#common/schemas/forms";
import {
  countsOf,
  type ErasedItems,
  type EraseRequest,
  type PersonalDataView,
  type PersonQuery,
  tickedIn,
} from "#common/schemas/personal-data";
import { canonicalEmail } from "#common/schemas/text";
import { siteDay } from "#common/site-clock";
import { asApplicationType } from "#common/visitor-form-fields";
import type { Database } from "../db/client.ts";
import {
  applications,
  auditEvents,
  contactMessages,
  customForms,
  donationPledges,
  donations,
  type FormAnswer,
  formResponses,
  newsletterDeliveries,
  newsletterSubscribers,
  newsletterTokens,
  storedFiles,
} from "../db/schema.ts";
import type { MediaService } from "../media/media-service.ts";
import type { Transaction } from "../media/upload-batch.ts";
import { type JobTitles, toApplicationView, unusedResumeKeys } from "./application-service.ts";
import { blankAuditLabels } from "./audit-log.ts";
import { toContactMessageView } from "./contact-service.ts";
import { answerAsText, answerFileKeys, unreferencedKeys } from "./form-answer-files.ts";
import { type CopiedFile, copyArchive, type PersonCopy } from "./personal-data-copy.ts";
import { digitsOf } from "./phone-digits.ts";

type Reader = Database | Transaction;
/** A stored text: a column, or an expression such as one answer of a response. */
type Text = AnyColumn | SQL;
type Detail = "email" | "phone";

/** `column` holds this e-mail address (case and surrounding spaces aside: stored ones may predate canonicalEmail). */
const sameEmail = (column: Text, email: string) => sql<boolean>`lower(btrim(${column})) = ${canonicalEmail(email)}`;
const never = sql<boolean>`false`;

/**
 * Which of the person's details a row's columns hold, as columns of the select, and
 * the condition that one of them does. A detail not looked for, or a column the
 * table lacks (a subscriber has no phone), matches nothing.
 */
function detailsIn(who: PersonQuery, email: Text, phone?: Text, otherEmail?: Text) {
  const byEmail = !who.email
    ? never
    : otherEmail
      ? sql<boolean>`(${sameEmail(email, who.email)} or ${sameEmail(otherEmail, who.email)})`
      : sameEmail(email, who.email);
  // Stored in its normal form, as the query's number is parsed to.
  const byPhone = who.phone && phone ? sql<boolean>`${phone} = ${who.phone}` : never;
  return { columns: { byEmail, byPhone }, where: or(byEmail, byPhone) };
}

/** The text of each string answer of a response, in SQL: `exists (… answer …)` over them. */
const someAnswer = (condition: (answer: SQL) => SQL) =>
  sql<boolean>`exists (select 1 from jsonb_each(${formResponses.values}) as answer where jsonb_typeof(answer.value) = 'string' and ${condition(sql.raw("(answer.value #>> '{}')"))})`;

/** However a phone number is written, its digits end with the last eight of its normal form (ten for India, 8 to 15 for others). */
const PHONE_TAIL_DIGITS = 8;

/**
 * Responses that may be the person's: an answer is the e-mail address (`byEmail`),
 * or ends in the number's last digits; those are judged by the rule itself
 * (`phoneAnswered`), so SQL never holds a second copy of it.
 */
function responseDetails(who: PersonQuery) {
  const byEmail = who.email ? someAnswer((answer) => sameEmail(answer, who.email ?? "")) : never;
  const tail = who.phone?.slice(-PHONE_TAIL_DIGITS);
  const mayHoldPhone = tail
    ? someAnswer((answer) => sql`right(${digitsOf(answer)}, ${PHONE_TAIL_DIGITS}) = ${tail}`)
    : never;
  return { byEmail, where: or(byEmail, mayHoldPhone) };
}

/** One of the answers is the person's phone number, by the one rule. */
const phoneAnswered = (values: Record<string, FormAnswer>, phone: string | undefined) =>
  phone !== undefined &&
  Object.values(values).some((value) => typeof value === "string" && normalPhone(value) === phone);

async function findAll(db: Reader, who: PersonQuery) {
  const message = detailsIn(who, contactMessages.email, contactMessages.phone);
  // A parent or guardian named on an under-18's application is found by their own address too.
  const application = detailsIn(who, applications.email, applications.phone, applications.guardianEmail);
  const subscriber = detailsIn(who, newsletterSubscribers.email);
  const pledge = detailsIn(who, donationPledges.email);
  const gift = detailsIn(who, donations.email);
  const response = responseDetails(who);
  const [messages, applicationRows, subscriptions, candidates, pledges, gifts] = await Promise.all([
    db
      .select({ row: contactMessages, ...message.columns })
      .from(contactMessages)
      .where(message.where)
      .orderBy(desc(contactMessages.createdAt)),
    db
      .select({ row: applications, ...application.columns })
      .from(applications)
      .where(application.where)
      .orderBy(desc(applications.createdAt)),
    db
      .select({ row: newsletterSubscribers, ...subscriber.columns })
      .from(newsletterSubscribers)
      .where(subscriber.where)
      .orderBy(desc(newsletterSubscribers.createdAt)),
    db
      .select({
        row: formResponses,
        formTitle: customForms.title,
        fields: customForms.fields,
        byEmail: response.byEmail,
      })
      .from(formResponses)
      .innerJoin(customForms, eq(customForms.id, formResponses.formId))
      .where(response.where)
      .orderBy(desc(formResponses.submittedAt)),
    db
      .select({ row: donationPledges, ...pledge.columns })
      .from(donationPledges)
      .where(pledge.where)
      .orderBy(desc(donationPledges.createdAt)),
    db
      .select({
        row: donations,
        ...gift.columns,
        receipts: sql<string>`coalesce((select string_agg(r.number, ', ' order by r.sequence) from donation_receipts r where r.donation_id = "donations"."id"), '')`,
      })
      .from(donations)
      .where(gift.where)
      .orderBy(desc(donations.receivedOn)),
  ]);
  const responses = candidates
    .map((found) => ({ ...found, byPhone: phoneAnswered(found.row.values, who.phone) }))
    .filter((found) => found.byEmail || found.byPhone);
  return { messages, applications: applicationRows, subscriptions, responses, pledges, gifts };
}

/**
 * The last day tax law keeps a gift's receipt: ten years after the end of the
 * assessment year that follows the gift's financial year (Income-tax Rule 17AA).
 */
export function receiptKeptUntil(receivedOn: string): string {
  const start = Number(financialYearOf(`${receivedOn}T12:00:00Z`, "UTC").first.slice(0, 4));
  return `${start + 12}-03-31`;
}

type Found = Awaited<ReturnType<typeof findAll>>;

const resumeKeysOf = (found: Found) => found.applications.flatMap(({ row }) => (row.resumeKey ? [row.resumeKey] : []));
const answerKeysOf = (found: Found) => found.responses.flatMap(({ row }) => answerFileKeys(row.values));

const matchedBy = ({ byEmail, byPhone }: { byEmail: boolean; byPhone: boolean }): Detail[] => [
  ...(byEmail ? (["email"] as const) : []),
  ...(byPhone ? (["phone"] as const) : []),
];

/** A name as compared: "Asha  Meena" and "asha meena" are one. */
const sameNameKey = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * What was found, each item with the details it matched and whether it is ticked
 * for deletion: an e-mail match always; a phone match alone only when its name is
 * the name of an e-mail match (a family's shared phone brings up the others' items,
 * and with no e-mail given no name vouches for any of them).
 */
function toView(found: Found): PersonalDataView {
  const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
  const responseName = ({ row, fields }: Found["responses"][number]) => respondentName(fields, row.values);
  const emailNames = new Set(
    [
      ...found.messages.filter((item) => item.byEmail).map(({ row }) => fullName(row)),
      ...found.applications.filter((item) => item.byEmail).map(({ row }) => fullName(row)),
      ...found.responses.filter((item) => item.byEmail).map(responseName),
    ]
      .map(sameNameKey)
      .filter(Boolean),
  );
  const ticked = (item: { byEmail: boolean }, name: string) => item.byEmail || emailNames.has(sameNameKey(name));
  return {
    messages: found.messages.map((item) => ({
      id: item.row.id,
      at: item.row.createdAt.toISOString(),
      matchedBy: matchedBy(item),
      ticked: ticked(item, fullName(item.row)),
      source: item.row.source === "contact-us" ? "contact-us" : "get-in-touch",
      name: fullName(item.row),
      email: item.row.email,
    })),
    applications: found.applications.map((item) => ({
      id: item.row.id,
      at: item.row.createdAt.toISOString(),
      matchedBy: matchedBy(item),
      ticked: ticked(item, fullName(item.row)),
      type: asApplicationType(item.row.type),
      name: fullName(item.row),
      email: item.row.email,
      hasResume: item.row.resumeKey !== null,
    })),
    subscriptions: found.subscriptions.map((item) => ({
      id: item.row.id,
      at: item.row.createdAt.toISOString(),
      matchedBy: matchedBy(item),
      ticked: item.byEmail,
      email: item.row.email,
      confirmed: item.row.confirmed,
    })),
    responses: found.responses.map((item) => ({
      id: item.row.id,
      at: item.row.submittedAt.toISOString(),
      matchedBy: matchedBy(item),
      ticked: ticked(item, responseName(item)),
      formId: item.row.formId,
      formTitle: item.formTitle,
      name: responseName(item),
      files: answerFileKeys(item.row.values).length,
    })),
    receiptRequests: found.pledges.map((item) => ({
      id: item.row.id,
      at: item.row.createdAt.toISOString(),
      matchedBy: matchedBy(item),
      ticked: item.byEmail,
      code: item.row.code,
      name: item.row.nameOnPan,
      state: item.row.state as "waiting" | "received" | "withdrawn",
    })),
    donations: found.gifts.map((item) => ({
      id: item.row.id,
      at: `${item.row.receivedOn}T00:00:00.000Z`,
      matchedBy: matchedBy(item),
      ticked: item.byEmail,
      name: item.row.donorName,
      receipts: item.receipts,
      paise: item.row.paise,
      keptUntil: receiptKeptUntil(item.row.receivedOn),
    })),
    files: new Set([...resumeKeysOf(found), ...answerKeysOf(found)]).size,
  };
}

/** The found items `items` names: what an erasure deletes. */
function chosen(found: Found, items: ErasedItems): Found {
  const only = <T extends { row: { id: string } }>(list: T[], ids: string[] | undefined) => {
    const wanted = new Set(ids);
    return list.filter(({ row }) => wanted.has(row.id));
  };
  return {
    messages: only(found.messages, items.messages),
    applications: only(found.applications, items.applications),
    subscriptions: only(found.subscriptions, items.subscriptions),
    responses: only(found.responses, items.responses),
    pledges: only(found.pledges, items.receiptRequests),
    gifts: only(found.gifts, items.donations),
  };
}

const ids = (list: { row: { id: string } }[]) => list.map(({ row }) => row.id);

/**
 * The tables that hold what visitors send, rewritten after rows are deleted from them
 * (DatabaseHandle.scrub): by an erasure, and by the nightly deletion (retention-service.ts).
 */
export const PERSONAL_DATA_TABLES = [
  contactMessages,
  applications,
  newsletterSubscribers,
  newsletterTokens,
  newsletterDeliveries,
  formResponses,
  storedFiles,
  donationPledges,
  donations,
].map((table) => getTableName(table));

/** A file answer's stored file, under the name it was sent with. */
const isFileAnswer = (value: FormAnswer | undefined): value is Extract<FormAnswer, { key: string }> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && typeof value.key === "string";

export function createPersonalDataService({
  db,
  media,
  scrub,
  copyDetails,
}: {
  db: Database;
  media: MediaService;
  /** Leaves no copy of deleted rows in the database's files (server/db/client.ts). */
  scrub: (tables: readonly string[]) => Promise<void>;
  /** What a copy of a person's data needs from the rest of the site. */
  copyDetails: {
    siteName: () => Promise<string>;
    timeZone: string;
    jobTitles: () => Promise<JobTitles>;
    /** A stored file's bytes; undefined when it is gone. */
    readFile: (key: string) => Promise<Uint8Array | undefined>;
  };
}) {
  /** What the items `items` names (those ticked by default without it) hold, for a copy. */
  async function gather({ items, ...who }: EraseRequest): Promise<PersonCopy> {
    const everything = await findAll(db, who);
    const found = chosen(everything, items ?? tickedIn(toView(everything)));
    const resumeKeys = resumeKeysOf(found);
    const resumes = resumeKeys.length
      ? await db
          .select({ key: storedFiles.key, originalName: storedFiles.originalName, size: storedFiles.size })
          .from(storedFiles)
          .where(inArray(storedFiles.key, resumeKeys))
      : [];
    const resumeOf = new Map(resumes.map((resume) => [resume.key, resume]));
    const titles = await copyDetails.jobTitles();
    return {
      siteName: await copyDetails.siteName(),
      timeZone: copyDetails.timeZone,
      madeAt: new Date(),
      foundBy: who,
      messages: found.messages.map(({ row }) => toContactMessageView(row)),
      applications: found.applications.map(({ row }) => {
        const resume = row.resumeKey ? resumeOf.get(row.resumeKey) : undefined;
        const view = toApplicationView(row, resume ?? null, titles);
        const resumeFile: CopiedFile | undefined =
          row.resumeKey && view.resume ? { key: row.resumeKey, name: view.resume.name } : undefined;
        return { ...view, ...(resumeFile ? { resumeFile } : {}) };
      }),
      subscriptions: found.subscriptions.map(({ row }) => ({
        email: row.email,
        confirmed: row.confirmed,
        language: row.language,
        since: row.createdAt,
        confirmedAt: row.confirmedAt,
        consentRecord: row.consentRecord,
      })),
      responses: found.responses.map(({ row, formTitle, fields }) => ({
        formTitle,
        submittedAt: row.submittedAt,
        consentRecord: row.consentRecord,
        answers: fields.map((field) => ({ question: field.label, answer: answerAsText(row.values[field.id]) })),
        files: fields.flatMap((field) => {
          const value = row.values[field.id];
          return isFileAnswer(value) ? [{ key: value.key, name: value.name }] : [];
        }),
      })),
      receiptRequests: found.pledges.map(({ row }) => ({
        code: row.code,
        nameOnPan: row.nameOnPan,
        email: row.email,
        address: row.address,
        paise: row.paise,
        askedAt: row.createdAt,
        state: row.state,
      })),
      donations: found.gifts.map(({ row, receipts }) => ({
        receipts,
        donorName: row.donorName,
        email: row.email,
        address: row.address,
        paise: row.paise,
        receivedOn: row.receivedOn,
        mode: row.mode,
        keptUntil: receiptKeptUntil(row.receivedOn),
      })),
    };
  }

  return {
    /**
     * A copy of the items the admin ticked (those ticked by default without
     * `items`): one ZIP file to send the person, named by the day it was made.
     */
    async copy(request: EraseRequest): Promise<{ bytes: Uint8Array; filename: string }> {
      const copy = await gather(request);
      const bytes = await copyArchive(copy, copyDetails.readFile);
      return { bytes, filename: personalDataMessages.copy.fileName(siteDay(copy.madeAt, copy.timeZone)) };
    },

    /** What the person sent, newest first in each kind, each item ticked or not, with the number of files that go with them. */
    async find(who: PersonQuery): Promise<PersonalDataView> {
      return toView(await findAll(db, who));
    },

    /**
     * Deletes the items the admin ticked (`items`; without it, those ticked by
     * default), among those found for the person now; answers how many of each kind went.
     */
    async erase({ items, ...who }: EraseRequest, log?: FastifyBaseLogger): Promise<ErasedCounts> {
      const { counts, unusedFiles } = await db.transaction(async (tx) => {
        const everything = await findAll(tx, who);
        const found = chosen(everything, items ?? tickedIn(toView(everything)));
        const messageIds = ids(found.messages);
        const applicationIds = ids(found.applications);
        const subscriberIds = ids(found.subscriptions);
        const responseIds = ids(found.responses);
        if (messageIds.length) await tx.delete(contactMessages).where(inArray(contactMessages.id, messageIds));
        if (applicationIds.length) await tx.delete(applications).where(inArray(applications.id, applicationIds));
        // The subscriber's confirm and unsubscribe tokens, and their newsletter deliveries, go with it (foreign keys).
        if (subscriberIds.length) {
          await tx.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, subscriberIds));
        }
        if (responseIds.length) await tx.delete(formResponses).where(inArray(formResponses.id, responseIds));
        const pledgeIds = ids(found.pledges);
        // A receipted gift keeps its pledge's data in its own row: the request itself goes.
        if (pledgeIds.length) await tx.delete(donationPledges).where(inArray(donationPledges.id, pledgeIds));
        const giftIds = ids(found.gifts);
        // Tax law keeps the receipt and what it says; the e-mail address it does not need.
        if (giftIds.length) await tx.update(donations).set({ email: "" }).where(inArray(donations.id, giftIds));
        await blankAuditLabels(tx, [...messageIds, ...applicationIds, ...subscriberIds, ...responseIds, ...pledgeIds]);
        // Files no remaining row holds: their rows now, their bytes after the commit.
        const unused = [
          ...(await unusedResumeKeys(tx, resumeKeysOf(found))),
          ...(await unreferencedKeys(tx, answerKeysOf(found))),
        ];
        await media.deleteRows(tx, unused);
        return { counts: countsOf(toView(found)), unusedFiles: unused };
      });
      await media.deleteObjects(unusedFiles, log);
      // Deleted rows stay in the table files and the write-ahead log until rewritten:
      // erased means no copy left on this server. Done, the erasure stands if this fails.
      await scrub([...PERSONAL_DATA_TABLES, getTableName(auditEvents)]).catch((err: unknown) =>
        log?.warn({ err }, "erasure: rewriting the tables failed"),
      );
      return counts;
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
