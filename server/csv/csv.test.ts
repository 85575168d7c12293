import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { asciiFilename, attachmentDisposition, CSV_BOM, csvCell, datedName, toCsv } from "./csv.ts";

const IST = { timeZone: "Asia/Kolkata" };

describe("toCsv", () => {
  const header = ["Name", "Comment", "Answer", "submittedAt"];
  const tricky = [
    "प्रिया शर्मा",
    'She said "yes", then\nleft',
    '=HYPERLINK("http://evil","x")',
    "2025-10-06T10:00:00.000Z",
  ];

  it("round-trips commas, quotes, line breaks and Hindi through a real CSV parser", () => {
    const csv = toCsv(header, [tricky, ["Ravi", "plain", "42", "2025-10-07T10:00:00.000Z"]], IST);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const rows: string[][] = parse(csv, { bom: true });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(header);
    expect(rows[1]?.[0]).toBe("प्रिया शर्मा");
    expect(rows[1]?.[1]).toBe('She said "yes", then\nleft');
    expect(rows[1]?.[3]).toBe("2025-10-06T10:00:00.000Z");
    expect(rows[2]).toEqual(["Ravi", "plain", "42", "2025-10-07T10:00:00.000Z"]);
  });

  it("neutralises a cell starting with = so it reads as text, not a formula", () => {
    const rows: string[][] = parse(toCsv(header, [tricky], IST), { bom: true });
    const cell = rows[1]?.[2] ?? "";
    // The value is kept whole, behind an apostrophe: spreadsheets show it as text.
    expect(cell).toBe(`'${tricky[2]}`);
    expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it.each(["=1+1", "+91 98765 43210 =1+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd", "＝1+1", "＋1", "－2+3", "＠SUM(A1)"])(
    "neutralises text starting with a formula character: %j",
    (value) => {
      expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
    },
  );

  it("leaves ordinary text, numbers, booleans and empty values alone", () => {
    expect(csvCell("hello world")).toBe("hello world");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes dates as a spreadsheet reads them, in the site's time zone (issue 23)", () => {
    const date = new Date("2025-01-02T20:34:05Z");
    expect(csvCell(date, "Asia/Kolkata")).toBe("2025-01-03 02:04");
    expect(csvCell(date, "UTC")).toBe("2025-01-02 20:34");
    const rows: string[][] = parse(toCsv(["When"], [[date]], IST), { bom: true });
    expect(rows[1]).toEqual(["2025-01-03 02:04"]);
  });

  it('writes a phone number in its normal form plain: no `="…"`, no apostrophe (issue 42)', () => {
    for (const phone of ["+919876543210", "+15550100", "+442079460958"]) {
      const [cell] = parse(toCsv(["Phone"], [[phone]], IST), { bom: true })[1] as string[];
      expect(cell).toBe(phone);
    }
    // A number as typed, not in its normal form (a row older than the rule), and
    // anything else after a +, are still neutralised.
    for (const value of ["+91 98765 43210", "+9198765", "+919876543210=1+1", "+1+cmd|' /C calc'!A0"]) {
      expect(csvCell(value)).toMatch(/^"?'/);
    }
  });

  it("ends every row with CRLF", () => {
    expect(toCsv(["a"], [["b"]], IST)).toBe(`${CSV_BOM}a\r\nb\r\n`);
  });
});

describe("download names", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(asciiFilename("स्वयंसेवक.csv")).toBe("export.csv");
    expect(asciiFilename("Volunteer sign-up (2025).csv")).toBe("Volunteer sign-up 2025.csv");
    const disposition = attachmentDisposition("स्वयंसेवक.csv");
    expect(disposition).toContain('filename="export.csv"');
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("स्वयंसेवक")}.csv`);
  });

  it("dates an export by the day on the site's clock: 00:30 in India is already the next day", () => {
    // 19:00 UTC on 1 March is 00:30 on 2 March in India.
    expect(datedName("messages", "Asia/Kolkata", new Date("2026-03-01T19:00:00Z"))).toBe("messages-2026-03-02");
    expect(datedName("messages", "Asia/Kolkata", new Date("2026-03-01T18:29:00Z"))).toBe("messages-2026-03-01");
  });
});
