import { describe, expect, it } from "vitest";
import { formatDisplayDate } from "./format-date";

/** The formats the month names were taken from. */
const platform = {
  en: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  hi: new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

describe("formatDisplayDate", () => {
  it("writes the day, month and year as the platform's en-IN and hi-IN formats do, for every month", () => {
    for (const year of [1999, 2025, 2026]) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const date = new Date(Date.UTC(year, month, day, 23, 30));
          expect(formatDisplayDate(date, "en")).toBe(platform.en.format(date));
          expect(formatDisplayDate(date, "hi")).toBe(platform.hi.format(date));
        }
      }
    }
  });

  it("reads ISO strings, keeps the UTC day, and gives nothing for a date it cannot read", () => {
    expect(formatDisplayDate("2025-10-06T23:59:00Z")).toBe("6 Oct 2025");
    expect(formatDisplayDate("2025-09-06T00:00:00+05:30", "hi")).toBe("5 सितंबर 2025");
    expect(formatDisplayDate("not a date")).toBe("");
  });
});
