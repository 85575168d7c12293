import "~/lib/zod-jitless";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
} from "react-router";
import { brandColours } from "#common/brand";
import { LOCALE_INFO, localeOfPath } from "#common/locale";
import { siteDay } from "#common/site-clock";
import { HEAD_SCRIPT, HeadScript, ScriptsAfterFirstPaint } from "~/components/layout/scripts-after-first-paint";
import { fetchSpriteWhenIdle } from "~/components/ui/icon";
import { WithSymbolCopies } from "~/components/ui/symbol-copies";
import { ToastProvider } from "~/components/ui/toast";
import { rootWords } from "~/content/root-words";
import { endInitialHydration } from "~/lib/initial-hydration";
import { followLinksAsDocumentsWhenOffline, registerServiceWorkerWhenIdle } from "~/lib/service-worker";
import type { RootData } from "~/lib/site";
import { siteForRequest } from "~/lib/site.server";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";

// The head script is written whole by this route, so the Content-Security-Policy hashes
// it by its text (server/ssr/security-headers.ts, `routeInlineScripts`).
export const handle = { inlineScripts: [HEAD_SCRIPT] };

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const site = await siteForRequest(context, request);
  return { site, origin: context.origin, year: siteDay(new Date(), site.timeZone).slice(0, 4) };
}

// The site facts are the same for every page of one language; a staff change shows
// on the next page a visitor loads (the pages that showed them are no longer cached).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);

// Icons made by the build from app/brand/logo.svg (scripts/build-steps/brand-icons.ts).
export const links: Route.LinksFunction = () => [
  // With a precedence, React sends the stylesheet ahead of the script preloads it
  // hoists into <head>: on HTTP/1.1's six connections per host, the page's one
  // render-blocking file no longer waits behind six module downloads.
  { rel: "stylesheet", href: appStylesheet, precedence: "default" } as LinkDescriptor,
  // The tab's icon is the ICO (16, 32 and 48 px), not favicon.svg: Chromium decodes the
  // icon it picks in the page's renderer, and an SVG one becomes an SVG document of its
  // own there, 10-22 ms of main thread beside the first paint (decision 052). The
  // manifest names only PNGs for the same reason (decision 053).
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** A route whose `handle` says `staticDocument` is sent without React Router's scripts (the offline page). */
const isStaticDocument = (matches: ReturnType<typeof useMatches>) =>
  matches.some((match) => (match.handle as { staticDocument?: boolean } | undefined)?.staticDocument === true);

export function Layout({ children }: { children: React.ReactNode }) {
  const staticDocument = isStaticDocument(useMatches());
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={LOCALE_INFO[locale].tag}>
      <head>
        <meta charSet="utf-8" />
        <HeadScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandColours.theme} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <WithSymbolCopies>{children}</WithSymbolCopies>
        {!staticDocument && <ScrollRestoration />}
        {!staticDocument && <ScriptsAfterFirstPaint />}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive: end-to-end tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    endInitialHydration();
    fetchSpriteWhenIdle();
    registerServiceWorkerWhenIdle();
    followLinksAsDocumentsWhenOffline();
  }, []);
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

/** Last resort, when even the site layout could not render. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center bg-brand-50 px-6 py-24 text-center">
      <div>
        <p className="text-base font-semibold text-brand-700">{status}</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {status === 404 ? rootWords.notFound.text : rootWords.error.heading}
        </h1>
        <p className="mt-6 text-base leading-7 text-slate-600">{rootWords.error.text}</p>
        <a href="/" className="mt-10 inline-block rounded-full bg-brand-700 px-5 py-3 text-sm font-semibold text-white">
          {rootWords.error.home}
        </a>
      </div>
    </main>
  );
}
