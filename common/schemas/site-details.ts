/** The admin's Site details screen and its API (issue 41): the document, a save, the history, a restore. */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { siteDetailsSchema } from "../content-model/site-details.ts";

export const siteDetailsView = z.object({
  details: siteDetailsSchema,
  /** Sent back with the next save: a save made from an older version is refused. */
  version: z.number().int(),
  updatedAt: dateTimeSchema,
  updatedBy: z.string(),
  /** Fields whose Hindi was written for an earlier English text ("address", "registrations.legalForm"). */
  staleHindi: z.array(z.string()),
});
export type SiteDetailsView = Wire<z.infer<typeof siteDetailsView>>;

const versionNumber = z
  .number({ error: "version: the version you edited is required" })
  .int()
  .min(1)
  .max(2 ** 31 - 1);

export const saveSiteDetailsRequest = z.object({ details: siteDetailsSchema, version: versionNumber }).strict();

export const siteDetailsHistoryView = z.array(
  z.object({
    version: z.number().int(),
    createdAt: dateTimeSchema,
    createdBy: z.string(),
    restoredFrom: z.number().int().nullable(),
  }),
);
export type SiteDetailsHistoryView = Wire<z.infer<typeof siteDetailsHistoryView>>;

export const siteDetailsVersionParams = z.object({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
/** Restore names the version it restores (in the path) and the version on screen (here). */
export const restoreSiteDetailsRequest = z.object({ version: versionNumber }).strict();
