/**
 * CSV exports that open correctly in Excel, Google Sheets and LibreOffice, for every
 * admin download (form responses, messages, applications):
 *
 * - UTF-8 with a byte-order mark, so Excel reads Hindi (and any non-Latin) names
 *   instead of showing mojibake;
 * - RFC 4180 quoting: a cell with a comma, a quote, or a line break is quoted, quotes
 *   doubled; rows end with CRLF;
 * - formula neutralising (OWASP "CSV injection"): a text cell that begins with
 *   = + - @ (or their fullwidth forms ＝ ＋ － ＠, which spreadsheets also read as
 *   formula signs), a tab or a carriage return gets a leading apostrophe, so a visitor's
 *   answer such as `=HYPERLINK(...)` is shown as text and never runs as a formula.
 *   Only text is neutralised; numbers, booleans and dates we write ourselves are not,
 *   nor a phone number in its normal form (decision 061);
 * - dates and times as "2026-11-24 14:05" in the site's time zone (SITE_TIME_ZONE),
 *   named in the column's header, which spreadsheets read as dates.
 *
 * Use: `sendCsv(reply, "Volunteer sign-up responses", toCsv(header, rows, { timeZone }))`.
 */
import type { FastifyReply } from "fastify";
import { isNormalPhone } from "#common/phone";
import { siteDay, toZonedInput } from "#common/site-clock";

export const CSV_BOM = "\uFEFF";
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** "2026-11-24 14:05" in `timeZone`: what spreadsheets read as a date and time. */
const localDateTime = (date: Date, timeZone: string) => toZonedInput(date, timeZone).replace("T", " ");

/** "messages-2026-11-24": an export's name with the day it was made on the site's clock, not UTC's. */
export const datedName = (name: string, timeZone: string, now = new Date()) => `${name}-${siteDay(now, timeZone)}`;

/**
 * One cell: neutralised when text could be read as a formula, then quoted when
 * needed. A phone number in its normal form (+919829012345, common/phone.ts) is
 * written as it is (issue 42: parsers and WhatsApp-broadcast imports read cells
 * literally, and `="…"` or an apostrophe would be read as part of the number): a
 * plus and digits only, it can do nothing as a formula but be a number.
 */
export function csvCell(value: CsvValue, timeZone = "UTC"): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : localDateTime(value, timeZone);
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) && !isNormalPhone(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[], timeZone?: string): string {
  return values.map((value) => csvCell(value, timeZone)).join(",");
}

/** A whole document: BOM, header row, data rows (dates in `timeZone`), each ending with CRLF. */
export function toCsv(
  header: readonly CsvValue[],
  rows: Iterable<readonly CsvValue[]>,
  { timeZone }: { timeZone: string },
): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row, timeZone));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** A safe ASCII file name (for the plain `filename=`): letters, digits, spaces, dots and dashes; "export" when none are left. */
export function asciiFilename(name: string): string {
  const dot = name.lastIndexOf(".");
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  const clean = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[^\w .-]+/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return `${clean(base).slice(0, 100) || "export"}${clean(extension)}`;
}

/**
 * Content-Disposition for a download: an ASCII fallback plus the exact UTF-8 name
 * (RFC 6266 / 5987), so a form titled in Hindi keeps its name where browsers allow.
 */
export function attachmentDisposition(filename: string): string {
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFilename(filename)}"; filename*=UTF-8''${encoded}`;
}

/** Sends a CSV document as a download named `<baseName>.csv`. */
export function sendCsv(reply: FastifyReply, baseName: string, csv: string) {
  const filename = `${baseName.replace(/[\r\n"\\/]+/g, " ").trim() || "export"}.csv`;
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", attachmentDisposition(filename))
    .header("cache-control", "no-store")
    .send(csv);
}
