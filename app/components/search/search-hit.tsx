/**
 * One search result: its title as a link, and the snippet with the matched words
 * in <mark>. The snippet arrives as text parts (never HTML), so nothing from the
 * database is ever injected into the page.
 */
import { Link } from "react-router";
import type { SearchHit } from "#common/schemas/search";

export function SearchHitItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="text-base font-bold text-slate-900 sm:text-lg">
        <Link to={hit.url} className="text-brand-800 underline-offset-4 hover:underline">
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
