/**
 * The frame of the pages a person sees before they are signed in: /admin/login and
 * /admin/set-password (issue 45). The site's logo above a white card on the brand's
 * colours, and a link under it.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SiteLogo } from "~/components/layout/site-logo";

export function AuthFrame({ children, below }: { children: ReactNode; below: { to: string; label: string } }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <div className="rounded-2xl bg-white/95 px-4 py-3 shadow-lg">
            <SiteLogo />
          </div>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">{children}</div>
        <p className="mt-6 text-center">
          <Link
            to={below.to}
            className="text-sm font-semibold text-white/90 underline-offset-4 hover:text-white hover:underline"
          >
            ← {below.label}
          </Link>
        </p>
      </div>
    </main>
  );
}

/** A sign-in form's answer in the card: what went wrong (an alert, read out at once), or done (a status). */
export function AuthNotice({ id, ok = false, children }: { id?: string; ok?: boolean; children: ReactNode }) {
  return (
    <p
      id={id}
      role={ok ? "status" : "alert"}
      className={
        ok
          ? "rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-900"
          : "rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
      }
    >
      {children}
    </p>
  );
}
