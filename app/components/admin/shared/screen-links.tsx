/**
 * The links between the screens of one tab (Settings' Your account, Staff and Audit log;
 * Donations' Waiting for money, Record a donation and Receipts): pills under the tab bar,
 * the open one filled. Shown only when there is more than one.
 */
import clsx from "clsx";
import { NavLink } from "react-router";

export function ScreenLinks({ label, links }: { label: string; links: readonly { to: string; label: string }[] }) {
  if (links.length < 2) return null;
  return (
    <nav aria-label={label} className="mb-6 flex flex-wrap gap-2">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
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
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
