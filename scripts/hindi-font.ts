/**
 * The Devanagari fonts Hindi pages use (app/fonts/), made from the npm package
 * @fontsource-variable/noto-sans-devanagari by HarfBuzz's subsetter:
 * - the Devanagari block, the zero-width joiners and the dotted circle, with every
 *   conjunct and vowel sign they reach (the subsetter's layout closure), but not the
 *   Vedic and extended blocks Hindi does not use;
 * - two static instances of the weight axis, regular (400) and bold (700), instead
 *   of the variable font: 40 + 44 KB against 72 KB for the axis 400-800, and Chromium
 *   lays a Hindi page out about a sixth faster with them (a variable font's glyphs
 *   are computed per weight at shaping time; decision 046). Medium (500) text uses
 *   the regular face, semibold and extrabold (600, 800) the bold one;
 * - no glyph names.
 *
 * The files are committed, so neither the build nor a development server needs the
 * subsetter; hindi-font.test.ts fails when they no longer match what the installed
 * package makes. After updating the package:  npx tsx scripts/hindi-font.ts
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(
  root,
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
);

/** The weights Hindi pages have a face of, and where app.css and root.tsx take each from. */
export const HINDI_FONTS = {
  400: path.join(root, "app/fonts/noto-sans-devanagari-hindi-400.woff2"),
  700: path.join(root, "app/fonts/noto-sans-devanagari-hindi-700.woff2"),
} as const;

export type HindiFontWeight = keyof typeof HINDI_FONTS;

/** Every character the fonts keep: U+0900-097F, ZWNJ, ZWJ and the dotted circle (app.css's unicode-range). */
export const HINDI_FONT_CHARACTERS = `${Array.from({ length: 0x80 }, (_, offset) => String.fromCodePoint(0x900 + offset)).join("")}\u200c\u200d\u25cc`;

export async function makeHindiFont(weight: HindiFontWeight): Promise<Buffer> {
  return subsetFont(await readFile(SOURCE), HINDI_FONT_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: weight },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [weight, file] of Object.entries(HINDI_FONTS)) {
    const font = await makeHindiFont(Number(weight) as HindiFontWeight);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, font);
    console.log(`${path.relative(root, file)}: ${(font.length / 1000).toFixed(1)} KB`);
  }
}
