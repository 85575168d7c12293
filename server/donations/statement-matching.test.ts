import { describe, expect, it } from "vitest";
import { compactCode, makePledgeCode, narrationCarries } from "#common/donations/pledge-code";
import type { StatementCredit } from "./bank-statement.ts";
import { type OpenPledge, proposeMatches } from "./statement-matching.ts";

const credit = (
  row: number,
  narration: string,
  paise: number,
  utrs: string[],
  date = "2026-11-05",
): StatementCredit => ({
  row,
  date,
  paise,
  narration,
  utrs,
});
const pledge = (id: string, code: string, more: Partial<OpenPledge> = {}): OpenPledge => ({
  id,
  code,
  paise: null,
  utr: null,
  day: "2026-11-01",
  ...more,
});

describe("pledge codes", () => {
  it("are the prefix and six characters without look-alikes", () => {
    const code = makePledgeCode("pef", (n) => crypto.getRandomValues(new Uint8Array(n)));
    expect(code).toMatch(/^PEF-[2-9A-HJ-NP-Z]{6}$/);
  });

  it("are found in a narration whatever the bank did to dashes, spaces and case", () => {
    expect(compactCode("pef 7kq2xm")).toBe("PEF7KQ2XM");
    expect(narrationCarries("UPI/CR/630612345678/ASHA/SBIN/asha@oksbi/PEF7KQ2XM--", "PEF-7KQ2XM")).toBe(true);
    expect(narrationCarries("UPI-MEERA-meera@okicici-PEF 7KQ2XM", "PEF-7KQ2XM")).toBe(true);
    expect(narrationCarries("UPI-MEERA-meera@okicici-PEF 7KQ2X", "PEF-7KQ2XM")).toBe(false);
  });
});

describe("matching a statement's credits to pledges", () => {
  const pledges = [
    pledge("by-code", "PEF-7KQ2XM"),
    pledge("by-utr", "PEF-AAAAAA", { utr: "630698765432" }),
    pledge("by-amount", "PEF-BBBBBB", { paise: 1_00_000 }),
    pledge("twin-1", "PEF-CCCCCC", { paise: 2_00_000 }),
    pledge("twin-2", "PEF-DDDDDD", { paise: 2_00_000 }),
  ];

  it("proposes by code, then by UTR, then by a lone amount within a week", () => {
    const proposals = proposeMatches(
      [
        credit(2, "UPI/CR/630612345678/ASHA/PEF7KQ2XM", 2_500_00, ["630612345678"]),
        credit(3, "UPI/CR/630698765432/RAVI/Donation", 5_000_00, ["630698765432"]),
        credit(4, "UPI/CR/630600000001/MEERA/gift", 1_000_00, ["630600000001"]),
        credit(5, "UPI/CR/630600000002/ANIL/gift", 2_000_00, ["630600000002"]),
        credit(6, "UPI/CR/630600000003/LATE/gift", 1_000_00, ["630600000003"], "2026-11-20"),
      ],
      pledges,
      new Set(),
    );
    expect(proposals.map(({ credit: c, pledgeId, by, candidates }) => [c.row, pledgeId, by, candidates])).toEqual([
      [2, "by-code", "code", []],
      [3, "by-utr", "utr", []],
      [4, "by-amount", "amount and date", []],
      // Two pledges fit: a person chooses.
      [5, null, null, ["twin-1", "twin-2"]],
      // Outside the week, and its pledge is taken.
      [6, null, null, []],
    ]);
  });

  it("leaves out what was imported before, and refuses one UTR twice in a file", () => {
    const [again] = proposeMatches(
      [credit(2, "UPI/PEF7KQ2XM", 100, ["630612345678"])],
      pledges,
      new Set(["630612345678"]),
    );
    expect(again?.alreadyRecorded).toBe(true);
    expect(() =>
      proposeMatches(
        [credit(2, "a", 100, ["630612345678"]), credit(9, "b", 100, ["630612345678"])],
        pledges,
        new Set(),
      ),
    ).toThrow(/Rows 2 and 9 have the same UPI reference 630612345678/);
  });
});
