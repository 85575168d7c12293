import { describe, expect, it } from "vitest";
import { maskedPan, normalisePan, panProblem } from "./pan.ts";

describe("PAN", () => {
  it("is written in capitals without spaces or dashes", () => {
    expect(normalisePan(" abcpe 1234-f ")).toBe("ABCPE1234F");
  });

  it("has the shape AAAAA9999A", () => {
    expect(panProblem("ABCPE1234F")).toBeNull();
    for (const wrong of ["ABCPE1234", "ABCPE12345", "ABCP11234F", "ABCPE1234FF", "1BCPE1234F", "ABCPE123AF", ""]) {
      expect(panProblem(wrong), wrong).toBe("shape");
    }
  });

  it("names a known kind of holder in its fourth letter", () => {
    for (const type of ["P", "C", "H", "F", "A", "T", "B", "L", "J", "G"]) {
      expect(panProblem(`ABC${type}E1234F`), type).toBeNull();
    }
    expect(panProblem("ABCXE1234F")).toBe("holderType");
    expect(panProblem("ABCKE1234F")).toBe("holderType");
  });

  it("has the first letter of a word of the name as on the PAN in its fifth", () => {
    // Surname last or first, as people write their names.
    expect(panProblem("ABCPS1234F", "Asha Sharma")).toBeNull();
    expect(panProblem("ABCPS1234F", "SHARMA ASHA")).toBeNull();
    expect(panProblem("ABCPK1234F", "Asha Sharma")).toBe("nameLetter");
    // A name typed in Devanagari cannot be compared.
    expect(panProblem("ABCPK1234F", "आशा शर्मा")).toBeNull();
  });

  it("is shown masked but for its last four characters", () => {
    expect(maskedPan("ABCPE1234F")).toBe("XXXXXX234F");
  });
});
