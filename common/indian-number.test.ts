import { describe, expect, it } from "vitest";
import { formatIndianNumber, formatRupees } from "./indian-number.ts";

describe("formatIndianNumber", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [12_345, "12,345"],
    [100_000, "1,00,000"],
    [1_234_567, "12,34,567"],
    [123_456_789, "12,34,56,789"],
    [-2_500_000, "-25,00,000"],
    [1234.5, "1,234.5"],
  ])("groups %d in lakhs and crores as %s", (n, text) => {
    expect(formatIndianNumber(n)).toBe(text);
  });

  it("agrees with the platform's en-IN grouping", () => {
    for (const n of [7, 4321, 98_765, 5_000_000, 314_159_265]) {
      expect(formatIndianNumber(n)).toBe(new Intl.NumberFormat("en-IN").format(n));
    }
    expect(formatRupees(25_000)).toBe("₹25,000");
  });
});
