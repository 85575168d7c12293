/**
 * Which backups to keep (issue 46): the newest of each of the last `daily` days, of
 * the last `weekly` weeks (Monday to Sunday) and of the last `monthly` months that
 * have a backup, each on the site's calendar, as restic's `forget --keep-daily 7
 * --keep-weekly 4 --keep-monthly 6` counts them. A backup that failed its check is
 * never one of them, and the newest good one is always kept, whatever the policy.
 */
import { addDays } from "#common/calendar-date";
import { siteDay } from "#common/site-clock";

export interface RetentionPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

/** What restic's documentation suggests, for the tests; the server's own default has no monthly ones (config.ts). */
export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4, monthly: 6 };

export interface KeptBackup {
  takenAt: Date;
  /** Whether the archive was read back and matched its checksums. */
  verified: boolean;
}

/** The Monday of `day`'s week ("2026-11-30" is a Monday). */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The backups of `backups` to keep; every other one may be deleted. */
export function backupsToKeep<T extends KeptBackup>(
  backups: readonly T[],
  policy: RetentionPolicy,
  timeZone: string,
): Set<T> {
  const good = backups.filter((backup) => backup.verified).sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<T>(good.slice(0, 1));
  const buckets: [number, (day: string) => string][] = [
    [policy.daily, (day) => day],
    [policy.weekly, weekOf],
    [policy.monthly, (day) => day.slice(0, 7)],
  ];
  for (const [count, bucketOf] of buckets) {
    const seen = new Set<string>();
    for (const backup of good) {
      if (seen.size >= count) break;
      const bucket = bucketOf(siteDay(backup.takenAt, timeZone));
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      keep.add(backup);
    }
  }
  return keep;
}
