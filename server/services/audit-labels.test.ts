import { describe, expect, it } from "vitest";
import { maskedEmail, maskedPhone, shortName } from "./audit-labels.ts";

describe("the audit log's names for a visitor's records", () => {
  it("is the first name and the last name's initial", () => {
    expect(shortName("Kamla", "Devi")).toBe("Kamla D.");
    expect(shortName("Ravi", "Shankar Prasad")).toBe("Ravi P.");
    expect(shortName("  Asha  ")).toBe("Asha");
    expect(shortName("कमला देवी")).toBe("कमला द.");
    expect(shortName("", " ")).toBe("");
  });

  it("hides most of an e-mail address's name and all but a phone number's last four digits", () => {
    expect(maskedEmail(" kamla.devi@example.in ")).toBe("ka…@example.in");
    expect(maskedPhone("+91 98765 43210")).toBe("phone …3210");
  });
});
