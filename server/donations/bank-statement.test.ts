import { describe, expect, it } from "vitest";
import { readStatement, StatementError, statementDate, statementPaise, utrsIn } from "./bank-statement.ts";

/** As SBI's "Account Statement" CSV: lines about the account, then the table. */
const SBI = `Account Name :,PRAGATI EDUCATION FOUNDATION
Account Number :,00000012345678901
Address :,"12, Station Road, Jaipur"

Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance
02 Nov 2026,02 Nov 2026,"BY TRANSFER-UPI/CR/630612345678/ASHA SHARMA/SBIN/asha@oksbi/PEF7KQ2XM--",TRANSFER FROM 3199,,"2,500.00","1,02,500.00"
03 Nov 2026,03 Nov 2026,TO TRANSFER-NEFT RENT--,,"15,000.00",,"87,500.00"
05 Nov 2026,05 Nov 2026,BY TRANSFER-UPI/CR/630698765432/RAVI K/HDFC/ravi@okhdfc/Donation--,,,"1,00,000.00","1,87,500.00"
`;

/** As HDFC's: dd/mm/yy, a reference column, "Deposit Amt.". */
const HDFC = `Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance
30/11/26,UPI-MEERA IYER-meera@okicici-ICIC0001234-633012345678-PEF 4HJ9TT,0000633012345678,30/11/26,,501.50,12000.00
`;

describe("bank statements", () => {
  it("finds the table under the account's lines and reads its credits", () => {
    expect(readStatement(SBI)).toEqual([
      {
        row: 6,
        date: "2026-11-02",
        paise: 250_000,
        narration: "BY TRANSFER-UPI/CR/630612345678/ASHA SHARMA/SBIN/asha@oksbi/PEF7KQ2XM--",
        utrs: ["630612345678"],
      },
      {
        row: 8,
        date: "2026-11-05",
        paise: 1_00_000_00,
        narration: "BY TRANSFER-UPI/CR/630698765432/RAVI K/HDFC/ravi@okhdfc/Donation--",
        utrs: ["630698765432"],
      },
    ]);
  });

  it("reads another bank's layout by its column names", () => {
    const [credit] = readStatement(`\uFEFF${HDFC}`);
    expect(credit).toMatchObject({ row: 2, date: "2026-11-30", paise: 50_150, utrs: ["633012345678"] });
  });

  it("refuses a layout it does not know, and a row it cannot read, naming the row", () => {
    expect(() => readStatement("When,What,How much\n1 Nov 2026,Gift,500\n")).toThrow(StatementError);
    expect(() => readStatement("When,What,How much\n1 Nov 2026,Gift,500\n")).toThrow(
      /layout is not one the site knows/,
    );
    expect(() => readStatement(HDFC.replace("501.50", "five hundred"))).toThrow(/Row 2: the credit "five hundred"/);
    expect(() => readStatement(HDFC.replace("30/11/26,UPI", "31/02/26,UPI"))).toThrow(
      /Row 2: "31\/02\/26" is not a date/,
    );
  });

  it("reads the dates and amounts banks write", () => {
    expect(statementDate("30/11/2026")).toBe("2026-11-30");
    expect(statementDate("30-Nov-2026")).toBe("2026-11-30");
    expect(statementDate("2026-11-30 10:15:00")).toBe("2026-11-30");
    expect(statementDate("11/30/2026")).toBeUndefined();
    expect(statementPaise("₹1,00,000.5")).toBe(1_00_000_50);
    expect(statementPaise("INR 500")).toBe(50_000);
    expect(statementPaise("")).toBe(0);
    expect(statementPaise("12.345")).toBeUndefined();
    expect(utrsIn("UPI/630612345678/x/0000633012345678/123456789012")).toEqual(["630612345678", "123456789012"]);
  });
});
