import { describe, expect, it } from "vitest";
import { buildUpiLink } from "./upi";

describe("buildUpiLink", () => {
  it("builds pa, pn, am and cu in order, the amount with two decimals", () => {
    expect(buildUpiLink({ payeeAddress: "pragatifoundation@sbi", payeeName: "Pragati", amount: 500 })).toBe(
      "upi://pay?pa=pragatifoundation@sbi&pn=Pragati&am=500.00&cu=INR",
    );
  });

  it("leaves the amount out when the donor chooses it", () => {
    expect(buildUpiLink({ payeeAddress: "a.b@okaxis", payeeName: "Pragati" })).toBe(
      "upi://pay?pa=a.b@okaxis&pn=Pragati&cu=INR",
    );
  });

  it("percent-encodes spaces, ampersands and non-ASCII text so no parameter can be injected", () => {
    const link = buildUpiLink({
      payeeAddress: "ngo@upi",
      payeeName: "Pragati Education & Health Foundation",
      amount: 1000,
      note: "Donation: ₹1000=educate&am=1",
    });
    expect(link).toBe(
      "upi://pay?pa=ngo@upi&pn=Pragati%20Education%20%26%20Health%20Foundation&am=1000.00&cu=INR&tn=Donation%3A%20%E2%82%B91000%3Deducate%26am%3D1",
    );
    const query = new URLSearchParams(link.split("?")[1]);
    expect(query.get("pn")).toBe("Pragati Education & Health Foundation");
    expect(query.getAll("am")).toEqual(["1000.00"]);
    expect(query.get("tn")).toBe("Donation: ₹1000=educate&am=1");
  });

  it("trims the payee and keeps paise", () => {
    expect(buildUpiLink({ payeeAddress: " x@ybl ", payeeName: " N ", amount: 2500.5 })).toBe(
      "upi://pay?pa=x@ybl&pn=N&am=2500.50&cu=INR",
    );
  });

  it("refuses zero, negative and non-finite amounts", () => {
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => buildUpiLink({ payeeAddress: "x@ybl", payeeName: "N", amount })).toThrow(RangeError);
    }
  });
});
