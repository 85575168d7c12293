import { readFile } from "node:fs/promises";
import path from "node:path";
import ChevronDown from "lucide-react/icons/chevron-down";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spriteIcon } from "../../app/components/ui/sprite-icon";
import { iconSymbolId } from "../../app/components/ui/svg-symbols";
import { drawFromSprite, importedIcons, makeIconSprite } from "./icon-sprite";

/** The outer `<svg …>` tag and what it holds. */
const outer = (markup: string) => /^<svg([^>]*)>(.*)<\/svg>$/s.exec(markup)?.slice(1) ?? [];

describe("the icon sprite", () => {
  it("holds a symbol for every icon the site imports, drawn from Lucide's own data", async () => {
    const icons = await importedIcons();
    expect(icons).toContain("chevron-down");
    expect(icons.length).toBeGreaterThan(50);
    const sprite = await makeIconSprite(icons);
    expect(sprite.fileName).toMatch(/^assets\/icons-[\w-]{10}\.svg$/);
    const ids = [...sprite.svg.matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id);
    // Prefixed: a page holds copies of them beside its own ids (decision 052).
    expect(ids).toEqual(icons.map(iconSymbolId));
    // The paths inside a symbol are the paths Lucide itself draws.
    const [, lucidePaths = ""] = outer(renderToStaticMarkup(createElement(ChevronDown)));
    const symbol = /<symbol id="icon-chevron-down"[^>]*>(.*?)<\/symbol>/.exec(sprite.svg)?.[1];
    expect(symbol).toBe(lucidePaths.replace(/><\/\w+>/g, "/>"));
  });

  it("names the file by its content", async () => {
    const one = await makeIconSprite(["chevron-down"]);
    expect((await makeIconSprite(["chevron-down"])).fileName).toBe(one.fileName);
    expect((await makeIconSprite(["chevron-down", "send"])).fileName).not.toBe(one.fileName);
  });

  it("draws an icon imported by an old name Lucide keeps as an alias", async () => {
    const alias = await makeIconSprite(["archive-restore"]);
    const target = await makeIconSprite(["archive-arrow-up"]);
    const drawing = (svg: string) => svg.replace(/id="[^"]+"/, "");
    expect(alias.svg).toContain(`id="${iconSymbolId("archive-restore")}"`);
    expect(drawing(alias.svg)).toBe(drawing(target.svg));
    expect(drawing(alias.svg)).toMatch(/<path /);
  });

  it("finds icon imports and leaves out tests", async () => {
    const dir = path.join(import.meta.dirname, "../../app/components/layout");
    const source = await readFile(path.join(dir, "site-header.tsx"), "utf8");
    expect(source).toContain('from "lucide-react/icons/chevron-down"');
    expect(await importedIcons([dir])).toContain("chevron-down");
  });
});

describe("drawFromSprite", () => {
  it("makes each icon import a component of the module itself, so no icon is a module (or a chunk) of its own", () => {
    const code = [
      'import { useState } from "react";',
      'import ChevronDown from "lucide-react/icons/chevron-down";',
      "import Send from 'lucide-react/icons/send'",
      "export const icons = [ChevronDown, Send];",
    ].join("\n");
    const drawn = drawFromSprite(code, "/app/x.tsx") ?? "";
    expect(drawn).not.toMatch(/from ["']lucide-react/);
    expect(drawn).toContain('const ChevronDown = /* @__PURE__ */ __spriteIcon("chevron-down", __sprite);');
    expect(drawn).toContain('const Send = /* @__PURE__ */ __spriteIcon("send", __sprite);');
    expect(drawn).toContain('import { useState } from "react";');
  });

  it("leaves a module without icons alone, and names one that imports an icon another way", () => {
    expect(drawFromSprite('import { useState } from "react";', "/app/x.tsx")).toBeNull();
    expect(() => drawFromSprite('import { default as Send } from "lucide-react/icons/send";', "/app/y.tsx")).toThrow(
      "/app/y.tsx: import each icon",
    );
  });
});

describe("spriteIcon", () => {
  const SpriteChevron = spriteIcon("chevron-down", "/assets/icons-x.svg");

  it("draws the svg Lucide draws, with a use of the sprite's symbol inside", () => {
    for (const props of [
      {},
      { className: "size-4 shrink-0" },
      { strokeWidth: 3, size: 16 },
      { "aria-label": "Open" },
    ]) {
      const [lucideAttributes] = outer(renderToStaticMarkup(createElement(ChevronDown, props)));
      const [spriteAttributes, inside] = outer(renderToStaticMarkup(createElement(SpriteChevron, props)));
      const sorted = (attributes = "") =>
        [...attributes.matchAll(/(?<![\w-])[\w-]+="[^"]*"/g)].map(([pair]) => pair).sort();
      expect(sorted(spriteAttributes)).toEqual(sorted(lucideAttributes));
      expect(inside).toBe('<use href="/assets/icons-x.svg#icon-chevron-down"></use>');
    }
  });
});
