/**
 * A copy of what the site holds about one person (issue 42: the privacy notice's
 * "you may ask us for a summary of the details we hold about you"): one ZIP file the
 * staff send them, holding a page any browser or phone opens (what they sent, each
 * item with every field in plain words and dates in the site's time) and, beside
 * it in `files/`, the files they uploaded (resumes, files sent with forms) under
 * the names they had. Made on request, never stored.
 */
import { strToU8, type Zippable, zipSync } from "fflate";
import type { ConsentRecord } from "#common/consent-record";
import { formatPaise } from "#common/donations/money";
import { PAYMENT_MODES, type PaymentMode } from "#common/donations/payment-mode";
import { escapeMarkup } from "#common/escape-markup";
import { personalDataMessages } from "#common/messages/personal-data";
import { consentRecordText, fieldLabels as f, labelOf, yesNo } from "#common/messages/visitor-labels";
import type { ApplicationView, ContactMessageView } from "#common/schemas/inbox";
import { formatDate, formatDateTime } from "#common/site-clock";
import { applicationFacts } from "./visitor-mail.ts";

const words = personalDataMessages.copy;

/** A file to put in the copy: where it is stored, and the name it had when it was sent. */
export interface CopiedFile {
  key: string;
  name: string;
}

/** What the copy holds, gathered by the personal data service. */
export interface PersonCopy {
  siteName: string;
  timeZone: string;
  madeAt: Date;
  /** The details the items were found by. */
  foundBy: { email?: string; phone?: string };
  messages: ContactMessageView[];
  applications: (ApplicationView & { resumeFile?: CopiedFile })[];
  subscriptions: {
    email: string;
    confirmed: boolean;
    language: string;
    since: Date;
    confirmedAt: Date | null;
    consentRecord: ConsentRecord | null;
  }[];
  responses: {
    formTitle: string;
    submittedAt: Date;
    consentRecord: ConsentRecord | null;
    answers: { question: string; answer: string }[];
    files: CopiedFile[];
  }[];
  /** Requests for an 80G receipt; the PAN, kept encrypted, is not written here. */
  receiptRequests: {
    code: string;
    nameOnPan: string;
    email: string;
    address: string;
    paise: number | null;
    askedAt: Date;
    state: string;
  }[];
  /** Gifts receipted, and until when tax law keeps them. */
  donations: {
    receipts: string;
    donorName: string;
    email: string;
    address: string;
    paise: number;
    receivedOn: string;
    mode: string;
    keptUntil: string;
  }[];
}

type Pairs = [label: string, value: string][];

const details = (pairs: Pairs) =>
  `<dl>${pairs
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `<dt>${escapeMarkup(label)}</dt><dd>${escapeMarkup(value)}</dd>`)
    .join("")}</dl>`;

const item = (heading: string, body: string) => `<section><h3>${escapeMarkup(heading)}</h3>${body}</section>`;

const group = (heading: string, items: string[]) =>
  `<h2>${escapeMarkup(heading)} (${items.length})</h2>${items.length > 0 ? items.join("") : `<p class="none">${escapeMarkup(words.none)}</p>`}`;

/**
 * Each file's path inside the ZIP: `files/` and its name, made safe for every
 * system's file names, numbered so two of one name never overwrite each other.
 */
function fileEntries(files: readonly CopiedFile[]): Map<string, string> {
  const entries = new Map<string, string>();
  files.forEach((file, index) => {
    const safe =
      file.name
        .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
        .trim()
        .slice(0, 120) || "file";
    entries.set(file.key, `files/${String(index + 1).padStart(2, "0")} ${safe}`);
  });
  return entries;
}
/** The files a copy holds: resumes, then files sent with forms. */
const filesOf = (copy: PersonCopy): CopiedFile[] => [
  ...copy.applications.flatMap((application) => (application.resumeFile ? [application.resumeFile] : [])),
  ...copy.responses.flatMap((response) => response.files),
];

