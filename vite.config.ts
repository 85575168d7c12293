import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import routeConfig from "./app/routes.ts";
import { brandIcons } from "./scripts/build-steps/brand-icons.ts";
import { chunkContents } from "./scripts/build-steps/chunk-contents.ts";
import { iconSprite } from "./scripts/build-steps/icon-sprite.ts";

/*
 * Script chunks by folder: a module's folder says which chunk it goes to, so no file
 * is named here, and a module changes chunk only by moving to another folder.
 * tests/e2e/chunk-rules.spec.ts checks on the built files what the rules are for:
 * zod only on pages with a form, form code only on pages with a form, admin code on
 * no public page.
 */

const reactRouterProduction = (file: string) =>
  path.resolve(import.meta.dirname, "node_modules/react-router/dist/production", file);

/** React, React DOM and React Router: every page needs them, so one file, cached once. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|clsx)[\\/]/;
/** Zod: only the pages with a form check input in the browser, from a form's first use. */
const ZOD = /node_modules[\\/]zod[\\/]/;
/** admin/ (app/components/admin, app/content/admin, app/lib/admin, app/routes/admin): code only the admin area uses. */
const ADMIN = /[\\/]app[\\/][\w-]+[\\/]admin[\\/]/;
/**
 * form-kit/ (app/components/form-kit, and common/form-kit, its zod-free facts: field
 * names, limits, error shapes, the form ticket): what every visitor form uses.
 */
const FORM_KIT = /[\\/](app[\\/]components|common)[\\/]form-kit[\\/]/;
/** common/schemas/: the zod schemas shared with the server, which a form loads on first use (decisions 018, 037). */
const SCHEMAS = /[\\/]common[\\/]schemas[\\/]/;
const isFormCode = (id: string) => FORM_KIT.test(id) || SCHEMAS.test(id);

/**
 * The routes, from React Router's route config (app/routes.ts): the layouts (routes
 * with children) and Home (the index route, the page most visitors open first).
 * React Router's root route is the route module the config does not name.
 */
const routeEntries = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...routeEntries(entry.children ?? [])]);
const APP = path.resolve(import.meta.dirname, "app");
const ROUTES = routeEntries(routeConfig);
const routeFiles = (entries: RouteConfigEntry[]) => new Set(entries.map((entry) => path.join(APP, entry.file)));
const NAMED_ROUTES = routeFiles(ROUTES);
const LAYOUTS = routeFiles(ROUTES.filter((entry) => entry.children?.length));
const HOME = routeFiles(ROUTES.filter((entry) => entry.index));
/** What every visit loads: the root and the layouts. */
const isShell = (route: string) => LAYOUTS.has(route) || !NAMED_ROUTES.has(route);
/**
 * Pages a visitor reads together: the routes of one folder of app/routes (about/,
 * programmes/, contact/...); a route directly in app/routes is a family of its own.
 */
const ROUTE_FOLDER = path.join(APP, "routes");
const routeName = (route: string) => path.basename(route).replace(/\.tsx?$/, "");
const familyOf = (route: string) =>
  path.dirname(route) === ROUTE_FOLDER ? routeName(route) : path.basename(path.dirname(route));

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null };
const fileOf = (id: string) => id.split("?")[0] ?? id;
/**
 * Route modules stay their own entries (React Router loads them by name). The
 * build's entry for a route is its file with a query, which imports the file itself.
 */
const isRouteModule = (id: string, graph: ModuleGraph) =>
  [id, ...(graph.getModuleInfo(id)?.importers ?? [])].some(
    (candidate) => fileOf(candidate) === fileOf(id) && graph.getModuleInfo(candidate)?.isEntry,
  );

/** From the broadest to the narrowest: each is its own group, taken in this order. */
type Breadth = "site" | "pages" | "three families" | "two families" | "one family";

/**
 * Which chunk a shared module of the public site goes to, from the route modules
 * that import it (statically: what a page loads later on demand is not counted).
 * - "site": the shell and what Home shares with other pages, so a first visit to
 *   Home downloads nothing another page alone uses.
 * - "pages": what pages of four or more families share (the page hero).
 * - `pages-<family>+<family>…` and `pages-<family>`: what the pages of one, two or
 *   three families alone share (the people cards of the about and programme pages,
 *   the contact pages' forms, the custom forms' offline queue), so a programme page
 *   does not download the people cards of the about pages, nor a form page the
 *   programme pages' panels.
 * - `with-admin-<route>`: what one page shares with the admin area only.
 * Anything one page alone uses stays in that page's own chunk.
 */
