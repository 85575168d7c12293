import clsx from "clsx";
import { useRef, useState } from "react";
import { fill } from "#common/fill";
import type { DonationAmount, DonationWords } from "~/blocks/donation/type";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { Link } from "~/components/ui/site-link";
import type { QrPath } from "~/lib/qr-svg.server";

type CardWords = DonationWords["card"];

/**
 * "Need an 80G receipt?" (issue 47). Not in content/paths.ts, which every page's code holds:
 * only Home links to it (the staff's links name it in Navigation).
 */
const RECEIPT_REQUEST_PATH = "/donate/receipt";

/** A suggested amount with its UPI link and the QR code of that link (null: the UPI ID is shown instead). */
export interface DonationOption extends DonationAmount {
  upiLink: string;
  qr: QrPath | null;
}

function QrImage({ option, upiId, text }: { option: DonationOption; upiId: string; text: CardWords }) {
  const label = fill(text.qrLabel, { amount: option.amount === null ? text.qrAnyAmount : option.label, upiId });
  if (!option.qr) {
    return (
      <div
        data-testid="upi-qr-placeholder"
        className="flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-50 p-6 text-center"
      >
        <Icon name="qr-code" className="size-12 text-slate-400" />
        <p className="text-sm text-slate-600">{text.placeholder}</p>
        <p className="font-mono text-base font-bold break-all text-slate-900">{upiId}</p>
      </div>
    );
  }
  const { size, path } = option.qr;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="upi-qr"
      data-amount={option.id}
      viewBox={`-3 -3 ${size + 6} ${size + 6}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full"
    >
      <rect x={-3} y={-3} width={size + 6} height={size + 6} fill="#ffffff" />
      <path d={path} fill="#062622" />
    </svg>
  );
}

/**
 * The UPI ID and a button that copies it: a phone donor pastes it into her UPI app.
 * Where the browser cannot copy, the ID is selected and she is told to copy it herself.
 * The button shows once the page can act on it (its place is kept before: nothing moves).
 */
function UpiIdCopy({ upiId, text, className }: { upiId: string; text: CardWords; className?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const idRef = useRef<HTMLSpanElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(upiId);
      setCopied(true);
    } catch {
      // No clipboard (an http:// address, a refused permission): select it for her.
      if (idRef.current) window.getSelection()?.selectAllChildren(idRef.current);
      setCopied(false);
    }
  };
  return (
    <div className={className}>
      <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm">
        <span className="font-semibold text-slate-700">{text.upiIdLabel}: </span>
        <span ref={idRef} className="font-mono font-bold break-all text-brand-900">
          {upiId}
        </span>
      </p>
      <button
        type="button"
        onClick={copy}
        className="mt-2 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border-2 border-brand-700 px-6 py-2 text-sm font-bold text-brand-800 hover:bg-brand-50 [html:not([data-hydrated])_&]:invisible"
      >
        {copied ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
        {text.copyUpiId}
      </button>
      <p role="status" className="text-sm font-semibold text-brand-800">
        {copied !== null && <span className="mt-2 block">{copied ? text.upiIdCopied : text.copyFailed}</span>}
      </p>
    </div>
  );
}

/**
 * Suggested amounts (spec 9) and the UPI QR code for the chosen one, drawn on the
 * server. On phones the card leads with what works on the phone itself (the
 * upi:// link to her UPI app, and Copy UPI ID), and the QR code follows, smaller,
 * for paying from another device; wide screens show the QR code first.
 */
export function DonationSection({
  words,
  options,
  upiId,
}: {
  words: DonationWords;
  options: readonly DonationOption[];
  upiId: string;
}) {
  const text = words.card;
  const [selectedId, setSelectedId] = useState(options[0]?.id ?? "");
  const selected = options.find((o) => o.id === selectedId) ?? options[0];
  if (!selected) return null;
  return (
    <Section id="donate" tone={words.tone} eyebrow={words.eyebrow} heading={words.heading} intro={words.intro}>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem] lg:gap-12">
        <fieldset>
          <legend className="text-lg font-bold text-slate-900">{words.amountsLegend}</legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {options.map((option) => {
              const checked = option.id === selected.id;
              return (
                <label
                  key={option.id}
                  className={clsx(
                    "relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-5 shadow-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron-500",
                    checked ? "border-brand-600 ring-4 ring-brand-100" : "border-slate-200 hover:border-brand-300",
                  )}
                >
                  <input
                    type="radio"
                    name="donation-amount"
                    value={option.id}
                    checked={checked}
                    onChange={() => setSelectedId(option.id)}
                    className="sr-only"
                  />
                  <span className="text-2xl font-extrabold text-slate-900">{option.label}</span>
                  <span className="mt-1 text-sm text-slate-600">{option.impact}</span>
                  <span
                    aria-hidden="true"
                    className={clsx(
                      "absolute top-5 right-5 size-5 rounded-full border-2",
                      checked ? "border-brand-600 bg-brand-600 shadow-[inset_0_0_0_3px_white]" : "border-slate-300",
                    )}
                  />
                </label>
              );
            })}
          </div>
          {/* The staff's line under the amounts leads to "Need an 80G receipt?" (issue 47). */}
          <p className="mt-6 text-sm">
            <Link
              to={RECEIPT_REQUEST_PATH}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              <Icon name="file-text" className="size-4 shrink-0" />
              {words.receipt}
            </Link>
          </p>
        </fieldset>

        <div className="mx-auto flex w-full max-w-sm flex-col rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-lg">
          <h3 className="text-lg font-bold text-slate-900">
            <span className="lg:hidden">{text.phoneHeading}</span>
            <span className="hidden lg:inline">{text.scanHeading}</span>
          </h3>
          <p className="mt-1 text-2xl font-extrabold text-brand-700" aria-live="polite">
            {selected.label}
          </p>
          <a
            href={selected.upiLink}
            data-testid="upi-pay-link"
            className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-saffron-400 px-6 py-2.5 text-sm font-bold text-slate-950 hover:bg-saffron-300 lg:hidden"
          >
            <Icon name="smartphone" className="size-4" />
            {text.payWithApp}
          </a>
          {/* On wide screens after the QR code. */}
          <UpiIdCopy upiId={upiId} text={text} className="mt-3 lg:order-last" />
          <p className="mt-6 text-sm font-bold text-slate-700 lg:hidden">{text.otherDevice}</p>
          <div className="mx-auto mt-2 w-full max-w-40 lg:mt-4 lg:max-w-64">
            <QrImage option={selected} upiId={upiId} text={text} />
          </div>
          <p className="mt-3 text-sm text-slate-600 lg:mt-4">
            <span className="lg:hidden">{text.otherDeviceHint}</span>
            <span className="hidden lg:inline">{text.scanHint}</span>
          </p>
        </div>
      </div>
    </Section>
  );
}
