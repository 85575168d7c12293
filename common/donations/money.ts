/**
 * Amounts as donations print them (issue 47). Apart from ../indian-number.ts, which every
 * page's figures use: a page's shared code keeps only what pages call.
 */
import { formatIndianNumber } from "../indian-number.ts";

/** "₹25,000" */
export const formatRupees = (n: number): string => `₹${formatIndianNumber(n)}`;

/**
 * "1,25,000.00": whole paise as rupees with both paise digits, as a receipt prints an
 * amount in figures (integers throughout: no floating rupees on the way).
 */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${paise}`);
  const rest = Math.abs(paise) % 100;
  const rupees = formatIndianNumber(Math.floor(Math.abs(paise) / 100));
  return `${paise < 0 ? "-" : ""}${rupees}.${String(rest).padStart(2, "0")}`;
}
