import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { brandIcons } from "./scripts/build-steps/brand-icons.ts";

/** React, React DOM and React Router: every page needs them, so one file, cached once. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|clsx)[\\/]/;
/** Zod: only the pages with a form check input in the browser. */
const ZOD = /node_modules[\\/]zod[\\/]/;
/** Code only the admin area uses. */
const ADMIN_ONLY = /[\\/]app[\\/](components[\\/]admin[\\/]|lib[\\/]admin-|content[\\/](admin|blog-admin))/;
/**
 * Visitor forms and what they need, in three groups, so that only pages with a form
 * load form code and no chunk every page loads imports zod (its eval probe breaks
 * the CSP). A new form file belongs in one of these lists.
 * - FORM_FACTS: zod-free facts the forms draw (option lists, limits, field names,
 *   error shapes): taken first, so the schemas' chunk does not take them.
 * - SCHEMAS: the zod schemas shared with the server. The contact and volunteer forms
 *   load theirs on first focus (issue 17); the custom form page imports its own.
 * - FORMS: the form kit (components/ui), the contact forms and the API client.
 * - CUSTOM_FORMS: the custom form renderer and its offline queue (they need the
 *   schemas at once, so they must not share a chunk with the contact forms).
 */
const FORM_FACTS =
  /[\\/]common[\\/](visitor-form-fields|form-field-names|form-outcome|schemas[\\/](field-errors|form-ticket))\.ts/;
const SCHEMAS = /[\\/]common[\\/](schemas[\\/]|api\.ts)/;
const FORMS =
  /[\\/]app[\\/](components[\\/]contact[\\/]|components[\\/]ui[\\/](form-fields|form-status|submit-button|control|use-zod-form|use-action-form)|lib[\\/](api-client|visitor-actions))/;
const CUSTOM_FORMS =
  /[\\/]app[\\/](components[\\/]forms[\\/]|lib[\\/](form-response-sync|form-response-queue|file-stash))/;
const ANY_FORM_CODE = (id: string) => [FORM_FACTS, SCHEMAS, FORMS, CUSTOM_FORMS].some((test) => test.test(id));
/** Route modules stay their own entries (React Router loads them by name). */
const ROUTE_MODULE = /[\\/]app[\\/](routes[\\/]|root\.tsx|entry\.)/;
/** What every visit loads: the entry, the root and the site layout. */
const SHELL = /[\\/]app[\\/](entry\.client|root\.tsx|routes[\\/]site-layout\.tsx)/;
/** The page most visitors open first. */
const HOME = /[\\/]app[\\/]routes[\\/]home\.tsx/;
const ADMIN_ROUTE = /[\\/]app[\\/]routes[\\/]admin[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Which chunk a shared module of the public site goes to, from the route modules
 * that import it (statically: what a page loads later on demand is not counted).
 * "site" holds the shell and what Home shares with other pages, so a first visit
 * to Home downloads nothing another page alone uses; "pages" holds
 * what two or more other public pages share (their content, feature components,
 * icons). Anything used by one page stays in that page's own chunk.
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
      if (ROUTE_MODULE.test(next)) {
        routes.add(next);
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
  const chunkOf = (id: string, graph: ModuleGraph): "site" | "pages" | null => {
    if (ROUTE_MODULE.test(id) || ADMIN_ONLY.test(id) || ANY_FORM_CODE(id)) return null;
    const routes = routesImporting(id, graph);
    const publicRoutes = routes.filter((route) => !ADMIN_ROUTE.test(route));
    const shared = publicRoutes.length >= 2 || (publicRoutes.length === 1 && routes.length > 1);
    if (publicRoutes.some((route) => SHELL.test(route))) return "site";
    // What Home shares with other pages; what only Home uses stays in Home's own chunk.
    if (shared && publicRoutes.some((route) => HOME.test(route))) return "site";
    // Shared by public pages, or by a public page and the admin area: kept out of the admin chunk.
    return shared ? "pages" : null;
  };
  // Two groups, "site" first: a group also takes its modules' dependencies, so
  // "pages" must not get the chance to take a module Home needs.
  return (chunk: "site" | "pages") => (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null);
}
const sharedChunk = sharedChunks();

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each built asset, which
 * the static file server sends as they are (server/app.ts, `preCompressed`): a
 * fifth less JavaScript over the wire than compressing on the fly, at no CPU cost per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      const compressible = files.filter((file) => /\.(js|css|svg|json|webmanifest|txt)$/.test(file));
      for (const file of compressible) {
        const full = path.join(outDir, file);
        const body = await readFile(full);
        if (body.length < 1024) continue;
        const size = body.length;
        const br = await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
        });
        await writeFile(`${full}.br`, br);
        await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), brandIcons(), precompress()],
  resolve: { tsconfigPaths: true },
  build: {
    target: "es2022",
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Left to itself the bundler makes a file of every icon and small
            // component two routes share: 40-60 `modulepreload` requests per page,
            // queued ahead of the stylesheet on a slow link (six connections per
            // host over HTTP/1.1). Here a page loads eight or nine files: the
            // framework, "site" (the shell and what Home shares), "pages" (what
            // other public pages share; Home does not load it), the root, the
            // layout and its route. Form code and zod load only where a form is;
            // admin-only code stays in admin chunks. `SOURCEMAP=1 npm run build`
            // writes source maps to see what a chunk is made of.
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 6 },
                { name: "zod", test: ZOD, priority: 5 },
                { name: sharedChunk("site"), priority: 4 },
                { name: sharedChunk("pages"), priority: 3 },
                // A group takes its modules' dependencies too: the zod-free facts first,
                // then the schemas, so neither form kit chunk takes them. All before
                // admin: form code the admin area shares stays out of the admin chunk.
                { name: "form-facts", test: FORM_FACTS, minShareCount: 2, priority: 2.8 },
                { name: "schemas", test: SCHEMAS, minShareCount: 2, priority: 2.5 },
                { name: "forms", test: FORMS, minShareCount: 2, priority: 2 },
                { name: "custom-forms", test: CUSTOM_FORMS, minShareCount: 2, priority: 2 },
                { name: "admin", test: ADMIN_ONLY, priority: 1 },
              ],
            },
          },
        },
  },
}));
