/**
 * What the script chunk rules (vite.config.ts) are for, checked on the build. Every
 * public page of React Router's manifest is followed module by module through what
 * it imports (scripts/build-steps/chunk-contents.ts writes the build's modules and
 * files); a page downloads a module's whole file.
 * - Zod comes with no page: a form loads its check on its first use (decision 037),
 *   and only a form does. Every page has one, the newsletter box in its footer; the
 *   pages with another are listed here.
 * - No public page downloads admin code (a module of an admin folder), with the page
 *   or later.
 * - The application form, two to three phone screens down /VolunteerInternship, comes
 *   when the visitor nears it (app/components/ui/when-near.tsx): not with the page.
 * - No page loads more JavaScript with it than the budget (scripts/page-budget.ts),
 *   as Lighthouse counts it: each file as sent (its .br when the build has one) and
 *   its answer's headers. `npm run lighthouse` measures a few pages in a browser; this
 *   measures all of them, in both languages.
 * No browser needed: the build's files are read as they are served.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { CHUNK_CONTENTS_FILE, type ChunkContents } from "../../scripts/build-steps/chunk-contents.ts";
import { type RouterManifest, readRouterManifest } from "../../scripts/build-steps/router-manifest.ts";
import { budget } from "../../scripts/page-budget.ts";
import { projectRoot } from "../support/server-process.ts";

const clientDir = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "client");

/** The forms: the modules of the contact and custom forms, and the newsletter box every page has in its footer. */
const isForm = (module: string) =>
  /^app\/components\/(contact-forms|custom-forms|donate)\//.test(module) ||
  module === "app/components/layout/newsletter-box.tsx";
/** The pages with a form that checks its input with zod besides the newsletter box, by address (and in Hindi). */
const FORM_PAGES = ["/ContactUs", "/GetInTouch", "/VolunteerInternship", "/forms/:id"];
/** The pages whose form's code comes after the page, when the visitor nears the form. */
const FORMS_WHEN_NEAR = ["/VolunteerInternship", "/hi/VolunteerInternship"];
/** The application form and the form kit's components (their facts, such as field names, serve the footer too). */
const isFormCode = (module: string) =>
  module === "app/components/contact-forms/application-form.tsx" || module.startsWith("app/components/form-kit/");
const isZod = (module: string) => module.startsWith("node_modules/zod/");
/** Admin code: app/components/admin, app/content/admin, app/lib/admin, app/routes/admin. */
const isAdmin = (module: string) => /^app\/[\w-]+\/admin\//.test(module);
/**
 * The headers of a built script's answer over HTTP/1.1, as the browser counts them
 * (Chromium's `encodedDataLength` less the body, measured: 290-330 bytes).
 */
const HEADER_BYTES = 330;

interface Page {
  address: string;
  /** The files it downloads with the page, and the modules it can run: at once, or on demand too. */
  atLoad: Set<string>;
  mayRun: Set<string>;
  /** The files it can download later, on demand (these included). */
  onDemand: Set<string>;
}

