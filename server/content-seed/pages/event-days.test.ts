import { describe, expect, it } from "vitest";
import { dayOfYearAfter, sundayAfter, writtenDay } from "./event-days.ts";

describe("a new site's event days", () => {
  it("are Sundays at least so many days after the first start", () => {
    // 29 November 2026 is a Sunday.
    expect(sundayAfter("2026-11-29", 14)).toBe("2026-12-13");
    expect(sundayAfter("2026-11-30", 14)).toBe("2026-12-20");
    expect(sundayAfter("2026-12-26", 7)).toBe("2027-01-03");
  });

  it("is this year's Republic Day when far enough ahead, else next year's", () => {
    expect(dayOfYearAfter("2026-11-29", "01-26", 21)).toBe("2027-01-26");
    expect(dayOfYearAfter("2027-01-01", "01-26", 21)).toBe("2027-01-26");
    expect(dayOfYearAfter("2027-01-10", "01-26", 21)).toBe("2028-01-26");
  });

  it("are written as the event cards write them, in English and Hindi", () => {
    expect(writtenDay("2026-12-13")).toEqual({
      en: "Sunday, 13 December 2026",
      hi: "रविवार, 13 दिसंबर 2026",
      hiStale: false,
    });
    expect(writtenDay("2027-01-26").en).toBe("Tuesday, 26 January 2027");
  });
});
