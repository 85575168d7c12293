import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { symbolsOfFiles } from "./svg-symbol-files.ts";

const SEND = '<symbol id="icon-send" viewBox="0 0 24 24"><path d="M1 2"/></symbol>';
const MENU = '<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M3 4"/><path d="M5 6"/></symbol>';

describe("symbolsOfFiles", () => {
  let root = "";
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "symbols-"));
    await mkdir(path.join(root, "assets"));
    await writeFile(
      path.join(root, "assets/icons-abc.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg">${SEND}${MENU}</svg>`,
    );
    await writeFile(path.join(root, "secret.txt"), '<symbol id="x"></symbol>');
  });
  afterAll(() => rm(root, { recursive: true }));

  it("reads a file's symbols by id, and knows when there is no such file", () => {
    const symbols = symbolsOfFiles(root);
    expect(symbols("/assets/icons-abc.svg")).toEqual(
      new Map([
        ["icon-send", SEND],
        ["icon-menu", MENU],
      ]),
    );
    expect(symbols("/assets/gone.svg")).toBeUndefined();
    // Only SVG files under the root.
    expect(symbols("/secret.txt")).toBeUndefined();
    expect(symbols("/../../etc/passwd.svg")).toBeUndefined();
  });

  it("reads a build's file once, and a source again each time (development; the query Vite adds is not part of the file)", async () => {
    const build = symbolsOfFiles(root);
    const sources = symbolsOfFiles(root, { reread: true });
    expect(build("/assets/icons-abc.svg")?.size).toBe(2);
    expect(sources("/assets/icons-abc.svg?no-inline")?.size).toBe(2);
    await writeFile(path.join(root, "assets/icons-abc.svg"), `<svg>${SEND}</svg>`);
    expect(build("/assets/icons-abc.svg")?.size).toBe(2);
    expect(sources("/assets/icons-abc.svg?no-inline")?.size).toBe(1);
  });
});
