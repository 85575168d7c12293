import { describe, expect, it } from "vitest";
import { blockOf, testSite as site } from "~/blocks/render-for-test";
import { jsonForScript, organizationJsonLd } from "./organization-json-ld";
import { shownOnNewSite } from "./page-document-for-test";

describe("organizationJsonLd", () => {
  const hindi = blockOf(shownOnNewSite("home", "hi").blocks, "homeHero").organisation;
  const data = organizationJsonLd(site, "https://example.org", hindi);

  it("describes an NGO founded in 2025 with its contact points, in schema.org's words whatever the page's language", () => {
    expect(data["@type"]).toBe("NGO");
    expect(data.description).toBe(hindi.description);
    expect(data.contactPoint[0]?.availableLanguage).toEqual(["English", "Hindi"]);
    expect(data.foundingDate).toBe("2025");
    expect(data.url).toBe("https://example.org/");
    expect(data.contactPoint.map((c) => c.contactType)).toEqual([
      "customer support",
      "volunteer enquiries",
      "WhatsApp",
    ]);
    expect(data.contactPoint[0]?.telephone).toBe("+919876543210");
    expect(data.contactPoint[2]?.telephone).toBe("+919123456789");
  });

  it("names no tax ID or registration while Site details has none", () => {
    expect(data).not.toHaveProperty("taxID");
    expect(data).not.toHaveProperty("identifier");
  });

  it("gives the PAN as its tax ID and each registration set as an identifier (issue 47)", () => {
    const none = { from: "", until: "" };
    const registered = organizationJsonLd(
      {
        ...site,
        registrations: {
          legalForm: "A public charitable trust",
          pan: "AAATP1234F",
          twelveA: "AAATP1234FE20214",
          twelveAValidity: none,
          eightyG: "AAATP1234FF20214",
          eightyGValidity: { from: "2024-04-01", until: "2027-03-31" },
          csr1: "",
          ngoDarpan: "RJ/2025/0123456",
          fcra: "",
          fcraValidity: none,
        },
      },
      "https://example.org",
      hindi,
    );
    expect(registered.taxID).toBe("AAATP1234F");
    expect(registered.identifier).toEqual([
      {
        "@type": "PropertyValue",
        propertyID: "12A",
        name: "Income-tax registration under section 12A/12AB",
        value: "AAATP1234FE20214",
      },
      {
        "@type": "PropertyValue",
        propertyID: "80G",
        name: "Income-tax approval under section 80G",
        value: "AAATP1234FF20214",
      },
      {
        "@type": "PropertyValue",
        propertyID: "NGO Darpan",
        name: "NGO Darpan unique ID (NITI Aayog)",
        value: "RJ/2025/0123456",
      },
    ]);
  });

  it("offers a donate action aimed at the donation section", () => {
    expect(data.potentialAction["@type"]).toBe("DonateAction");
    expect(data.potentialAction.target.urlTemplate).toBe("https://example.org/#donate");
  });
});

describe("jsonForScript", () => {
  it("cannot close the script element", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
  });
});
