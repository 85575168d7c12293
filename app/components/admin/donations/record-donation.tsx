/**
 * "Record a donation" (issue 47): a gift that came without a receipt request (a cheque,
 * a bank transfer, cash, UPI, or in kind), with the donor's name as on PAN, PAN, e-mail
 * and address; saving issues its receipt. Cash above ₹2,000 is said to be not deductible
 * before saving; the server's refusals (a PAN that is none, a day ahead, a UPI reference
 * recorded before) are shown beside their fields.
 */
import { useNavigate } from "react-router";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { donationsText } from "~/content/admin/donations";
import { useSiteTime } from "~/lib/site-time";
import { blankGift, GiftFields, giftBody, useGiftForm } from "./gift-form";

const text = donationsText.record;

export function RecordDonation() {
  const { day } = useSiteTime();
  const navigate = useNavigate();
  const today = day(new Date());
  const form = useGiftForm(
    () => ({ ...blankGift(today), mode: "cheque" as const, donorName: "", pan: "", email: "", address: "" }),
    () => navigate("/admin/donations/receipts"),
  );
  const { draft, errors, set } = form;
  const typed = (value: string) => value.trim() || undefined;
  return (
    <section aria-labelledby="record-heading" className="space-y-6">
      <ScreenHeading id="record-heading" title={text.heading} intro={text.intro} />
      <form
        method="post"
        noValidate
        aria-labelledby="record-heading"
        onSubmit={form.submit((gift, paise) => ({
          ...giftBody(gift, paise),
          donorName: typed(gift.donorName),
          pan: typed(gift.pan),
          email: typed(gift.email),
          address: typed(gift.address),
        }))}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="donorName"
            label={text.donorName}
            required
            autoComplete="off"
            value={draft.donorName}
            onChange={set("donorName")}
            error={errors.donorName}
          />
          <TextField
            name="pan"
            label={text.pan}
            hint={text.panHint}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={draft.pan}
            onChange={set("pan")}
            error={errors.pan}
          />
          <TextField
            name="email"
            type="email"
            label={text.email}
            hint={text.emailHint}
            autoCapitalize="none"
            spellCheck={false}
            value={draft.email}
            onChange={set("email")}
            error={errors.email}
          />
          <TextAreaField
            name="address"
            label={text.address}
            hint={text.addressHint}
            rows={2}
            value={draft.address}
            onChange={set("address")}
            error={errors.address}
          />
        </div>
        <GiftFields draft={draft} errors={errors} set={set} today={today} />
        <button
          type="submit"
          disabled={form.busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          <Icon
            name={form.busy ? "loader-circle" : "file-text"}
            className={form.busy ? "size-4 animate-spin" : "size-4"}
          />
          {form.busy ? donationsText.saving : text.submit}
        </button>
      </form>
    </section>
  );
}
