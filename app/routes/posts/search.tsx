/**
 * /search?q=term (issue 20): the site search's results, server-rendered, so the
 * plain GET form works without JavaScript. Results are grouped by kind, each
 * group with its first few hits and a link to all of them (?type=, paged);
 * a count line; an empty state with somewhere to go. Never indexed by search
 * engines (meta robots and X-Robots-Tag); cached like the other public pages,
 * and dropped from the cache when a post or a gallery item changes.
 */
import { Form } from "react-router";
import { fill, fillPlural } from "#common/fill";
import { searchMessages } from "#common/messages/search";
import type { SearchResult } from "#common/schemas/search";
import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from "#common/search-limits";
import { SearchHitItem } from "~/components/search/search-hit";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Link } from "~/components/ui/site-link";
import { pathTo } from "~/content/paths";
import { searchWords } from "~/i18n/hindi-site-words.server";
import { localeOfRequest, translatedForMeta, useLocale, useTranslated, wordsFor } from "~/i18n/words";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/search";

/** The page's words and the kinds' labels, in the page's language. */
function useSearchText() {
  const { page, kinds } = useTranslated(searchMessages, "searchMessages");
  return { text: page, kindLabel: (kind: SearchKind) => kinds[kind].label };
}
/** Hits per kind on the overview, and per page of one kind. */
const OVERVIEW_PER_KIND = 5;
const PER_PAGE = 10;

const isKind = (value: string | null): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_LIMITS.query);
  const typeParam = params.get("type");
  const type = isKind(typeParam) ? typeParam : undefined;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const words = wordsFor(request, searchWords);
  if (!q) return { words, q, type, result: null, failed: false };
  try {
    const result = await context.services.search.search({
      q,
      // A search from a Hindi page looks in the Hindi pages (their titles, their /hi addresses).
      language: localeOfRequest(request),
      type,
      limit: type ? PER_PAGE : OVERVIEW_PER_KIND,
      page,
    });
    return { words, q, type, result, failed: false };
  } catch (error) {
    // A query the database cannot run is the visitor's problem to rephrase, not a crash.
    context.log.error({ err: error }, "search failed");
    return { words, q, type, result: null, failed: true };
  }
}

export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("X-Robots-Tag", "noindex");
  return headers;
};

export const meta: Route.MetaFunction = (args) => {
  const q = args.loaderData?.q;
  const text = translatedForMeta(searchMessages, "searchMessages", args).page;
  return [
    ...pageMeta({ title: q ? `${text.title}: ${q}` : text.title, description: text.description }, args),
    { name: "robots", content: "noindex" },
  ];
};

function searchHref(q: string, extra: Record<string, string> = {}) {
  return pathTo.search({ q, ...extra });
}

function SearchForm({ q }: { q: string }) {
  const { text } = useSearchText();
  return (
    <Form method="get" action={pathTo.search()} role="search" aria-label={text.label} className="flex max-w-2xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        {text.label}
      </label>
      <input
        // The box follows the query when one results page leads to another.
        key={q}
        id="search-page-q"
        name="q"
        type="search"
        enterKeyHint="search"
        required
        maxLength={SEARCH_LIMITS.query}
        defaultValue={q}
        placeholder={text.placeholder}
        className="min-w-0 flex-1 rounded-full border border-white/30 bg-white px-5 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-4 focus:ring-saffron-300/60"
      />
      <button
        type="submit"
        className="rounded-full bg-saffron-400 px-5 py-3 text-base font-bold text-slate-900 hover:bg-saffron-300"
      >
        {text.submit}
      </button>
    </Form>
  );
}

function EmptyState({ q, failed }: { q: string; failed: boolean }) {
  const { text } = useSearchText();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="search-x" className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-bold break-words text-slate-900">{fill(text.nothingFound, { query: q })}</h2>
      <p className="mt-2 text-slate-600">{failed ? text.invalid : text.emptyText}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {text.emptyLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 py-2 text-sm font-bold text-slate-800 hover:border-brand-600 hover:text-brand-700"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Pagination({ q, type, result }: { q: string; type: SearchKind; result: SearchResult }) {
  const { text } = useSearchText();
  const total = result.groups[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / result.limit));
  if (pages <= 1) return null;
  // Figures as they are, without grouping.
  const pageOf = fill(text.pageOf, { page: String(result.page), pages: String(pages) });
  const linkClass =
    "inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-5 text-sm font-bold text-slate-800 hover:border-brand-600";
  return (
    <nav aria-label={pageOf} className="mt-8 flex items-center justify-between gap-3">
      {result.page > 1 ? (
        <Link to={searchHref(q, { type, page: String(result.page - 1) })} className={linkClass} rel="prev">
          {text.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">{pageOf}</span>
      {result.page < pages ? (
        <Link to={searchHref(q, { type, page: String(result.page + 1) })} className={linkClass} rel="next">
          {text.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, type, result, failed } = loaderData;
  const { text, kindLabel } = useSearchText();
  const locale = useLocale();
  const shown = type ? result?.groups.filter((g) => g.kind === type) : result?.groups;
  const count = type ? (shown?.[0]?.total ?? 0) : (result?.total ?? 0);
  return (
    <>
      <PageHero heading={text.heading} intro={q ? undefined : text.intro}>
        <div className="mt-6">
          <SearchForm q={q} />
        </div>
      </PageHero>
      <Section tone="muted" className="pt-8! sm:pt-10!">
        {q && (
          <p role="status" className="text-sm font-semibold text-slate-700">
            {type ? `${kindLabel(type)} · ` : ""}
            {fillPlural(text.resultCount, count, locale, { n: String(count), query: q })}
          </p>
        )}
        {type && q && (
          <p className="mt-2 text-sm">
            <Link to={searchHref(q)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {text.backToAll}
            </Link>
          </p>
        )}
        {q && count === 0 && (
          <div className="mt-8">
            <EmptyState q={q} failed={failed} />
          </div>
        )}
        <div className="mt-8 space-y-12">
          {shown?.map((group) => (
            <section key={group.kind} aria-labelledby={`search-${group.kind}`}>
              <h2
                id={`search-${group.kind}`}
                className="flex items-baseline gap-3 text-xl font-extrabold text-slate-900"
              >
                {kindLabel(group.kind)}
                <span className="text-sm font-semibold text-slate-500">
                  {fill(text.groupCount, { n: String(group.total) })}
                </span>
              </h2>
              <ul className="mt-4 space-y-3">
                {group.hits.map((hit) => (
                  <SearchHitItem key={`${hit.url}|${hit.title}`} hit={hit} />
                ))}
              </ul>
              {!type && group.total > group.hits.length && (
                <Link
                  to={searchHref(q, { type: group.kind })}
                  className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800"
                >
                  {fill(text.showAll, { n: String(group.total), kind: kindLabel(group.kind).toLowerCase() })}
                </Link>
              )}
            </section>
          ))}
        </div>
        {type && result && <Pagination q={q} type={type} result={result} />}
      </Section>
    </>
  );
}
