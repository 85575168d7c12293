/**
 * The annual reports and audited accounts on /transparency (issue 47): the staff upload
 * one PDF of each kind per financial year, replace its file or its titles, or remove it.
 * A file is checked by its bytes (a PDF's signature, never its name) and stored as every
 * upload is, all or nothing (server/media/upload-batch.ts), under a content-hash key;
 * the document's public address is made from its kind and year instead, so it outlives
 * a replacement. Identical bytes are stored once: a file goes when no document holds it.
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { transparencyDocumentMessages as messages } from "#common/messages/transparency-documents";
import {
  defaultTitle,
  documentFileName,
  parseDocumentFileName,
  TRANSPARENCY_DOCUMENT_FILE_FIELD,
  type TransparencyDocumentChanges,
  type TransparencyDocumentFields,
  type TransparencyDocumentKind,
} from "#common/schemas/transparency-documents";
import type { Database } from "../db/client.ts";
import { transparencyDocuments } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import { detectFileKind } from "../media/file-signature.ts";
import type { MediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { Transaction, UploadBatch } from "../media/upload-batch.ts";
import type { Storage, StoredObject } from "../storage/storage.ts";
import { isUniqueViolation } from "./blog-addresses.ts";
import { isUuid } from "./uuid.ts";

/** Where the documents' public addresses begin (server/api/transparency-documents.ts serves them). */
export const TRANSPARENCY_DOCUMENTS_PATH = "/api/transparency/";
/** The storage prefix of their files. */
const PREFIX = "reports";

type Row = typeof transparencyDocuments.$inferSelect;

const view = (row: Row) => ({
  id: row.id,
  kind: row.kind,
  financialYear: row.financialYear,
  title: row.title,
  titleHi: row.titleHi,
  size: row.size,
  uploadedAt: row.uploadedAt,
  url: `${TRANSPARENCY_DOCUMENTS_PATH}${documentFileName(row.kind, row.financialYear)}`,
});
export type TransparencyDocument = ReturnType<typeof view>;

const notFound = () => new DomainError("not-found", messages.notFound);

/** "“Annual report 2025-26” is uploaded already", said on the year's field. */
const taken = (kind: TransparencyDocumentKind, financialYear: string) => {
  const message = messages.taken(defaultTitle(kind, financialYear));
  return new DomainError("conflict", message, { financialYear: message });
};

