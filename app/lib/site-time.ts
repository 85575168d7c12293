/**
 * The site's clock for components: `useSiteTime()` binds the formatters of
 * common/site-clock.ts to the site's time zone (from the root loader's site facts).
 */
import { formatDate, formatDateTime, formatTime, siteDay, type When } from "#common/site-clock";
import { useSite } from "~/lib/site";

export * from "#common/site-clock";

/** The formatters bound to the site's zone, for components. */
export function useSiteTime() {
  const { timeZone } = useSite();
  return {
    timeZone,
    dateTime: (value: When) => formatDateTime(value, timeZone),
    date: (value: When) => formatDate(value, timeZone),
    time: (value: When) => formatTime(value, timeZone),
    day: (value: When) => siteDay(value, timeZone),
  };
}
