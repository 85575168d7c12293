/**
 * The Audit log screen of the Settings tab (issue 45): filters (person, what it was about, from and to days),
 * Download CSV of what they match, and the entries newest first, each saying who did
 * what, about which record (by the name it had then, decision 092, a link to every
 * entry about it), when and from which address, with Previous and Next. The
 * filters are a plain GET form: the route's loader reads them from the URL.
 */
import { Form, Link, useSearchParams } from "react-router";
import type { AuditPageView, StaffAccountView } from "#common/schemas/staff";
import type { Loaded } from "~/components/admin/shared/admin-load";
import { notify } from "~/components/admin/shared/admin-notify";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { SelectField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { auditText as text } from "~/content/admin/staff";
import { downloadWithAuth } from "~/lib/admin/authorized-download";
import { useSiteTime } from "~/lib/site-time";
import { auditTargetWords, shortReference } from "./audit-target";

const button =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50";

export function AuditLog({
  entries,
  staff,
  query,
}: {
  entries: Loaded<AuditPageView>;
  staff: StaffAccountView[];
  query: string;
}) {
  const [params] = useSearchParams();
  const { dateTime } = useSiteTime();
  const data = entries.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next}`;
  };
  // Filtered to one record (its name followed from an entry): say which, and how back to all.
  const targetId = params.get("targetId");
  const onlyTarget =
    targetId && (data?.items[0] ? auditTargetWords(data.items[0]).name : text.reference(shortReference(targetId)));
  const withoutTarget = () => {
    const next = new URLSearchParams(params);
    for (const name of ["targetId", "page"]) next.delete(name);
    return `?${next}`;
  };
  const download = async () => {
    const filters = new URLSearchParams(query);
    filters.delete("page");
    try {
      await downloadWithAuth(`/audit/export.csv?${filters}`, "audit-log.csv");
    } catch (error) {
      notify(text.downloadFailed(error instanceof Error ? error.message : String(error)), "error");
    }
  };
  return (
    <section aria-labelledby="audit-heading" className="space-y-6">
      <ScreenHeading id="audit-heading" title={text.heading} intro={text.intro} />
      <Form
        method="get"
        aria-label={text.filters.heading}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
      >
        <SelectField
          name="actor"
          label={text.filters.person}
          placeholder={text.filters.everyone}
          options={staff.map((account) => ({ value: account.id, label: account.name }))}
          defaultValue={params.get("actor") ?? ""}
        />
        <SelectField
          name="targetKind"
          label={text.filters.kind}
          placeholder={text.filters.anyKind}
          options={Object.entries(text.kinds).map(([value, label]) => ({ value, label }))}
          defaultValue={params.get("targetKind") ?? ""}
        />
        <TextField name="from" type="date" label={text.filters.from} defaultValue={params.get("from") ?? ""} />
        <TextField name="to" type="date" label={text.filters.to} defaultValue={params.get("to") ?? ""} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800"
          >
            {text.filters.apply}
          </button>
          <Link to="/admin/audit" className={button}>
            {text.filters.clear}
          </Link>
          <button type="button" onClick={() => void download()} className={button}>
            <Icon name="download" className="size-4" />
            {text.download}
          </button>
        </div>
      </Form>
      {entries.error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {text.loadFailed} {entries.error}
        </p>
      )}
      {data && (
        <>
          {onlyTarget && (
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
              {text.onlyAbout(onlyTarget)}
              <Link
                to={withoutTarget()}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                {text.showAll}
              </Link>
            </p>
          )}
          <p className="text-sm font-semibold text-slate-700">{text.count(data.total)}</p>
          {data.items.length === 0 ? (
            <p className="text-sm text-slate-600">{text.none}</p>
          ) : (
            <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {data.items.map((entry) => (
                <li key={entry.id} data-audit-entry={entry.action} className="space-y-1 px-4 py-3 text-sm">
                  <p className="text-slate-900">
                    <span className="font-bold">{entry.actorName || "—"}</span> {entry.description}
                  </p>
                  <AuditTarget entry={entry} />
                  <p className="text-xs text-slate-500">
                    <time dateTime={entry.at}>{dateTime(entry.at)}</time> · {text.from(entry.clientAddress)}
                  </p>
                </li>
              ))}
            </ol>
          )}
          {pages > 1 && (
            <nav aria-label={text.page(data.page, pages)} className="flex items-center justify-between gap-2">
              {data.page > 1 ? (
                <Link to={pageLink(data.page - 1)} className={button}>
                  <Icon name="chevron-left" className="size-4" />
                  {text.previous}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600">{text.page(data.page, pages)}</span>
              {data.page < pages ? (
                <Link to={pageLink(data.page + 1)} className={button}>
                  {text.next}
                  <Icon name="chevron-right" className="size-4" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** "Applications: Kamla D.", the name a link to every entry about the same record. */
function AuditTarget({ entry }: { entry: AuditPageView["items"][number] }) {
  const { kind, name, href } = auditTargetWords(entry);
  return (
    <p className="break-words text-slate-600">
      {kind}
      {name && ": "}
      {name && href ? (
        <Link to={href} aria-label={text.everyEntryAbout(name)} className="font-semibold text-slate-900 underline">
          {name}
        </Link>
      ) : (
        name && <span className="font-semibold text-slate-900">{name}</span>
      )}
    </p>
  );
}
