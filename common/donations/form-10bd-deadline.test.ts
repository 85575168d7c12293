import { describe, expect, it } from "vitest";
import type { FinancialYear } from "./financial-year.ts";
import { type FilingProgress, form10bdNoticeOn, reminderDueAt, yearToFileOn } from "./form-10bd-deadline.ts";

const IST = "Asia/Kolkata";
const notDone: FilingProgress = { reportable: true, filed: false, certificatesLeft: 3 };
const always = (progress: FilingProgress) => () => progress;

/** The site's midnight starting `day` in India (UTC+5:30), and the last second before it. */
const midnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const justBefore = (day: string) => new Date(midnight(day).getTime() - 1000);

describe("the Form 10BD reminder", () => {
  it("chases the year that ended on 31 March, from 1 April on the site's clock", () => {
    expect(yearToFileOn("2027-03-31").label).toBe("2025-26");
    expect(yearToFileOn("2027-04-01").label).toBe("2026-27");
    // 31 March 23:59:59 in India is still the year 2026-27; a second later 2026-27 is the one to file.
    let asked: FinancialYear | undefined;
    const spy = (year: FinancialYear) => {
      asked = year;
      return notDone;
    };
    reminderDueAt(justBefore("2027-04-01"), IST, spy);
    expect(asked?.label).toBe("2025-26");
    expect(reminderDueAt(midnight("2027-04-01"), IST, spy)).toBeNull();
  });

  it("starts on 1 May, counts the days to 31 May, and says overdue from 1 June", () => {
    expect(reminderDueAt(justBefore("2027-05-01"), IST, always(notDone))).toBeNull();
    expect(reminderDueAt(midnight("2027-05-01"), IST, always(notDone))).toEqual({
      year: "2026-27",
      due: "2027-05-31",
      daysLeft: 30,
      overdue: false,
      filed: false,
      certificatesLeft: 3,
    });
    expect(reminderDueAt(justBefore("2027-06-01"), IST, always(notDone))).toMatchObject({
      daysLeft: 0,
      overdue: false,
    });
    expect(reminderDueAt(midnight("2027-06-01"), IST, always(notDone))).toMatchObject({
      daysLeft: -1,
      overdue: true,
    });
    // The same instant is still 31 May in London: a site there is not overdue yet.
    expect(reminderDueAt(midnight("2027-06-01"), "Europe/London", always(notDone))).toMatchObject({ daysLeft: 0 });
  });

  it("goes on after filing until every 10BE is e-mailed, and stops then", () => {
    const filed = { reportable: true, filed: true, certificatesLeft: 1 };
    expect(form10bdNoticeOn("2027-05-20", always(filed))).toMatchObject({ filed: true, certificatesLeft: 1 });
    expect(form10bdNoticeOn("2027-05-20", always({ ...filed, certificatesLeft: 0 }))).toBeNull();
    // Filed but not all e-mailed, after 31 May: still shown, still overdue for the certificates.
    expect(form10bdNoticeOn("2027-07-01", always(filed))).toMatchObject({ overdue: true });
  });

  it("says nothing for a year with no reportable gift", () => {
    expect(form10bdNoticeOn("2027-05-20", always({ reportable: false, filed: false, certificatesLeft: 0 }))).toBeNull();
  });
});
