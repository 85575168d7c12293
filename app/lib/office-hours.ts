/**
 * The office hours of the site facts ("9:00 AM - 6:00 PM", set by the operator in
 * English) as a Hindi reader writes them: "सुबह 9:00 से शाम 6:00 तक". Text that is
 * not a range of such times is shown as it is.
 */
import type { Locale } from "#common/locale";
import { useLocale } from "~/i18n/words";
import { useSite } from "./site";

const TIME = /(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?/g;
const RANGE = /^\s*(\d{1,2}:\d{2}\s*[AaPp]\.?\s*[Mm]\.?)\s*[-–—]\s*(\d{1,2}:\d{2}\s*[AaPp]\.?\s*[Mm]\.?)\s*$/;

/** The part of the day Hindi names before a time: सुबह, दोपहर, शाम, रात. */
function dayPart(hour24: number): string {
  if (hour24 >= 4 && hour24 < 12) return "सुबह";
  if (hour24 >= 12 && hour24 < 16) return "दोपहर";
  if (hour24 >= 16 && hour24 < 20) return "शाम";
  return "रात";
}

function hindiTime(time: string): string {
  return time.replace(TIME, (_, hour: string, minute: string, half: string) => {
    const h = Number(hour) % 12;
    const hour24 = half.toLowerCase() === "p" ? h + 12 : h;
    return `${dayPart(hour24)} ${h === 0 ? 12 : h}:${minute}`;
  });
}

export function hoursInLocale(hours: string, locale: Locale): string {
  if (locale === "en") return hours;
  const range = RANGE.exec(hours);
  return range ? `${hindiTime(range[1] ?? "")} से ${hindiTime(range[2] ?? "")} तक` : hours;
}

/** The site's office hours in the page's language. */
export function useOfficeHours(): { weekdays: string; saturday: string } {
  const { officeHours } = useSite();
  const locale = useLocale();
  return {
    weekdays: hoursInLocale(officeHours.weekdays, locale),
    saturday: hoursInLocale(officeHours.saturday, locale),
  };
}
