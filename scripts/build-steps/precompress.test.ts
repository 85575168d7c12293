import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

describe("precompress", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes .br and .gz beside a file they make smaller, even a small one, and leaves one they do not", async () => {
    // A route chunk of a few hundred bytes (under the 1 KB it used to take) still halves.
    const chunk = `import{a as e}from"./framework.js";${"var t=e(`form-not-found`,{className:`mx-auto max-w-lg`});".repeat(12)}`;
    await writeFile(path.join(dir, "small.js"), chunk);
    // React Router's stub for a route without browser code.
    await writeFile(path.join(dir, "stub.js"), "\n");
    await writeFile(path.join(dir, "photo.avif"), chunk);
    expect(await precompress(dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(["photo.avif", "small.js", "small.js.br", "small.js.gz", "stub.js"]);
  });
});
