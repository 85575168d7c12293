/**
 * Indian number formatting done by hand (lakh grouping: 2,00,000), so that the
 * server and every browser print exactly the same text whatever their ICU data.
 */
export function formatIndianNumber(n: number): string {
  const [whole = "0", fraction] = Math.abs(n).toString().split(".");
  // The last three digits, then pairs: 12,34,56,789.
  const groups = [whole.slice(-3)];
  for (let end = whole.length - 3; end > 0; end -= 2) groups.unshift(whole.slice(Math.max(0, end - 2), end));
  const grouped = groups.join(",");
  return `${n < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

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
