import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type SymbolsOfFile, symbolsOfBuild, withSymbolsInline } from "./symbols-inline.ts";

const SEND = '<symbol id="icon-send" viewBox="0 0 24 24"><path d="M1 1"/></symbol>';
const MENU = '<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M2 2"/></symbol>';
const files: Record<string, Map<string, string>> = {
  "/assets/icons-abc.svg": new Map([
    ["icon-send", SEND],
    ["icon-menu", MENU],
  ]),
};
const symbolsOf: SymbolsOfFile = (url) => files[url];
const use = (href: string) => `<svg class="lucide"><use href="${href}"></use></svg>`;

describe("withSymbolsInline", () => {
  it("copies each symbol the page draws once, into a hidden svg opening <body>, and names the copies", () => {
    const html = `<html><head></head><body class="x"><main>${use("/assets/icons-abc.svg#icon-send")}${use("/assets/icons-abc.svg#icon-send")}</main></body></html>`;
    expect(withSymbolsInline(html, symbolsOf)).toBe(
      '<html><head></head><body class="x"><svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">' +
        `${SEND}</svg><main>${use("#icon-send")}${use("#icon-send")}</main></body></html>`,
    );
  });

  it("leaves a use of a file or a symbol the build does not have as it is", () => {
    const html = `<body>${use("/assets/other.svg#icon-send")}${use("/assets/icons-abc.svg#icon-gone")}${use("/assets/icons-abc.svg#icon-menu")}</body>`;
    const out = withSymbolsInline(html, symbolsOf);
    expect(out).toContain(use("/assets/other.svg#icon-send"));
    expect(out).toContain(use("/assets/icons-abc.svg#icon-gone"));
    expect(out).toContain(use("#icon-menu"));
    expect(out).not.toContain(SEND);
  });

  it("changes nothing in a page that draws no symbol, or has no body", () => {
    const plain = "<html><body><p>Hello</p></body></html>";
    expect(withSymbolsInline(plain, symbolsOf)).toBe(plain);
    const fragment = use("/assets/icons-abc.svg#icon-send");
    expect(withSymbolsInline(fragment, symbolsOf)).toBe(fragment);
  });
});

describe("symbolsOfBuild", () => {
  it("reads a build file's symbols by id, and knows when there is no such file", async () => {
    const client = await mkdtemp(path.join(tmpdir(), "symbols-"));
    await mkdir(path.join(client, "assets"));
    await writeFile(
      path.join(client, "assets/icons-abc.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg">${SEND}${MENU}</svg>`,
    );
    const symbols = symbolsOfBuild(client);
    expect(symbols("/assets/icons-abc.svg")).toEqual(
      new Map([
        ["icon-send", SEND],
        ["icon-menu", MENU],
      ]),
    );
    expect(symbols("/assets/gone.svg")).toBeUndefined();
  });
});
