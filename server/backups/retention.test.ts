import { describe, expect, it } from "vitest";
import { backupsToKeep, DEFAULT_RETENTION } from "./retention.ts";

const ZONE = "Asia/Kolkata";
/** One backup a night at 03:30 IST (22:00 UTC the day before), for `days` nights up to 30 Nov 2026. */
function nightly(days: number) {
  return Array.from({ length: days }, (_, i) => ({
    takenAt: new Date(Date.UTC(2026, 10, 29 - i, 22, 0)),
    verified: true,
  }));
}
const days = (kept: Set<{ takenAt: Date }>) =>
  [...kept].map((b) => new Date(b.takenAt.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)).sort();

describe("backupsToKeep", () => {
  it("keeps 7 daily, 4 weekly and 6 monthly out of a year of nightly backups", () => {
    const kept = backupsToKeep(nightly(365), DEFAULT_RETENTION, ZONE);
    expect(days(kept)).toEqual([
      // The newest of each month: June to October (November's is today's).
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      // The newest of each of four weeks (Monday to Sunday): 30 Nov is a Monday, so its
      // week and the week to 29 Nov are dailies too; then Sundays 22 and 15 Nov.
      "2026-11-15",
      "2026-11-22",
      // The last seven days.
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
    ]);
  });

  it("counts days on the site's calendar: 23:00 and 01:00 IST are two days", () => {
    const late = { takenAt: new Date("2026-11-29T17:30:00Z"), verified: true }; // 23:00 IST, 29 Nov
    const early = { takenAt: new Date("2026-11-29T19:30:00Z"), verified: true }; // 01:00 IST, 30 Nov
    expect(backupsToKeep([late, early], { daily: 2, weekly: 0, monthly: 0 }, ZONE).size).toBe(2);
    expect(backupsToKeep([late, early], { daily: 2, weekly: 0, monthly: 0 }, "UTC").size).toBe(1);
  });

  it("never keeps a backup that failed its check, and always keeps the newest good one", () => {
    const good = { takenAt: new Date("2026-10-01T22:00:00Z"), verified: true };
    const broken = { takenAt: new Date("2026-11-29T22:00:00Z"), verified: false };
    const kept = backupsToKeep([good, broken], { daily: 0, weekly: 0, monthly: 0 }, ZONE);
    expect([...kept]).toEqual([good]);
  });

  it("keeps nothing of nothing", () => {
    expect(backupsToKeep([], DEFAULT_RETENTION, ZONE).size).toBe(0);
  });
});