async function readBuild() {
  const { manifest } = await readRouterManifest(clientDir);
  const contents = JSON.parse(await readFile(path.join(clientDir, CHUNK_CONTENTS_FILE), "utf8")) as ChunkContents;
  const { files, modules } = contents;
  type Route = RouterManifest["routes"][string];
  const chainOf = (id: string | undefined): Route[] => {
    const route = id === undefined ? undefined : manifest.routes[id];
    return route ? [...chainOf(route.parentId), route] : [];
  };
  const fileOf = (url: string) => url.replace(/^\//, "");
  const sourceOf = (url: string) => {
    const source = files[fileOf(url)]?.facade;
    if (!source) throw new Error(`${url}: no module in ${CHUNK_CONTENTS_FILE}`);
    return source;
  };
  /** Files with every file they import at once. */
  const withImports = (start: Iterable<string>) => {
    const found = new Set<string>();
    const pending = [...start];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (found.has(file)) continue;
      found.add(file);
      pending.push(...(files[file]?.imports ?? []));
    }
    return found;
  };
  /** The modules that can run from these: what they import at once, and on demand if asked. */
  const reachable = (start: string[], onDemand: boolean) => {
    const found = new Set<string>();
    const pending = [...start];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      pending.push(...(modules[id]?.imports ?? []), ...(onDemand ? (modules[id]?.dynamicImports ?? []) : []));
    }
    return found;
  };
  const filesOf = (ids: Set<string>) => withImports([...ids].flatMap((id) => modules[id]?.file ?? []));
  const pages: Page[] = Object.values(manifest.routes)
    .filter((route) => !chainOf(route.id).some((r) => isAdmin(sourceOf(r.module))))
    .map((route) => {
      const urls = [manifest.entry.module, ...chainOf(route.id).map((r) => r.module)];
      return {
        address: `/${chainOf(route.id)
          .flatMap((r) => (r.path ? [r.path] : []))
          .join("/")}`,
        atLoad: withImports(urls.map(fileOf)),
        mayRun: reachable(urls.map(sourceOf), true),
        onDemand: filesOf(reachable(urls.map(sourceOf), true)),
      };
    });
  /** The modules that import code on demand whose file brings zod. */
  const loadingZod = Object.entries(modules)
    .filter(([, module]) =>
      module.dynamicImports.some((id) => [...filesOf(new Set([id]))].some((file) => files[file]?.modules.some(isZod))),
    )
    .map(([id]) => id);
  return { pages, contents, loadingZod };
}

/** The modules of these files that `pick` picks, each as "file: module". */
const modulesIn = (files: Set<string>, pick: (module: string) => boolean, contents: ChunkContents) =>
  [...files].flatMap((file) =>
    (contents.files[file]?.modules ?? []).filter(pick).map((module) => `${file}: ${module}`),
  );

test("zod comes with no page, only with a form's first use; admin code with no public page", async () => {
  const { pages, contents, loadingZod } = await readBuild();
  const addresses = pages.map((page) => page.address);
  // The walk found the site: pages in both languages, and no page of the admin area.
  for (const address of ["/", "/hi", "/ContactUs", "/hi/forms/:id", "/Gallery", "/blog/:slug"]) {
    expect(addresses).toContain(address);
  }
  expect(addresses.filter((address) => address.includes("admin"))).toEqual([]);
  expect(loadingZod.length).toBeGreaterThan(0);
  expect(
    loadingZod.filter((module) => !isForm(module)),
    "code that loads zod and is no form",
  ).toEqual([]);
  for (const page of pages) {
    expect(modulesIn(page.atLoad, isZod, contents), `${page.address} loads zod with the page`).toEqual([]);
    expect(modulesIn(page.onDemand, isAdmin, contents), `${page.address} loads admin code`).toEqual([]);
  }
  const withForms = pages
    .filter((page) =>
      loadingZod.some((module) => page.mayRun.has(module) && module !== "app/components/layout/newsletter-box.tsx"),
    )
    .map((page) => page.address);
  const expected = FORM_PAGES.flatMap((address) => [address, `/hi${address}`]);
  expect(withForms.sort()).toEqual(expected.sort());
  for (const address of FORMS_WHEN_NEAR) {
    const page = pages.find((candidate) => candidate.address === address);
    expect(page, address).toBeDefined();
    expect(
      modulesIn(page?.atLoad ?? new Set(), isFormCode, contents),
      `${address} loads the form's code with the page`,
    ).toEqual([]);
  }
});

test("no page loads more JavaScript with it than the budget, headers included", async () => {
  const { pages } = await readBuild();
  const sentBytes = async (file: string) => {
    const served = path.join(clientDir, file);
    const compressed = await stat(`${served}.br`).catch(() => undefined);
    return (compressed ?? (await stat(served))).size + HEADER_BYTES;
  };
  const overBudget: string[] = [];
  for (const page of pages) {
    const bytes = (await Promise.all([...page.atLoad].map(sentBytes))).reduce((sum, size) => sum + size, 0);
    if (bytes > budget.scriptBytes) overBudget.push(`${page.address}: ${(bytes / 1000).toFixed(1)} KB`);
  }
  expect(pages.length).toBeGreaterThan(50);
  expect(overBudget).toEqual([]);
});
