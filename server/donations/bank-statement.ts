/**
 * A bank or UPI statement the staff download as CSV and import (issue 47): its
 * credits, each with its date, amount in paise, narration and the UPI references
 * (UTR) it names. Banks lay their exports out differently and put a few lines about
 * the account above the table, so the table's header is looked for by its column
 * names (the first row naming a date, a description and a credit column), not by
 * position. A file where no such row is found, or whose rows cannot be read, is
 * refused whole with a message naming the row: nothing is half-imported.
 */
import { parse } from "csv-parse/sync";

export interface StatementCredit {
  /** The row's number in the file (1 = the first line), for messages. */
  row: number;
  /** YYYY-MM-DD */
  date: string;
  paise: number;
  narration: string;
  /** 12-digit UPI references (UTR/RRN) in the narration or the reference column. */
  utrs: string[];
}

export class StatementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StatementError";
  }
}

/** Column names as banks spell them (lower case, spaces squeezed, dots and brackets dropped). */
const COLUMNS = {
  date: ["txn date", "transaction date", "date", "value date", "tran date", "posting date"],
  narration: ["description", "narration", "particulars", "remarks", "transaction remarks", "transaction details"],
  reference: [
    "ref no/cheque no",
    "chq/ref no",
    "chq/ref number",
    "reference no",
    "ref no",
    "utr",
    "utr number",
    "cheque no",
  ],
  credit: [
    "credit",
    "deposit amt",
    "deposit amount",
    "deposit amount inr",
    "cr amount",
    "credit amount",
    "deposits",
    "amount cr",
  ],
} as const;

const squeeze = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[.()₹]/g, "")
    .replace(/\s+/g, " ")
    .trim();

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "30/11/2026", "30-11-26", "30 Nov 2026", "30-Nov-2026", "2026-11-30" (Indian banks write the day first). */
export function statementDate(text: string): string | undefined {
  const cell = text.trim();
  let day: number;
  let month: number;
  let year: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(cell);
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(cell);
  const named = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s,-]+(\d{2}|\d{4})\b/.exec(cell);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numeric) [day, month, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  else if (named) {
    [day, month, year] = [Number(named[1]), MONTHS.indexOf(named[2]?.toLowerCase() ?? "") + 1, Number(named[3])];
  } else return undefined;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** "1,00,000.50", "₹500", "INR 500.00", "500.00 Cr" → paise; "" → 0; undefined when it is not an amount. */
export function statementPaise(text: string): number | undefined {
  const cell = text
    .replace(/₹|INR|Rs\.?|Cr\.?$/gi, "")
    .replace(/,/g, "")
    .trim();
  if (cell === "" || cell === "-") return 0;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cell);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The 12-digit numbers in `text` not part of a longer number: UPI references. */
export const utrsIn = (text: string): string[] => [...text.matchAll(/(?<!\d)\d{12}(?!\d)/g)].map((m) => m[0]);

function findHeader(rows: string[][]) {
  for (const [index, row] of rows.entries()) {
    const names = row.map(squeeze);
    const column = (choices: readonly string[]) => names.findIndex((name) => choices.includes(name));
    const found = {
      date: column(COLUMNS.date),
      narration: column(COLUMNS.narration),
      reference: column(COLUMNS.reference),
      credit: column(COLUMNS.credit),
    };
    if (found.date >= 0 && found.narration >= 0 && found.credit >= 0) return { index, ...found };
  }
  return undefined;
}

/** The credits of the statement `text` (a CSV file's contents); a StatementError when it cannot be read whole. */
export function readStatement(text: string): StatementCredit[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // Each row with the line it ends on, for messages that name it.
      info: true,
    }) as unknown as typeof records; // csv-parse's types do not follow the `info` option
  } catch (err) {
    throw new StatementError(`The file is not a CSV file that can be read: ${(err as Error).message}`);
  }
  const rows = records.map(({ record }) => record);
  const header = findHeader(rows);
  if (!header) {
    throw new StatementError(
      "This statement's layout is not one the site knows: no row names a date, a description (or narration) " +
        "and a credit (or deposit) column. Download the statement as CSV from the bank's site, or enter the donations by hand.",
    );
  }
  const credits: StatementCredit[] = [];
  for (const { record: row, info } of records.slice(header.index + 1)) {
    const line = info.lines;
    const cell = (column: number) => (column >= 0 ? (row[column] ?? "") : "");
    const paise = statementPaise(cell(header.credit));
    if (paise === undefined)
      throw new StatementError(`Row ${line}: the credit "${cell(header.credit)}" is not an amount.`);
    // Withdrawals, and the closing lines some banks add under the table.
    if (paise === 0) continue;
    const date = statementDate(cell(header.date));
    if (!date) throw new StatementError(`Row ${line}: "${cell(header.date)}" is not a date.`);
    const narration = cell(header.narration);
    const utrs = [...new Set([...utrsIn(cell(header.reference)), ...utrsIn(narration)])];
    credits.push({ row: line, date, paise, narration, utrs });
  }
  return credits;
}
