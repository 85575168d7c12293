/**
 * The annual reports and audited accounts the staff upload (issue 47): one PDF of each
 * kind per financial year, listed on /transparency and downloaded from a stable address
 * (`/api/transparency/annual-report-2025-26.pdf`) that stays the same when its
 * file is replaced. Uploaded (POST) and replaced (PUT) as multipart/form-data: the file
 * in `file`, the fields below as text parts.
 */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { transparencyDocumentMessages as messages } from "../messages/transparency-documents.ts";
import { boundedText } from "./text.ts";

const m = messages.validation;

export const TRANSPARENCY_DOCUMENT_KINDS = ["annual-report", "audited-accounts"] as const;
export type TransparencyDocumentKind = (typeof TRANSPARENCY_DOCUMENT_KINDS)[number];

/** The multipart part that carries the PDF. */
export const TRANSPARENCY_DOCUMENT_FILE_FIELD = "file";

export const TRANSPARENCY_DOCUMENT_LIMITS = { title: 160 } as const;

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/**
 * An Indian financial year as it is written, April to March: "2025-26", its second
 * half the year after the first (no "2025-27", no "2025-2026").
 */
export function isFinancialYear(value: string): boolean {
  const match = FINANCIAL_YEAR.exec(value);
  if (!match) return false;
  const start = Number(match[1]);
  return start >= 1950 && start <= 2098 && Number(match[2]) === (start + 1) % 100;
}

/** The financial year a calendar day ("2026-02-14") falls in: "2025-26". */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The `count` financial years up to the one `day` falls in, newest first ("2025-26", "2024-25", …). */
export function recentFinancialYears(day: string, count: number): string[] {
  const latest = Number(financialYearOf(day).slice(0, 4));
  return Array.from({ length: count }, (_, back) => {
    const start = latest - back;
    return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  });
}

/** A document's title when the staff give none: "Annual report 2025-26". */
export const defaultTitle = (kind: TransparencyDocumentKind, financialYear: string) =>
  `${messages.kinds[kind]} ${financialYear}`;

/** The public address's file name: "annual-report-2025-26.pdf". */
export const documentFileName = (kind: TransparencyDocumentKind, financialYear: string) =>
  `${kind}-${financialYear}.pdf`;

/** The kind and year a public address names, or undefined when it names none. */
export function parseDocumentFileName(
  name: string,
): { kind: TransparencyDocumentKind; financialYear: string } | undefined {
  const match = /^([a-z-]+)-(\d{4}-\d{2})\.pdf$/.exec(name);
  if (!match) return undefined;
  const [, kind = "", financialYear = ""] = match;
  if (!(TRANSPARENCY_DOCUMENT_KINDS as readonly string[]).includes(kind) || !isFinancialYear(financialYear)) {
    return undefined;
  }
  return { kind: kind as TransparencyDocumentKind, financialYear };
}

const kind = z.enum(TRANSPARENCY_DOCUMENT_KINDS, { error: m.kind });
const financialYear = boundedText(7, m.financialYear, { required: m.financialYear }).refine(
  isFinancialYear,
  m.financialYear,
);
const title = boundedText(TRANSPARENCY_DOCUMENT_LIMITS.title, m.title(TRANSPARENCY_DOCUMENT_LIMITS.title));
const titleHi = boundedText(TRANSPARENCY_DOCUMENT_LIMITS.title, m.titleHi(TRANSPARENCY_DOCUMENT_LIMITS.title));

/** An upload's text parts: its kind and year, and its titles (empty: "Annual report 2025-26", and the Hindi page's words). */
export const transparencyDocumentFields = z
  .object({ kind, financialYear, title: title.default(""), titleHi: titleHi.default("") })
  .strict();
export type TransparencyDocumentFields = z.output<typeof transparencyDocumentFields>;

/** A replacement's text parts: whatever changes (a new file alone changes none of them). */
export const transparencyDocumentChanges = z
  .object({
    kind: kind.optional(),
    financialYear: financialYear.optional(),
    title: title.optional(),
    titleHi: titleHi.optional(),
  })
  .strict();
export type TransparencyDocumentChanges = z.output<typeof transparencyDocumentChanges>;

export const transparencyDocumentView = z.object({
  id: z.string(),
  kind: z.enum(TRANSPARENCY_DOCUMENT_KINDS),
  financialYear: z.string(),
  title: z.string(),
  /** The Hindi page's title; empty: the kind's Hindi name and the year. */
  titleHi: z.string(),
  /** The PDF's size in bytes. */
  size: z.number().int(),
  /** When its present file was uploaded. */
  uploadedAt: dateTimeSchema,
  /** Its public address, the same after its file is replaced. */
  url: z.string(),
});
export type TransparencyDocumentView = Wire<z.infer<typeof transparencyDocumentView>>;
