/**
 * A screen's list that could not be loaded: why, and Try again (the route's loader runs
 * again). The rest of the screen stays usable.
 */
import { useRevalidator } from "react-router";
import { adminText } from "~/content/admin/shell";

export function LoadFailed({ words, error }: { words: string; error: string }) {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p>
        {words} {error}
      </p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        {adminText.error.retry}
      </button>
    </div>
  );
}
