import { describe, expect, it } from "vitest";
import { blogStatus, formatDateTime, fromLocalInput, isFuture, toLocalInput } from "./blog-schedule";

const post = (published: boolean, publishedAt: string | null, featured = false) => ({
  published,
  publishedAt,
  featured,
});

describe("a post's status for the admin", () => {
  const now = Date.parse("2026-11-24T10:00:00Z");
  it("is a draft when not published, whatever its date", () => {
    expect(blogStatus(post(false, "2026-12-01T00:00:00Z"), now)).toEqual({ kind: "draft" });
  });
  it("is scheduled when published with a time to come", () => {
    expect(blogStatus(post(true, "2026-11-30T03:30:00Z"), now)).toEqual({
      kind: "scheduled",
      at: "2026-11-30T03:30:00Z",
    });
  });
  it("is featured or published once its time has come", () => {
    expect(blogStatus(post(true, "2026-11-01T00:00:00Z", true), now)).toEqual({ kind: "featured" });
    expect(blogStatus(post(true, null), now)).toEqual({ kind: "published" });
  });
});

describe("Publish at", () => {
  it("reads datetime-local in the local time zone and sends it with its offset", () => {
    const iso = fromLocalInput("2026-11-30T09:00");
    expect(iso).toMatch(/^2026-11-30T09:00:00[+-]\d\d:\d\d$/);
    expect(new Date(iso).getTime()).toBe(new Date(2026, 10, 30, 9, 0).getTime());
    expect(toLocalInput(iso)).toBe("2026-11-30T09:00");
  });
  it("leaves an empty field empty", () => {
    expect(fromLocalInput("")).toBe("");
    expect(toLocalInput(null)).toBe("");
    expect(isFuture("")).toBe(false);
  });
  it("tells a time to come from a past one", () => {
    expect(isFuture(toLocalInput(new Date(Date.now() + 120_000)))).toBe(true);
    expect(isFuture("2020-01-01T09:00")).toBe(false);
  });
  it("shows a time in the en-IN style", () => {
    expect(formatDateTime(new Date(2026, 10, 30, 9, 0))).toBe("30 Nov 2026, 9:00 am");
  });
});
