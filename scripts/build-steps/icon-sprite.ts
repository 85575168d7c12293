/**
 * The icon sprite (decisions 039, 088): one SVG file of a `<symbol>` for every name
 * in app/components/ui/icon-names.ts, drawn from Lucide's own icon data, written to
 * app/components/ui/icons.svg (generated, not committed). `<Icon>` imports that file
 * as a URL, so Vite does the rest as for any asset: a hashed `/assets/icons-<hash>.svg`
 * in a build, the file itself in development. The same step runs for both.
 *
 * Lucide is only the source of the path data here: no Lucide code reaches the browser.
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { ICON_NAMES } from "../../app/components/ui/icon-names.ts";
import { iconSymbolId } from "../../app/components/ui/svg-symbols.ts";

/** The sprite `<Icon>` imports (app/components/ui/icon.tsx). */
export const ICON_SPRITE_FILE = path.resolve(import.meta.dirname, "../../app/components/ui/icons.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode][];
interface IconData {
  size?: number;
  node: IconNode;
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

/** Lucide's drawing of icon `name`: each icon module of lucide-react exports its data as `__iconData`. */
async function iconData(name: string): Promise<IconData> {
  let module: { __iconData?: IconData };
  try {
    module = await import(`lucide-react/icons/${name}`);
  } catch {
    throw new Error(`icon-names.ts: "${name}" is not one of Lucide's icons (https://lucide.dev/icons)`);
  }
  // An old name Lucide keeps as an alias re-exports another icon's component only.
  if (!module.__iconData) throw new Error(`icon-names.ts: "${name}" is an old name of a Lucide icon; use its own name`);
  return module.__iconData;
}

/** The sprite of `names` (Lucide's names), a symbol each, from Lucide's own icon data. */
export async function makeIconSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const { size = 24, node } = await iconData(name);
      return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 ${size} ${size}">${drawNode(node)}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/**
 * Writes the sprite of the listed icons to `file` unless it already holds it. Through a
 * file of its own renamed into place: the client and server builds (and a test run)
 * write it at the same time, and none may read half a sprite.
 */
export async function writeIconSprite(file = ICON_SPRITE_FILE, names: readonly string[] = ICON_NAMES): Promise<void> {
  const svg = await makeIconSprite(names);
  const current = await readFile(file, "utf8").catch(() => undefined);
  if (current === svg) return;
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(partial, svg);
  await rename(partial, file);
}

/**
 * Makes the sprite before anything reads it, in development and in a build alike.
 * icon-names.ts is a dependency of vite.config.ts, so the development server restarts
 * when it changes, and the sprite is made again.
 */
export function iconSprite(): Plugin {
  return {
    name: "icon-sprite",
    async configResolved() {
      await writeIconSprite();
    },
  };
}
