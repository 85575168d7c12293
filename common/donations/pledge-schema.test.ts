import { describe, expect, it } from "vitest";
import { fieldMessagesOf } from "../form-kit/field-errors.ts";
import { englishTexts } from "../messages/catalogues.ts";
import { pledgeRequest, rupeesToPaise, utrRequest } from "./pledge-schema.ts";

const valid = {
  nameOnPan: "Meena Sharma",
  pan: "abcps 1234 f",
  email: "Meena@Example.org",
  address: "12 Station Road, Jaipur 302001",
  indianCitizen: "yes",
  amount: "5,000",
  consent: "true",
  language: "hi",
};

const errorsOf = (body: unknown) => {
  const parsed = pledgeRequest.safeParse(body);
  return parsed.success ? {} : englishTexts(fieldMessagesOf(parsed.error));
};

describe("a request for an 80G receipt", () => {
  it("takes a PAN as typed, an amount with Indian grouping, and reads them as stored", () => {
    const pledge = pledgeRequest.parse(valid);
    expect(pledge).toMatchObject({ pan: "ABCPS1234F", email: "meena@example.org", amount: 500_000, consent: true });
    expect(pledgeRequest.parse({ ...valid, amount: "" }).amount).toBeNull();
  });

  it("names each field that is wrong, in the donor's words", () => {
    expect(errorsOf({ language: "en" })).toMatchObject({
      nameOnPan: "Name as on PAN is required",
      pan: "PAN is required",
      email: "Email is required",
      address: "Address is required: it is printed on the receipt and reported in Form 10BD",
      indianCitizen: "Please say whether you are an Indian citizen",
      consent: "Please accept the privacy policy",
    });
    expect(errorsOf({ ...valid, pan: "ABC1234567" }).pan).toMatch(/^Enter the PAN as on the card/);
    expect(errorsOf({ ...valid, pan: "ABCQS1234F" }).pan).toMatch(/4th letter/);
    // The 5th letter is the first of the surname (S for Sharma); K begins neither name.
    expect(errorsOf({ ...valid, pan: "ABCPK1234F" }).pan).toMatch(/5th letter/);
    expect(errorsOf({ ...valid, amount: "-5" }).amount).toBe("Enter the amount in rupees, e.g. 5000");
    expect(errorsOf({ ...valid, amount: "0" }).amount).toBe("Enter the amount in rupees, e.g. 5000");
    expect(errorsOf({ ...valid, amount: "20000000" }).amount).toBe("For gifts over ₹1,00,00,000, please write to us");
    expect(errorsOf({ ...valid, indianCitizen: "maybe" }).indianCitizen).toBe(
      "Please say whether you are an Indian citizen",
    );
  });

  it("reads rupees as people write them", () => {
    expect(rupeesToPaise("5000")).toBe(500_000);
    expect(rupeesToPaise("₹ 1,25,000.5")).toBe(12_500_050);
    expect(rupeesToPaise("Rs. 100")).toBe(10_000);
    expect(rupeesToPaise("5 thousand")).toBeUndefined();
    expect(rupeesToPaise("1.234")).toBeUndefined();
  });

  it("takes a 12-digit UPI reference, with or without spaces", () => {
    expect(utrRequest.parse({ utr: "4123 5678 9012" }).utr).toBe("412356789012");
    expect(utrRequest.safeParse({ utr: "41235678901" }).success).toBe(false);
  });
});
