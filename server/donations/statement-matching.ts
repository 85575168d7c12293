/**
 * Which pledge each credit of an imported statement pays (issue 47), proposed for a
 * person to confirm; nothing is recorded here. In order of trust: the pledge code in
 * the narration; the UPI reference (UTR) the donor added to their pledge; the same
 * amount within a week after a pledge that stated it, when only one pledge fits. A
 * credit whose UTR is already recorded (statements overlap) is left out as such; the
 * same UTR twice in one file refuses the file.
 */
import { daysBetween } from "#common/calendar-date";
import { narrationCarries } from "#common/donations/pledge-code";
import { type StatementCredit, StatementError } from "./bank-statement.ts";

export interface OpenPledge {
  id: string;
  code: string;
  /** What the donor said they would give, if they did. */
  paise: number | null;
  /** The UTR the donor added after paying, if they did. */
  utr: string | null;
  /** The day it was made, YYYY-MM-DD on the site's clock. */
  day: string;
}

export type MatchedBy = "code" | "utr" | "amount and date";

export interface Proposal {
  credit: StatementCredit;
  /** The pledge it pays, when one is proposed. */
  pledgeId: string | null;
  by: MatchedBy | null;
  /** Pledges that fit as well as each other (a person chooses). */
  candidates: string[];
  /** Its UTR is already recorded: imported before. */
  alreadyRecorded: boolean;
}

/** Days after a pledge in which a payment of its amount is proposed for it. */
const AMOUNT_WINDOW_DAYS = 7;

function refuseRepeatedUtrs(credits: readonly StatementCredit[]) {
  const seen = new Map<string, number>();
  for (const credit of credits) {
    for (const utr of credit.utrs) {
      const first = seen.get(utr);
      if (first !== undefined) {
        throw new StatementError(`Rows ${first} and ${credit.row} have the same UPI reference ${utr}: check the file.`);
      }
      seen.set(utr, credit.row);
    }
  }
}

export function proposeMatches(
  credits: readonly StatementCredit[],
  pledges: readonly OpenPledge[],
  recordedUtrs: ReadonlySet<string>,
): Proposal[] {
  refuseRepeatedUtrs(credits);
  const taken = new Set<string>();
  const proposals = credits.map((credit): Proposal => {
    const proposal: Proposal = { credit, pledgeId: null, by: null, candidates: [], alreadyRecorded: false };
    if (credit.utrs.some((utr) => recordedUtrs.has(utr))) return { ...proposal, alreadyRecorded: true };
    const byCode = pledges.find((pledge) => narrationCarries(credit.narration, pledge.code));
    if (byCode) return { ...proposal, pledgeId: byCode.id, by: "code" };
    const byUtr = pledges.find((pledge) => pledge.utr !== null && credit.utrs.includes(pledge.utr));
    if (byUtr) return { ...proposal, pledgeId: byUtr.id, by: "utr" };
    return proposal;
  });
  for (const proposal of proposals) if (proposal.pledgeId) taken.add(proposal.pledgeId);
  // The weakest rule last, among the pledges no stronger rule took.
  return proposals.map((proposal) => {
    if (proposal.pledgeId || proposal.alreadyRecorded) return proposal;
    const fits = pledges.filter((pledge) => {
      if (taken.has(pledge.id) || pledge.paise !== proposal.credit.paise) return false;
      const days = daysBetween(pledge.day, proposal.credit.date);
      return days >= 0 && days <= AMOUNT_WINDOW_DAYS;
    });
    const [only] = fits;
    if (fits.length === 1 && only) {
      taken.add(only.id);
      return { ...proposal, pledgeId: only.id, by: "amount and date" as const };
    }
    return { ...proposal, candidates: fits.map((pledge) => pledge.id) };
  });
}
