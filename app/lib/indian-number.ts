/**
 * Indian number formatting done by hand (lakh grouping: 2,00,000), so that the
 * server and every browser print exactly the same text whatever their ICU data.
 */
export function formatIndianNumber(n: number): string {
  const [whole = "0", fraction] = Math.abs(n).toString().split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${last3}` : last3;
  return `${n < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** "₹25,000" */
export const formatRupees = (n: number): string => `₹${formatIndianNumber(n)}`;
