import { describe, expect, it } from "vitest";
import { PHOTOS_WAIT_ATTRIBUTE, withWorkAfterFirstPaint } from "./when-drawn.ts";

/** The shape React Router 7's `<Scripts>` writes (two route modules, lazy route discovery). */
const document = [
  '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="preload" href="/f.woff2" as="font"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="modulepreload" href="/assets/page.js"/></head><body><h1>Page</h1>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/page.js";\n',
  '  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.js",\n    "imports": [\n      "/assets/runtime.js",\n      "/assets/framework.js"\n    ],\n    "css": []\n  },\n  "version": "1"\n};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};\n\nimport("/assets/entry.js");</script>',
  "</body></html>",
].join("");

describe("withWorkAfterFirstPaint", () => {
  const out = withWorkAfterFirstPaint(document);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
  const head = /<head><meta charSet="utf-8"\/><script>([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";

  it("takes the module preloads out of the document and leaves every other link", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(out).toContain('<link rel="preload" href="/f.woff2" as="font"/>');
  });

  it("marks the document for the photos under the first before the stylesheet, until it is drawn", () => {
    expect(
      out.indexOf(
        `<meta charSet="utf-8"/><script>document.documentElement.setAttribute("${PHOTOS_WAIT_ATTRIBUTE}", "");`,
      ),
    ).toBe(out.indexOf("<head>") + "<head>".length);
    expect(head).toContain('addEventListener("load", loaded, { once: true })');
    expect(head).toContain('getEntriesByName("first-contentful-paint")');
    expect(head).toContain(`whenDrawn(() => document.documentElement.removeAttribute("${PHOTOS_WAIT_ATTRIBUTE}"));`);
    expect(() => new Function(head)).not.toThrow();
  });

  it("starts the same downloads, at low priority, once the page has loaded and been drawn, one task each", () => {
    expect(script).toContain("whenDrawn(async () => {");
    expect(script).toContain('for (const href of ["/assets/entry.js","/assets/root.js","/assets/page.js"]) {');
    expect(script).toContain('rel: "modulepreload", href, fetchPriority: "low"');
    expect(script).toMatch(/fetchPriority: "low" \}\)\);\n {2}await nextTask\(\);\n\}/);
  });

  it("imports the entry's modules, then the route modules, one task each, under the names React Router's script uses", () => {
    expect(script).not.toMatch(/^[ \t]*import \* as/m);
    const imports = [...script.matchAll(/^(.*)await import\((.*?)\); await nextTask\(\);$/gm)].map(
      ([, before, url]) => [before, url],
    );
    expect(imports).toEqual([
      ["", '"/assets/runtime.js"'],
      ["", '"/assets/framework.js"'],
      ["const route0 = ", '"/assets/root.js"'],
      ["const route1 = ", '"/assets/page.js"'],
    ]);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.js");\n});')).toBe(true);
    // What the browser will run parses as a script.
    expect(() => new Function(script)).not.toThrow();
  });

  it("imports only the route modules ahead of the entry when the manifest names no entry imports", () => {
    const bare = withWorkAfterFirstPaint(document.replace(/"entry": \{[\s\S]*?\n {2}\},\n/, ""));
    const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(bare)?.[1] ?? "";
    expect(body).not.toContain('import("/assets/framework.js")');
    expect(body).toContain('const route0 = await import("/assets/root.js"); await nextTask();');
  });

  it("leaves a script of another shape as it is, its preloads only lowered", () => {
    const other = document.replace(";\nimport * as route0", ';\nimport "/assets/manifest.js";\nimport * as route0');
    const kept = withWorkAfterFirstPaint(other);
    expect(kept).toContain('import "/assets/manifest.js";');
    expect(kept).toContain('import * as route0 from "/assets/root.js";');
    expect(kept).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>');
  });
});
