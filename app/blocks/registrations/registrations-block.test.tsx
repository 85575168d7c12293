import { describe, expect, it } from "vitest";
import type { SiteConfig, SiteRegistrations } from "#common/site-config";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { blockOf, count, renderForTest, testSite } from "../render-for-test";
import { RegistrationsBlock } from "./registrations-block";

const none = { from: "", until: "" };
const empty: SiteRegistrations = {
  legalForm: "",
  pan: "",
  twelveA: "",
  twelveAValidity: none,
  eightyG: "",
  eightyGValidity: none,
  csr1: "",
  ngoDarpan: "",
  fcra: "",
  fcraValidity: none,
};
const siteWith = (registrations: Partial<SiteRegistrations>): SiteConfig => ({
  ...testSite,
  registrations: { ...empty, ...registrations },
});

const render = (registrations: Partial<SiteRegistrations>, locale: "en" | "hi" = "en") =>
  renderForTest(
    <RegistrationsBlock block={blockOf(shownOnNewSite("transparency", locale).blocks, "registrations")} />,
    {
      site: siteWith(registrations),
      url: locale === "hi" ? "/hi/transparency" : "/transparency",
    },
  );

describe("RegistrationsBlock", () => {
  it("says the numbers are to come while Site details has none", () => {
    const html = render({});
    expect(html).toContain("Our registration numbers will be listed here as soon as they are issued.");
    expect(count(html, /<li/g)).toBe(0);
  });

  it("lists each number set, under its name, with what it means and its validity", () => {
    const html = render({
      legalForm: "A public charitable trust registered under the Rajasthan Public Trusts Act, 1959",
      pan: "AAATP1234F",
      eightyG: "AAATP1234FF20214",
      eightyGValidity: { from: "2024-04-01", until: "2027-03-31" },
      twelveA: "AAATP1234FE20214",
      twelveAValidity: { from: "", until: "2029-03-31" },
      fcra: "",
      fcraValidity: { from: "2024-01-01", until: "" },
    });
    expect(html).toContain("Legal form");
    expect(html).toContain("Rajasthan Public Trusts Act, 1959");
    expect(count(html, /<li/g)).toBe(3);
    expect(html).not.toContain("listed here as soon as");
    expect(html).toContain(">80G</h3>");
    expect(html).toContain("Gifts to us qualify for a tax deduction under section 80G of the Income-tax Act.");
    expect(html).toContain("AAATP1234FF20214");
    expect(html).toContain("Valid from 1 Apr 2024 to 31 Mar 2027");
    expect(html).toContain("Valid until 31 Mar 2029");
    // A validity without its number is not shown; PAN has no validity.
    expect(html).not.toContain("1 Jan 2024");
    expect(html.indexOf(">PAN</h3>")).toBeLessThan(html.indexOf(">12A / 12AB</h3>"));
  });

  it("speaks Hindi on the Hindi page, the days too", () => {
    const html = render({ eightyG: "AAATP1234FF20214", eightyGValidity: { from: "2024-04-01", until: "" } }, "hi");
    expect(html).toContain(">80जी</h3>");
    expect(html).toContain("1 अप्रैल 2024 से मान्य");
  });
});
