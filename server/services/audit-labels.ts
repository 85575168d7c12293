/**
 * What an audit entry was about, in words (decision 092): a post's title, a staff
 * member's name, an applicant's first name and the initial of their last, a form's
 * title, a newsletter issue's subject. The audit hook (server/api/audit-hook.ts) asks
 * for it when it writes the entry, so the words stay after the thing is deleted.
 *
 * A visitor's record is named by as little as tells it apart in a day's work (first
 * name and initial, an e-mail address with most of its name hidden, a phone number's
 * last digits): the log keeps it a year, longer than many of the records it names, and
 * an erasure blanks the labels of the records it deleted (blankAuditLabels in
 * audit-log.ts). Staff names and content titles are given whole.
 */
import { eq } from "drizzle-orm";
import { contentDocuments as documentTitles } from "#common/content-model/documents";
import { respondentName } from "#common/schemas/forms";
import type { Database } from "../db/client.ts";
import {
  admins,
  applications,
  blogs,
  contactMessages,
  customForms,
  externalForms,
  formResponses,
  galleryItems,
  newsletterIssues,
  newsletterSubscribers,
  privacyRequests,
  transparencyDocuments,
} from "../db/schema.ts";
import { shownName } from "./auth-service.ts";
import { isUuid } from "./uuid.ts";

/** One audited request: its path's resource (`kind`), its route below /api, its path's ids and its body. */
export interface AuditSubject {
  kind: string;
  /** The route as registered, e.g. "/custom-forms/:id/responses/:responseId". */
  route: string;
  params: Record<string, string>;
  body: unknown;
  /** The signed-in person's name: what their own sign-ins and passwords are about. */
  actorName: string;
}

/** "Kamla D." for Kamla Devi: enough to tell two applicants apart, not their whole name. */
export function shortName(...parts: string[]): string {
  const words = parts.join(" ").trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return "";
  const last = rest.at(-1);
  return last ? `${first} ${Array.from(last)[0]}.` : first;
}

/** "ka…@example.in": the address's domain and its first two letters. */
export function maskedEmail(email: string): string {
  const [name = "", domain = ""] = email.trim().split("@");
  return `${Array.from(name).slice(0, 2).join("")}…@${domain}`;
}

