/**
 * One search result: its title as a link that covers the whole card (a 44 px
 * target on a phone, issue 23), and the snippet with the matched words in <mark>. The snippet arrives as text parts (never HTML), so nothing from the
 * database is ever injected into the page.
 */

import type { SearchHit } from "#common/schemas/search";
import { Link } from "~/components/ui/site-link";

export function SearchHitItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="group relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-saffron-500 hover:shadow-md sm:p-5">
      <h3 className="text-base font-bold text-slate-900 sm:text-lg">
        <Link
          to={hit.url}
          className="text-brand-800 underline-offset-4 after:absolute after:inset-0 group-hover:underline focus-visible:outline-none"
        >
          {hit.title}
        </Link>
      </h3>
      <p className="mt-1.5 text-sm leading-relaxed break-words text-slate-700">
        {hit.snippet.map((part, index) =>
          part.match ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
            <mark key={index} className="rounded bg-saffron-100 px-0.5 font-semibold text-slate-900">
              {part.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      <p className="mt-1 truncate text-xs text-slate-500">{hit.url}</p>
    </li>
  );
}
