/**
 * Custom forms built by the admin and the responses visitors send (DESIGN.md
 * section 1). Responses are checked with the same `checkAnswers` the renderer uses,
 * and stored once per browser-given client id, so a response re-sent from the
 * offline queue (or retried after a lost answer) is never stored twice.
 */

import { and, asc, desc, eq, getTableColumns, gt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { VALIDATION_ERRORS } from "#common/api";
import type { ConsentRecord } from "#common/consent-record";
import { englishText } from "#common/messages/catalogues";
import { formMessages as messages } from "#common/messages/forms";
import { formAdminMessages as adminMessages } from "#common/messages/forms-admin";
import { keyed, keysOf } from "#common/messages/keyed";
import {
  checkAnswers,
  type customFormRequest,
  type FileAnswer,
  type FormResponseRequest,
  type PublicCustomForm,
} from "#common/schemas/forms";
import { toCsv } from "../csv/csv.ts";
import type { Database } from "../db/client.ts";
import { customForms, type FormAnswer, formResponses } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import type { MediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { StoredObject } from "../storage/storage.ts";
import {
  ANSWER_FILE_KINDS,
  ANSWER_FILE_PREFIX,
  answerAsText,
  answerFileKeys,
  unreferencedKeys,
  withUploadedFiles,
} from "./form-answer-files.ts";
import { formSummary } from "./form-summary.ts";
import { isUuid } from "./uuid.ts";

export type CustomFormRow = typeof customForms.$inferSelect;
export type CustomFormSummary = CustomFormRow & { responseCount: number };
export type FormResponseRow = typeof formResponses.$inferSelect;
export type CustomFormInput = z.output<typeof customFormRequest>;

/** A client's submittedAt is kept when plausible; a queued response may be sent days later. */
const MAX_RESPONSE_AGE_MS = 366 * 24 * 3600 * 1000;
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** What a visitor's page may show (a response saved offline and refused later), keyed for its language. */
const visitorSays = keysOf("formMessages", messages).server;
const formNotFound = () => new DomainError("not-found", keyed(visitorSays.formNotFound));
const responseNotFound = () => new DomainError("not-found", messages.server.responseNotFound);

export function toPublicForm(row: CustomFormRow): PublicCustomForm {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    fields: row.fields,
  };
}

function plausibleSubmittedAt(claimed: string | undefined, now: Date): Date {
  const time = claimed ? Date.parse(claimed) : Number.NaN;
  if (Number.isNaN(time)) return now;
  const age = now.getTime() - time;
  return age > MAX_RESPONSE_AGE_MS || age < -MAX_CLOCK_SKEW_MS ? now : new Date(time);
}

/** Responses read at a time for the summary: a form's responses are never all in memory at once. */
export const SUMMARY_BATCH = 500;

/** Thrown inside the upload transaction to undo it when another copy of the response was stored first. */
class DuplicateResponse extends Error {}

export interface CustomFormServiceDeps {
  db: Database;
  media: MediaService;
  /** Reads stored files (file answers) for the admin's downloads. */
  readFile: (key: string) => Promise<StoredObject | undefined>;
  /** The zone of the CSV export's dates (SITE_TIME_ZONE). */
  timeZone: string;
  now?: () => Date;
}

type Log = FastifyBaseLogger | undefined;

export function createCustomFormService({
  db,
  media,
  readFile,
  timeZone,
  now = () => new Date(),
}: CustomFormServiceDeps) {
  // Spelled out: inside a subquery Drizzle leaves column names unqualified, so "id" would mean the response's.
  const responseCount = sql<number>`(select count(*)::int from form_responses r where r.form_id = "custom_forms"."id")`;

  async function find(id: string): Promise<CustomFormRow> {
    if (!isUuid(id)) throw formNotFound();
    const [row] = await db.select().from(customForms).where(eq(customForms.id, id));
    if (!row) throw formNotFound();
    return row;
  }

  async function findPublic(id: string): Promise<PublicCustomForm | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(customForms).where(eq(customForms.id, id));
    return row && !row.disabled ? toPublicForm(row) : undefined;
  }

  return {
    /** Every form with its number of responses, newest first (admin). */
    async list(): Promise<CustomFormSummary[]> {
      return db
        .select({ ...getTableColumns(customForms), responseCount })
        .from(customForms)
        .orderBy(desc(customForms.createdAt));
    },

    /** Forms open to visitors, newest first. */
    async listEnabled(): Promise<PublicCustomForm[]> {
      const rows = await db
        .select()
        .from(customForms)
        .where(eq(customForms.disabled, false))
        .orderBy(desc(customForms.createdAt));
      return rows.map(toPublicForm);
    },

    get: find,

    /** Ids of a form's file questions (the multipart parts it accepts); 404 for an unknown form. */
    async fileFieldIds(id: string): Promise<string[]> {
      return (await find(id)).fields.filter((field) => field.type === "file").map((field) => field.id);
    },

    /** A form open to visitors, for page loaders: undefined when missing or closed. */
    findPublic,

    /** The same for the API: a closed form is as good as missing (404). */
    async getPublic(id: string): Promise<PublicCustomForm> {
      const form = await findPublic(id);
      if (!form) throw formNotFound();
      return form;
    },

    async create(input: CustomFormInput): Promise<CustomFormRow> {
      const [row] = await db
        .insert(customForms)
        .values({ ...input, closedAt: input.disabled ? now() : null })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async update(id: string, input: CustomFormInput): Promise<CustomFormRow> {
      if (!isUuid(id)) throw formNotFound();
      const [row] = await db
        .update(customForms)
        // Closing starts the answers' retention clock; a reopened form stops it; closing again restarts it.
        .set({
          ...input,
          updatedAt: now(),
          closedAt: input.disabled
            ? sql`coalesce(CASE WHEN ${customForms.disabled} THEN ${customForms.closedAt} END, ${now()})`
            : null,
        })
        .where(eq(customForms.id, id))
        .returning();
      if (!row) throw formNotFound();
      return row;
    },

    /** Deletes the form, its responses (through the foreign key) and their files. */
    async remove(id: string, log?: Log): Promise<void> {
      if (!isUuid(id)) throw formNotFound();
      const unused = await db.transaction(async (tx) => {
        const responses = await tx
          .select({ values: formResponses.values })
          .from(formResponses)
          .where(eq(formResponses.formId, id));
        const deleted = await tx.delete(customForms).where(eq(customForms.id, id)).returning({ id: customForms.id });
        if (deleted.length === 0) throw formNotFound();
        return releaseFiles(
          tx,
          responses.flatMap((r) => answerFileKeys(r.values)),
        );
      });
      await media.deleteObjects(unused, log);
    },

    /**
     * Stores a visitor's response once, with its uploaded files (all or nothing):
     * the same client id again answers the stored response with `created: false`,
     * even if the form has since been closed.
     */
    async addResponse(
      formId: string,
      request: { clientId: string; submittedAt?: string; values?: FormResponseRequest["values"] },
      consentRecord: ConsentRecord,
      files: readonly SpooledFile[] = [],
    ): Promise<{ response: FormResponseRow; created: boolean }> {
      const form = await find(formId);
      const existing = await findByClientId(form.id, request.clientId);
      if (existing) return { response: existing, created: false };
      if (form.disabled) throw new DomainError("gone", keyed(visitorSays.closed));

      const answers = withUploadedFiles(form.fields, request.values ?? {}, files);
      const { errors, values } = checkAnswers(form.fields, answers);
      if (Object.keys(errors).length > 0) {
        const summary = Object.values(errors).map(englishText).join("; ");
        throw new DomainError("invalid", `${VALIDATION_ERRORS}: ${summary}`, errors);
      }
      const submittedAt = plausibleSubmittedAt(request.submittedAt, now());
      try {
        return await media.withUploadBatch(async (batch) => {
          for (const file of files) {
            const stored = await batch.addDocument(file, { prefix: ANSWER_FILE_PREFIX, accept: ANSWER_FILE_KINDS });
            const answer = values[file.field] as FileAnswer;
            values[file.field] = { ...answer, key: stored.key, type: stored.contentType };
          }
          const inserted = await batch.commit(async (tx) => {
            const [row] = await tx
              .insert(formResponses)
              .values({
                formId: form.id,
                clientId: request.clientId,
                values: values as Record<string, FormAnswer>,
                submittedAt,
                consentRecord,
              })
              .onConflictDoNothing({ target: [formResponses.formId, formResponses.clientId] })
              .returning();
            // Another copy won the race (two tabs flushing the queue): roll back this one's files.
            if (!row) throw new DuplicateResponse();
            return row;
          });
          return { response: inserted, created: true };
        });
      } catch (error) {
        if (!(error instanceof DuplicateResponse)) throw error;
        const raced = await findByClientId(form.id, request.clientId);
        if (!raced) throw new Error("response vanished after a conflicting insert");
        return { response: raced, created: false };
      }
    },

    /** The file of a file answer, for the admin's download. */
    async answerFile(
      formId: string,
      responseId: string,
      fieldId: string,
    ): Promise<{ file: StoredObject; filename: string }> {
      const response = await findResponse(formId, responseId);
      const answer = response.values[fieldId];
      const key = answer && typeof answer === "object" && !Array.isArray(answer) ? answer.key : undefined;
      const file = key ? await readFile(key) : undefined;
      if (!file || !answer || typeof answer !== "object" || Array.isArray(answer)) {
        throw new DomainError("not-found", messages.server.fileNotFound);
      }
      return { file, filename: answer.name };
    },

    responses: responsesOf,

    /** Deletes a response and every file of its answers no other response holds. */
    async removeResponse(formId: string, responseId: string, log?: Log): Promise<void> {
      const response = await findResponse(formId, responseId);
      const unused = await db.transaction(async (tx) => {
        await tx.delete(formResponses).where(eq(formResponses.id, response.id));
        return releaseFiles(tx, answerFileKeys(response.values));
      });
      await media.deleteObjects(unused, log);
    },

    /**
     * The per-question summary of every response (common/schemas/form-summary.ts),
     * read SUMMARY_BATCH at a time in id order (a key that never moves under a
     * response arriving meanwhile); the latest answers are picked by when they were sent.
     */
    async summary(formId: string) {
      const form = await find(formId);
      const summary = formSummary(form.fields);
      let after: string | undefined;
      for (;;) {
        const batch = await db
          .select({ id: formResponses.id, values: formResponses.values, submittedAt: formResponses.submittedAt })
          .from(formResponses)
          .where(and(eq(formResponses.formId, form.id), after ? gt(formResponses.id, after) : undefined))
          .orderBy(asc(formResponses.id))
          .limit(SUMMARY_BATCH);
        for (const response of batch) summary.add(response);
        if (batch.length < SUMMARY_BATCH) break;
        after = batch.at(-1)?.id;
      }
      return { formId: form.id, ...summary.result() };
    },

    /** The CSV export: one column per field in field order, then when it was sent (site time); oldest first. */
    async csv(formId: string): Promise<{ title: string; csv: string }> {
      const { form, responses } = await responsesOf(formId);
      const header = [...form.fields.map((field) => field.label), adminMessages.csv.submittedAt(timeZone)];
      const rows = responses.map((response) => [
        ...form.fields.map((field) => answerAsText(response.values[field.id])),
        response.submittedAt,
      ]);
      return { title: form.title, csv: toCsv(header, rows, { timeZone }) };
    },
  };

  /** The form and its responses, oldest first, each numbered in that order (spec 2.27: 'Response #n'). */
  async function responsesOf(formId: string): Promise<{
    form: CustomFormSummary;
    responses: (FormResponseRow & { number: number })[];
  }> {
    const form = await find(formId);
    const rows = await db
      .select()
      .from(formResponses)
      .where(eq(formResponses.formId, form.id))
      .orderBy(asc(formResponses.submittedAt), asc(formResponses.createdAt));
    return {
      form: { ...form, responseCount: rows.length },
      responses: rows.map((row, index) => ({ ...row, number: index + 1 })),
    };
  }

  async function findResponse(formId: string, responseId: string): Promise<FormResponseRow> {
    if (!isUuid(formId) || !isUuid(responseId)) throw responseNotFound();
    const [row] = await db
      .select()
      .from(formResponses)
      .where(and(eq(formResponses.formId, formId), eq(formResponses.id, responseId)));
    if (!row) throw responseNotFound();
    return row;
  }

  /** Inside the deleting transaction: drops the rows of files nothing points at any more, answers their keys. */
  async function releaseFiles(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], keys: string[]) {
    if (keys.length === 0) return [];
    const unused = await unreferencedKeys(tx, keys);
    await media.deleteRows(tx, unused);
    return unused;
  }

  async function findByClientId(formId: string, clientId: string): Promise<FormResponseRow | undefined> {
    const [row] = await db
      .select()
      .from(formResponses)
      .where(and(eq(formResponses.formId, formId), eq(formResponses.clientId, clientId)));
    return row;
  }
}

export type CustomFormService = ReturnType<typeof createCustomFormService>;
