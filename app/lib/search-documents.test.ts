import { describe, expect, it } from "vitest";
import { FAQS_PAGE } from "#common/content-model/faqs";
import { JOB_OPENINGS_PAGE } from "#common/content-model/job-terms";
import { EDITABLE_PAGES, editablePageKeys } from "#common/content-model/pages";
import { paths } from "~/content/paths";
import { contentSearchDocuments } from "./search-documents";

describe("the site search's content documents", () => {
  const documents = contentSearchDocuments();
  const english = documents.filter((document) => (document.language ?? "en") === "en");
  const hindi = documents.filter((document) => document.language === "hi");

  it("holds the pages only: the FAQs and openings are the staff's, indexed by the server at their pages", () => {
    expect(new Set(documents.map((document) => document.kind))).toEqual(new Set(["page"]));
    expect([FAQS_PAGE, JOB_OPENINGS_PAGE]).toEqual([paths.faqs, paths.workWithUs]);
  });

  it("leaves out the pages the staff edit: the server indexes their published documents", () => {
    const urls = new Set(documents.map((document) => document.url));
    for (const key of editablePageKeys) {
      expect(urls.has(EDITABLE_PAGES[key].path), key).toBe(false);
      expect(urls.has(`/hi${EDITABLE_PAGES[key].path}`), key).toBe(false);
    }
  });

  it("has each page in Hindi too, at its /hi address, keyed apart", () => {
    expect(hindi.map((document) => document.key)).toEqual(english.map((document) => `hi:${document.key}`));
    for (const document of hindi) expect(document.url.startsWith("/hi/") || document.url === "/hi").toBe(true);
    expect(new Set(documents.map((document) => document.key)).size).toBe(documents.length);
  });

  it("indexes each Hindi page by its Hindi words, never its English ones", () => {
    const home = hindi.find((document) => document.key === "hi:page:/");
    expect(home?.title).toBe("हर बच्चा स्कूल में। हर महिला की अपनी कमाई। हर गाँव खुशहाल।");
    expect(home?.body).toContain("हर रुपये का हिसाब");
    // Every Hindi page has words of its own beyond its description.
    for (const document of hindi.filter((item) => item.kind === "page")) {
      expect(document.body.split("\n").length, document.key).toBeGreaterThan(1);
      expect(document.body, document.key).toMatch(/[\u0900-\u097F]/);
    }
  });
});
