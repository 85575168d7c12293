import { describe, expect, it } from "vitest";
import { formatPaise, formatRupees } from "./donations/money.ts";
import { formatIndianNumber } from "./indian-number.ts";

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

describe("formatPaise", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [2000_00, "2,000.00"],
    [1_25_000_00, "1,25,000.00"],
    [1050_50, "1,050.50"],
    [-2_500_00, "-2,500.00"],
  ])("prints %i paise as %s rupees", (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it("refuses a fraction of a paisa", () => {
    expect(() => formatPaise(10.5)).toThrow(RangeError);
  });
});
