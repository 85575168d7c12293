/** The admin's content screens and their API (issue 41): a document, a save, the history, a restore. */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";

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
  });
export type ContentDocumentView<T> = Wire<{
  document: T;
  version: number;
  updatedAt: Date;
  updatedBy: string;
  staleHindi: string[];
}>;

const versionNumber = z
  .number({ error: "version: the version you edited is required" })
  .int()
  .min(1)
  .max(2 ** 31 - 1);

export const saveContentDocumentRequest = <S extends z.ZodType>(schema: S) =>
  z.object({ document: schema, version: versionNumber }).strict();

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
