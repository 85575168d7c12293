/**
 * The Devanagari font Hindi pages use (app/fonts/), made from the npm package
 * @fontsource-variable/noto-sans-devanagari by HarfBuzz's subsetter:
 * - the Devanagari block, the zero-width joiners and the dotted circle, with every
 *   conjunct and vowel sign they reach (the subsetter's layout closure), but not the
 *   Vedic and extended blocks Hindi does not use;
 * - the weight axis cut to 400-800, the weights the styles use (normal to
 *   extrabold);
 * - no glyph names.
 * 121 KB -> 72 KB: about 0.25 s less on a slow phone link before a Hindi page's
 * text settles (decision 035).
 *
 * The file is committed, so neither the build nor a development server needs the
 * subsetter; hindi-font.test.ts fails when it no longer matches what the installed
 * package makes. After updating the package:  npx tsx scripts/hindi-font.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(
  root,
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
);
/** Where app.css and root.tsx take it from. */
export const HINDI_FONT = path.join(root, "app/fonts/noto-sans-devanagari-hindi.woff2");

/** Every character the font keeps: U+0900-097F, ZWNJ, ZWJ and the dotted circle (app.css's unicode-range). */
export const HINDI_FONT_CHARACTERS = `${Array.from({ length: 0x80 }, (_, offset) => String.fromCodePoint(0x900 + offset)).join("")}\u200c\u200d\u25cc`;

export const HINDI_FONT_WEIGHTS = { min: 400, max: 800 };

export async function makeHindiFont(): Promise<Buffer> {
  return subsetFont(await readFile(SOURCE), HINDI_FONT_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: HINDI_FONT_WEIGHTS },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeHindiFont();
  await writeFile(HINDI_FONT, font);
  console.log(`${path.relative(root, HINDI_FONT)}: ${(font.length / 1000).toFixed(1)} KB`);
}
