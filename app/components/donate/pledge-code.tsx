/**
 * A donor's page (issue 47): their code in large letters, the UPI link that opens their
 * payment app with the code in the note (and its QR code, for paying from another
 * device), and the form to add the 12-digit UPI reference after paying. The form posts
 * to the page itself, so it works before and without JavaScript.
 */
import clsx from "clsx";
import { useActionData } from "react-router";
import { PLEDGE_LIMITS } from "#common/donations/pledge-limits";
import type { FormOutcome } from "#common/form-kit/outcome";
import { donationMessages } from "#common/messages/donations";
import type { ReceiptCodeWords } from "~/blocks/receipt-request/type";
import { FormValues, TextField } from "~/components/form-kit/form-fields";
import { FormStatus, type FormStatusValue } from "~/components/form-kit/form-status";
import { SubmitButton } from "~/components/form-kit/submit-button";
import { buttonClass } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { useTranslated } from "~/i18n/words";
import { useSite } from "~/lib/site";
import { refusalText } from "./outcome-text";

export interface PledgeShown {
  code: string;
  utr: string | null;
  state: "waiting" | "received" | "withdrawn";
}

function UtrForm({ words, utr }: { words: ReceiptCodeWords; utr: string | null }) {
  const messages = useTranslated(donationMessages, "donationMessages");
  // A plain form, as the request's (receipt-request-form.tsx): the page comes back with the outcome.
  const sent = useActionData<FormOutcome>();
  const refused = sent && !sent.ok ? sent : undefined;
  const shown: FormStatusValue = sent
    ? sent.ok
      ? { kind: "success", message: sent.message }
      : { kind: "error", message: refusalText(sent, messages) }
    : null;
  return (
    <FormValues.Provider value={refused?.values ?? (utr ? { utr } : undefined)}>
      <form method="post" noValidate className="mt-5 space-y-4">
        <TextField
          name="utr"
          label={words.utr}
          hint={words.utrHint}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={PLEDGE_LIMITS.utr}
          className="sm:max-w-xs [&_input]:font-mono"
          error={refused?.errors?.utr}
        />
        <FormStatus status={shown} />
        <SubmitButton label={words.utrSubmit} busyLabel={messages.sending} busy={false} />
      </form>
    </FormValues.Provider>
  );
}

export function PledgeCode({
  words,
  pledge,
  upiLink,
  qr,
  emailed,
}: {
  words: ReceiptCodeWords;
  pledge: PledgeShown;
  upiLink: string;
  /** The QR code of `upiLink`, as a picture's address (lib/qr-svg.server.ts). */
  qr: string | null;
  emailed: string;
}) {
  const { upiId } = useSite();
  const received = pledge.state !== "waiting";
  return (
    <Section>
      <div className="mx-auto grid max-w-4xl items-start gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          <div className="rounded-2xl border-2 border-dashed border-brand-600 bg-brand-50 p-5 text-center sm:p-8">
            <p
              data-testid="pledge-code"
              className="font-mono text-3xl font-extrabold tracking-wider break-all text-brand-900 sm:text-4xl"
            >
              {pledge.code}
            </p>
            {!received && upiLink && (
              <a
                href={upiLink}
                data-testid="pledge-pay-link"
                className={clsx(buttonClass.primary, "mt-5 w-full sm:w-auto")}
              >
                <Icon name="smartphone" className="size-4" />
                {words.pay}
              </a>
            )}
          </div>
          <p className="text-slate-700">{emailed}</p>
          {received ? (
            <p className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-900">
              <Icon name="circle-check" className="size-5 shrink-0" />
              {words.received}
            </p>
          ) : (
            <section
              aria-labelledby="utr-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
            >
              <h2 id="utr-heading" className="text-xl font-bold text-slate-900">
                {words.utrHeading}
              </h2>
              <p className="mt-2 text-slate-600">{words.utrIntro}</p>
              <UtrForm words={words} utr={pledge.utr} />
            </section>
          )}
          <p className="text-slate-700">{words.next}</p>
        </div>
        {!received && qr && (
          <div className="mx-auto w-full max-w-64 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm">
            <img
              src={qr}
              alt={`${words.pay}: ${upiId}, ${pledge.code}`}
              data-testid="pledge-qr"
              width={256}
              height={256}
              className="aspect-square w-full"
            />
            <p className="mt-2 font-mono text-sm break-all text-slate-700">{upiId}</p>
          </div>
        )}
      </div>
    </Section>
  );
}
