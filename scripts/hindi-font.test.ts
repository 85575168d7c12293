import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { HINDI_FONTS, type HindiFontWeight, makeHindiFont } from "./hindi-font";

describe("the Hindi pages' fonts", () => {
  for (const [weight, file] of Object.entries(HINDI_FONTS)) {
    it(`weight ${weight} is what the installed Noto Sans Devanagari package makes (run scripts/hindi-font.ts after updating it)`, async () => {
      const committed = await readFile(file);
      expect(Buffer.compare(await makeHindiFont(Number(weight) as HindiFontWeight), committed)).toBe(0);
      // Both faces are preloaded by every Hindi page: together under the 72 KB the variable font was.
      expect(committed.length).toBeLessThan(45_000);
      // Subsetting the font is CPU work of about 2 s alone, over 5 s beside the other test files on two cores.
    }, 30_000);
  }
});
