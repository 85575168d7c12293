/**
 * The photos under the first wait until the page is drawn (decision 044, kept by 084).
 *
 * Chromium asks for a lazy photo as soon as it lays out a page with the photo within
 * 1250-2500 px of the screen, so on a phone three more photos shared a slow link with
 * the first, the page's largest paint. This script, which root.tsx renders first in
 * `<head>` (a classic inline script, so it runs before the stylesheet has arrived),
 * marks the document `data-photos-wait`; the marked photos are not laid out meanwhile
 * (`PHOTO_AFTER_FIRST_PAINT` in app/components/ui/render-when-near.ts, `display: none`
 * in a box of fixed shape). It takes the mark away once the page has loaded (the
 * stylesheet, a Hindi page's font, the first photo), has been drawn with content (its
 * first contentful paint, or after 3 s without one: a hidden tab draws nothing; at
 * once in a browser that does not report paints) and one more frame has passed.
 * Without JavaScript nothing is marked and lazy loading works as the browser does it.
 *
 * The root route names it in its `handle` (`inlineScripts`), so the
 * Content-Security-Policy hashes it (server/ssr/security-headers.ts).
 */
export const PHOTOS_WAIT_ATTRIBUTE = "data-photos-wait";

export const PHOTOS_WAIT_SCRIPT = `(async (root) => {
  root.setAttribute("${PHOTOS_WAIT_ATTRIBUTE}", "");
  await new Promise((loaded) => document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true }));
  await new Promise((painted) => {
    setTimeout(painted, 3000);
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        painted();
      }).observe({ type: "paint", buffered: true });
    } catch {
      painted();
    }
  });
  await new Promise((framed) => requestAnimationFrame(() => setTimeout(framed)));
  root.removeAttribute("${PHOTOS_WAIT_ATTRIBUTE}");
})(document.documentElement);`;
