import { describe, expect, it } from "vitest";
import { blogStatus } from "./blog-schedule";

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
