/**
 * The receipt requests waiting for their money (issue 47): code, donor (PAN masked),
 * amount, UPI reference and day asked, each with "Confirm as received", which asks the
 * amount, the day and how it came, and issues the receipt. A table that is a card per
 * request on a phone.
 */
import { useState } from "react";
import { formatPaise } from "#common/donations/money";
import type { WaitingPledgeView } from "#common/schemas/donation-views";
import { AdminTable } from "~/components/admin/shared/admin-table-parts";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { donationsText } from "~/content/admin/donations";
import { formatDisplayDate } from "~/lib/format-date";
import { useSiteTime } from "~/lib/site-time";
import { FormDialog } from "./donation-screens";
import { blankGift, GiftFields, giftBody, useGiftForm } from "./gift-form";

const text = donationsText.waiting;
export const rupees = (paise: number) => `₹${formatPaise(paise)}`;
export const actionButton =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

export function WaitingPledges({ pledges, writer }: { pledges: readonly WaitingPledgeView[]; writer: boolean }) {
  const [confirming, setConfirming] = useState<WaitingPledgeView | null>(null);
  const columns = Object.values(text.columns)
    .filter((label) => writer || label !== text.columns.actions)
    .map((label) => ({ label, align: label === text.columns.amount ? ("right" as const) : undefined }));
  if (pledges.length === 0) return <EmptyState icon="hand-heart" title={text.empty} text={text.emptyText} />;
  return (
    <>
      <p className="text-sm font-semibold text-slate-700">{text.count(pledges.length)}</p>
      <AdminTable columns={columns}>
        {pledges.map((pledge) => (
          <tr
            key={pledge.id}
            data-pledge={pledge.code}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-4 md:table-row md:p-0"
          >
            <td className="font-mono text-sm font-semibold text-slate-900 md:px-5 md:py-4">{pledge.code}</td>
            <td className="col-start-1 min-w-0 md:px-4 md:py-4">
              <p className="font-semibold break-words text-slate-900">{pledge.nameOnPan}</p>
              <p className="text-xs whitespace-nowrap text-slate-600">{text.pan(pledge.pan)}</p>
              <p className="text-xs break-all text-slate-600">{pledge.email}</p>
            </td>
            <td className="col-start-2 row-start-1 text-right font-semibold text-slate-900 tabular-nums md:px-4 md:py-4">
              {pledge.paise ? (
                rupees(pledge.paise)
              ) : (
                <span className="font-normal text-slate-600">{text.noAmount}</span>
              )}
            </td>
            <td className="col-span-2 text-slate-700 md:px-4 md:py-4">
              <span className="md:hidden">{text.columns.utr}: </span>
              {pledge.utr ? <span className="font-mono">{pledge.utr}</span> : text.noUtr}
            </td>
            <td className="col-span-2 text-slate-700 md:px-4 md:py-4 md:whitespace-nowrap">
              <span className="md:hidden">{text.columns.day}: </span>
              <time dateTime={pledge.day}>{formatDisplayDate(pledge.day)}</time>
            </td>
            {writer && (
              <td className="col-span-2 mt-2 md:mt-0 md:px-4 md:py-4 md:text-right">
                <button
                  type="button"
                  className={actionButton}
                  aria-label={text.confirmLabel(pledge.code, pledge.nameOnPan)}
                  onClick={() => setConfirming(pledge)}
                >
                  {text.confirm}
                </button>
              </td>
            )}
          </tr>
        ))}
      </AdminTable>
      {confirming && (
        <ConfirmPledgeDialog key={confirming.id} pledge={confirming} onClose={() => setConfirming(null)} />
      )}
    </>
  );
}

/** "Confirm as received": the amount (the one the donor gave, if any), the day, how it came. */
function ConfirmPledgeDialog({ pledge, onClose }: { pledge: WaitingPledgeView; onClose: () => void }) {
  const { day } = useSiteTime();
  const today = day(new Date());
  const form = useGiftForm(() => blankGift(today, pledge.paise, pledge.utr), onClose);
  return (
    <FormDialog
      id={`confirm-${pledge.id}`}
      title={text.dialogTitle(pledge.code)}
      description={text.dialogIntro(pledge.nameOnPan)}
      submitLabel={text.submit}
      busy={form.busy}
      onClose={onClose}
      onSubmit={form.submit((draft, paise) => ({ ...giftBody(draft, paise), pledgeId: pledge.id }))}
    >
      <GiftFields draft={form.draft} errors={form.errors} set={form.set} today={today} />
    </FormDialog>
  );
}
