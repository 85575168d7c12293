/**
 * Volunteer and internship applications: stored with their resume (internship
 * only) all or nothing, listed for the admin newest first (searched and filtered,
 * inbox-paging.ts), marked read or unread, deleted with their resume, exported;
 * the resume is read back for the admin's download.
 */

import { and, desc, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { ConsentRecord } from "#common/consent-record";
import type { ApplicationFields } from "#common/schemas/applications";
import type { ApplicationView, InboxListQuery, Page } from "#common/schemas/inbox";
import { ADULT_AGE, asApplicationType, GUARDIAN_CONFIRM_DAYS } from "#common/visitor-form-fields";
import { hashToken, newSessionToken, TOKEN_PATTERN } from "../auth/tokens.ts";
import type { Database } from "../db/client.ts";
import { applications, storedFiles } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import type { FileKind } from "../media/file-signature.ts";
import type { createMediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { Transaction } from "../media/upload-batch.ts";
import type { Storage, StoredObject } from "../storage/storage.ts";
import { countsOf, filterCondition, type InboxTable, pageOf } from "./inbox-paging.ts";
import { isUuid } from "./uuid.ts";

type MediaService = ReturnType<typeof createMediaService>;
type ApplicationRow = typeof applications.$inferSelect;
type ResumeFile = { originalName: string | null; size: number } | null;
const DAY_MS = 86_400_000;

export const RESUME_KINDS: readonly FileKind[] = ["pdf", "doc", "docx"];
/** Storage prefix of resumes: never served publicly, only through the admin's download route. */
const RESUME_PREFIX = "resumes";

/** Not waiting for a parent's or guardian's confirmation: what the staff see. */
export const shownToStaff = isNull(applications.guardianTokenHash);

const source: InboxTable = {
  table: applications,
  shown: shownToStaff,
  read: applications.read,
  createdAt: applications.createdAt,
  kind: applications.type,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  phone: applications.phone,
};
const newestFirst = [desc(applications.createdAt), desc(applications.id)];

/** The English titles of the staff's job openings (closed ones too), by id. */
export type JobTitles = ReadonlyMap<string, string>;

export function toApplicationView(row: ApplicationRow, resume: ResumeFile, jobTitles: JobTitles): ApplicationView {
  const type = asApplicationType(row.type);
  return {
    id: row.id,
    type,
    position: row.position,
    positionTitle: (type === "job" && jobTitles.get(row.position)) || null,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    age: row.age,
    address: row.address,
    education: row.education,
    experience: row.experience,
    availability: row.availability,
    interests: row.interests,
    motivation: row.motivation,
    resume: row.resumeKey && resume ? { name: resume.originalName ?? "resume", size: resume.size } : null,
    language: row.language,
    consentRecord: row.consentRecord,
    guardian: row.guardianEmail
      ? {
          name: row.guardianName,
          email: row.guardianEmail,
          confirmedAt: row.guardianConfirmedAt?.toISOString() ?? null,
        }
      : null,
    read: row.read,
    held: row.held,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Of `keys`, the resumes no stored application holds any more (identical bytes are
 * stored once, so two applications may share one): call after deleting rows, in
 * the same transaction.
 */
export async function unusedResumeKeys(tx: Transaction, keys: readonly (string | null)[]): Promise<string[]> {
  const candidates = [...new Set(keys.filter((key): key is string => key !== null))];
  if (candidates.length === 0) return [];
  const held = await tx
    .select({ key: applications.resumeKey })
    .from(applications)
    .where(inArray(applications.resumeKey, candidates));
  const stillHeld = new Set(held.map((row) => row.key));
  return candidates.filter((key) => !stillHeld.has(key));
}

export function createApplicationService({
  db,
  media,
  storage,
  timeZone,
  jobTitles,
  now = () => new Date(),
}: {
  db: Database;
  media: MediaService;
  storage: Storage;
  now?: () => Date;
  /** The site's (SITE_TIME_ZONE), whose days the date filters mean. */
  timeZone: string;
  /** The job openings' titles: an application for a job is shown with its title. */
  jobTitles: () => Promise<JobTitles>;
}) {
  /** Applications with their resume's name and size. */
  const withResume = () =>
    db
      .select({ application: applications, resume: { originalName: storedFiles.originalName, size: storedFiles.size } })
      .from(applications)
      .leftJoin(storedFiles, eq(applications.resumeKey, storedFiles.key));

  const views = async (rows: { application: ApplicationRow; resume: ResumeFile }[]) => {
    const titles = await jobTitles();
    return rows.map((row) => toApplicationView(row.application, row.resume, titles));
  };
  const view = async (row: { application: ApplicationRow; resume: ResumeFile }) => (await views([row]))[0]!;

  async function shown(id: string) {
    const [row] = isUuid(id) ? await withResume().where(and(eq(applications.id, id), shownToStaff)) : [];
    return row;
  }

  async function find(id: string) {
    const row = await shown(id);
    if (!row) throw notFound("Application");
    return row;
  }

  return {
    /**
     * Stores the application and its resume together; if either fails, neither is
     * kept. An applicant under 18's waits for their parent or guardian
     * (`waitsForGuardian`): `guardianRequest` then writes the link to e-mail them.
     */
    submit(
      fields: ApplicationFields,
      resume: SpooledFile | undefined,
      consentRecord: ConsentRecord,
    ): Promise<{ application: ApplicationView; waitsForGuardian: boolean }> {
      // Until its link is e-mailed, the hash of a token nobody holds marks it as waiting.
      const guardianToken = fields.age < ADULT_AGE ? newSessionToken() : undefined;
      return media.withUploadBatch(async (batch) => {
        const file = resume
          ? await batch.addDocument(resume, { prefix: RESUME_PREFIX, accept: RESUME_KINDS })
          : undefined;
        const row = await batch.commit(async (tx) => {
          const [inserted] = await tx
            .insert(applications)
            .values({
              ...fields,
              consentRecord,
              resumeKey: file?.key ?? null,
              ...(guardianToken && {
                guardianTokenHash: hashToken(guardianToken),
                guardianExpiresAt: new Date(now().getTime() + GUARDIAN_CONFIRM_DAYS * DAY_MS),
              }),
            })
            .returning();
          return inserted;
        });
        if (!row) throw new Error("insert returned no row");
        const application = await view({
          application: row,
          resume: file ? { originalName: resume?.filename ?? null, size: file.size } : null,
        });
        return { application, waitsForGuardian: guardianToken !== undefined };
      });
    },

    /** An application the staff see (not one waiting for a parent); undefined once deleted. */
    async get(id: string): Promise<ApplicationView | undefined> {
      const row = await shown(id);
      return row ? view(row) : undefined;
    },

    /**
     * A new link for the parent or guardian of an application still waiting for
     * them, valid for GUARDIAN_CONFIRM_DAYS from now (the one e-mailed before, if
     * any, stops working); undefined once confirmed, expired or deleted.
     */
    async guardianRequest(id: string): Promise<{ application: ApplicationView; token: string } | undefined> {
      if (!isUuid(id)) return undefined;
      const token = newSessionToken();
      const [renewed] = await db
        .update(applications)
        .set({
          guardianTokenHash: hashToken(token),
          guardianExpiresAt: new Date(now().getTime() + GUARDIAN_CONFIRM_DAYS * DAY_MS),
        })
        .where(
          and(
            eq(applications.id, id),
            isNotNull(applications.guardianTokenHash),
            gt(applications.guardianExpiresAt, now()),
          ),
        )
        .returning({ id: applications.id });
      if (!renewed) return undefined;
      const [row] = await withResume().where(eq(applications.id, id));
      return row ? { application: await view(row), token } : undefined;
    },

    /**
     * The parent's or guardian's confirmation, from the e-mailed link's token: the
     * application reaches the staff (answered, for their notification); undefined
     * when the link was used already, expired, or never was one.
     */
    async confirmGuardian(token: string): Promise<ApplicationView | undefined> {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const [row] = await db
        .update(applications)
        .set({ guardianTokenHash: null, guardianExpiresAt: null, guardianConfirmedAt: now() })
        .where(and(eq(applications.guardianTokenHash, hashToken(token)), gt(applications.guardianExpiresAt, now())))
        .returning({ id: applications.id });
      return row ? view(await find(row.id)) : undefined;
    },

    list(query: InboxListQuery): Promise<Page<ApplicationView>> {
      return pageOf(db, source, query, filterCondition(source, query, timeZone), async (where, limit, offset) =>
        views(
          await withResume()
            .where(where)
            .orderBy(...newestFirst)
            .limit(limit)
            .offset(offset),
        ),
      );
    },

    /** Every application, newest first, for the CSV export. */
    async all(): Promise<ApplicationView[]> {
      return views(
        await withResume()
          .where(shownToStaff)
          .orderBy(...newestFirst),
      );
    },

    counts: () => countsOf(db, source),

    async setRead(id: string, read: boolean): Promise<ApplicationView> {
      await find(id);
      await db.update(applications).set({ read }).where(eq(applications.id, id));
      return view(await find(id));
    },

    /**
     * Deletes the application; its resume goes too unless another application
     * holds the same file (identical bytes are stored once).
     */
    async remove(id: string, log?: Parameters<MediaService["deleteObjects"]>[1]): Promise<void> {
      const { application } = await find(id);
      const key = application.resumeKey;
      const orphaned = await db.transaction(async (tx) => {
        await tx.delete(applications).where(eq(applications.id, id));
        const unused = await unusedResumeKeys(tx, [key]);
        await media.deleteRows(tx, unused);
        return unused;
      });
      await media.deleteObjects(orphaned, log);
    },

    /**
     * The resume's bytes, and a download name that says whose it is and carries
     * the extension its bytes proved ("Priya Sharma - my cv.pdf"); 404 when none.
     */
    async resume(id: string): Promise<{ file: StoredObject; filename: string }> {
      const { application, resume } = await find(id);
      const key = application.resumeKey;
      const file = key ? await storage.get(key) : undefined;
      if (!key || !file) throw notFound("Resume");
      const base = (resume?.originalName ?? "resume").replace(/\.[^.]*$/, "");
      const extension = key.slice(key.lastIndexOf("."));
      return { file, filename: `${application.firstName} ${application.lastName} - ${base}${extension}` };
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
