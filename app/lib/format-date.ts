import type { Locale } from "#common/locale";
import { useLocale } from "~/i18n/words";

/**
 * The month names of the platform's `en-IN` short and `hi-IN` long date formats
 * (Hindi in full: their short forms, such as "अक्तू॰", read badly). Written out
 * rather than asked of `Intl.DateTimeFormat`: a page's first Intl formatter makes
 * the browser load its ICU locale data, about 40 ms on this project's machines and
 * four times that on a mid-range phone, in one task while the page is hydrating
 * (decision 048). format-date.test.ts checks every month against the platform.
 */
const MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
};

/**
 * "6 Oct 2025", "6 अक्टूबर 2025": the day of the UTC calendar, so the same text on
 * the server and in every browser. Give it a calendar day ("2025-10-06", from
 * `siteDay` on the server) to print a day on the site's clock.
 */
export function formatDisplayDate(value: string | Date, locale: Locale = "en"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTHS[locale][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `formatDisplayDate` in the page's language. */
export function useDisplayDate(): (value: string | Date) => string {
  const locale = useLocale();
  return (value) => formatDisplayDate(value, locale);
}
