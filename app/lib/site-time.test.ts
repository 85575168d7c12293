/**
 * The admin's dates on the site's clock, checked on a machine whose own zone is
 * another (New York): nothing may follow the machine's zone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDisplayDate } from "./format-date";
import {
  formatDate,
  formatDateTime,
  formatTime,
  fromZonedInput,
  isFuture,
  siteDay,
  toZonedInput,
  zoneName,
} from "./site-time";

const INDIA = "Asia/Kolkata";
let machineZone: string | undefined;

beforeAll(() => {
  machineZone = process.env.TZ;
  // Node applies a new TZ at once, to Date and to Intl's default zone alike.
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe("times shown in the site's zone", () => {
  it("runs on a machine in another zone", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/New_York");
    expect(new Date("2026-11-30T03:30:00Z").getHours()).toBe(22);
  });

  it("writes a date and time in en-IN on India's clock, naming the zone", () => {
    // 03:30 UTC is 9:00 in India and 22:30 the evening before in New York.
    expect(formatDateTime("2026-11-30T03:30:00Z", INDIA)).toBe("30 Nov 2026, 9:00 am IST");
    expect(formatDateTime(new Date("2026-11-30T12:45:00Z"), INDIA)).toBe("30 Nov 2026, 6:15 pm IST");
  });

  it("takes the day as it was in India", () => {
    expect(formatDate("2026-11-29T20:00:00Z", INDIA)).toBe("30 Nov 2026");
    expect(formatTime("2026-11-29T20:00:00Z", INDIA)).toBe("1:30 am IST");
  });

  it("dates a post published at 00:30 in India that day on public pages, not the day before (UTC's)", () => {
    // 00:30 IST on 28 November is 19:00 UTC on the 27th.
    const published = "2026-11-27T19:00:00.000Z";
    expect(siteDay(published, INDIA)).toBe("2026-11-28");
    expect(formatDisplayDate(siteDay(published, INDIA))).toBe("28 Nov 2026");
    expect(formatDisplayDate(siteDay(published, INDIA), "hi")).toBe("28 नवंबर 2026");
    // A minute before midnight in India is still the 27th.
    expect(siteDay("2026-11-27T18:29:00.000Z", INDIA)).toBe("2026-11-27");
  });

  it("follows a configured zone other than India's", () => {
    expect(formatDateTime("2026-07-01T12:00:00Z", "Europe/London")).toBe("1 Jul 2026, 1:00 pm GMT+1");
    expect(formatDate("2026-11-29T20:00:00Z", "America/Los_Angeles")).toBe("29 Nov 2026");
  });

  it("shows nothing for a value that is not a time", () => {
    expect(formatDateTime("not a date", INDIA)).toBe("");
    expect(formatDate("", INDIA)).toBe("");
  });

  it("names the zone in words", () => {
    expect(zoneName(INDIA)).toBe("India Standard Time");
  });
});

describe("Publish at, read and written on the site's clock", () => {
  it("reads 9:00 typed as 9:00 in India, whatever the machine's zone", () => {
    const iso = fromZonedInput("2026-11-30T09:00", INDIA);
    expect(iso).toBe("2026-11-30T09:00:00+05:30");
    expect(new Date(iso).toISOString()).toBe("2026-11-30T03:30:00.000Z");
  });

  it("shows a stored time back as India's wall clock", () => {
    expect(toZonedInput("2026-11-30T03:30:00Z", INDIA)).toBe("2026-11-30T09:00");
    expect(toZonedInput(fromZonedInput("2026-12-31T23:59", INDIA), INDIA)).toBe("2026-12-31T23:59");
  });

  it("uses the offset a summer-time zone has on that day", () => {
    expect(fromZonedInput("2026-07-01T09:00", "Europe/London")).toBe("2026-07-01T09:00:00+01:00");
    expect(fromZonedInput("2026-01-15T09:00", "Europe/London")).toBe("2026-01-15T09:00:00+00:00");
    expect(fromZonedInput("2026-01-15T09:00", "America/New_York")).toBe("2026-01-15T09:00:00-05:00");
    expect(toZonedInput("2026-07-01T08:00:00Z", "Europe/London")).toBe("2026-07-01T09:00");
  });

  it("leaves an empty field empty and anything else as typed, for the schema to refuse", () => {
    expect(fromZonedInput("", INDIA)).toBe("");
    expect(fromZonedInput(" tomorrow ", INDIA)).toBe("tomorrow");
    expect(toZonedInput(null, INDIA)).toBe("");
    expect(toZonedInput("nonsense", INDIA)).toBe("");
  });

  it("tells a time to come from a past one on India's clock", () => {
    const now = Date.parse("2026-11-30T03:00:00Z"); // 8:30 in India, 22:00 the day before in New York
    expect(isFuture("2026-11-30T09:00", INDIA, now)).toBe(true);
    expect(isFuture("2026-11-30T08:00", INDIA, now)).toBe(false);
    expect(isFuture("", INDIA, now)).toBe(false);
  });
});
