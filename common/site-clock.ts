/**
 * Dates and times, always in the site's time zone (SITE_TIME_ZONE,
 * "Asia/Kolkata" by default; it reaches the browser with the root loader's site
 * facts), never the browser's: an administrator travelling, or a phone set to
 * another zone, still reads and schedules in the organisation's time, the same
 * time the CSV exports are written in. en-IN style: "30 Nov 2026, 9:00 am IST".
 *
 * Components use `useSiteTime()` (app/lib/site-time.ts); code outside React (the
 * server, loaders) takes the zone as an argument.
 */

export type When = string | Date;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and style (building one is slow; they are reused). */
function formatter(timeZone: string, style: "dateTime" | "date" | "time" | "parts"): Intl.DateTimeFormat {
  const key = `${timeZone}|${style}`;
  let format = formats.get(key);
  if (!format) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      dateTime: { ...DAY, ...CLOCK, timeZoneName: "short" },
      date: DAY,
      time: { ...CLOCK, timeZoneName: "short" },
      // The wall clock as numbers, for reading a time back in the zone (24-hour, no "24:00").
      parts: { ...NUMERIC_DAY, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" },
    };
    format = new Intl.DateTimeFormat(style === "parts" ? "en-CA" : "en-IN", { timeZone, ...options[style] });
    formats.set(key, format);
  }
  return format;
}
const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const NUMERIC_DAY: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };
const CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", hour12: true };

function toDate(value: When): Date | undefined {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

// Browsers differ on "AM" or "am"; the admin reads "9:00 am" everywhere.
const lowerMeridiem = (text: string) => text.replace(/\b(AM|PM)\b/g, (m) => m.toLowerCase());

/** "30 Nov 2026, 9:00 am IST"; "" for no valid time. */
export function formatDateTime(value: When, timeZone: string): string {
  const date = toDate(value);
  return date ? lowerMeridiem(formatter(timeZone, "dateTime").format(date)) : "";
}

/** "30 Nov 2026": the day it was in the site's zone. */
export function formatDate(value: When, timeZone: string): string {
  const date = toDate(value);
  return date ? formatter(timeZone, "date").format(date) : "";
}

/** "9:00 am IST". */
export function formatTime(value: When, timeZone: string): string {
  const date = toDate(value);
  return date ? lowerMeridiem(formatter(timeZone, "time").format(date)) : "";
}

/** "India Standard Time": the zone's name as the "Publish at" field states it. */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat("en-IN", { timeZone, timeZoneName: "long" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** The wall clock in `timeZone` at `date`, as numbers. */
function wallClock(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone, "parts")
      .formatToParts(date)
      .filter((p) => p.type !== "literal")
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return parts;
}

/** Minutes the zone is ahead of UTC at `date` (330 for India). */
function offsetMinutes(date: Date, timeZone: string): number {
  const c = wallClock(date, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, "0");

/** What `<input type="datetime-local">` shows for a time: "2026-11-30T09:00" on the site's clock; "" for none. */
export function toZonedInput(value: When | null | undefined, timeZone: string): string {
  const date = value ? toDate(value) : undefined;
  if (!date) return "";
  const c = wallClock(date, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * The day a time falls on, on the site's clock ("2026-11-28"): what public pages
 * print as a post's date. Loaders work it out on the server, so that a post
 * published at 00:30 in India is dated that day, and no page loads the browser's
 * time-zone data to draw a date (format-date.ts prints the day as it is).
 */
export function siteDay(value: When, timeZone: string): string {
  return toZonedInput(value, timeZone).slice(0, 10);
}

/** The day a post went public on the site's clock: when it was published, or written for a post published at once. */
export function publishedDay(post: { publishedAt: When | null; createdAt: When }, timeZone: string): string {
  return siteDay(post.publishedAt ?? post.createdAt, timeZone);
}

const LOCAL_INPUT = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/;

/**
 * A `datetime-local` value read on the site's clock, as ISO with that zone's offset
 * ("2026-11-30T09:00:00+05:30"); "" for an empty field, anything else as typed (the
 * schema then refuses it with its message).
 */
export function fromZonedInput(value: string, timeZone: string): string {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return value.trim();
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  // The offset at that moment (zones with summer time change theirs): guess with the
  // offset at the wall time read as UTC, then correct once with the offset there.
  let offset = offsetMinutes(new Date(wall), timeZone);
  offset = offsetMinutes(new Date(wall - offset * 60_000), timeZone);
  const sign = offset >= 0 ? "+" : "-";
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${pad(second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** True when the field holds a time still to come. */
export function isFuture(zonedInput: string, timeZone: string, now = Date.now()): boolean {
  const at = Date.parse(fromZonedInput(zonedInput, timeZone));
  return !Number.isNaN(at) && at > now;
}
