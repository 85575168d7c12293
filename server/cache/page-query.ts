/**
 * The query parameters public pages read. Any other (`?utm_source=…`, `?fbclid=…`,
 * a random cache-buster) changes nothing a page shows, so it is dropped from a
 * page's address before the response cache looks it up and before the page is
 * drawn: `/AboutUs?x=1` is `/AboutUs`, one cache entry and no render, however many
 * such addresses a client makes up (issue 40: each used to cost a render and the
 * best brotli and gzip, and an entry of its own). The browser keeps its address.
 *
 * Only pages (and the files served beside them, which read none): the API
 * validates its own query strings, the admin area is the staff's, and React
 * Router's route discovery has its own. A page that starts reading a parameter adds its name here; the
 * unit test lists each page's.
 */
export const PAGE_QUERY_NAMES: ReadonlySet<string> = new Set([
  // /blog (q, tag, page), /Gallery (q, category, page), /search (q, type, page),
  // /VolunteerInternship (type: volunteer, internship or job; position: the opening an Apply chose).
  "q",
  "tag",
  "page",
  "category",
  "type",
  "position",
  // A page the staff edit, showing their draft (the admin's preview; never cached).
  "preview",
  // The newsletter's confirm and unsubscribe links; the language switch.
  "token",
  // A donor's own page, /donate/receipt/:code (issue 47): the secret of their link (never cached).
  "key",
  "to",
  "next",
  // React Router's own: an index route's form, and the routes a `.data` request asks for.
  "index",
  "_routes",
]);

/** The API, the admin area and React Router's route discovery (`paths`, `version`) keep every parameter. */
const SKIPPED_PREFIXES = ["/api/", "/admin", "/__manifest"];

/**
 * `url` (a request's path and query) without the query parameters no page reads;
 * the same string when there are none to drop.
 */
export function withPageQueryOnly(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const path = url.slice(0, start);
  if (SKIPPED_PREFIXES.some((prefix) => path.startsWith(prefix))) return url;
  const kept = url
    .slice(start + 1)
    .split("&")
    .filter((part) => {
      const equals = part.indexOf("=");
      const name = equals === -1 ? part : part.slice(0, equals);
      return PAGE_QUERY_NAMES.has(name);
    });
  return kept.length === 0 ? path : `${path}?${kept.join("&")}`;
}
