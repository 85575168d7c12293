import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { HINDI_FONT, makeHindiFont } from "./hindi-font";

describe("the Hindi pages' font", () => {
  it("is what the installed Noto Sans Devanagari package makes (run scripts/hindi-font.ts after updating it)", async () => {
    const committed = await readFile(HINDI_FONT);
    expect(Buffer.compare(await makeHindiFont(), committed)).toBe(0);
    expect(committed.length).toBeLessThan(80_000);
  });
});
