import { describe, expect, it } from "vitest";
import { financialYearOf, parseFinancialYear } from "./financial-year.ts";

const IST = "Asia/Kolkata";

describe("the financial year", () => {
  it("runs from 1 April to 31 March on the site's clock", () => {
    // 31 March 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"), IST).label).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"), IST).label).toBe("2027-28");
    expect(financialYearOf(new Date("2026-04-01T00:00:00+05:30"), IST)).toEqual({
      label: "2026-27",
      first: "2026-04-01",
      last: "2027-03-31",
      form10bdDue: "2027-05-31",
    });
    // The same instant is still 31 March in London.
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"), "Europe/London").label).toBe("2026-27");
  });

  it("crosses the century in its label", () => {
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"), IST).label).toBe("2099-00");
  });

  it("reads a label back, and refuses one that is not a year", () => {
    expect(parseFinancialYear("2026-27")?.first).toBe("2026-04-01");
    expect(parseFinancialYear("2026-28")).toBeUndefined();
    expect(parseFinancialYear("2026")).toBeUndefined();
  });
});
