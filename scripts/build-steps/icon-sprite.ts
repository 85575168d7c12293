/**
 * Icons from one SVG sprite instead of from JavaScript (issue 17, decision 039).
 *
 * Every Lucide icon a page draws used to travel in its JavaScript as path data and
 * React code: about 5 KB (brotli) a page, re-sent in each page's chunks. In a
 * production build this plugin answers each icon import (`lucide-react/icons/send`)
 * with `spriteIcon("send", "/assets/icons-<hash>.svg")` (app/components/ui/sprite-icon.tsx),
 * and writes the sprite: a `<symbol>` of each icon the app imports, taken from
 * Lucide's own icon data. The sprite is one file, cached for good under its hash,
 * loaded once by the first `<use>` and never parsed as script.
 *
 * Call sites keep importing Lucide's files (so types, editors and the unit tests,
 * which render real Lucide icons, are unchanged). Development uses Lucide as it is.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where the site's code lives: every import of an icon is in these folders. */
const SOURCE_DIRS = ["app", "common"].map((dir) => path.join(ROOT, dir));
const LUCIDE_ESM = path.join(ROOT, "node_modules/lucide-react/dist/esm");
const SPRITE_ICON = path.join(ROOT, "app/components/ui/sprite-icon.tsx");
const VIRTUAL_ID = "\0lucide-sprite";

type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode][];

/** `import Send from "lucide-react/icons/send"`: the site imports each icon from its own file. */
const ICON_IMPORT = /\bfrom\s*["']lucide-react\/icons\/([\w-]+)["']/g;

/** The icons (Lucide's file names) the site's code imports, tests left out. */
export async function importedIcons(dirs = SOURCE_DIRS): Promise<string[]> {
  const icons = new Set<string>();
  for (const dir of dirs) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const text = await readFile(path.join(entry.parentPath, entry.name), "utf8");
      for (const [, icon] of text.matchAll(ICON_IMPORT)) icons.add(icon as string);
    }
  }
  return [...icons].sort();
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function drawNode(node: IconNode): string {
  return node
    .map(([tag, attributes, children]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return children?.length ? `<${tag}${attrs}>${drawNode(children)}</${tag}>` : `<${tag}${attrs}/>`;
    })
    .join("");
}

export interface IconSprite {
  /** The sprite's file, under the client build (`assets/icons-<hash>.svg`). */
  fileName: string;
  svg: string;
}

/** The sprite of `icons` (Lucide's file names), from Lucide's own icon data. */
export async function makeIconSprite(icons: readonly string[]): Promise<IconSprite> {
  const symbols: string[] = [];
  for (const icon of icons) {
    const module = (await import(pathToFileURL(path.join(LUCIDE_ESM, "icons", `${icon}.mjs`)).href)) as {
      __iconData: { size?: number; node: IconNode };
    };
    const size = module.__iconData.size ?? 24;
    symbols.push(`<symbol id="${icon}" viewBox="0 0 ${size} ${size}">${drawNode(module.__iconData.node)}</symbol>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
  return { fileName: `assets/icons-${hash}.svg`, svg };
}

export function iconSprite(): Plugin {
  let sprite: Promise<IconSprite> | undefined;
  const load = () => {
    sprite ??= importedIcons().then(makeIconSprite);
    return sprite;
  };
  return {
    name: "icon-sprite",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      const icon = /^lucide-react\/icons\/([\w-]+?)(?:\.js)?$/.exec(source)?.[1];
      if (icon && importer && !importer.includes("node_modules")) return `${VIRTUAL_ID}/${icon}`;
      if (source.startsWith(VIRTUAL_ID)) return source;
      return null;
    },
    async load(id) {
      if (!id.startsWith(`${VIRTUAL_ID}/`)) return null;
      if (id === `${VIRTUAL_ID}/url`) return `export default ${JSON.stringify(`/${(await load()).fileName}`)};`;
      const icon = id.slice(VIRTUAL_ID.length + 1);
      return [
        `import { spriteIcon } from ${JSON.stringify(SPRITE_ICON)};`,
        `import sprite from "${VIRTUAL_ID}/url";`,
        `export default /* @__PURE__ */ spriteIcon(${JSON.stringify(icon)}, sprite);`,
      ].join("\n");
    },
    async generateBundle() {
      // Both builds draw the same URL; the file is the browser's.
      if (this.environment.name !== "client") return;
      const { fileName, svg } = await load();
      this.emitFile({ type: "asset", fileName, source: svg });
    },
  };
}
