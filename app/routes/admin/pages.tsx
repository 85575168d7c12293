/** /admin/pages, the Pages screen of Site content (issue 41): every page whose words are edited here, by name and address. */
import { Link } from "react-router";
import { EDITABLE_PAGES, editablePageKeys } from "#common/content-model/pages";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { Icon } from "~/components/ui/icon";
import { pagesText as text } from "~/content/admin/content";

export default function PagesRoute() {
  return (
    <section aria-labelledby="pages-heading" className="space-y-4">
      <ScreenHeading id="pages-heading" title={text.heading} intro={text.intro} />
      <ul
        aria-label={text.listLabel}
        className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {editablePageKeys.map((key) => {
          const page = EDITABLE_PAGES[key];
          return (
            <li key={key}>
              <Link
                to={`/admin/pages/${key}`}
                aria-label={text.edit(page.name)}
                className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-base font-bold text-slate-900">{page.name}</span>
                  <span className="block font-mono text-sm break-all text-slate-600">{page.path}</span>
                </span>
                <Icon name="chevron-right" className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
