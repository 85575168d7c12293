/**
 * The staff's content never ships in the pages' JavaScript (issue 41): the text a
 * new site starts with (job openings, FAQs, the pages the staff edit, the footer's
 * paragraph: English and Hindi) is read from the database by the loaders, so none of
 * its sentences is in the built client assets.
 * No browser needed: the build's files are read as they are served.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { initialFaqs } from "../../server/content-seed/faqs.ts";
import { initialJobOpenings } from "../../server/content-seed/job-openings.ts";
import { initialNavigation } from "../../server/content-seed/navigation.ts";
import { initialPages } from "../../server/content-seed/pages/index.ts";
import { projectRoot } from "../support/server-process.ts";

const assets = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client", "assets");

/** Each sentence as the bundler may write it: as it is, or with its non-ASCII letters escaped. */
const spellings = (sentence: string) => [
  sentence,
  sentence.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`),
];

/** A page's sentences: its texts of 60 characters or more, in both languages. */
const sentencesOf = (value: unknown): string[] => {
  if (typeof value !== "object" || value === null) return [];
  if ("en" in value && "hi" in value) {
    return [value.en, value.hi].filter((text): text is string => typeof text === "string" && text.length >= 60);
  }
  return Object.values(value).flatMap(sentencesOf);
};

test("no sentence of a new site's job openings, FAQs, pages or footer, English or Hindi, is in the client JavaScript", async () => {
  const pageSentences = Object.values(initialPages).flatMap(sentencesOf);
  const sentences = [
    ...initialJobOpenings.openings.flatMap((opening) => [opening.description.en, opening.description.hi]),
    ...initialFaqs.items.flatMap((faq) => [faq.answer.en, faq.answer.hi]),
    initialNavigation.footerAbout.en,
    initialNavigation.footerAbout.hi,
    ...pageSentences,
  ];
  expect(pageSentences.length).toBeGreaterThanOrEqual(20);
  const files = (await readdir(assets)).filter((name) => name.endsWith(".js"));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const code = await readFile(path.join(assets, file), "utf8");
    const found = sentences.filter((sentence) => spellings(sentence).some((spelling) => code.includes(spelling)));
    expect(found, file).toEqual([]);
  }
});
