/**
 * "Start from a published post" (issue 42) without the whole list of posts (issue 46):
 * the newest published posts, or those whose title has the words searched, a few at
 * a time from GET /api/blog-list; choosing one loads it and copies its title and text.
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { newsletterIssueMessages as messages } from "#common/messages/newsletter-issues";
import type { BlogAdminPage, BlogPost } from "#common/schemas/blog";
import { loadPost } from "~/components/admin/blogs/load-post";
import { loadData } from "~/components/admin/shared/admin-load";
import { controlClass } from "~/components/form-kit/control";
import { Icon } from "~/components/ui/icon";

const fields = messages.fields;
/** Posts offered at once: enough to find a recent one, few enough to read. */
const OFFERED = 6;

export function PostPicker({ onPick }: { onPick: (post: BlogPost) => void }) {
  const id = useId();
  const [q, setQ] = useState("");
  const [searched, setSearched] = useState("");
  const [found, setFound] = useState<BlogAdminPage | null>(null);
  const [picking, setPicking] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const query = new URLSearchParams({ status: "published", pageSize: String(OFFERED) });
    if (searched) query.set("q", searched);
    void loadData<BlogAdminPage>(`/blog-list?${query}`).then((loaded) => {
      if (current) setFound(loaded.data);
    });
    return () => {
      current = false;
    };
  }, [searched]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearched(q.trim());
  };
  const pick = async (postId: string) => {
    setPicking(postId);
    const post = await loadPost(postId);
    setPicking(null);
    if (post) onPick(post);
  };

  // Nothing published yet, and nothing searched: nothing to start from.
  if (!searched && found?.total !== undefined && found.items.length === 0) return null;
  return (
    <fieldset className="space-y-2 sm:max-w-lg">
      <legend className="text-sm font-semibold text-slate-800">{fields.startFrom}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {fields.startFromHint}
      </p>
      {/* A form inside the issue's form is not allowed: the search is a group with its own button. */}
      <div className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {fields.startFromSearch}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          placeholder={fields.startFromSearch}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") search(event);
          }}
          className={controlClass(false)}
        />
        <button
          type="button"
          onClick={search}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          <Icon name="search" className="size-4" />
          {fields.startFromFind}
        </button>
      </div>
      {found && found.items.length === 0 && <p className="text-sm text-slate-600">{fields.startFromNoMatch}</p>}
      {found && found.items.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {found.items.map((post) => (
            <li key={post.id}>
              <button
                type="button"
                disabled={picking !== null}
                onClick={() => void pick(post.id)}
                lang={post.language === "hi" ? "hi" : undefined}
                className="flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 disabled:opacity-60"
              >
                <Icon
                  name={picking === post.id ? "loader-circle" : "file-text"}
                  className={picking === post.id ? "size-4 shrink-0 animate-spin" : "size-4 shrink-0"}
                />
                <span className="sr-only">{fields.startFromPick}: </span>
                {post.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
