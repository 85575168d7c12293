/**
 * The links between the screens of the Settings tab (issue 45): Your account, and for
 * an Administrator, Staff and Audit log. Shown only when there is more than one.
 */
import clsx from "clsx";
import { NavLink } from "react-router";
import { SETTINGS_SCREENS } from "~/components/admin/shared/admin-tabs";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { settingsScreensText as text } from "~/content/admin/staff";

export function SettingsScreens() {
  const may = useMay();
  const screens = SETTINGS_SCREENS.filter(({ needs }) => may(needs));
  if (screens.length < 2) return null;
  return (
    <nav aria-label={text.label} className="mb-6 flex flex-wrap gap-2">
      {screens.map(({ screen }) => (
        <NavLink
          key={screen}
          to={`/admin/${screen}`}
          end
          className={({ isActive }) =>
            clsx(
              "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1",
              isActive
                ? "bg-brand-700 text-white ring-brand-700"
                : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
            )
          }
        >
          {text[screen]}
        </NavLink>
      ))}
    </nav>
  );
}
