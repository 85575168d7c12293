/**
 * The links between the Donations tab's screens (issue 47): Waiting for money (with the
 * statement's import), Record a donation (for those who may write), Receipts.
 */
import { useMay } from "~/components/admin/shared/dashboard-data";
import { ScreenLinks } from "~/components/admin/shared/screen-links";
import { donationsText as text } from "~/content/admin/donations";

export function DonationScreens() {
  const writer = useMay()("donations.write");
  const links = [
    { to: "/admin/donations", label: text.screens.waiting },
    ...(writer ? [{ to: "/admin/donations/new", label: text.screens.record }] : []),
    { to: "/admin/donations/receipts", label: text.screens.receipts },
  ];
  return <ScreenLinks label={text.screens.label} links={links} />;
}

/** A list's load that failed: why, and Try again. */
export function LoadFailed({ words, error, onRetry }: { words: string; error: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p>
        {words} {error}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        {text.retry}
      </button>
    </div>
  );
}
