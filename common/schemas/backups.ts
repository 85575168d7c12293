/** The admin's view of the site's own backups and restore drills (issue 46). */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";

const run = z.object({
  id: z.string(),
  kind: z.enum(["backup", "drill"]),
  startedAt: dateTimeSchema,
  finishedAt: dateTimeSchema.nullable(),
  status: z.enum(["running", "ok", "failed"]),
  /** The archive's file name (a drill: the archive it restored). */
  file: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Read back whole (a backup), or restored and matched (a drill). */
  verified: z.boolean(),
  /** What went wrong, in words. */
  error: z.string().nullable(),
});

export const backupsView = z.object({
  /** False when the server was started with BACKUPS=false: nothing below is taken by the site. */
  enabled: z.boolean(),
  /** When the nightly backup is taken, on the site's clock ("03:30"). */
  time: z.string().nullable(),
  /** How many are kept: the newest of each of the last `daily` days, `weekly` weeks and `monthly` months. */
  keep: z.object({ daily: z.number().int(), weekly: z.number().int(), monthly: z.number().int() }).nullable(),
  lastGood: run.nullable(),
  last: run.nullable(),
  /** No good backup, or the newest good one is more than two days old. */
  overdue: z.boolean(),
  lastDrill: run.nullable(),
  /** Where the archives are kept (a directory, or s3://bucket/backups/), and how many are there now. */
  place: z.string().nullable(),
  kept: z.number().int(),
  /** The latest runs, newest first. */
  runs: z.array(run),
});
export type BackupsView = Wire<z.infer<typeof backupsView>>;
export type BackupRunView = BackupsView["runs"][number];
