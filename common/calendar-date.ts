/**
 * A day on the calendar written as `<input type="date">` writes it ("2026-03-05"),
 * with no time and no zone, and only a real one (no 30 February): a form's date
 * answer and the Inbox's From and To dates.
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
