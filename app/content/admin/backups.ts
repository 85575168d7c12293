/** Words of the Overview's backups card (issue 46): the site's own nightly backups and weekly restore drills. */
export const backupsText = {
  heading: "Backups",
  off: "The site's own backups are turned off (BACKUPS=false). Ask your technician how the site is backed up.",
  none: (time: string) => `No backup yet. The first is taken tonight at ${time}, or now with Back up now.`,
  lastGood: (when: string, size: string) => `Last good backup: ${when}, ${size}, read back and checked.`,
  overdue:
    "The last good backup is more than two days old. If the next night's fails too, tell your technician: the site's data has no recent copy.",
  lastFailed: (when: string, error: string) => `The backup of ${when} failed: ${error}`,
  schedule: (time: string, keep: { daily: number; weekly: number; monthly: number }, kept: number) =>
    `Taken every night at ${time}. Kept: the newest of each of the last ${keep.daily} days and ${keep.weekly} weeks${keep.monthly > 0 ? ` and ${keep.monthly} months` : ""} (${kept} now).`,
  drillOk: (when: string) =>
    `Restore drill of ${when}: the newest backup was restored, and every table and file matched.`,
  drillFailed: (when: string, error: string) => `Restore drill of ${when} failed: ${error}`,
  noDrill: "The first restore drill runs on Sunday, an hour after the night's backup.",
  now: "Back up now",
  working: "Backing up…",
  started: "Backing up: the card shows it when it is done, in a minute or more.",
  failedToStart: "The backup could not be started:",
  loadFailed: "The backups could not be read:",
};

/** "12.4 MB", "860 KB". */
export function sizeInWords(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