/** The page of the copy: everything in it, readable without the site; `entries` are the files' places in the ZIP. */
export function copyPage(copy: PersonCopy, entries = fileEntries(filesOf(copy))): string {
  const when = (value: Date | string) => formatDateTime(value, copy.timeZone);
  const fileLink = (file: CopiedFile) =>
    `<a href="${escapeMarkup(entries.get(file.key) ?? "files/")}">${escapeMarkup(file.name)}</a>`;
  const messages = copy.messages.map((message) =>
    item(
      `${labelOf("source", message.source)}, ${when(message.createdAt)}`,
      `${details([
        [f.name, `${message.firstName} ${message.lastName}`],
        [f.email, message.email],
        [f.phone, message.phone],
        message.source === "contact-us"
          ? [f.subject, labelOf("subject", message.subject)]
          : [f.interest, labelOf("interest", message.interest)],
        message.source === "contact-us" ? [f.consent, yesNo(message.consent)] : [f.updates, yesNo(message.updates)],
        [f.privacyNotice, consentRecordText(message.consentRecord)],
      ])}<p class="text">${escapeMarkup(message.message)}</p>`,
    ),
  );
  const applications = copy.applications.map((application) =>
    item(
      `${labelOf("type", application.type)}, ${when(application.createdAt)}`,
      details([
        ...applicationFacts(application),
        [f.experience, application.experience],
        [words.motivation, application.motivation],
        [f.privacyNotice, consentRecordText(application.consentRecord)],
      ]) + (application.resumeFile ? `<p>${escapeMarkup(f.resume)}: ${fileLink(application.resumeFile)}</p>` : ""),
    ),
  );
  const subscriptions = copy.subscriptions.map((subscription) =>
    item(
      words.subscription,
      details([
        [f.email, subscription.email],
        [words.since, formatDate(subscription.since, copy.timeZone)],
        [words.confirmed, subscription.confirmedAt ? when(subscription.confirmedAt) : yesNo(false)],
        [words.language, subscription.language === "hi" ? "हिन्दी (Hindi)" : "English"],
        [f.privacyNotice, consentRecordText(subscription.consentRecord)],
      ]),
    ),
  );
  const responses = copy.responses.map((response) =>
    item(
      `${response.formTitle}, ${when(response.submittedAt)}`,
      details([
        ...response.answers.map(({ question, answer }): [string, string] => [question, answer]),
        [f.privacyNotice, consentRecordText(response.consentRecord)],
      ]) +
        (response.files.length > 0
          ? `<p>${escapeMarkup(words.filesSent)}: ${response.files.map(fileLink).join(", ")}</p>`
          : ""),
    ),
  );
  const amount = (paise: number) => `Rs. ${formatPaise(paise)}`;
  const receiptRequests = copy.receiptRequests.map((request) =>
    item(
      `${request.code}, ${when(request.askedAt)}`,
      details([
        [f.name, request.nameOnPan],
        [f.email, request.email],
        [words.address, request.address],
        [words.amount, request.paise === null ? "" : amount(request.paise)],
        [words.state, request.state],
      ]),
    ),
  );
  const donations = copy.donations.map((gift) =>
    item(
      `${gift.receipts || words.donations}, ${formatDate(gift.receivedOn, copy.timeZone)}`,
      `${details([
        [f.name, gift.donorName],
        [f.email, gift.email],
        [words.address, gift.address],
        [words.amount, amount(gift.paise)],
        [words.mode, PAYMENT_MODES[gift.mode as PaymentMode]?.label ?? gift.mode],
      ])}<p>${escapeMarkup(words.keptByLaw(formatDate(gift.keptUntil, copy.timeZone)))}</p>`,
    ),
  );
  const foundBy = [copy.foundBy.email, copy.foundBy.phone].filter(Boolean).join(", ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(words.title(copy.siteName))}</title>
<style>
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;color:#0f172a;max-width:46rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:2px solid #e2e8f0}h3{font-size:1rem;margin-bottom:.25rem}
section{border:1px solid #e2e8f0;border-radius:.5rem;padding:.25rem 1rem;margin:.75rem 0}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:.5rem 0}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
.text{white-space:pre-wrap;overflow-wrap:anywhere}.none{color:#475569}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
</style>
</head>
<body>
<h1>${escapeMarkup(words.title(copy.siteName))}</h1>
<p>${escapeMarkup(words.intro(formatDateTime(copy.madeAt, copy.timeZone), foundBy))}</p>
${group(words.messages, messages)}
${group(words.applications, applications)}
${group(words.subscriptions, subscriptions)}
${group(words.responses, responses)}
${group(words.receiptRequests, receiptRequests)}
${group(words.donations, donations)}
<p>${escapeMarkup(words.closing)}</p>
</body>
</html>
`;
}

/**
 * The ZIP: the page, and each file read with `readFile` (already compressed
 * formats are stored as they are). A file no longer stored is left out, and the
 * page still names it.
 */
export async function copyArchive(
  copy: PersonCopy,
  readFile: (key: string) => Promise<Uint8Array | undefined>,
): Promise<Uint8Array> {
  const files = filesOf(copy);
  const entries = fileEntries(files);
  const zippable: Zippable = { [words.pageName]: [strToU8(copyPage(copy, entries)), { level: 6 }] };
  for (const file of files) {
    const bytes = await readFile(file.key);
    const entry = entries.get(file.key);
    if (bytes && entry) zippable[entry] = [bytes, { level: 0 }];
  }
  return zipSync(zippable, { mtime: copy.madeAt });
}