/** "phone …3210": the number's last four digits. */
export function maskedPhone(phone: string): string {
  return `phone …${phone.replace(/\D/g, "").slice(-4)}`;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function createAuditLabels(db: Database) {
  /** The first row `query` answers for `id`; undefined when there is none, or the id is no UUID. */
  async function byId<R>(query: (id: string) => Promise<R[]>, id: string | undefined): Promise<R | undefined> {
    if (!id || !isUuid(id)) return undefined;
    const [row] = await query(id.toLowerCase());
    return row;
  }

  // The first administrator may have no name: then their username, as the staff list shows them.
  const staffName = async (id?: string) => {
    const row = await byId(
      (key) => db.select({ name: admins.name, username: admins.username }).from(admins).where(eq(admins.id, key)),
      id,
    );
    return row && shownName(row);
  };

  const formTitle = async (id?: string) =>
    (await byId((key) => db.select({ title: customForms.title }).from(customForms).where(eq(customForms.id, key)), id))
      ?.title;

  async function responseLabel(formId?: string, responseId?: string): Promise<string | undefined> {
    const form = await byId(
      (key) =>
        db
          .select({ title: customForms.title, fields: customForms.fields })
          .from(customForms)
          .where(eq(customForms.id, key)),
      formId,
    );
    if (!form) return undefined;
    const response = await byId(
      (key) => db.select({ values: formResponses.values }).from(formResponses).where(eq(formResponses.id, key)),
      responseId,
    );
    const name = response ? shortName(respondentName(form.fields, response.values)) : "";
    return name ? `${form.title} — ${name}` : form.title;
  }

  async function applicationName(id?: string) {
    const row = await byId(
      (key) =>
        db
          .select({ first: applications.firstName, last: applications.lastName })
          .from(applications)
          .where(eq(applications.id, key)),
      id,
    );
    return row && shortName(row.first, row.last);
  }

  async function messageName(id?: string) {
    const row = await byId(
      (key) =>
        db
          .select({ first: contactMessages.firstName, last: contactMessages.lastName })
          .from(contactMessages)
          .where(eq(contactMessages.id, key)),
      id,
    );
    return row && shortName(row.first, row.last);
  }

  /** Each kind of target (the path's first part below /api) and how it is named. */
  const labellers: Record<string, (subject: AuditSubject) => Promise<string | undefined>> = {
    auth: async ({ actorName }) => actorName || undefined,
    staff: ({ params }) => staffName(params.id),
    blogs: async ({ params }) => {
      const id = params.id;
      if (!id) return undefined;
      const where = isUuid(id) ? eq(blogs.id, id.toLowerCase()) : eq(blogs.slug, id);
      const [row] = await db.select({ title: blogs.title }).from(blogs).where(where);
      return row?.title;
    },
    "blog-trash": async ({ params }) =>
      (await byId((key) => db.select({ title: blogs.title }).from(blogs).where(eq(blogs.id, key)), params.id))?.title,
    gallery: async ({ params }) =>
      (
        await byId(
          (key) => db.select({ title: galleryItems.title }).from(galleryItems).where(eq(galleryItems.id, key)),
          params.id,
        )
      )?.title,
    "external-forms": async ({ params }) =>
      (
        await byId(
          (key) => db.select({ title: externalForms.title }).from(externalForms).where(eq(externalForms.id, key)),
          params.id,
        )
      )?.title,
    "custom-forms": ({ params }) =>
      params.responseId ? responseLabel(params.id, params.responseId) : formTitle(params.id),
    applications: ({ params }) => applicationName(params.id),
    contact: ({ params }) => messageName(params.id),
    newsletter: async ({ route, params }) => {
      if (route.startsWith("/newsletter/subscribers/")) {
        const row = await byId(
          (key) =>
            db
              .select({ email: newsletterSubscribers.email })
              .from(newsletterSubscribers)
              .where(eq(newsletterSubscribers.id, key)),
          params.id,
        );
        return row && maskedEmail(row.email);
      }
      const issue = await byId(
        (key) =>
          db.select({ subject: newsletterIssues.subjectEn }).from(newsletterIssues).where(eq(newsletterIssues.id, key)),
        params.id,
      );
      return issue?.subject;
    },
    "transparency-documents": async ({ params }) =>
      (
        await byId(
          (key) =>
            db
              .select({ title: transparencyDocuments.title })
              .from(transparencyDocuments)
              .where(eq(transparencyDocuments.id, key)),
          params.id,
        )
      )?.title,
    "privacy-requests": async ({ params }) => {
      const row = await byId(
        (key) => db.select({ name: privacyRequests.name }).from(privacyRequests).where(eq(privacyRequests.id, key)),
        params.id,
      );
      return row && shortName(row.name);
    },
    "personal-data": async ({ body }) => {
      const who = (body ?? {}) as { email?: unknown; phone?: unknown };
      const details = [
        text(who.email) && maskedEmail(text(who.email)),
        text(who.phone) && maskedPhone(text(who.phone)),
      ];
      return details.filter(Boolean).join(", ") || undefined;
    },
    retention: async ({ body }) => {
      const { kind, id } = (body ?? {}) as { kind?: unknown; id?: unknown };
      if (kind === "application") return applicationName(text(id));
      if (kind === "message") return messageName(text(id));
      if (kind === "formAnswer") {
        const row = await byId(
          (key) => db.select({ formId: formResponses.formId }).from(formResponses).where(eq(formResponses.id, key)),
          text(id),
        );
        return row && responseLabel(row.formId, text(id));
      }
      return undefined;
    },
    content: async ({ route }) => {
      const name = route.split("/")[2] ?? "";
      return name in documentTitles ? documentTitles[name as keyof typeof documentTitles].title : undefined;
    },
  };

  return {
    /** The words for what `subject` is about, undefined when nothing names it (a list, a new upload). */
    labelOf(subject: AuditSubject): Promise<string | undefined> {
      return labellers[subject.kind]?.(subject) ?? Promise.resolve(undefined);
    },
  };
}

export type AuditLabels = ReturnType<typeof createAuditLabels>;
