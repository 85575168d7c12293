import { describe, expect, it } from "vitest";
import { numberInWords, rupeesInWords } from "./amount-in-words.ts";

describe("amounts in words, Indian style", () => {
  it("counts in thousands, lakhs and crores", () => {
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(7)).toBe("Seven");
    expect(numberInWords(19)).toBe("Nineteen");
    expect(numberInWords(21)).toBe("Twenty-One");
    expect(numberInWords(100)).toBe("One Hundred");
    expect(numberInWords(2000)).toBe("Two Thousand");
    expect(numberInWords(2001)).toBe("Two Thousand One");
    expect(numberInWords(99_999)).toBe("Ninety-Nine Thousand Nine Hundred Ninety-Nine");
    expect(numberInWords(1_00_000)).toBe("One Lakh");
    expect(numberInWords(1_23_456)).toBe("One Lakh Twenty-Three Thousand Four Hundred Fifty-Six");
    expect(numberInWords(10_00_000)).toBe("Ten Lakh");
    expect(numberInWords(1_00_00_000)).toBe("One Crore");
    expect(numberInWords(12_34_56_789)).toBe(
      "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine",
    );
  });

  it("counts crores in the same words past ninety-nine crore", () => {
    expect(numberInWords(100_00_00_000)).toBe("One Hundred Crore");
    expect(numberInWords(1_00_000_00_00_000)).toBe("One Lakh Crore");
  });

  it("writes rupees and paise as a receipt does", () => {
    expect(rupeesInWords(50_000)).toBe("Rupees Five Hundred Only");
    expect(rupeesInWords(2_500_000_00)).toBe("Rupees Twenty-Five Lakh Only");
    expect(rupeesInWords(1050)).toBe("Rupees Ten and Fifty Paise Only");
    expect(rupeesInWords(5)).toBe("Rupees Zero and Five Paise Only");
  });

  it("refuses what is not a whole, non-negative amount", () => {
    expect(() => rupeesInWords(-100)).toThrow(RangeError);
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
    expect(() => numberInWords(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});
