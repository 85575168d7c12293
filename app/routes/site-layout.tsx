/**
 * The public site's frame: skip link, header, main content, footer. Its error
 * boundary shows the 404 page and the friendly error page inside the same frame.
 */
import { type ComponentType, useEffect, useState } from "react";
import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunction, useLocation } from "react-router";
import { firstLanguageIsHindi, localeOfPath } from "#common/locale";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Link } from "~/components/ui/site-link";
import { href } from "~/content/paths";
import { layoutWords } from "~/i18n/layout-words.server";
import { useSiteWords } from "~/i18n/site-words";
import { localeOfRequest } from "~/i18n/words";
import { afterLoadWhenIdle } from "~/lib/after-load";
import { withFigures } from "~/lib/figures.server";
import { QUEUE_KEY } from "~/lib/form-storage-keys";
import { staticPageHeaders } from "~/lib/meta";
import { pageShown } from "~/lib/visits/visit-beacon";
import type { Route } from "./+types/site-layout";

/** The longest the look at the offline queue (and at the browser's language) waits for a quiet moment. */
const QUEUE_LOOK_WAIT_MS = 2000;

// The words of the header, footer and menus and every page's title, in the page's
// language; on Hindi pages also those of the content modules several pages share.
// The footer's figures cite the shared ones, so every page follows a change of them.
export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  words: layoutWords(localeOfRequest(request), await withFigures(context, await context.services.navigation.get())),
});
// The frame's words change with the language (a menu the staff change is on the next page opened in full).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);

// Every public page is the same for every visitor: the response cache and any CDN
// may keep it (routes without their own `headers` inherit this one).
export const headers = staticPageHeaders;

/**
 * The suggestion to read the page in Hindi (layout/hindi-suggestion.tsx), loaded after
 * the load only by a browser whose first language is Hindi: others download none of it.
 */
function useHindiSuggestion(): ComponentType | null {
  const [Suggestion, setSuggestion] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = afterLoadWhenIdle(() => {
      if (!firstLanguageIsHindi(navigator.languages)) return;
      void import("~/components/layout/hindi-suggestion").then(({ HindiSuggestion }) => {
        if (live) setSuggestion(() => HindiSuggestion);
      });
    }, QUEUE_LOOK_WAIT_MS);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Suggestion;
}

function Frame({ children }: { children: React.ReactNode }) {
  const { chrome } = useSiteWords();
  const HindiSuggestion = useHindiSuggestion();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {chrome.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      {HindiSuggestion && <HindiSuggestion />}
    </div>
  );
}

/**
 * Counts each page shown, and measures the page load's Core Web Vitals (issue 46,
 * decisions 099 and 102), once the page has loaded and the browser is idle. The 404
 * and error pages are the error boundary's: they count nothing.
 */
function useVisitCount() {
  const { pathname } = useLocation();
  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        // A page shown from the device while offline is not counted.
        if (navigator.onLine) pageShown(pathname);
      }, QUEUE_LOOK_WAIT_MS),
    [pathname],
  );
}

export default function SiteLayout() {
  useVisitCount();
  // Form responses saved on this device while offline are sent from any page the
  // visitor opens next; the sending code loads only when something is waiting. The
  // look waits for a quiet moment after the load: a phone's first read of
  // localStorage is a slow, blocking one, and would lengthen hydration's last task.
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    const cancel = afterLoadWhenIdle(() => {
      if (!window.localStorage.getItem(QUEUE_KEY)) return;
      void import("~/components/custom-forms/form-response-sync").then(({ startQueueSync }) => {
        if (live) stop = startQueueSync(() => {});
      });
    }, QUEUE_LOOK_WAIT_MS);
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, []);
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { chrome, pages } = useSiteWords();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Frame>
      <title>{notFound ? pages.notFound.title : chrome.error.heading}</title>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <p className="rounded-full bg-saffron-100 px-4 py-1 text-sm font-bold text-saffron-800">
          {notFound ? chrome.notFound.code : isRouteErrorResponse(error) ? error.status : 500}
        </p>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {notFound ? pages.notFound.heading : chrome.error.heading}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
          {notFound ? chrome.notFound.text : chrome.error.text}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/" className="rounded-full bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800">
            {notFound ? chrome.notFound.home : chrome.error.home}
          </Link>
          <Link
            to={href("contactUs")}
            className="rounded-full border border-slate-300 px-6 py-3 text-sm font-bold text-slate-800 hover:border-brand-600 hover:text-brand-700"
          >
            {chrome.notFound.contact}
          </Link>
        </div>
      </section>
    </Frame>
  );
}
