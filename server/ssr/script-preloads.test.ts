import { describe, expect, it } from "vitest";
import { withLowPriorityScriptPreloads } from "./script-preloads.ts";

describe("withLowPriorityScriptPreloads", () => {
  it("marks every module preload low priority and leaves other links alone", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
      '<link rel="preload" href="/f.woff2" as="font"/>' +
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>';
    expect(withLowPriorityScriptPreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
        '<link rel="preload" href="/f.woff2" as="font"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>',
    );
  });

  it("keeps a priority a link already states", () => {
    const html = '<link rel="modulepreload" href="/assets/a.js" fetchpriority="high"/>';
    expect(withLowPriorityScriptPreloads(html)).toBe(html);
  });
});
