/**
 * A bank or UPI statement's import (issue 47): its CSV chosen and sent whole (the
 * server refuses an unknown layout or a bad row by name, and imports nothing then),
 * then the open lines: each match the server proposes with its Confirm, and each
 * credit with no match, to be matched to a request by hand or set aside as no donation.
 */
import { type FormEvent, useId, useState } from "react";
import type { ProposalView, WaitingPledgeView } from "#common/schemas/donation-views";
import { useRouteAction, useRouteWrite, type WriteResult } from "~/components/admin/shared/admin-write";
import { SelectField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { donationsText } from "~/content/admin/donations";
import { formatDisplayDate } from "~/lib/format-date";
import type { DonationIntent } from "./donation-writes";
import { actionButton, rupees } from "./waiting-pledges";

const text = donationsText.statement;
/** What POST /donations/statements takes (its schema's limit). */
const MAX_BYTES = 900_000;
const secondary =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60";

function fileProblem(file: File): string | undefined {
  const csv = file.name.toLowerCase().endsWith(".csv") || file.type === "text/csv";
  if (!csv) return text.notCsv(file.name);
  if (file.size > MAX_BYTES) return text.tooLarge(file.name);
  return undefined;
}

export function StatementImport() {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string>();
  const write = useRouteWrite<DonationIntent, WriteResult>((result) => {
    if (!result.ok) return setError(result.errors?.file ?? result.errors?.text ?? result.message);
    setFile(null);
    setFileKey((key) => key + 1);
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? fileProblem(file) : text.fileRequired;
    if (problem || !file) return setError(problem);
    write.send({ intent: "import", fileName: file.name, text: await file.text() });
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          {text.heading}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      </div>
      <TextField
        key={fileKey}
        name="statement"
        type="file"
        accept=".csv,text/csv"
        label={text.file}
        hint={text.fileHint}
        required
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          setError(chosen ? fileProblem(chosen) : undefined);
        }}
        error={error}
      />
      <button type="submit" disabled={write.busy} className={actionButton}>
        <Icon
          name={write.busy ? "loader-circle" : "upload"}
          className={write.busy ? "size-4 animate-spin" : "size-4"}
        />
        {write.busy ? text.importing : text.upload}
      </button>
    </form>
  );
}

/** The open lines of the imported statements: proposed matches first, then the credits with none. */
export function StatementLines({
  lines,
  pledges,
  writer,
}: {
  lines: readonly ProposalView[];
  pledges: readonly WaitingPledgeView[];
  writer: boolean;
}) {
  const byId = new Map(pledges.map((pledge) => [pledge.id, pledge]));
  const proposed = lines.filter((line) => line.pledgeId && byId.has(line.pledgeId));
  const unmatched = lines.filter((line) => !line.pledgeId || !byId.has(line.pledgeId));
  if (lines.length === 0) return <p className="text-sm text-slate-600">{text.none}</p>;
  const group = (kind: "proposals" | "unmatched", shown: readonly ProposalView[]) =>
    shown.length > 0 && (
      <section aria-labelledby={`${kind}-heading`} className="space-y-3">
        <h3 id={`${kind}-heading`} className="text-base font-bold text-slate-900">
          {text[`${kind}Heading`]}
        </h3>
        <p className="text-sm text-slate-600">{text[`${kind}Intro`]}</p>
        <ul className="space-y-3">
          {shown.map((line) => (
            <StatementLine
              key={line.creditId}
              line={line}
              pledge={kind === "proposals" ? byId.get(line.pledgeId ?? "") : undefined}
              pledges={pledges}
              writer={writer}
            />
          ))}
        </ul>
      </section>
    );
  return (
    <div className="space-y-6">
      {group("proposals", proposed)}
      {group("unmatched", unmatched)}
    </div>
  );
}

/** One credit: its day, amount, narration and line of the file; a proposal's request, or the choice of one. */
function StatementLine({
  line,
  pledge,
  pledges = [],
  writer,
}: {
  line: ProposalView;
  pledge?: WaitingPledgeView | undefined;
  pledges?: readonly WaitingPledgeView[];
  writer: boolean;
}) {
  const confirm = useConfirm();
  const act = useRouteAction<Record<string, string>>();
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string>();
  const write = useRouteWrite<DonationIntent, WriteResult>((result) => {
    if (!result.ok) setError(result.message);
  });
  const day = formatDisplayDate(line.receivedOn);
  const amount = rupees(line.paise);
  const issue = async (target: WaitingPledgeView) => {
    const sure = await confirm({
      title: text.confirmTitle,
      message: text.confirmMessage(target.nameOnPan, amount, day),
      confirmLabel: text.confirm,
    });
    if (!sure) return;
    write.send({
      intent: "confirm",
      gift: {
        pledgeId: target.id,
        creditId: line.creditId,
        paise: line.paise,
        receivedOn: line.receivedOn,
        mode: line.utrs.length > 0 ? "upi" : "bankTransfer",
      },
    });
  };
  const setAside = async () => {
    const sure = await confirm({
      title: text.setAsideTitle,
      message: text.setAsideMessage(amount, day),
      confirmLabel: text.setAside,
      tone: "danger",
    });
    if (sure) act({ intent: "setAside", creditId: line.creditId });
  };
  const candidates = [...pledges].sort(
    (a, b) => Number(line.candidates.includes(b.id)) - Number(line.candidates.includes(a.id)),
  );
  return (
    <li
      data-credit={line.creditId}
      aria-label={`${amount}, ${day}`}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {amount} · <time dateTime={line.receivedOn}>{day}</time>
          </p>
          <p className="text-sm break-all text-slate-700">{line.narration}</p>
          <p className="text-xs text-slate-500">{text.line(line.fileName, line.row)}</p>
        </div>
        {line.by && pledge && (
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
            {text.matchedBy(line.by)}
          </span>
        )}
      </div>
      {pledge && (
        <p className="text-sm font-semibold text-slate-900">{text.forRequest(pledge.code, pledge.nameOnPan)}</p>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {writer && (
        <div className="flex flex-wrap items-end gap-2">
          {pledge ? (
            <button
              type="button"
              disabled={write.busy}
              className={actionButton}
              aria-label={text.confirmLabel(pledge.code)}
              onClick={() => void issue(pledge)}
            >
              <Icon name="check" className="size-4" />
              {text.confirm}
            </button>
          ) : candidates.length > 0 ? (
            <>
              <SelectField
                name={`match-${line.creditId}`}
                label={text.matchTo}
                placeholder={text.matchPlaceholder}
                options={candidates.map((p) => ({
                  value: p.id,
                  label: `${p.code} · ${p.nameOnPan}${p.paise ? ` · ${rupees(p.paise)}` : ""}`,
                }))}
                value={chosen}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setError(undefined);
                }}
                className="w-full sm:w-auto sm:max-w-md sm:min-w-64 sm:flex-1"
              />
              <button
                type="button"
                disabled={write.busy}
                className={actionButton}
                onClick={() => {
                  const target = pledges.find((p) => p.id === chosen);
                  if (target) void issue(target);
                  else setError(text.matchRequired);
                }}
              >
                {text.match}
              </button>
            </>
          ) : (
            <p className="text-sm text-slate-600">{text.noRequests}</p>
          )}
          <button type="button" className={secondary} onClick={() => void setAside()}>
            {text.setAside}
          </button>
        </div>
      )}
    </li>
  );
}
