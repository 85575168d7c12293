import { describe, expect, it } from "vitest";
import { z } from "zod";
import { photo } from "./fields.ts";

const schema = z.object({ photo: photo({ label: "Photo" }).optional() });
const url = "/api/images/content/0123456789abcdef0123456789abcdef-900.webp";
const alt = (en: string, hi = "") => ({ en, hi, hiStale: false });
const issues = (value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("a photo of the content model", () => {
  it("may be left out, and takes a photo of the site's own with its alt text", () => {
    expect(issues({})).toEqual([]);
    expect(issues({ photo: { url, width: 900, height: 600, alt: alt("Meera", "मीरा") } })).toEqual([]);
    expect(issues({ photo: { url: url.replace("content", "gallery"), width: 9, height: 6, alt: alt("A") } })).toEqual(
      [],
    );
  });

  it("requires its alt text whenever it is set, naming the field", () => {
    expect(issues({ photo: { url, width: 900, height: 600, alt: alt("   ", "मीरा") } })).toEqual([
      ["photo.alt.en", "Alt text (what the photo shows) is required (in English)"],
    ]);
    expect(issues({ photo: { url, width: 900, height: 600 } })[0]?.[0]).toBe("photo.alt");
  });

  it("refuses a photo that is not one of the site's stored photos", () => {
    const refused = (address: string) => issues({ photo: { url: address, width: 900, height: 600, alt: alt("Me") } });
    for (const address of [
      "https://example.com/me.webp",
      "//example.com/api/images/content/0123456789abcdef0123456789abcdef-900.webp",
      "/api/images/blog/0123456789abcdef0123456789abcdef-900.webp",
      "/api/images/content/../secrets-900.webp",
      "/api/images/content/0123456789abcdef0123456789abcdef.jpg",
      "javascript:alert(1)",
    ]) {
      expect(refused(address), address).toEqual([
        ["photo.url", "Photo: choose a photo from the gallery or upload one (a photo of another site is not taken)"],
      ]);
    }
  });
});
