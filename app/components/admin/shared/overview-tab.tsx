/** Overview (spec 2.25): sync status with Refresh Data and Full Sync, the four counts, quick actions. */
import { FileText, FormInput, Images, type LucideIcon, PenSquare, RefreshCw, Star, Upload } from "lucide-react";
import { useState } from "react";
import { InboxSummary } from "~/components/admin/inbox/inbox-summary";
import { useAdminData } from "~/components/admin/shared/admin-data";
import { ConnectionIndicator } from "~/components/admin/shared/admin-header";
import { useAdminTab } from "~/components/admin/shared/admin-tabs";
import { adminText } from "~/content/admin";

const text = adminText.overview;

function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:size-12">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-3xl font-bold text-slate-900" data-stat={label}>
          {value}
        </p>
      </div>
    </div>
  );
}

export function OverviewTab() {
  const data = useAdminData();
  const { setTab } = useAdminTab();
  const [busy, setBusy] = useState<"refresh" | "sync" | null>(null);

  const run = async (kind: "refresh" | "sync") => {
    setBusy(kind);
    try {
      if (kind === "refresh") await data.refresh();
      else await data.fullSync();
    } finally {
      setBusy(null);
    }
  };

  const quickActions = [
    { label: text.quickActions.blog, icon: PenSquare, onClick: () => setTab("blogs", "create") },
    { label: text.quickActions.form, icon: FormInput, onClick: () => setTab("forms", "create") },
    { label: text.quickActions.gallery, icon: Upload, onClick: () => setTab("gallery", "upload") },
  ];

  return (
    <div className="space-y-6">
      <section aria-labelledby="sync-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="sync-heading" className="text-base font-bold text-slate-900">
            {text.syncHeading}
          </h2>
          <ConnectionIndicator status={data.status} />
          <p className="w-full text-sm text-slate-600 sm:w-auto">
            {data.lastSyncedAt ? text.lastSynced(data.lastSyncedAt.toLocaleTimeString("en-IN")) : text.notSynced}
          </p>
          <div className="flex w-full gap-2 sm:ml-auto sm:w-auto">
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => run("refresh")}
              className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-3.5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60 sm:flex-none"
            >
              <RefreshCw aria-hidden="true" className={busy === "refresh" ? "size-4 animate-spin" : "size-4"} />
              {text.refresh}
            </button>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => run("sync")}
              className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:flex-none"
            >
              <RefreshCw aria-hidden="true" className={busy === "sync" ? "size-4 animate-spin" : "size-4"} />
              {text.fullSync}
            </button>
          </div>
        </div>
      </section>

      <section aria-label="Counts" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label={text.stats.blogs} value={data.blogs.length} icon={FileText} />
        <StatCard
          label={text.stats.forms}
          value={data.externalForms.filter((form) => !form.disabled).length}
          icon={FormInput}
        />
        <StatCard label={text.stats.gallery} value={data.gallery.length} icon={Images} />
        <StatCard label={text.stats.featured} value={data.blogs.filter((blog) => blog.featured).length} icon={Star} />
      </section>

      <InboxSummary />

      <section aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="mb-3 text-base font-bold text-slate-900">
          {text.quickActionsHeading}
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {quickActions.map(({ label, icon: Icon, onClick }) => (
            <button
              key={label}
              type="button"
              onClick={onClick}
              className="flex items-center gap-3 rounded-2xl border border-dashed border-brand-300 bg-brand-50/60 p-4 text-left text-sm font-bold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
