/**
 * The Permanent Account Number (PAN) a donor gives for an 80G receipt and Form 10BD
 * (issue 47). Its shape is AAAAA9999A: three letters of a series, the holder's type
 * (P for a person), the first letter of the holder's surname (or, for others, of
 * their name), four digits and a check letter. The check letter's rule is the
 * Income Tax Department's and is not published, so what can be checked here is the
 * shape, the holder type and the fifth letter against the name as on the PAN.
 */

/** The fourth letter: who holds the PAN. */
export const PAN_HOLDER_TYPES = {
  P: "person",
  C: "company",
  H: "Hindu undivided family",
  F: "firm",
  A: "association of persons",
  T: "trust",
  B: "body of individuals",
  L: "local authority",
  J: "artificial juridical person",
  G: "government",
} as const;
export type PanHolderType = keyof typeof PAN_HOLDER_TYPES;

const SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;

/** What a person typed, as a PAN is written: capitals, no spaces or dashes ("abcde 1234 f" → "ABCDE1234F"). */
export const normalisePan = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, "");

export type PanProblem = "shape" | "holderType" | "nameLetter";

/**
 * What is wrong with `pan` (already normalised), or null. With `nameOnPan`, the fifth
 * letter must be the first letter of one of its words written in Latin letters (the
 * surname may come first or last; a name typed only in Devanagari is not compared).
 */
export function panProblem(pan: string, nameOnPan?: string): PanProblem | null {
  if (!SHAPE.test(pan)) return "shape";
  if (!(pan[3] && pan[3] in PAN_HOLDER_TYPES)) return "holderType";
  if (nameOnPan) {
    const initials = (nameOnPan.toUpperCase().match(/[A-Z][A-Z'.]*/g) ?? []).map((word) => word[0]);
    if (initials.length > 0 && !initials.includes(pan[4])) return "nameLetter";
  }
  return null;
}

/** The PAN as shown once stored: only its last four characters ("XXXXXX234F"), as banks show it. */
export const maskedPan = (pan: string): string => `${"X".repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
