import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { brandIcons } from "./scripts/build-steps/brand-icons.ts";
import { iconSprite } from "./scripts/build-steps/icon-sprite.ts";

/** React, React DOM and React Router: every page needs them, so one file, cached once. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|clsx)[\\/]/;
/** Zod: only the pages with a form check input in the browser. */
const ZOD = /node_modules[\\/]zod[\\/]/;
/** Code only the admin area uses. */
const ADMIN_ONLY = /[\\/]app[\\/](components[\\/]admin[\\/]|lib[\\/]admin-|content[\\/](admin|blog-admin))/;
/**
 * Visitor forms and what they need, in four groups, so that only pages with a form
 * load form code, each form page only the kind it has, and no chunk every page
 * loads imports zod (its eval probe breaks the CSP). A new form file belongs in one
 * of these lists.
 * - FORM_FACTS: zod-free facts every form draws (limits, field names, error shapes):
 *   taken first, so the schemas' chunk does not take them.
 * - SCHEMAS: the zod schemas shared with the server. Every visitor form loads its
 *   check on first focus (issue 17, decisions 018 and 037).
 * - FORM_KIT: what every visitor form uses: the form kit (components/ui), the form
 *   ticket, the sent confirmation and the API client.
 * - CONTACT_FORMS: the contact pages' forms, their texts and their zod-free fields
 *   and option lists (Contact Us, Get In Touch, the application), kept off the
 *   custom forms' pages (with them in FORM_FACTS, /forms/:id carried 0.8 KB it never
 *   used and went over 125 KB).
 * - CUSTOM_FORMS: the custom form renderer and its offline queue (only /forms and
 *   /forms/:id use them).
 */
const FORM_FACTS =
  /[\\/]common[\\/](form-field-names|form-outcome|custom-form-limits|schemas[\\/](field-errors|form-ticket))\.ts/;
const SCHEMAS = /[\\/]common[\\/](schemas[\\/]|api\.ts)/;
const FORM_KIT =
  /[\\/](app[\\/](components[\\/]ui[\\/](form-fields|form-status|submit-button|control|use-zod-form|use-load-once|sent-confirmation)|lib[\\/](api-client|form-ticket))|common[\\/]messages[\\/]api-client)\./;
const CONTACT_FORMS =
  /[\\/](app[\\/](components[\\/]contact[\\/]|components[\\/]ui[\\/]use-action-form|lib[\\/]visitor-actions)|common[\\/](messages[\\/](contact|visitor-labels)|visitor-form-fields)\.)/;
const CUSTOM_FORMS =
  /[\\/]app[\\/](components[\\/]forms[\\/]|lib[\\/](form-response-sync|form-response-queue|file-stash))/;
const ANY_FORM_CODE = (id: string) =>
  [FORM_FACTS, SCHEMAS, FORM_KIT, CONTACT_FORMS, CUSTOM_FORMS].some((test) => test.test(id));
/** Route modules stay their own entries (React Router loads them by name). */
const ROUTE_MODULE = /[\\/]app[\\/](routes[\\/]|root\.tsx|entry\.)/;
/** What every visit loads: the entry, the root and the site layout. */
const SHELL = /[\\/]app[\\/](entry\.client|root\.tsx|routes[\\/]site-layout\.tsx)/;
/** The page most visitors open first. */
const HOME = /[\\/]app[\\/]routes[\\/]home\.tsx/;
const ADMIN_ROUTE = /[\\/]app[\\/]routes[\\/]admin[\\/]/;
/**
 * Pages a visitor reads together, by route module (a route in no family is a family
 * of its own). What the pages of one, two or three families alone share goes to a
 * chunk of theirs (`pages-about`, `pages-about+careers+programmes`), so a programme
 * page does not download the people cards of the about pages, nor a form page the
 * programme pages' panels; what four or more families share goes to "pages".
 */
