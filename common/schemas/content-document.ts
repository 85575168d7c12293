/** The admin's content screens and their API (issue 41): a document, a save, the history, a restore. */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { uploadedCoverView } from "./blog.ts";

/** A photo uploaded for a page (POST /api/content/images): its URLs and size, as a blog cover's. */
export const uploadedPhotoView = uploadedCoverView;

/** A draft: saved without publishing, begun from published version `basedOn`, maybe to publish itself at `publishAt`. */
export const contentDraftView = <S extends z.ZodType>(schema: S) =>
  z.object({
    document: schema,
    /** Sent back with the draft's next save (or its publish, discard, schedule). */
    version: z.number().int(),
    basedOn: z.number().int(),
    publishAt: dateTimeSchema.nullable(),
    updatedAt: dateTimeSchema,
    updatedBy: z.string(),
    staleHindi: z.array(z.string()),
    /** For a page: `?preview=` this shows the draft on the real page, for an hour. */
    previewToken: z.string(),
  });
export type ContentDraftView<T> = Wire<{
  document: T;
  version: number;
  basedOn: number;
  publishAt: Date | null;
  updatedAt: Date;
  updatedBy: string;
  staleHindi: string[];
  previewToken: string;
}>;

/** A document as the admin opens it: `schema` is the document's (common/content-model/documents.ts). */
export const contentDocumentView = <S extends z.ZodType>(schema: S) =>
  z.object({
    document: schema,
    /** Sent back with the next save: a save made from an older version is refused. */
    version: z.number().int(),
    updatedAt: dateTimeSchema,
    updatedBy: z.string(),
    /** Fields whose Hindi was written for an earlier English text ("address", "openings.2.title"). */
    staleHindi: z.array(z.string()),
    /** The draft, when someone saved one. */
    draft: contentDraftView(schema).nullable(),
  });
export type ContentDocumentView<T> = Wire<{
  document: T;
  version: number;
  updatedAt: Date;
  updatedBy: string;
  staleHindi: string[];
  draft: ContentDraftView<T> | null;
}>;

const versionNumber = z
  .number({ error: "version: the version you edited is required" })
  .int()
  .min(1)
  .max(2 ** 31 - 1);

const draftVersionNumber = z
  .number({ error: "draftVersion: the draft's version is required (0 for a new draft)" })
  .int()
  .min(0)
  .max(2 ** 31 - 1);

export const saveContentDocumentRequest = <S extends z.ZodType>(schema: S) =>
  z
    .object({
      document: schema,
      version: versionNumber,
      /** The draft this was, which goes once it is published. */
      draftVersion: draftVersionNumber.optional(),
    })
    .strict();

/** A draft's save: begun from published `version`; `draftVersion` the draft's own (0 for the first). */
export const saveContentDraftRequest = <S extends z.ZodType>(schema: S) =>
  z.object({ document: schema, version: versionNumber, draftVersion: draftVersionNumber }).strict();

export const publishContentDraftRequest = z.object({ draftVersion: draftVersionNumber }).strict();

/** When the draft publishes itself (an instant with its offset, as the blog's), or null to cancel. */
export const scheduleContentDraftRequest = z
  .object({
    draftVersion: draftVersionNumber,
    publishAt: z
      .string({ error: "publishAt: a date and time, or null" })
      .max(64, "publishAt: a date and time, or null")
      .refine(
        (value) => !Number.isNaN(Date.parse(value)) && /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(value),
        "publishAt: a date and time with its offset, like 2026-12-01T09:00:00+05:30",
      )
      .nullable(),
  })
  .strict();

export const contentHistoryView = z.array(
  z.object({
    version: z.number().int(),
    createdAt: dateTimeSchema,
    createdBy: z.string(),
    restoredFrom: z.number().int().nullable(),
  }),
);
export type ContentHistoryView = Wire<z.infer<typeof contentHistoryView>>;

export const contentVersionParams = z.object({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
/** Restore names the version it restores (in the path) and the version on screen (here). */
export const restoreContentRequest = z.object({ version: versionNumber }).strict();
