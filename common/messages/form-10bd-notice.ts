/**
 * What the Form 10BD reminder says (issue 47), in the staff's words: one text for the
 * Overview's notice, the Form 10BD screen and the office's daily e-mail, so they agree.
 * English only, like the rest of the admin area.
 */
import { formatLongDate } from "../calendar-date.ts";
import { type Form10bdNotice, LATE_FEE_PER_DAY } from "../donations/form-10bd-deadline.ts";

/** The admin's Form 10BD screen of a year (app/routes/admin/donation-form-10bd.tsx). */
export const form10bdScreenPath = (year: string): string => `/admin/donations/form-10bd?year=${year}`;

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** "Form 10BD for 2026-27 is due by 31 May 2027: 12 days left." and what is still to do. */
export function form10bdNoticeText(notice: Form10bdNotice): { headline: string; todo: string } {
  const due = formatLongDate(notice.due);
  // Filed (on time or not, the fee is the portal's to charge): what is left is the donors' certificates.
  const headline = notice.filed
    ? `Form 10BD for ${notice.year} is filed; the donors' Form 10BE certificates are still to send.`
    : notice.overdue
      ? `Form 10BD for ${notice.year} is overdue by ${days(-notice.daysLeft)} (it was due by ${due}): a late filing costs ₹${LATE_FEE_PER_DAY} a day under section 234G.`
      : notice.daysLeft === 0
        ? `Form 10BD for ${notice.year} is due today, ${due}.`
        : `Form 10BD for ${notice.year} is due by ${due}: ${days(notice.daysLeft)} left.`;
  const certificates = `${notice.certificatesLeft} ${notice.certificatesLeft === 1 ? "donor's Form 10BE certificate is" : "donors' Form 10BE certificates are"} not e-mailed yet`;
  const todo = notice.filed
    ? `${certificates.charAt(0).toUpperCase()}${certificates.slice(1)}.`
    : `Not recorded as filed yet; after filing, ${certificates.replace(" not e-mailed yet", " to upload and e-mail")}.`;
  return { headline, todo };
}

/** The office's daily reminder e-mail, from 1 May while the year is not done. */
export function form10bdReminderMail(notice: Form10bdNotice, screenUrl: string): { subject: string; text: string } {
  const { headline, todo } = form10bdNoticeText(notice);
  return {
    subject: notice.filed
      ? `Reminder: the Form 10BE certificates for ${notice.year} are still to send`
      : notice.overdue
        ? `Overdue: Form 10BD for ${notice.year}`
        : `Reminder: Form 10BD for ${notice.year} is due by ${formatLongDate(notice.due)}`,
    text: [
      headline,
      todo,
      "",
      "The check list, the file to upload on the Income Tax portal, and the place to record the acknowledgement and upload each donor's Form 10BE are on the Form 10BD screen:",
      screenUrl,
      "",
      "This reminder is sent every morning until the filing is recorded and every Form 10BE is e-mailed.",
      "",
    ].join("\n"),
  };
}
