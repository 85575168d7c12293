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
