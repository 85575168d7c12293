import type { Locale } from "#common/locale";
import { useLocale } from "~/i18n/words";

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  // Hindi month names in full: their short forms ("अक्तू॰") read badly.
  hi: new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

/**
 * "6 Oct 2025", "6 अक्टूबर 2025": the same text on the server and in the browser
 * (fixed locale and time zone).
 */
export function formatDisplayDate(value: string | Date, locale: Locale = "en"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : dateFormats[locale].format(date);
}

/** `formatDisplayDate` in the page's language. */
export function useDisplayDate(): (value: string | Date) => string {
  const locale = useLocale();
  return (value) => formatDisplayDate(value, locale);
}
