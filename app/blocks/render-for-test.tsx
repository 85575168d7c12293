/**
 * Server-renders a block as a page draws it: in a memory router whose root has the
 * site facts (for `useSite`) and whose site layout has the site's words in the
 * address's language (for `useSiteWords`), as a test sees it.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { localeOfPath } from "#common/locale";
import type { SiteConfig } from "#common/site-config";
import { layoutWords } from "~/i18n/layout-words.server";
import { SITE_LAYOUT_ID } from "~/i18n/site-words";
import type { RootData } from "~/lib/site";
import { initialNavigation } from "../../server/content-seed/navigation";
import type { Block } from "./block";

export const testSite: SiteConfig = {
  name: "Pragati Education Foundation",
  timeZone: "Asia/Kolkata",
  shortName: "Pragati",
  tagline: "Education for all",
  foundedYear: 2025,
  upiId: "pragati@sbi",
  phone: "+91 98765 43210",
  email: "contact@example.org",
  whatsapp: "+91 91234-56789",
  address: "Jaipur, Rajasthan",
  officeHours: { weekdays: "9-6", saturday: "10-4" },
  externalApplicationFormUrl: "",
};

/**
 * A memory router at `url` with the site's root and layout around `page` (a route
 * whose loader data is `pageData`, and that matches any path).
 */
export function routerForTest(
  page: Omit<RouteObject, "path" | "id" | "index">,
  url: string,
  pageData: unknown = null,
  site: SiteConfig = testSite,
) {
  const rootData: RootData = { site, origin: "https://example.org", year: "2026" };
  const locale = localeOfPath(new URL(url, rootData.origin).pathname);
  return createMemoryRouter(
    [
      {
        id: "root",
        loader: () => null,
        children: [{ id: SITE_LAYOUT_ID, loader: () => null, children: [{ ...page, id: "page", path: "*" }] }],
      },
    ],
    {
      initialEntries: [url],
      hydrationData: {
        loaderData: {
          root: rootData,
          [SITE_LAYOUT_ID]: { words: layoutWords(locale, initialNavigation) },
          page: pageData,
        },
      },
    },
  );
}

/**
 * `url` is the address the router is at (its search, say); `data` joins the page's
 * loader data (Home's donation options); `site` stands for the site's details.
 */
type RenderOptions = { url?: string; data?: object; site?: SiteConfig };

const pageForTest = (node: ReactNode, { url = "/", data = {}, site = testSite }: RenderOptions) => (
  <RouterProvider
    router={routerForTest(
      { element: node, loader: () => null },
      url,
      { site, origin: "https://example.org", ...data },
      site,
    )}
  />
);

export function renderForTest(node: ReactNode, options: RenderOptions = {}): string {
  return renderToStaticMarkup(pageForTest(node, options));
}

/**
 * `renderForTest` for a block with a part whose code is loaded as it is drawn (a
 * `React.lazy` part: app/components/ui/when-near.tsx), as the server waits for it.
 * React's comments (boundaries, text separators) are left out.
 */
export async function renderForTestLoaded(node: ReactNode, options: RenderOptions = {}): Promise<string> {
  const { prelude } = await prerender(pageForTest(node, options));
  return (await new Response(prelude).text()).replace(/<!--[\s\S]*?-->/g, "");
}

export const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The icons `html` draws, by name, in order: each `<Icon>` is a `<use>` of its symbol (`#icon-<name>`). */
export const iconsDrawn = (html: string) => [...html.matchAll(/<use href="#icon-([\w-]+)"/g)].map(([, name]) => name);

/** The `nth` block of a kind in a page's list (a page's own data, as its route draws it). */
export function blockOf<const B extends readonly Block[], K extends B[number]["kind"]>(
  blocks: B,
  kind: K,
  nth = 0,
): Extract<B[number], { kind: K }> {
  const found = blocks.filter((block) => block.kind === kind)[nth];
  if (!found) throw new Error(`no block number ${nth} of kind "${kind}"`);
  return found as Extract<B[number], { kind: K }>;
}

/** Where each text first appears in the page; -1 for one that is missing (a test expects them all, in order). */
export const positionsOf = (html: string, texts: readonly string[]) => texts.map((text) => html.indexOf(text));
export const inOrder = (positions: readonly number[]) =>
  positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1)));
