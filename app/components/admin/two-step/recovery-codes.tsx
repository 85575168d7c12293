/**
 * The recovery codes, shown once (after turning two-step sign-in on, or asking for new
 * ones): in two columns a person can copy onto paper, with Copy and a text file to
 * download, and a button that says they were saved.
 */
import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { twoStepText } from "~/content/admin/two-step";

const text = twoStepText.codes;
const secondaryButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50";

export function RecoveryCodes({
  codes,
  account,
  site,
  onDone,
}: {
  codes: readonly string[];
  /** Whose codes, and where, written at the top of the downloaded file. */
  account: string;
  site: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const fileText = `${text.fileHeading(site, account)}\n\n${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([fileText], { type: "text/plain" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: text.fileName });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-4">
      <h2 id="recovery-codes-heading" className="text-lg font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="text-sm text-slate-600">{text.intro}</p>
      <ol
        data-recovery-codes
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-base text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={download}>
          <Icon name="download" className="size-4" />
          {text.download}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true))}
        >
          <Icon name={copied ? "check" : "copy"} className="size-4" />
          {copied ? text.copied : text.copy}
        </button>
      </div>
      <button
        type="button"
        onClick={onDone}
        className="min-h-11 w-full rounded-lg bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800"
      >
        {text.done}
      </button>
    </section>
  );
}
