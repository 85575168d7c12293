/**
 * What a visitor sees after sending a form (issue 23): a lasting confirmation in
 * place of the form, saying what happens next, scrolled into view and focused, so
 * a visitor who looked away (or whose phone scrolled) never meets an empty form and
 * wonders whether it went. "Send another" brings the empty form back.
 */
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";

export function SentConfirmation({
  heading,
  next,
  againLabel,
  onAgain,
}: {
  /** The specified success words ("Form submitted successfully!"), in the page's language. */
  heading: string;
  /** What happens now, and when to expect an answer. */
  next: string;
  againLabel: string;
  onAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = headingRef.current;
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
    element?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      role="status"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950 shadow-sm sm:p-8"
    >
      <Icon name="circle-check" className="size-10 text-emerald-700" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-xl font-bold focus:outline-none sm:text-2xl">
        {heading}
      </h2>
      <p className="mt-2 text-base leading-relaxed">{next}</p>
      <button
        type="button"
        onClick={onAgain}
        className="mt-5 inline-flex min-h-11 items-center rounded-full border border-emerald-700 bg-white px-5 text-sm font-semibold text-emerald-800 hover:bg-emerald-100"
      >
        {againLabel}
      </button>
    </section>
  );
}

/**
 * When a form shows its confirmation instead of itself: after a send in the
 * background (`markSent`), or when the page came back from an accepted plain POST
 * (`isShown(true)`), until the visitor asks for the form again.
 */
export function useSentConfirmation() {
  const [sentNow, setSentNow] = useState(false);
  const [formAgain, setFormAgain] = useState(false);
  return {
    markSent: () => setSentNow(true),
    isShown: (sentByPlainPost: boolean) => sentNow || (sentByPlainPost && !formAgain),
    showFormAgain: () => {
      setSentNow(false);
      setFormAgain(true);
    },
  };
}
