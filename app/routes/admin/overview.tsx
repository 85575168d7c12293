/**
 * /admin, the Overview tab (spec 2.25): sync status with Refresh Data and Full
 * Sync, the four counts (counted by the server, issue 46; Active Forms: form links and published custom forms), the inbox's unread counts and the quick actions. An old
 * `/admin?tab=…` link is sent on to its tab's own address.
 */
import { redirect, useFetcher, useNavigate, useRevalidator } from "react-router";
import type { CustomFormSummary } from "#common/schemas/forms";
import type { InboxCounts } from "#common/schemas/inbox";
import type { Permission } from "#common/staff-roles";
import { BackupSummary } from "~/components/admin/backups/backup-summary";
import { Form10bdOverviewNotice } from "~/components/admin/donations/form-10bd-notice";
import { InboxSummary } from "~/components/admin/inbox/inbox-summary";
import { ConnectionIndicator } from "~/components/admin/shared/admin-header";
import { adminTabPath, legacyTabRedirect } from "~/components/admin/shared/admin-tabs";
import { startFullSync, useDashboardData, useMay } from "~/components/admin/shared/dashboard-data";
import { SubscriberCount } from "~/components/admin/subscribers/subscriber-count";
import { VisitsSummary } from "~/components/admin/visits/visits-summary";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { adminText } from "~/content/admin/shell";
import { activeFormsDetail, countActiveForms } from "~/lib/admin/active-forms";
import { apiRequest, listOf } from "~/lib/api-client";
import { useSiteTime } from "~/lib/site-time";
import type { Route } from "./+types/overview";

const text = adminText.overview;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const moved = legacyTabRedirect(new URL(request.url));
  if (moved) throw redirect(moved);
  // The dashboard's own load reports connection problems; the inbox cards just stay at "–".
  const [counts, customForms] = await Promise.all([
    apiRequest<{ data: InboxCounts }>("/inbox/counts", { timeoutMs: 30_000 }).then(
      (answer) => answer.data,
      () => undefined,
    ),
    // Published custom forms count among the Active Forms; without them, the links alone.
    apiRequest("/custom-forms", { timeoutMs: 30_000 }).then(
      (answer) => listOf<CustomFormSummary>(answer),
      () => null,
    ),
  ]);
  return { counts, customForms };
}

/** Full Sync: the legacy browser storage goes, then every loader runs again (the dashboard's reports). */
export async function clientAction() {
  startFullSync();
  return { ok: true };
}

function StatCard({
  label,
  value,
  icon,
  detail,
}: {
  label: string;
  /** null until the counts have loaded: "–". */
  value: number | null;
  icon: IconName;
  /** What the count is made of, under it. */
  detail?: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:size-12">
        <Icon name={icon} className="size-6" />
      </span>
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-3xl font-bold text-slate-900" data-stat={label}>
          {value ?? "–"}
        </p>
        {detail && <p className="text-xs text-slate-600">{detail}</p>}
      </div>
    </div>
  );
}

const buttonClass =
  "inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg px-3.5 py-2 text-sm font-semibold disabled:opacity-60 sm:flex-none";

function SyncStatus() {
  const data = useDashboardData();
  const { time } = useSiteTime();
  const revalidator = useRevalidator();
  const sync = useFetcher();
  const syncing = sync.state !== "idle";
  const refreshing = revalidator.state === "loading" && !syncing;
  return (
    <section aria-labelledby="sync-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="sync-heading" className="text-base font-bold text-slate-900">
          {text.syncHeading}
        </h2>
        <ConnectionIndicator status={data.status} />
        <p className="w-full text-sm text-slate-600 sm:w-auto">
          {data.syncedAt ? text.lastSynced(time(data.syncedAt)) : text.notSynced}
        </p>
        <div className="flex w-full gap-2 sm:ml-auto sm:w-auto">
          <button
            type="button"
            disabled={syncing || refreshing}
            onClick={() => revalidator.revalidate()}
            className={`${buttonClass} border border-slate-300 text-slate-700 hover:bg-slate-50`}
          >
            <Icon name="refresh-cw" className={refreshing ? "size-4 animate-spin" : "size-4"} />
            {text.refresh}
          </button>
          <button
            type="button"
            disabled={syncing || refreshing}
            onClick={() => sync.submit({ intent: "sync" }, { method: "post", encType: "application/json" })}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            <Icon name="refresh-cw" className={syncing ? "size-4 animate-spin" : "size-4"} />
            {text.fullSync}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Each quick action, with what the person's role needs for it (issue 45): one it cannot use is not offered. */
const quickActions = [
  { label: text.quickActions.blog, icon: "square-pen", to: adminTabPath("blogs", "create"), needs: "posts.write" },
  {
    label: text.quickActions.form,
    icon: "rectangle-ellipsis",
    to: adminTabPath("forms", "create"),
    needs: "forms.write",
  },
  { label: text.quickActions.gallery, icon: "upload", to: adminTabPath("gallery", "upload"), needs: "gallery.write" },
] satisfies { label: string; icon: IconName; to: string; needs: Permission }[];

export default function Overview({ loaderData }: Route.ComponentProps) {
  const data = useDashboardData();
  const navigate = useNavigate();
  const forms = countActiveForms(data.externalForms, loaderData.customForms);
  const may = useMay();
  const actions = quickActions.filter((action) => may(action.needs));
  return (
    // On a phone the counts and quick actions come first, the sync card after them (issue 23, finding 11).
    <div className="flex flex-col gap-6">
      {/* From 1 May: last year's Form 10BD due by 31 May (issue 47), first on a phone too. */}
      {may("donations.read") && <Form10bdOverviewNotice />}
      <div className="max-sm:order-3">
        <SyncStatus />
      </div>
      <section aria-label="Counts" className="grid grid-cols-2 gap-3 max-sm:order-1 sm:gap-4 xl:grid-cols-4">
        <StatCard label={text.stats.blogs} value={data.counts?.posts ?? null} icon="file-text" />
        <StatCard
          label={text.stats.forms}
          value={forms.total}
          detail={activeFormsDetail(forms)}
          icon="rectangle-ellipsis"
        />
        <StatCard label={text.stats.gallery} value={data.counts?.galleryItems ?? null} icon="images" />
        <StatCard label={text.stats.featured} value={data.counts?.featuredPosts ?? null} icon="star" />
      </section>

      <div className="contents max-sm:*:order-4">
        {may("inbox.counts") && <InboxSummary counts={loaderData.counts} />}
        {may("subscribers.read") && <SubscriberCount onOpen={() => navigate(adminTabPath("subscribers"))} />}
        {may("backups.read") && <BackupSummary mayStart={may("backups.write")} />}
        {may("visits.read") && <VisitsSummary />}
      </div>

      {actions.length > 0 && (
        <section aria-labelledby="quick-actions-heading" className="max-sm:order-2">
          <h2 id="quick-actions-heading" className="mb-3 text-base font-bold text-slate-900">
            {text.quickActionsHeading}
          </h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {actions.map(({ label, icon, to }) => (
              <button
                key={label}
                type="button"
                onClick={() => navigate(to)}
                className="flex items-center gap-3 rounded-2xl border border-dashed border-brand-300 bg-brand-50/60 p-4 text-left text-sm font-bold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
              >
                <Icon name={icon} className="size-5" />
                {label}
              </button>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
