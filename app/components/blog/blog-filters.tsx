import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { Icon } from "~/components/ui/icon";
import { blogText } from "~/content/blog";
import { href } from "~/content/paths";
import { localizePagePath, useLocale, useTranslated } from "~/i18n/words";

/** Typing pauses this long before the list follows (one request per pause, not per key). */
const SEARCH_DELAY_MS = 400;

/**
 * Title search and tag dropdown (spec 2.20). A plain GET form, so it works before
 * JavaScript arrives; once it has, the list follows typing and the dropdown at once.
 */
export function BlogFilters({ q, tag, tags }: { q: string; tag: string; tags: readonly string[] }) {
  const text = useTranslated(blogText, "blogText").list;
  const action = localizePagePath(href("blog"), useLocale());
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [query, setQuery] = useState(q);
  const submitted = useRef(q);

  // Follow the URL when it changes from elsewhere (Clear filters, back button), but
  // not when it catches up with our own search while the visitor is still typing.
  useEffect(() => {
    if (q !== submitted.current) setQuery(q);
    submitted.current = q;
  }, [q]);
  // A tag in the URL that no post has any more still shows as chosen.
  const options = tag && !tags.includes(tag) ? [tag, ...tags] : tags;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = () => {
    window.clearTimeout(timer.current);
    if (!form.current) return;
    const data = new FormData(form.current);
    // Empty fields stay out of the URL: /blog?q=water, not /blog?q=water&tag=.
    for (const [name, value] of [...data.entries()]) if (!String(value).trim()) data.delete(name);
    submitted.current = String(data.get("q") ?? "").trim();
    submit(data, { method: "get", action, replace: true, preventScrollReset: true });
  };

  return (
    <Form
      ref={form}
      method="get"
      action={action}
      role="search"
      aria-label={text.filtersLabel}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center"
    >
      <label className="relative flex-1">
        <span className="sr-only">{text.searchLabel}</span>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          name="q"
          value={query}
          maxLength={200}
          placeholder={text.searchPlaceholder}
          onChange={(event) => {
            setQuery(event.target.value);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(apply, SEARCH_DELAY_MS);
          }}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </label>
      {options.length > 0 && (
        <label className="sm:w-56">
          <span className="sr-only">{text.tagLabel}</span>
          <select
            name="tag"
            // The key makes the dropdown follow the URL (Clear filters) without being controlled.
            key={tag}
            defaultValue={tag}
            onChange={apply}
            className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            <option value="">{text.allTags}</option>
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="submit"
        className="min-h-11 rounded-xl bg-brand-700 px-5 py-2 text-sm font-bold text-white hover:bg-brand-800 sm:text-base"
      >
        {text.searchButton}
      </button>
    </Form>
  );
}
