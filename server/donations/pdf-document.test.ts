import { describe, expect, it } from "vitest";
import { eightyGLine, printable } from "./pdf-document.ts";

describe("text for the built-in PDF fonts", () => {
  it("keeps what WinAnsi has, writes ₹ as Rs. and Devanagari in Latin letters", () => {
    expect(printable("“Shanti” Apts – José’s gift of ₹500, €20…")).toBe("“Shanti” Apts – José’s gift of Rs. 500, €20…");
    expect(printable("१२, स्टेशन रोड\nजयपुर")).toBe("12, steshan rod\njayapur");
  });

  it("prints a character the fonts lack as one question mark, not a wrong glyph", () => {
    expect(printable("Thanks 🙏 from 東京")).toBe("Thanks ? from ??");
  });
});

describe("the 80G registration line", () => {
  it("gives what is known of its validity", () => {
    const number = "AABTP1234CF20214";
    expect(eightyGLine({ number, validFrom: "2022-04-01", validUntil: "2027-03-31" })).toBe(
      "80G registration AABTP1234CF20214, valid 1 April 2022 to 31 March 2027",
    );
    expect(eightyGLine({ number, validUntil: "2027-03-31" })).toBe(
      "80G registration AABTP1234CF20214, valid until 31 March 2027",
    );
    expect(eightyGLine({ number })).toBe("80G registration AABTP1234CF20214");
  });
});
