/**
 * The staff's content never ships in the pages' JavaScript (issue 41): the text a
 * new site starts with (job openings, FAQs, the pages the staff edit: English and
 * Hindi) is read from the database by the loaders, so none of its sentences is in
 * the built client assets. No browser needed: the build's files are read as they are served.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { LocalizedText } from "#common/content-model/localized";
import { editablePageKeys } from "#common/content-model/pages";
import { initialFaqs } from "../../server/content-seed/faqs.ts";
import { initialJobOpenings } from "../../server/content-seed/job-openings.ts";
import { initialPages } from "../../server/content-seed/pages/index.ts";
import { projectRoot } from "../support/server-process.ts";

const assets = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client", "assets");

/** Each sentence as the bundler may write it: as it is, or with its non-ASCII letters escaped. */
const spellings = (sentence: string) => [
  sentence,
  sentence.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`),
];

/** Every localized text in `value`, in order. */
const localizedTexts = (value: unknown): LocalizedText[] => {
  if (Array.isArray(value)) return value.flatMap(localizedTexts);
  if (typeof value !== "object" || value === null) return [];
  if (typeof (value as LocalizedText).en === "string" && typeof (value as LocalizedText).hi === "string")
    return [value as LocalizedText];
  return Object.values(value).flatMap(localizedTexts);
};

/** Three sentences of a page's blocks that no other page has: its first three texts of 100 letters or more. */
const pageSentences = (blocks: unknown) =>
  localizedTexts(blocks)
    .filter((text) => text.en.length >= 100 && text.hi.length >= 100)
    .slice(0, 3)
    .flatMap((text) => [text.en, text.hi]);

test("no sentence of a new site's job openings, FAQs or pages, English or Hindi, is in the client JavaScript", async () => {
  const sentences = [
    ...initialJobOpenings.openings.flatMap((opening) => [opening.description.en, opening.description.hi]),
    ...initialFaqs.items.flatMap((faq) => [faq.answer.en, faq.answer.hi]),
    ...editablePageKeys.flatMap((key) => pageSentences(initialPages[key].blocks)),
  ];
  // Six openings and fifteen answers, and three sentences of each page, each in English and Hindi.
  expect(sentences.length).toBeGreaterThanOrEqual(2 * (6 + 15 + 3 * editablePageKeys.length));
  const files = (await readdir(assets)).filter((name) => name.endsWith(".js"));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const code = await readFile(path.join(assets, file), "utf8");
    const found = sentences.filter((sentence) => spellings(sentence).some((spelling) => code.includes(spelling)));
    expect(found, file).toEqual([]);
  }
});
