/**
 * A block outside INTERACTIVE_BLOCKS is never hydrated on the page's first load
 * (StaticContent, decision 051): a click handler or a piece of state in it, or in
 * anything it imports, would silently do nothing. This walks each block's imports
 * (TypeScript's own import scanner) and fails on the first sign of either.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { INTERACTIVE_BLOCKS } from "./interactive-blocks";

const APP = path.resolve(import.meta.dirname, "..");
const BLOCKS = path.join(APP, "blocks");

/** What only a component a visitor acts on needs. */
const INTERACTIVE_CODE =
  /\buse(State|Reducer|Effect|LayoutEffect|Ref|SyncExternalStore|Transition|ActionState|Fetcher|Navigate|Submit)\b|\son[A-Z]\w*=\{|\blazy\(/;

/**
 * Code whose effect a block kept as sent does without: an icon's only adds its symbol
 * when the page lacks it, and the server copied every symbol such a block draws into
 * the page (app/components/ui/symbol-copies.tsx, decision 095).
 */
const NOT_NEEDED_WHEN_KEPT_AS_SENT = new Set([path.join(APP, "components/ui/symbol-copies.tsx")]);

function resolveImport(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined; // a package (React, clsx) or an asset's URL (the icon sprite)
  return [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.ts")].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** The block's own files and every module of the app they import. */
function moduleGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const target = resolveImport(fileName, file);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

const kindOfFolder = (folder: string) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const folders = readdirSync(BLOCKS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("blocks kept as the server drew them", () => {
  it("every interactive kind names a block folder", () => {
    const kinds = new Set(folders.map(kindOfFolder));
    for (const kind of INTERACTIVE_BLOCKS) expect(kinds, kind).toContain(kind);
  });

  for (const folder of folders.filter((name) => !INTERACTIVE_BLOCKS.has(kindOfFolder(name) as never))) {
    it(`${folder}: neither it nor what it imports keeps state or handles events`, () => {
      const components = readdirSync(path.join(BLOCKS, folder))
        .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
        .map((file) => path.join(BLOCKS, folder, file));
      const interactive = [...moduleGraph(components)]
        .filter((file) => !NOT_NEEDED_WHEN_KEPT_AS_SENT.has(file) && INTERACTIVE_CODE.test(readFileSync(file, "utf8")))
        .map((file) => path.relative(APP, file));
      expect(interactive, "add the kind to INTERACTIVE_BLOCKS, or keep it free of state and handlers").toEqual([]);
    });
  }

  it("finds state in a block a visitor acts on", () => {
    const faq = moduleGraph([path.join(BLOCKS, "faq", "faq-block.tsx")]);
    expect([...faq].some((file) => INTERACTIVE_CODE.test(readFileSync(file, "utf8")))).toBe(true);
  });
});
