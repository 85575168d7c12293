import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ChevronDown from "lucide-react/icons/chevron-down";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "../../app/components/ui/icon";
import { ICON_NAMES } from "../../app/components/ui/icon-names";
import { iconSymbolId } from "../../app/components/ui/svg-symbols";
import { makeIconSprite, writeIconSprite } from "./icon-sprite";

/** The outer `<svg …>` tag's attributes and what it holds. */
const outer = (markup: string) => /^<svg([^>]*)>(.*)<\/svg>$/s.exec(markup)?.slice(1) ?? [];
const attributes = (tag = "") => [...tag.matchAll(/(?<![\w-])[\w-]+="[^"]*"/g)].map(([pair]) => pair).sort();

describe("the icon sprite", () => {
  it("holds a symbol for every listed icon, drawn from Lucide's own data", async () => {
    const svg = await makeIconSprite(ICON_NAMES);
    const ids = [...svg.matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id);
    // Prefixed: a page holds copies of them beside its own ids (decision 052).
    expect(ids).toEqual(ICON_NAMES.map(iconSymbolId));
    // The paths inside a symbol are the paths Lucide itself draws.
    const [, lucidePaths = ""] = outer(renderToStaticMarkup(createElement(ChevronDown)));
    const symbol = /<symbol id="icon-chevron-down" viewBox="0 0 24 24">(.*?)<\/symbol>/.exec(svg)?.[1];
    expect(symbol).toBe(lucidePaths.replace(/><\/\w+>/g, "/>"));
  });

  it("refuses a name Lucide does not have, and an old name it keeps as an alias, naming it", async () => {
    await expect(makeIconSprite(["chevron-down", "no-such-icon"])).rejects.toThrow(
      '"no-such-icon" is not one of Lucide\'s icons',
    );
    await expect(makeIconSprite(["archive-restore"])).rejects.toThrow('"archive-restore" is an old name');
  });

  it("is written whole, and only when the list changed", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "icon-sprite-"));
    try {
      const file = path.join(dir, "icons.svg");
      await writeIconSprite(file, ["send"]);
      expect(await readFile(file, "utf8")).toBe(await makeIconSprite(["send"]));
      const written = (await stat(file)).mtimeMs;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await writeIconSprite(file, ["send"]);
      expect((await stat(file)).mtimeMs).toBe(written);
      await writeIconSprite(file, ["send", "x"]);
      expect(await readFile(file, "utf8")).toContain('id="icon-x"');
      // No partial file is left beside it.
      expect(await readdir(dir)).toEqual(["icons.svg"]);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it("lists no icon the site never draws (each is a symbol every visitor downloads)", async () => {
    const sources: string[] = [];
    for (const dir of ["app", "common"]) {
      const root = path.resolve(import.meta.dirname, "../..", dir);
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
        if (file.endsWith(path.join("ui", "icon-names.ts"))) continue;
        sources.push(await readFile(file, "utf8"));
      }
    }
    const code = sources.join("\n");
    expect(ICON_NAMES.filter((name) => !code.includes(`"${name}"`))).toEqual([]);
  });
});

describe("<Icon>", () => {
  const drawn = (props: Parameters<typeof Icon>[0]) => outer(renderToStaticMarkup(createElement(Icon, props)));

  it("draws the svg Lucide's components drew (size, stroke, colour), with a use of the sprite's symbol", () => {
    const lucide = (props: object) =>
      attributes(outer(renderToStaticMarkup(createElement(ChevronDown, props)))[0]).filter(
        // Lucide's own classes (`lucide lucide-chevron-down`) and the namespace HTML ignores are left out.
        (pair) => !pair.startsWith("class=") && !pair.startsWith("xmlns="),
      );
    const [plain, inside] = drawn({ name: "chevron-down" });
    expect(attributes(plain)).toEqual(lucide({}));
    const [sized] = drawn({ name: "chevron-down", className: "size-4 shrink-0" });
    expect(attributes(sized)).toEqual([...lucide({}), 'class="size-4 shrink-0"'].sort());
    // The page's copy of the symbol, on the server as in the browser (decision 095).
    expect(inside).toBe('<use href="#icon-chevron-down"></use>');
  });

  it("is hidden from assistive technology unless it is given a name", () => {
    expect(drawn({ name: "send" })[0]).toContain('aria-hidden="true"');
    const [titled, inside = ""] = drawn({ name: "send", title: "Send" });
    expect(titled).not.toContain("aria-hidden");
    expect(titled).toContain('role="img"');
    expect(inside).toMatch(/^<title>Send<\/title><use /);
    const [labelled] = drawn({ name: "send", "aria-label": "Send" });
    expect(labelled).toContain('aria-label="Send"');
    expect(labelled).not.toContain("aria-hidden");
  });
});