export function createTransparencyDocumentService({
  db,
  media,
  storage,
}: {
  db: Database;
  media: MediaService;
  storage: Storage;
}) {
  async function find(id: string): Promise<Row> {
    const [row] = isUuid(id)
      ? await db.select().from(transparencyDocuments).where(eq(transparencyDocuments.id, id.toLowerCase()))
      : [];
    if (!row) throw notFound();
    return row;
  }

  /** Stores `file` when its bytes are a PDF; a 415 naming it (and what to do) when they are not. */
  async function storePdf(batch: UploadBatch, file: SpooledFile) {
    if ((await detectFileKind(file.path)) !== "pdf") {
      const message = messages.validation.notPdf(file.filename);
      throw new DomainError("unsupported-type", message, { [TRANSPARENCY_DOCUMENT_FILE_FIELD]: message });
    }
    return batch.addDocument(file, { prefix: PREFIX, accept: ["pdf"] });
  }

  /** Of `keys`, those no document holds any more (inside the write's transaction). */
  async function unusedKeys(tx: Transaction, keys: readonly string[]): Promise<string[]> {
    const unused: string[] = [];
    for (const key of new Set(keys)) {
      const [held] = await tx
        .select({ n: count() })
        .from(transparencyDocuments)
        .where(eq(transparencyDocuments.fileKey, key));
      if ((held?.n ?? 0) === 0) unused.push(key);
    }
    return unused;
  }

  /** Runs a write; the unique index on kind and year turns a race for the same year into a 409. */
  async function unlessTaken<T>(kind: TransparencyDocumentKind, financialYear: string, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(kind, financialYear);
      throw error;
    }
  }

  async function checkFree(kind: TransparencyDocumentKind, financialYear: string, exceptId?: string) {
    const [other] = await db
      .select({ id: transparencyDocuments.id })
      .from(transparencyDocuments)
      .where(and(eq(transparencyDocuments.kind, kind), eq(transparencyDocuments.financialYear, financialYear)));
    if (other && other.id !== exceptId) throw taken(kind, financialYear);
  }

  return {
    /** Every document, the newest year first, its annual report before its accounts. */
    async list(): Promise<TransparencyDocument[]> {
      const rows = await db
        .select()
        .from(transparencyDocuments)
        .orderBy(desc(transparencyDocuments.financialYear), asc(transparencyDocuments.kind));
      return rows.map(view);
    },

    async get(id: string): Promise<TransparencyDocument> {
      return view(await find(id));
    },

    /** A new document: 409 when its kind and year have one already (replace that one instead). */
    async upload(fields: TransparencyDocumentFields, file: SpooledFile): Promise<TransparencyDocument> {
      const { kind, financialYear } = fields;
      await checkFree(kind, financialYear);
      return unlessTaken(kind, financialYear, () =>
        media.withUploadBatch(async (batch) => {
          const stored = await storePdf(batch, file);
          return batch.commit(async (tx) => {
            const [row] = await tx
              .insert(transparencyDocuments)
              .values({
                kind,
                financialYear,
                title: fields.title || defaultTitle(kind, financialYear),
                titleHi: fields.titleHi,
                fileKey: stored.key,
                size: stored.size,
              })
              .returning();
            return view(row as Row);
          });
        }),
      );
    },

    /**
     * A new file, or new titles, kind or year, or both. A title left as it was given by
     * default follows a new kind or year ("Annual report 2024-25" becomes "… 2025-26");
     * an empty title is the default again. The file replaced goes unless another holds it.
     */
    async replace(
      id: string,
      changes: TransparencyDocumentChanges,
      file: SpooledFile | undefined,
      log?: FastifyBaseLogger,
    ): Promise<TransparencyDocument> {
      const row = await find(id);
      if (!file && Object.values(changes).every((value) => value === undefined)) {
        const message = messages.validation.changeRequired;
        throw new DomainError("invalid", message, { [TRANSPARENCY_DOCUMENT_FILE_FIELD]: message });
      }
      const kind = changes.kind ?? row.kind;
      const financialYear = changes.financialYear ?? row.financialYear;
      if (kind !== row.kind || financialYear !== row.financialYear) await checkFree(kind, financialYear, row.id);
      const wasDefault = row.title === defaultTitle(row.kind, row.financialYear);
      const title = changes.title ?? (wasDefault ? "" : row.title);
      const { saved, orphaned } = await unlessTaken(kind, financialYear, () =>
        media.withUploadBatch(async (batch) => {
          const stored = file ? await storePdf(batch, file) : undefined;
          return batch.commit(async (tx) => {
            const [updated] = await tx
              .update(transparencyDocuments)
              .set({
                kind,
                financialYear,
                title: title || defaultTitle(kind, financialYear),
                titleHi: changes.titleHi ?? row.titleHi,
                ...(stored ? { fileKey: stored.key, size: stored.size, uploadedAt: new Date() } : {}),
              })
              .where(eq(transparencyDocuments.id, row.id))
              .returning();
            if (!updated) throw notFound();
            const unused = stored && stored.key !== row.fileKey ? await unusedKeys(tx, [row.fileKey]) : [];
            await media.deleteRows(tx, unused);
            return { saved: view(updated), orphaned: unused };
          });
        }),
      );
      await media.deleteObjects(orphaned, log);
      return saved;
    },

    /** Removes the document from the page; its file goes unless another document holds the same bytes. */
    async remove(id: string, log?: FastifyBaseLogger): Promise<TransparencyDocument> {
      const row = await find(id);
      const orphaned = await db.transaction(async (tx) => {
        await tx.delete(transparencyDocuments).where(eq(transparencyDocuments.id, row.id));
        const unused = await unusedKeys(tx, [row.fileKey]);
        await media.deleteRows(tx, unused);
        return unused;
      });
      await media.deleteObjects(orphaned, log);
      return view(row);
    },

    /**
     * The PDF a public address names ("annual-report-2025-26.pdf"), with its document;
     * a 404 when there is none (or its file is missing from storage).
     */
    async download(fileName: string): Promise<{ document: TransparencyDocument; file: StoredObject }> {
      const named = parseDocumentFileName(fileName);
      if (!named) throw notFound();
      const [row] = await db
        .select()
        .from(transparencyDocuments)
        .where(
          and(eq(transparencyDocuments.kind, named.kind), eq(transparencyDocuments.financialYear, named.financialYear)),
        );
      const file = row ? await storage.get(row.fileKey) : undefined;
      if (!row || !file) throw notFound();
      return { document: view(row), file };
    },
  };
}

export type TransparencyDocumentService = ReturnType<typeof createTransparencyDocumentService>;
