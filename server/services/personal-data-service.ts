/**
 * Everything one person sent, found by their e-mail address or phone number, and
 * deleted in one go (the privacy notice's promise; issue 23): Get In Touch and
 * Contact Us messages, volunteer and internship applications with their resumes,
 * the newsletter subscription, and custom-form responses with their files.
 *
 * Matching: an e-mail ignoring case and surrounding spaces; a phone number on its
 * last ten digits (common/schemas/personal-data.ts). A form response is that
 * person's when one of its text answers is the e-mail address, or a phone number
 * with those digits: forms ask for them in any question, not only in e-mail and
 * phone questions. Responses are read whole for this (no index looks inside the
 * answers), which suits the few thousand a small organisation collects.
 *
 * Deleting is one transaction over the rows, and the stored files no remaining row
 * holds (the same bytes are stored once); the files themselves are removed after
 * the commit, and a crash in between leaves them to the storage sweep (decision 014).
 */
import { type AnyColumn, desc, eq, getTableName, inArray, or, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ErasedCounts } from "#common/messages/personal-data";
import {
  countsOf,
  type PersonalDataView,
  type PersonQuery,
  PHONE_MATCH_DIGITS,
  phoneMatchKey,
} from "#common/schemas/personal-data";
import { canonicalEmail } from "#common/schemas/text";
import { asApplicationType } from "#common/visitor-form-fields";
import type { Database } from "../db/client.ts";
import {
  applications,
  contactMessages,
  customForms,
  formResponses,
  newsletterSubscribers,
  newsletterTokens,
  storedFiles,
} from "../db/schema.ts";
import type { MediaService } from "../media/media-service.ts";
import type { Transaction } from "../media/upload-batch.ts";
import { unusedResumeKeys } from "./application-service.ts";
import { answerFileKeys, unreferencedKeys } from "./form-answer-files.ts";
import { digitsOf } from "./phone-digits.ts";

type Reader = Database | Transaction;
/** A stored text: a column, or an expression such as one answer of a response. */
type Text = AnyColumn | SQL;

/** `column` holds this e-mail address (case and surrounding spaces aside: stored ones may predate canonicalEmail). */
const sameEmail = (column: Text, email: string) => sql`lower(btrim(${column})) = ${canonicalEmail(email)}`;

/** `column` holds a phone number ending in the same ten digits. */
const samePhone = (column: Text, phone: string) =>
  sql`(length(${digitsOf(column)}) >= ${PHONE_MATCH_DIGITS} and right(${digitsOf(column)}, ${PHONE_MATCH_DIGITS}) = ${phoneMatchKey(phone)})`;

/** Either identifier matches; `undefined` columns cannot match (a subscriber has no phone). */
function matching(who: PersonQuery, email: Text, phone?: Text): SQL {
  const parts = [
    who.email ? sameEmail(email, who.email) : undefined,
    who.phone && phone !== undefined ? samePhone(phone, who.phone) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return or(...parts) ?? sql`false`;
}

/**
 * A response holds the person's e-mail or phone in one of its text answers. A text
 * counts as a phone number only when it is written like one (spec 5's characters).
 */
function responseMatching(who: PersonQuery): SQL {
  const answer = sql.raw("answer.value #>> '{}'");
  const parts = [
    who.email ? sameEmail(answer, who.email) : undefined,
    who.phone ? sql`(${answer} ~ '^[+]?[0-9 ()-]+$' and ${samePhone(answer, who.phone)})` : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return sql`exists (select 1 from jsonb_each(${formResponses.values}) as answer where jsonb_typeof(answer.value) = 'string' and (${or(...parts) ?? sql`false`}))`;
}

async function findAll(db: Reader, who: PersonQuery) {
  const [messages, applicationRows, subscriptions, responses] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(matching(who, contactMessages.email, contactMessages.phone))
      .orderBy(desc(contactMessages.createdAt)),
    db
      .select()
      .from(applications)
      .where(matching(who, applications.email, applications.phone))
      .orderBy(desc(applications.createdAt)),
    db
      .select()
      .from(newsletterSubscribers)
      .where(matching(who, newsletterSubscribers.email))
      .orderBy(desc(newsletterSubscribers.createdAt)),
    db
      .select({ response: formResponses, formTitle: customForms.title })
      .from(formResponses)
      .innerJoin(customForms, eq(customForms.id, formResponses.formId))
      .where(responseMatching(who))
      .orderBy(desc(formResponses.submittedAt)),
  ]);
  return { messages, applications: applicationRows, subscriptions, responses };
}

type Found = Awaited<ReturnType<typeof findAll>>;

const resumeKeysOf = (found: Found) => found.applications.flatMap((row) => (row.resumeKey ? [row.resumeKey] : []));
const answerKeysOf = (found: Found) => found.responses.flatMap(({ response }) => answerFileKeys(response.values));

function toView(found: Found): PersonalDataView {
  return {
    messages: found.messages.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      source: row.source === "contact-us" ? "contact-us" : "get-in-touch",
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
    })),
    applications: found.applications.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      type: asApplicationType(row.type),
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      hasResume: row.resumeKey !== null,
    })),
    subscriptions: found.subscriptions.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      email: row.email,
      confirmed: row.confirmed,
    })),
    responses: found.responses.map(({ response, formTitle }) => ({
      id: response.id,
      at: response.submittedAt.toISOString(),
      formId: response.formId,
      formTitle,
      files: answerFileKeys(response.values).length,
    })),
    files: new Set([...resumeKeysOf(found), ...answerKeysOf(found)]).size,
  };
}

const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);

/** The tables an erasure deletes from, rewritten afterwards (DatabaseHandle.scrub). */
const ERASED_FROM = [
  contactMessages,
  applications,
  newsletterSubscribers,
  newsletterTokens,
  formResponses,
  storedFiles,
].map((table) => getTableName(table));

export function createPersonalDataService({
  db,
  media,
  scrub,
}: {
  db: Database;
  media: MediaService;
  /** Leaves no copy of deleted rows in the database's files (server/db/client.ts). */
  scrub: (tables: readonly string[]) => Promise<void>;
}) {
  return {
    /** What the person sent, newest first in each kind, with the number of files that go with it. */
    async find(who: PersonQuery): Promise<PersonalDataView> {
      return toView(await findAll(db, who));
    },

    /** Deletes all of it; answers how many of each kind went. */
    async erase(who: PersonQuery, log?: FastifyBaseLogger): Promise<ErasedCounts> {
      const { counts, unusedFiles } = await db.transaction(async (tx) => {
        const found = await findAll(tx, who);
        const messageIds = ids(found.messages);
        const applicationIds = ids(found.applications);
        const subscriberIds = ids(found.subscriptions);
        const responseIds = found.responses.map(({ response }) => response.id);
        if (messageIds.length) await tx.delete(contactMessages).where(inArray(contactMessages.id, messageIds));
        if (applicationIds.length) await tx.delete(applications).where(inArray(applications.id, applicationIds));
        // The subscriber's confirm and unsubscribe tokens go with it (foreign key).
        if (subscriberIds.length) {
          await tx.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, subscriberIds));
        }
        if (responseIds.length) await tx.delete(formResponses).where(inArray(formResponses.id, responseIds));
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
      await scrub(ERASED_FROM).catch((err: unknown) => log?.warn({ err }, "erasure: rewriting the tables failed"));
      return counts;
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
