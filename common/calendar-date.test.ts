import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatLongDate, isCalendarDate } from "./calendar-date.ts";

describe("calendar days", () => {
  it.each([
    ["2026-03-05", 30, "2026-04-04"],
    ["2026-12-15", 30, "2027-01-14"],
    ["2028-02-15", 14, "2028-02-29"],
    ["2026-11-29", -40, "2026-10-20"],
  ])("%s and %i days is %s, and back", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(days);
  });

  it("tells a real day from one that is not", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("29-02-2028")).toBe(false);
  });

  it("is written out with the month in full for a formal document", () => {
    expect(formatLongDate("2026-11-30")).toBe("30 November 2026");
    expect(formatLongDate("2027-01-05")).toBe("5 January 2027");
    expect(formatLongDate("2026-02-30")).toBe("");
  });
});
