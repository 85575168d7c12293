/**
 * /offline: what the service worker answers, with no connection, for a page that
 * was never opened on this device (it is precached with the worker). It is a
 * plain document without React Router's scripts (`handle.staticDocument`): it is
 * shown under another page's address, where hydrating it would try to load that
 * page's code. A small inline script lists the pages this device has saved.
 */
import { HINDI_OFFLINE_PATH, OFFLINE_PATH, PAGES_CACHE } from "#common/service-worker";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { offlineText as englishOfflineText } from "~/content/offline";
import { href } from "~/content/paths";
import { useSiteWords } from "~/i18n/site-words";
import { useLocalizedPath, useTranslated } from "~/i18n/words";
import { pageInfo, pageMeta, staticPageHeaders } from "~/lib/meta";
import type { Route } from "./+types/offline";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(pageInfo("offline", args), args),
  { name: "robots", content: "noindex" },
];
export const headers = staticPageHeaders;

/**
 * Fills the list from the worker's cache of pages, each named by its own saved
 * <title> (a form's or a post's too). Static text, so its CSP hash never changes.
 */
const listSavedPages = `(() => {
  const list = document.getElementById("saved-pages");
  const empty = document.getElementById("saved-pages-empty");
  if (!("caches" in window) || !list || !empty) return;
  const titleOf = (html) => (new DOMParser().parseFromString(html, "text/html").title || "").split(" | ")[0];
  caches.open(${JSON.stringify(PAGES_CACHE)}).then(async (cache) => {
    const saved = [];
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.pathname.endsWith(".data") || ${JSON.stringify([OFFLINE_PATH, HINDI_OFFLINE_PATH])}.includes(url.pathname)) continue;
      const response = await cache.match(request);
      saved.push({ href: url.pathname + url.search, title: titleOf(response ? await response.text() : "") || url.pathname });
    }
    saved.sort((a, b) => a.title.localeCompare(b.title));
    for (const page of saved) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = page.href;
      link.textContent = page.title;
      link.className = list.dataset.linkClass || "";
      item.append(link);
      list.append(item);
    }
    if (saved.length > 0) empty.hidden = true;
  }).catch(() => {});
})();`;

/**
 * Sent without React Router's scripts; the list's script is named here, so the
 * server hashes it into the page's Content-Security-Policy (it hashes no inline
 * script it does not know, server/ssr/security-headers.ts).
 */
export const handle = { staticDocument: true, inlineScripts: [listSavedPages] };

export default function OfflinePage() {
  const { offline } = useSiteWords().pages;
  const offlineText = useTranslated(englishOfflineText, "offlineText");
  const localized = useLocalizedPath();
  return (
    <>
      <PageHero heading={offline.heading} eyebrow={offlineText.eyebrow} intro={offlineText.intro} />
      <Section tone="muted">
        <div className="mx-auto max-w-2xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h2 className="text-xl font-bold text-slate-900">{offlineText.availableHeading}</h2>
          <p id="saved-pages-empty" className="mt-3 text-slate-600">
            {offlineText.availableEmpty}
          </p>
          <ul
            id="saved-pages"
            className="mt-4 divide-y divide-slate-100"
            data-link-class="flex min-h-11 items-center py-2 font-semibold text-brand-700 hover:underline"
          />
          <a
            href={localized(href("home"))}
            className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="rotate-cw" className="size-4" />
            {offlineText.retry}
          </a>
        </div>
      </Section>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: listSavedPages }} />
    </>
  );
}
