import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../site-config.ts";
import { type SiteDetails, siteDetailsFromConfig, siteDetailsSchema, siteFor } from "./site-details.ts";

const config: SiteConfig = {
  name: "Pragati Education Foundation",
  timeZone: "Asia/Kolkata",
  shortName: "Pragati",
  tagline: "Education for every child",
  foundedYear: 2025,
  upiId: "pragati@sbi",
  phone: "+91 98765 43210",
  email: "contact@example.org",
  whatsapp: "+91 91234 56789",
  address: "12 Station Road, Jaipur",
  officeHours: { weekdays: "9:00 AM - 6:00 PM", saturday: "10:00 AM - 4:00 PM" },
  externalApplicationFormUrl: "",
};

const fresh = siteDetailsFromConfig(config);

/** The details with `registrations` changed, checked as a save is. */
const withRegistrations = (change: Record<string, unknown>) =>
  siteDetailsSchema.safeParse({ ...fresh, registrations: { ...fresh.registrations, ...change } });

/** Each refused field's path and message. */
const problems = (result: ReturnType<typeof withRegistrations>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the registrations' validity (issue 47)", () => {
  it("is optional: a new site has no dates, and details saved before the dates existed read as none", () => {
    expect(siteDetailsSchema.parse(fresh).registrations.eightyGValidity).toEqual({ from: "", until: "" });
    const { twelveAValidity: _a, eightyGValidity: _g, fcraValidity: _f, ...before } = fresh.registrations;
    const parsed = siteDetailsSchema.parse({ ...fresh, registrations: before });
    expect(parsed.registrations).toMatchObject({
      twelveAValidity: { from: "", until: "" },
      eightyGValidity: { from: "", until: "" },
      fcraValidity: { from: "", until: "" },
    });
  });

  it("takes a start, an end, both, or the same day for both", () => {
    for (const eightyGValidity of [
      { from: "2024-04-01", until: "" },
      { from: "", until: "2027-03-31" },
      { from: "2024-04-01", until: "2027-03-31" },
      { from: "2026-01-15", until: "2026-01-15" },
    ]) {
      expect(problems(withRegistrations({ eightyGValidity })), JSON.stringify(eightyGValidity)).toEqual([]);
    }
  });

  it("refuses an end before the start, naming the registration and the field", () => {
    expect(problems(withRegistrations({ eightyGValidity: { from: "2027-04-01", until: "2024-03-31" } }))).toEqual([
      ["registrations.eightyGValidity.until", "80G valid until: a day on or after 80G valid from"],
    ]);
    expect(problems(withRegistrations({ fcraValidity: { from: "2026-02-01", until: "2026-01-31" } }))).toEqual([
      ["registrations.fcraValidity.until", "FCRA valid until: a day on or after FCRA valid from"],
    ]);
  });

  it("refuses a day that is not one, saying how to write it", () => {
    for (const from of ["31/03/2027", "2027-02-30", "2027-3-1", "tomorrow", "2027-03-31T00:00"]) {
      expect(problems(withRegistrations({ twelveAValidity: { from, until: "" } })), from).toEqual([
        ["registrations.twelveAValidity.from", "12A valid from: enter a date like 2026-03-05"],
      ]);
    }
    // A wrong day is said once, not again as an order of days.
    expect(problems(withRegistrations({ eightyGValidity: { from: "2027-13-01", until: "2024-01-01" } }))).toEqual([
      ["registrations.eightyGValidity.from", "80G valid from: enter a date like 2026-03-05"],
    ]);
    expect(problems(withRegistrations({ eightyGValidity: { from: 20240401, until: "" } }))[0]?.[0]).toBe(
      "registrations.eightyGValidity.from",
    );
  });

  it("reaches the pages as days, and as none from details stored before the dates existed", () => {
    const details: SiteDetails = {
      ...fresh,
      registrations: {
        ...fresh.registrations,
        eightyG: "AAATP1234FF20214",
        eightyGValidity: { from: "2024-04-01", until: "2027-03-31" },
      },
    };
    expect(siteFor(details, "en", config).registrations?.eightyGValidity).toEqual({
      from: "2024-04-01",
      until: "2027-03-31",
    });
    const { eightyGValidity: _none, ...stored } = details.registrations;
    const older = { ...details, registrations: stored } as unknown as SiteDetails;
    expect(siteFor(older, "hi", config).registrations?.eightyGValidity).toEqual({ from: "", until: "" });
  });
});
