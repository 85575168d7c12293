import { describe, expect, it } from "vitest";
import { numberIn } from "./form-summary.ts";

describe("numberIn: what a one-line answer counts as a number", () => {
  it.each([
    ["7", 7],
    [" 12 ", 12],
    ["-3", -3],
    ["+4", 4],
    ["2.5", 2.5],
    ["1,000", 1000],
    ["1,00,000", 100000],
    ["2,500.75", 2500.75],
    ["0", 0],
  ])("reads %j as %d", (text, number) => {
    expect(numberIn(text)).toBe(number);
  });

  it.each(["", "seven", "7 kids", "1,0", "12,34,5", "1.2.3", "1e5", "0x10", "Infinity", "9".repeat(21)])(
    "does not read %j as a number",
    (text) => {
      expect(numberIn(text)).toBeUndefined();
    },
  );
});
