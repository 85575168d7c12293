/**
 * The financial year's receipts (issue 47): a year picker (the current Indian financial
 * year first), then each receipt's number, donor, amount, day received and state, its
 * PDF to download, and Cancel with a reason asked in a dialog. A cancelled receipt stays,
 * marked cancelled with its reason: receipts are never deleted nor renumbered.
 */
import clsx from "clsx";
import { useState } from "react";
import { Form } from "react-router";
import type { ReceiptView } from "#common/schemas/donation-views";
import { notify } from "~/components/admin/shared/admin-notify";
import { AdminTable } from "~/components/admin/shared/admin-table-parts";
import { useRouteWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { SelectField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { donationsText } from "~/content/admin/donations";
import { downloadWithAuth } from "~/lib/admin/authorized-download";
import { formatDisplayDate } from "~/lib/format-date";
import { FormDialog } from "./donation-screens";
import type { DonationIntent } from "./donation-writes";
import { rupees } from "./waiting-pledges";

const text = donationsText.receipts;
const small =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50";

/** The year picker: a GET form, so the year is in the address (`?year=2026-27`). */
export function YearPicker({ year, years }: { year: string; years: readonly string[] }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      <SelectField
        name="year"
        label={text.year}
        required
        options={years.map((value) => ({ value, label: value }))}
        defaultValue={year}
        key={year}
        className="w-40"
      />
      <button type="submit" className={small}>
        {text.show}
      </button>
    </Form>
  );
}

export function ReceiptsList({
  receipts,
  year,
  writer,
}: {
  receipts: readonly ReceiptView[];
  year: string;
  writer: boolean;
}) {
  const [cancelling, setCancelling] = useState<ReceiptView | null>(null);
  // Its answer is said by the write's notice; the list reloads with the new "e-mailed on".
  const send = useRouteWrite<DonationIntent, WriteResult>(() => {});
  if (receipts.length === 0) return <EmptyState icon="file-text" title={text.empty(year)} />;
  /** The receipt's PDF, or the year's statement of its donor's gifts. */
  const download = async (receipt: ReceiptView, what: "pdf" | "statement") => {
    const name = what === "pdf" ? `${receipt.number}.pdf` : `statement-${year}.pdf`;
    try {
      await downloadWithAuth(`/donations/receipts/${encodeURIComponent(receipt.id)}/${what}`, name);
    } catch (error) {
      notify(text.downloadFailed(error instanceof Error ? error.message : String(error)), "error");
    }
  };
  return (
    <>
      <p className="text-sm font-semibold text-slate-700">{text.count(receipts.length, year)}</p>
      <AdminTable
        columns={Object.values(text.columns).map((label) => ({
          label,
          align: label === text.columns.amount || label === text.columns.actions ? ("right" as const) : undefined,
        }))}
      >
        {receipts.map((receipt) => (
          <tr
            key={receipt.id}
            data-receipt={receipt.number}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-4 md:table-row md:p-0"
          >
            <td className="font-mono text-sm font-semibold whitespace-nowrap text-slate-900 md:px-5 md:py-4">
              {receipt.number}
            </td>
            <td className="col-start-1 min-w-0 md:px-4 md:py-4">
              <p className="font-semibold break-words text-slate-900">{receipt.donorName}</p>
              {receipt.pan && <p className="text-xs whitespace-nowrap text-slate-600">PAN {receipt.pan}</p>}
            </td>
            <td className="col-start-2 row-start-1 text-right font-semibold text-slate-900 tabular-nums md:px-4 md:py-4">
              {rupees(receipt.paise)}
            </td>
            <td className="col-span-2 text-slate-700 md:px-4 md:py-4 md:whitespace-nowrap">
              <span className="md:hidden">{text.columns.day}: </span>
              <time dateTime={receipt.receivedOn}>{formatDisplayDate(receipt.receivedOn)}</time> ·{" "}
              {donationsText.modes[receipt.mode as keyof typeof donationsText.modes] ?? receipt.mode}
            </td>
            <td className="col-span-2 md:px-4 md:py-4">
              <div className="flex flex-wrap gap-1.5">
                <span
                  data-state
                  className={clsx(
                    "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
                    receipt.cancelled
                      ? "bg-red-50 text-red-800 ring-red-200"
                      : "bg-emerald-50 text-emerald-800 ring-emerald-200",
                  )}
                >
                  {receipt.cancelled ? text.cancelled : text.issued}
                </span>
                {!receipt.deductible && (
                  <span className="rounded-full bg-saffron-50 px-2.5 py-0.5 text-xs font-semibold text-saffron-800 ring-1 ring-saffron-200">
                    {text.notDeductible}
                  </span>
                )}
              </div>
              {receipt.cancelled?.reason && (
                <p className="mt-1 text-xs break-words text-slate-700">
                  {text.cancelledBecause(receipt.cancelled.reason)}
                </p>
              )}
              {!receipt.cancelled && (
                <p className="mt-1 text-xs text-slate-700" data-emailed={receipt.emailedAt ? "yes" : "no"}>
                  {receipt.emailedAt
                    ? text.emailed(formatDisplayDate(receipt.emailedAt))
                    : receipt.email
                      ? text.notEmailed
                      : text.noEmail}
                </p>
              )}
            </td>
            <td className="col-span-2 mt-2 md:mt-0 md:px-4 md:py-4">
              <div className="flex flex-wrap gap-2 md:justify-end">
                <button
                  type="button"
                  className={small}
                  aria-label={text.downloadLabel(receipt.number)}
                  onClick={() => void download(receipt, "pdf")}
                >
                  <Icon name="download" className="size-4" />
                  {text.download}
                </button>
                <button
                  type="button"
                  className={small}
                  aria-label={text.statementLabel(receipt.donorName, year)}
                  onClick={() => void download(receipt, "statement")}
                >
                  <Icon name="file-text" className="size-4" />
                  {text.statement}
                </button>
                {writer && !receipt.cancelled && receipt.email && (
                  <button
                    type="button"
                    className={small}
                    aria-label={text.sendAgainLabel(receipt.number)}
                    disabled={send.busy}
                    onClick={() => send.send({ intent: "send", receiptId: receipt.id })}
                  >
                    <Icon name="mail" className="size-4" />
                    {text.sendAgain}
                  </button>
                )}
                {writer && !receipt.cancelled && (
                  <button
                    type="button"
                    className={clsx(small, "text-red-700 hover:bg-red-50")}
                    aria-label={text.cancelLabel(receipt.number)}
                    onClick={() => setCancelling(receipt)}
                  >
                    <Icon name="circle-x" className="size-4" />
                    {text.cancel}
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      {cancelling && <CancelDialog key={cancelling.id} receipt={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}

/** Cancel a receipt: the reason is required, and said beside its field when missing. */
function CancelDialog({ receipt, onClose }: { receipt: ReceiptView; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const write = useRouteWrite<DonationIntent, WriteResult>((result) => {
    if (result.ok) onClose();
    else setError(result.errors?.reason ?? result.message);
  });
  return (
    <FormDialog
      id={`cancel-${receipt.id}`}
      title={text.cancelTitle(receipt.number)}
      description={text.cancelIntro}
      cancelLabel={text.keep}
      submitLabel={text.confirmCancel}
      busy={write.busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setError(text.reasonRequired);
        write.send({ intent: "cancel", receiptId: receipt.id, reason: reason.trim() });
      }}
    >
      <TextField
        name="reason"
        label={text.reason}
        hint={text.reasonHint}
        required
        maxLength={300}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
    </FormDialog>
  );
}