const FAMILIES: Record<string, RegExp> = {
  about:
    /[\\/]routes[\\/](about-us|inner-about-us|leadership|mentors|our-team|our-key-players|reach|faqs|privacy)\.tsx$/,
  careers: /[\\/]routes[\\/](career|work-with-us)\.tsx$/,
  programmes:
    /[\\/]routes[\\/](education|livelihood|women-empowerment|skill-development|environment|fellowship|(corporate|school|government)-partnerships)\.tsx$/,
  contact: /[\\/]routes[\\/](contact-us|get-in-touch|volunteer-internship)\.tsx$/,
  forms: /[\\/]routes[\\/](forms|form)\.tsx$/,
  posts: /[\\/]routes[\\/](blog|blog-post|search)\.tsx$/,
  // The newsletter's link pages and its archive (issue 42).
  newsletter: /[\\/]routes[\\/](newsletter-(confirm|unsubscribe|issue)|newsletters)\.tsx$/,
};
const routeName = (route: string) => path.basename(route).replace(/\.tsx?$/, "");
const familyOf = (route: string) =>
  Object.entries(FAMILIES).find(([, routes]) => routes.test(route))?.[0] ?? routeName(route);

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** From the broadest to the narrowest: each is its own group, taken in this order. */
type Breadth = "site" | "pages" | "a few families" | "one family";

/**
 * Which chunk a shared module of the public site goes to, from the route modules
 * that import it (statically: what a page loads later on demand is not counted).
 * - "site": the shell and what Home shares with other pages, so a first visit to
 *   Home downloads nothing another page alone uses.
 * - "pages": what pages of four or more families share (the page hero).
 * - `pages-<family>+<family>…` and `pages-<family>`: what the pages of one, two or
 *   three families alone share (the people cards of the about and programme pages,
 *   the forms' messages, the programme pages' panels).
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
  const chunkOf = (id: string, graph: ModuleGraph): { name: string; breadth: Breadth } | null => {
    if (ROUTE_MODULE.test(id) || ADMIN_ONLY.test(id) || ANY_FORM_CODE(id)) return null;
    const routes = routesImporting(id, graph);
    const publicRoutes = routes.filter((route) => !ADMIN_ROUTE.test(route));
    if (publicRoutes.some((route) => SHELL.test(route))) return { name: "site", breadth: "site" };
    const [onlyRoute, ...otherRoutes] = publicRoutes;
    if (onlyRoute === undefined) return null;
    if (otherRoutes.length === 0) {
      // Kept out of the admin chunk, and out of every other page.
      return routes.length > 1 ? { name: `with-admin-${routeName(onlyRoute)}`, breadth: "one family" } : null;
    }
    // What Home shares with other pages; what only Home uses stays in Home's own chunk.
    if (publicRoutes.some((route) => HOME.test(route))) return { name: "site", breadth: "site" };
    const families = [...new Set(publicRoutes.map(familyOf))].sort();
    if (families.length === 1) return { name: `pages-${families[0]}`, breadth: "one family" };
    if (families.length <= 3) return { name: `pages-${families.join("+")}`, breadth: "a few families" };
    return { name: "pages", breadth: "pages" };
  };
  /**
   * The group of one breadth. The broadest go first because a group also takes its
   * modules' dependencies, which are at least as widely shared: taken by a narrower
   * group first, a module every page needs would land in a family's chunk.
   */
  return (breadth: Breadth) => (id: string, graph: ModuleGraph) => {
    const chunk = chunkOf(id, graph);
    return chunk?.breadth === breadth ? chunk.name : null;
  };
}
const sharedChunk = sharedChunks();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), iconSprite(), reactRouter(), brandIcons()],
  resolve: { tsconfigPaths: true },
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
                { name: sharedChunk("pages"), priority: 3.3 },
                { name: sharedChunk("a few families"), priority: 3.2 },
                { name: sharedChunk("one family"), priority: 3.1 },
                // A group takes its modules' dependencies too, and the groups take them in
                // this order: the zod-free facts first, then the two kits (which import the
                // schemas only on demand), then the schemas, so no kit takes a message a
                // schema also uses and, with it, a static import of zod. All before admin:
                // form code the admin area shares stays out of the admin chunk.
                { name: "form-facts", test: FORM_FACTS, minShareCount: 2, priority: 2.8 },
                { name: "form-kit", test: FORM_KIT, minShareCount: 2, priority: 2.7 },
                { name: "contact-forms", test: CONTACT_FORMS, minShareCount: 2, priority: 2.6 },
                { name: "schemas", test: SCHEMAS, minShareCount: 2, priority: 2.5 },
                { name: "custom-forms", test: CUSTOM_FORMS, minShareCount: 2, priority: 2 },
                { name: "admin", test: ADMIN_ONLY, priority: 1 },
              ],
            },
          },
        },
  },
}));
