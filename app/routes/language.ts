/**
 * /language?to=hi&next=/AboutUs: the language switch. Remembers the choice in a
 * cookie (read only when the visitor next opens the bare `/`,
 * server/ssr/language-redirect.ts) and sends the visitor to the same page in the
 * chosen language. A plain link, so it works before and without JavaScript.
 */
import { redirect } from "react-router";
import { LANGUAGE_COOKIE, LOCALES, type Locale, pathInLocale } from "#common/locale";
import type { Route } from "./+types/language";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Only a path of this site (never `//other.site` or `/\other.site`): no open redirect. */
function sitePath(next: string | null): URL {
  const base = "http://site.invalid";
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return new URL("/", base);
  const url = new URL(next, base);
  return url.origin === base ? url : new URL("/", base);
}

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const to = params.get("to");
  if (!LOCALES.includes(to as Locale)) {
    throw new Response("Unknown language: use to=en or to=hi.", { status: 400 });
  }
  const next = sitePath(params.get("next"));
  return redirect(pathInLocale(next.pathname, next.search, to as Locale), {
    status: 303,
    headers: {
      "set-cookie": `${LANGUAGE_COOKIE}=${to}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
      "cache-control": "private, no-store",
    },
  });
}
