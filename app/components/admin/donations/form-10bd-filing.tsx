/**
 * Form 10BD after filing (issue 47): the portal's acknowledgement number and the day
 * filed, recorded (and corrected) by those who may write; then each donor of the year's
 * file with their masked PAN, total and e-mail, and their Form 10BE: not uploaded,
 * uploaded, or e-mailed on a day. Uploading a donor's PDF stores it privately and
 * e-mails it to them; the screen's data is read again after each write.
 */
import { type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { formatLongDate } from "#common/calendar-date";
import type { Form10bdView, Form10beDonorView } from "#common/schemas/form-10bd-views";
import { adminWrite } from "~/components/admin/shared/admin-write";
import { TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { donationsText } from "~/content/admin/donations";
import { downloadWithAuth } from "~/lib/admin/authorized-download";
import { apiRequest } from "~/lib/api-client";
import { useSiteTime } from "~/lib/site-time";
import { actionButton, rupees } from "./waiting-pledges";

const text = donationsText.form10bd;
const card = "space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";
const small =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500";
/** As the server allows (server/services/donation-filing-service.ts, FORM_10BE_MAX_BYTES). */
const MAX_BYTES = 2 * 1024 * 1024;

export function Form10bdFiling({ year, writer }: { year: Form10bdView; writer: boolean }) {
  const revalidator = useRevalidator();
  const { day } = useSiteTime();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await adminWrite(
      () =>
        apiRequest<{ message?: string }>(`/donations/form-10bd/filing?year=${encodeURIComponent(year.year)}`, {
          method: "PUT",
          body: { acknowledgementNumber: form.get("acknowledgementNumber"), filedOn: form.get("filedOn") },
          timeoutMs: 30_000,
        }),
      { success: (answer) => answer.message, failure: text.recordFailed },
    );
    setBusy(false);
    setErrors(result.ok ? {} : (result.errors ?? {}));
    if (result.ok) void revalidator.revalidate();
  };
  return (
    <section aria-labelledby="filing-heading" className={card}>
      <h3 id="filing-heading" className="text-base font-bold text-slate-900">
        {text.filingHeading}
      </h3>
      {year.filing ? (
        <div data-filing="recorded">
          <p className="flex items-center gap-2 font-semibold text-emerald-800">
            <Icon name="check" className="size-5" />
            {text.filed(formatLongDate(year.filing.filedOn), year.filing.acknowledgementNumber)}
          </p>
          <p className="text-xs text-slate-600">{text.recordedBy(year.filing.recordedBy)}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{text.filingIntro}</p>
      )}
      {writer && (
        <form
          method="post"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
        >
          <TextField
            name="acknowledgementNumber"
            label={text.acknowledgement}
            hint={text.acknowledgementHint}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            defaultValue={year.filing?.acknowledgementNumber ?? ""}
            error={errors.acknowledgementNumber}
          />
          <TextField
            name="filedOn"
            type="date"
            label={text.filedOn}
            required
            max={day(new Date())}
            defaultValue={year.filing?.filedOn ?? ""}
            error={errors.filedOn}
          />
          <button type="submit" className={`${actionButton} sm:mt-7`} disabled={busy}>
            {busy ? text.recording : year.filing ? text.correct : text.record}
          </button>
        </form>
      )}
    </section>
  );
}

export function Form10beDonors({ year, writer }: { year: Form10bdView; writer: boolean }) {
  return (
    <section aria-labelledby="certificates-heading" className={card}>
      <h3 id="certificates-heading" className="text-base font-bold text-slate-900">
        {text.certificatesHeading}
      </h3>
      <p className="text-sm text-slate-700">{year.filing ? text.certificatesIntro : text.fileFirst}</p>
      {year.donors.length === 0 ? (
        <p className="text-sm text-slate-600">{text.noDonors}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={text.certificatesHeading}>
          {year.donors.map((donor) => (
            <DonorRow key={donor.donorId} donor={donor} year={year.year} canUpload={writer && year.filing !== null} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DonorRow({ donor, year, canUpload }: { donor: Form10beDonorView; year: string; canUpload: boolean }) {
  const revalidator = useRevalidator();
  const { date } = useSiteTime();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { certificate } = donor;
  const state = !certificate
    ? text.notUploaded
    : certificate.emailedAt
      ? text.emailed(date(certificate.emailedAt))
      : donor.email
        ? text.uploaded
        : text.noEmail;
  const upload = async (file: File) => {
    // Said before sending: the server refuses the same (415, 413) and stores nothing.
    if (file.size > MAX_BYTES) return setError(text.tooLarge(file.name));
    if (file.type && file.type !== "application/pdf") return setError(text.notPdf(file.name));
    setError(undefined);
    setBusy(true);
    const body = new FormData();
    body.append("file", file);
    const result = await adminWrite(
      () =>
        apiRequest<{ message?: string }>(
          `/donations/form-10bd/donors/${encodeURIComponent(donor.donorId)}/10be?year=${encodeURIComponent(year)}`,
          { method: "POST", body, timeoutMs: 120_000 },
        ),
      { success: (answer) => answer.message, failure: text.uploadFailed },
    );
    setBusy(false);
    if (input.current) input.current.value = "";
    if (!result.ok) return setError(result.errors?.file ?? result.message);
    void revalidator.revalidate();
  };
  const view = () =>
    certificate &&
    downloadWithAuth(
      `/donations/form-10bd/10be/${encodeURIComponent(certificate.id)}/pdf`,
      `form-10be-${year}.pdf`,
    ).catch((failure: unknown) =>
      setError(text.downloadFailed(failure instanceof Error ? failure.message : String(failure))),
    );
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4" data-donor={donor.name}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900">{donor.name}</p>
        <p className="text-xs text-slate-600">
          PAN {donor.pan} · {rupees(donor.paise)} · {donor.email || text.noEmail}
        </p>
        <p className="mt-0.5 text-sm text-slate-800" data-certificate>
          {text.donorColumns.certificate}: {state}
        </p>
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {certificate && (
          <button type="button" className={small} aria-label={text.viewLabel(donor.name)} onClick={() => void view()}>
            <Icon name="download" className="size-4" />
            {text.view}
          </button>
        )}
        {canUpload && (
          <label className={small}>
            <Icon name="upload" className="size-4" />
            {busy ? text.uploading : certificate ? text.replace : text.upload}
            <input
              ref={input}
              type="file"
              accept="application/pdf,.pdf"
              className="sr-only"
              aria-label={text.uploadLabel(donor.name)}
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
          </label>
        )}
      </div>
    </li>
  );
}
