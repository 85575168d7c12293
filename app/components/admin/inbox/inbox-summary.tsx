/**
 * The Inbox on the Overview: unread messages and new applications, each out of
 * its total, with a way into the Inbox tab. The Overview's loader reads the counts.
 */
import { useNavigate } from "react-router";
import type { InboxCounts } from "#common/schemas/inbox";
import { adminTabPath } from "~/components/admin/shared/admin-tabs";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { inboxText } from "~/content/admin/inbox";

const text = inboxText.summary;

function CountCard({
  icon,
  label,
  count,
  onOpen,
}: {
  icon: IconName;
  label: string;
  count: { total: number; unread: number } | undefined;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm hover:border-brand-300 hover:bg-brand-50/40"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-saffron-50 text-saffron-700">
        <Icon name={icon} className="size-6" />
      </span>
      <span>
        <span className="block text-sm font-medium text-slate-600">{label}</span>
        <span className="flex items-baseline gap-2">
          <span className="text-3xl font-bold text-slate-900" data-stat={label}>
            {count ? count.unread : "–"}
          </span>
          {count && <span className="text-sm text-slate-500">{text.ofTotal(count.total)}</span>}
        </span>
      </span>
    </button>
  );
}

/** `counts` is undefined when they could not be read: the cards show "–". */
export function InboxSummary({ counts }: { counts: InboxCounts | undefined }) {
  const navigate = useNavigate();
  const open = () => navigate(adminTabPath("inbox"));
  return (
    <section aria-labelledby="inbox-summary-heading">
      <h2 id="inbox-summary-heading" className="mb-3 text-base font-bold text-slate-900">
        {text.heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountCard icon="inbox" label={text.messages} count={counts?.messages} onOpen={open} />
        <CountCard icon="clipboard-list" label={text.applications} count={counts?.applications} onOpen={open} />
      </div>
    </section>
  );
}
