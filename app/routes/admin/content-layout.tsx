/**
 * The Site content tab's frame (issue 41): above each of its screens (Pages, Site
 * details, Jobs, FAQs, each at its own address), the links between them, the
 * current one marked; /admin/content itself lists them with what each holds.
 */
import clsx from "clsx";
import { Link, Outlet, useLocation } from "react-router";
import { adminTabPath, CONTENT_SCREENS, contentScreenOfPath } from "~/components/admin/shared/admin-tabs";
import { siteContentText as text } from "~/content/admin/content";

export default function ContentLayout() {
  const { pathname } = useLocation();
  const current = contentScreenOfPath(pathname);
  return (
    <div className="space-y-5">
      {current && (
        <nav aria-label={text.nav}>
          <ul className="flex flex-wrap gap-2">
            {CONTENT_SCREENS.map((screen) => {
              const here = screen === current;
              // A page opened from Pages is inside Pages: marked, but not as this very page.
              const exact = here && pathname.replace(/\/$/, "") === adminTabPath(screen);
              return (
                <li key={screen}>
                  <Link
                    to={adminTabPath(screen)}
                    aria-current={here ? (exact ? "page" : "true") : undefined}
                    className={clsx(
                      "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
                      here
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                    )}
                  >
                    {text.screens[screen].name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <Outlet />
    </div>
  );
}
