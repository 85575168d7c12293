/**
 * What every form that confirms a gift asks (issue 47): the amount in rupees, the day
 * it came, how it was paid and that payment's reference (the UPI reference, a cheque's
 * or a transfer's number, or what was given in kind), with the warning that cash above
 * ₹2,000 is not deductible shown before saving. `useGiftForm` keeps the draft and the
 * errors (the server's beside their fields) and sends it to the route's action.
 */
import type { FormEvent } from "react";
import { useState } from "react";
import { CASH_LIMIT, isCashAboveLimit, PAYMENT_MODES, type PaymentMode } from "#common/donations/payment-mode";
import { rupeesToPaise } from "#common/donations/pledge-schema";
import { useRouteWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { SelectField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { donationsText as text } from "~/content/admin/donations";
import type { DonationIntent, GiftBody } from "./donation-writes";

export interface GiftDraft {
  amount: string;
  receivedOn: string;
  mode: PaymentMode;
  utr: string;
  reference: string;
  kindDescription: string;
}

export const blankGift = (today: string, paise?: number | null, utr?: string | null): GiftDraft => ({
  amount: paise ? String(paise / 100) : "",
  receivedOn: today,
  mode: "upi",
  utr: utr ?? "",
  reference: "",
  kindDescription: "",
});

const modeOptions = Object.entries(text.modes).map(([value, label]) => ({ value, label }));

/** The gift's own fields of the body of POST /donations: only those its mode has. */
export function giftBody(draft: GiftDraft, paise: number): GiftBody {
  const typed = (value: string) => value.trim() || undefined;
  return {
    paise,
    receivedOn: draft.receivedOn,
    mode: draft.mode,
    utr: draft.mode === "upi" ? typed(draft.utr.replace(/\s/g, "")) : undefined,
    reference: PAYMENT_MODES[draft.mode].reference && draft.mode !== "upi" ? typed(draft.reference) : undefined,
    kindDescription: draft.mode === "kind" ? typed(draft.kindDescription) : undefined,
  };
}

/** The server names the amount `paise`; the form's field is `amount`. */
const formErrors = (errors: Record<string, string> = {}) => {
  const { paise, ...rest } = errors;
  return paise ? { amount: paise, ...rest } : rest;
};

export function useGiftForm<D extends GiftDraft>(blank: () => D, onSaved: () => void) {
  const [draft, setDraft] = useState<D>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useRouteWrite<DonationIntent, WriteResult>((result) => {
    if (!result.ok) return setErrors(formErrors(result.errors));
    setDraft(blank());
    setErrors({});
    onSaved();
  });
  const set = (field: keyof D) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };
  /** The form's onSubmit: an amount that is none is said at once, else `toGift` is sent. */
  const submit = (toGift: (draft: D, paise: number) => GiftBody) => (event: FormEvent) => {
    event.preventDefault();
    const paise = rupeesToPaise(draft.amount);
    if (!paise) return setErrors((current) => ({ ...current, amount: text.amountInvalid }));
    write.send({ intent: "confirm", gift: toGift(draft, paise) });
  };
  return { draft, errors, set, submit, busy: write.busy, reset: () => setDraft(blank()) };
}

export function GiftFields({
  draft,
  errors,
  set,
  today,
}: {
  draft: GiftDraft;
  errors: Record<string, string>;
  set: (field: keyof GiftDraft) => (event: { target: { value: string } }) => void;
  today: string;
}) {
  const paise = rupeesToPaise(draft.amount) ?? 0;
  const reference = PAYMENT_MODES[draft.mode].reference;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="amount"
          label={text.amount}
          hint={text.amountHint}
          required
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          onChange={set("amount")}
          error={errors.amount}
        />
        <TextField
          name="receivedOn"
          type="date"
          label={text.receivedOn}
          required
          max={today}
          value={draft.receivedOn}
          onChange={set("receivedOn")}
          error={errors.receivedOn}
        />
        <SelectField
          name="mode"
          label={text.mode}
          required
          options={modeOptions}
          value={draft.mode}
          onChange={set("mode")}
          error={errors.mode}
        />
        {draft.mode === "upi" && (
          <TextField
            name="utr"
            label={text.utr}
            hint={text.utrHint}
            inputMode="numeric"
            autoComplete="off"
            value={draft.utr}
            onChange={set("utr")}
            error={errors.utr}
          />
        )}
        {reference && draft.mode !== "upi" && (
          <TextField
            name="reference"
            label={text.record.reference}
            hint={text.record.referenceHint}
            autoComplete="off"
            value={draft.reference}
            onChange={set("reference")}
            error={errors.reference}
          />
        )}
        {draft.mode === "kind" && (
          <TextField
            name="kindDescription"
            label={text.record.kindDescription}
            hint={text.record.kindDescriptionHint}
            required
            value={draft.kindDescription}
            onChange={set("kindDescription")}
            error={errors.kindDescription}
          />
        )}
      </div>
      {isCashAboveLimit({ mode: draft.mode, paise }) && (
        <p
          role="status"
          data-not-deductible
          className="flex gap-2 rounded-xl border border-saffron-300 bg-saffron-50 p-3 text-sm font-semibold text-saffron-900"
        >
          <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          {text.record.cashNotDeductible(CASH_LIMIT)}
        </p>
      )}
    </>
  );
}
