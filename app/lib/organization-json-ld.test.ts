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
