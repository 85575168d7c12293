/** /admin/content, the Site content tab (issue 41): its screens, each with what it holds, at their own addresses. */
import { Link } from "react-router";
import { adminTabPath, CONTENT_SCREENS } from "~/components/admin/shared/admin-tabs";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { Icon } from "~/components/ui/icon";
import { siteContentText as text } from "~/content/admin/content";

export default function SiteContentRoute() {
  return (
    <section aria-labelledby="site-content-heading" className="space-y-4">
      <ScreenHeading id="site-content-heading" title={text.heading} intro={text.intro} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {CONTENT_SCREENS.map((screen) => (
          <li key={screen}>
            <Link
              to={adminTabPath(screen)}
              className="flex h-full min-h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50/40"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-base font-bold text-slate-900">{text.screens[screen].name}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{text.screens[screen].description}</span>
              </span>
              <Icon name="chevron-right" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
