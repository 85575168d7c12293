/**
 * Icons from one SVG sprite instead of from JavaScript (issue 17, decision 039).
 *
 * Every Lucide icon a page draws used to travel in its JavaScript as path data and
 * React code: about 5 KB (brotli) a page, re-sent in each page's chunks. In a
 * production build this plugin turns each icon import (`lucide-react/icons/send`) into
 * `spriteIcon("send", "/assets/icons-<hash>.svg")` (app/components/ui/sprite-icon.tsx),
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
import { iconSymbolId } from "../../app/components/ui/svg-symbols.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where the site's code lives: every import of an icon is in these folders. */
const SOURCE_DIRS = ["app", "common"].map((dir) => path.join(ROOT, dir));
const LUCIDE_ESM = path.join(ROOT, "node_modules/lucide-react/dist/esm");
const SPRITE_ICON = path.join(ROOT, "app/components/ui/sprite-icon.tsx");
/** The sprite's URL, for the icons' `<use>`. */
const VIRTUAL_ID = "\0icon-sprite-url";

type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode][];

/** `import Send from "lucide-react/icons/send";`, the one way the site imports an icon, a line each. */
const DEFAULT_ICON_IMPORT = /^import\s+(\w+)\s+from\s+["']lucide-react\/icons\/([\w-]+)["'];?$/gm;
/** Any import from an icon's file (a module written some other way is refused). */
const IMPORTS_AN_ICON = /\bfrom\s*["']lucide-react\/icons\//;

/** The icons (Lucide's file names) the site's code imports, tests left out. */
export async function importedIcons(dirs = SOURCE_DIRS): Promise<string[]> {
  const icons = new Set<string>();
  for (const dir of dirs) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const text = await readFile(path.join(entry.parentPath, entry.name), "utf8");
      for (const [, , icon] of text.matchAll(DEFAULT_ICON_IMPORT)) icons.add(icon as string);
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

/** An old name Lucide keeps as an alias (`archive-restore`) re-exports its icon's module: `export { default } from './archive-arrow-up.mjs'`. */
const ALIAS = /export\s*\{\s*default\s*\}\s*from\s*["']\.\/([\w-]+)\.mjs["']/;

/** Lucide's drawing of `icon` (a file name under its icons), through an alias to the icon it names. */
async function iconData(icon: string): Promise<{ size?: number; node: IconNode }> {
  const file = path.join(LUCIDE_ESM, "icons", `${icon}.mjs`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: { size?: number; node: IconNode } };
  if (module.__iconData) return module.__iconData;
  const target = ALIAS.exec(await readFile(file, "utf8"))?.[1];
  if (!target || target === icon) throw new Error(`lucide-react/icons/${icon} has no icon data`);
  return iconData(target);
}

/** The sprite of `icons` (Lucide's file names), from Lucide's own icon data. */
export async function makeIconSprite(icons: readonly string[]): Promise<IconSprite> {
  const symbols: string[] = [];
  for (const icon of icons) {
    const { size = 24, node } = await iconData(icon);
    symbols.push(`<symbol id="${iconSymbolId(icon)}" viewBox="0 0 ${size} ${size}">${drawNode(node)}</symbol>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
  return { fileName: `assets/icons-${hash}.svg`, svg };
}

/**
 * The module's icon imports as components made in the module itself, so no icon is
 * a module of its own: as modules, an icon two groups of pages share became a chunk
 * of 80 bytes, and a request, of its own (vite.config.ts groups shared modules).
 */
export function drawFromSprite(code: string, id: string): string | null {
  if (!IMPORTS_AN_ICON.test(code)) return null;
  const drawn = code.replace(
    DEFAULT_ICON_IMPORT,
    (_, name: string, icon: string) =>
      `const ${name} = /* @__PURE__ */ __spriteIcon(${JSON.stringify(icon)}, __sprite);`,
  );
  if (IMPORTS_AN_ICON.test(drawn)) {
    throw new Error(`${id}: import each icon as \`import Name from "lucide-react/icons/name";\` on a line of its own`);
  }
  return `import { spriteIcon as __spriteIcon } from ${JSON.stringify(SPRITE_ICON)};\nimport __sprite from "${VIRTUAL_ID}";\n${drawn}`;
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
    resolveId: (source) => (source === VIRTUAL_ID ? VIRTUAL_ID : null),
    async load(id) {
      if (id !== VIRTUAL_ID) return null;
      return `export default ${JSON.stringify(`/${(await load()).fileName}`)};`;
    },
    transform(code, id) {
      if (id.includes("node_modules") || !/\.tsx?$/.test(id)) return null;
      const drawn = drawFromSprite(code, id);
      return drawn === null ? null : { code: drawn, map: null };
    },
    async generateBundle() {
      // Both builds draw the same URL; the file is the browser's.
      if (this.environment.name !== "client") return;
      const { fileName, svg } = await load();
      this.emitFile({ type: "asset", fileName, source: svg });
    },
  };
}
