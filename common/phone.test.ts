import { describe, expect, it } from "vitest";
import { PHONE_TABLE } from "../tests/support/phone-table.ts";
import { isNormalPhone, isPhoneNumber, normalPhone, phoneSearchDigits } from "./phone.ts";

describe("the one phone rule", () => {
  it.each(PHONE_TABLE)("%j → %s", (text, normal) => {
    expect(normalPhone(text)).toBe(normal);
    expect(isPhoneNumber(text)).toBe(normal !== undefined);
    if (normal !== undefined) {
      // The normal form is a fixed point: stored numbers are found by the same rule.
      expect(normalPhone(normal)).toBe(normal);
      expect(isNormalPhone(normal)).toBe(true);
    }
  });

  it("calls a number normal only when written in its normal form", () => {
    expect(isNormalPhone("+91 98290 12345")).toBe(false);
    expect(isNormalPhone("9829012345")).toBe(false);
    expect(isNormalPhone("+9198290123")).toBe(false);
  });
});

describe("phoneSearchDigits: what an Inbox search looks for in stored numbers", () => {
  it.each([
    ["098290 12345", "9829012345"],
    ["+91 98290 12345", "9829012345"],
    ["+1 555 0100", "15550100"],
    ["+44 20 7946 0958", "442079460958"],
    ["98290", "98290"],
    ["0141 27", "14127"],
    ["12 345", "12345"],
    ["123", undefined],
    ["Priya", undefined],
    ["priya@example.in", undefined],
  ])("%j → %s", (text, digits) => {
    expect(phoneSearchDigits(text)).toBe(digits);
    // The digits are inside the normal form of any whole number they were taken from.
    const normal = normalPhone(text);
    if (digits && normal) expect(normal).toContain(digits);
  });
});