function sharedChunks() {
  const routesOf = new Map<string, string[]>();
  const routesImporting = (id: string, graph: ModuleGraph): string[] => {
    const known = routesOf.get(id);
    if (known) return known;
    const routes = new Set<string>();
    const seen = new Set<string>([id]);
    const pending = [id];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (isRouteModule(next, graph)) {
        routes.add(fileOf(next));
        continue;
      }
      for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          pending.push(importer);
        }
      }
    }
    routesOf.set(id, [...routes]);
    return [...routes];
  };
  const chunkOf = (id: string, graph: ModuleGraph): { name: string; breadth: Breadth } | null => {
    if (isRouteModule(id, graph) || ADMIN.test(id) || isFormCode(id)) return null;
    const routes = routesImporting(id, graph);
    const publicRoutes = routes.filter((route) => !ADMIN.test(route));
    if (publicRoutes.some(isShell)) return { name: "site", breadth: "site" };
    const [onlyRoute, ...otherRoutes] = publicRoutes;
    if (onlyRoute === undefined) return null;
    if (otherRoutes.length === 0) {
      // Kept out of the admin chunk, and out of every other page.
      return routes.length > 1 ? { name: `with-admin-${routeName(onlyRoute)}`, breadth: "one family" } : null;
    }
    // What Home shares with other pages; what only Home uses stays in Home's own chunk.
    if (publicRoutes.some((route) => HOME.has(route))) return { name: "site", breadth: "site" };
    const families = [...new Set(publicRoutes.map(familyOf))].sort();
    if (families.length === 1) return { name: `pages-${families[0]}`, breadth: "one family" };
    if (families.length <= 3) {
      return {
        name: `pages-${families.join("+")}`,
        breadth: families.length === 3 ? "three families" : "two families",
      };
    }
    return { name: "pages", breadth: "pages" };
  };
  /** The group of one breadth. */
  return (breadth: Breadth) => (id: string, graph: ModuleGraph) => {
    const chunk = chunkOf(id, graph);
    return chunk?.breadth === breadth ? chunk.name : null;
  };
}
const sharedChunk = sharedChunks();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), iconSprite(), reactRouter(), brandIcons(), chunkContents()],
  resolve: {
    tsconfigPaths: true,
    // React Router's package points every build at its development files, which keep its
    // development warnings (`ENABLE_DEV_WARNINGS = true`; remix-run/react-router#14102).
    // The browser gets its production files: the same code without them.
    alias: isSsrBuild
      ? []
      : [
          { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
          { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
        ],
  },
  build: {
    target: "es2022",
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // V8's explicit compile hint (Chrome 136+) on the framework: nearly all of
            // React's and React Router's code runs while a page hydrates, so it is compiled
            // on a background thread as the file arrives instead of function by function
            // on the main thread during hydration (decision 049).
            postBanner: (chunk) => (chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : ""),
            // Left to itself the bundler makes a file of every icon and small
            // component two routes share: 40-60 `modulepreload` requests per page,
            // queued ahead of the stylesheet on a slow link (six connections per
            // host over HTTP/1.1). Here a page loads the framework, "site" (the shell
            // and what Home shares), what its family shares with others ("pages",
            // `pages-…`), the root, the layout and its route. Form code and zod load
            // only where a form is; admin-only code stays in the admin chunk.
            // .vite/chunks.json in the build says what each file is made of.
            codeSplitting: {
              // A group also takes what its modules import, so the groups are taken in the
              // order of this list (none has a priority). The pages' groups go from the
              // broadest to the narrowest: what a module imports is at least as widely
              // shared, and taken by a family's group first, a module every page needs
              // would land in that family's chunk. The form kit comes before the
              // pages' groups, which would otherwise take it with the contact forms that
              // import it: the kit's own imports that other pages use are Home's too, so
              // "site" has them already. The schemas come after the pages' groups, so
              // that what they share with pages (categories, blog messages) is the pages'
              // and a page never imports the schemas' chunk, and zod with it, at once.
              // The admin last: what it shares with public pages stays out of its chunk.
              groups: [
                { name: "framework", test: FRAMEWORK },
                { name: "zod", test: ZOD },
                { name: sharedChunk("site") },
                { name: "form-kit", test: FORM_KIT, minShareCount: 2 },
                { name: sharedChunk("pages") },
                // Three families before two: a module the contact, donate and application pages share
                // is theirs, not taken into the contact and donate pages' chunk with the form hook
                // that imports it (the application page would load that chunk, and the form kit, at once).
                { name: sharedChunk("three families") },
                { name: sharedChunk("two families") },
                { name: sharedChunk("one family") },
                { name: "schemas", test: SCHEMAS, minShareCount: 2 },
                { name: "admin", test: ADMIN },
              ],
            },
          },
        },
  },
}));
