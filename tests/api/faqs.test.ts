/**
 * FAQs (issue 41): a new site starts with today's fifteen, English and Hindi side by
 * side; a Hindi answer changed by the staff is what the Hindi search finds while the
 * English stays; a question removed leaves the search; an English answer changed
 * after its Hindi marks the Hindi out of date.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Faqs } from "#common/content-model/faqs";
import type { SearchResult } from "#common/schemas/search";
import { contentDocumentApi, createTestApp, signIn, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const { read, save } = contentDocumentApi<Faqs>(
  () => t,
  "faqs",
  () => auth,
);
const faqUrls = async (q: string, language: "en" | "hi") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/search?q=${encodeURIComponent(q)}&type=faq&language=${language}`,
  });
  return (res.json().data as SearchResult).groups.flatMap((group) => group.hits.map((hit) => hit.url));
};

describe("FAQs", () => {
  it("start as today's fifteen, each with its Hindi, and are in the search in both languages", async () => {
    const view = await read();
    expect(view.document.items).toHaveLength(15);
    expect(view.document.items.every((item) => item.answer.hi !== "")).toBe(true);
    expect(await faqUrls("tax receipt", "en")).toEqual(["/FAQs"]);
    expect(await faqUrls("रसीद", "hi")).toEqual(["/hi/FAQs"]);
  });

  it("a Hindi answer changed is found by the Hindi search, the English one stays as it was", async () => {
    const view = await read();
    const items = view.document.items.map((item) =>
      item.id === "tax-receipt" ? { ...item, answer: { ...item.answer, hi: `${item.answer.hi} ज़्यक्सवुत` } } : item,
    );
    const res = await save({ items }, view.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("FAQs saved. The FAQs page and the search show them now.");
    expect(await faqUrls("ज़्यक्सवुत", "hi")).toEqual(["/hi/FAQs"]);
    const after = (await read()).document.items.find((item) => item.id === "tax-receipt");
    expect(after?.answer.en).toBe(view.document.items.find((item) => item.id === "tax-receipt")?.answer.en);
  });

  it("an English answer changed after its Hindi marks the Hindi out of date; a removed question leaves the search", async () => {
    const view = await read();
    const items = view.document.items
      .filter((item) => item.id !== "tax-receipt")
      .map((item) => (item.id === "how-donate" ? { ...item, answer: { ...item.answer, en: "By UPI." } } : item));
    const res = await save({ items }, view.version);
    expect(res.statusCode, res.body).toBe(200);
    const index = items.findIndex((item) => item.id === "how-donate");
    expect(res.json().data.staleHindi).toEqual([`items.${index}.answer`]);
    expect(await faqUrls("tax receipt", "en")).toEqual([]);
  });
});
