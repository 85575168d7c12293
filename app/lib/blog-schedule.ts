/**
 * A post's publication as the admin sees it: draft, scheduled (with its time in
 * the admin's own time zone), featured or published; and the "Publish at" field's
 * conversions between `<input type="datetime-local">` (local time, no zone) and
 * the ISO date-time with offset the API takes.
 */
import type { BlogPost } from "#common/schemas/blog";

export type BlogStatus =
  | { kind: "draft" }
  | { kind: "scheduled"; at: string }
  | { kind: "featured" }
  | { kind: "published" };

type Publication = Pick<BlogPost, "published" | "publishedAt" | "featured">;

export function blogStatus(post: Publication, now = Date.now()): BlogStatus {
  if (!post.published) return { kind: "draft" };
  if (post.publishedAt && Date.parse(post.publishedAt) > now) return { kind: "scheduled", at: post.publishedAt };
  return { kind: post.featured ? "featured" : "published" };
}

const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "30 Nov 2026, 9:00 am", in the browser's time zone (the admin screens render in the browser). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date).replace(/\b(AM|PM)\b/, (m) => m.toLowerCase());
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, "0");

/** A time as `datetime-local` shows it: "2026-11-30T09:00", local time. */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value read in the local time zone, as ISO with its offset ("…T09:00:00+05:30"); "" for none. */
export function fromLocalInput(value: string): string {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/.exec(value.trim());
  if (!match) return value.trim();
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute, second);
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const local = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${pad(second)}`;
  return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** True when the field holds a time still to come. */
export function isFuture(localInput: string, now = Date.now()): boolean {
  const at = Date.parse(fromLocalInput(localInput));
  return !Number.isNaN(at) && at > now;
}
