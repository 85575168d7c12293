import { describe, expect, it } from "vitest";
import { createVisitTally } from "./visit-tally.ts";

describe("the visit tally", () => {
  it("adds views and vitals buckets by key, and hands them over once", () => {
    const tally = createVisitTally();
    tally.addView("2026-11-30", "/Education", "en");
    tally.addView("2026-11-30", "/Education", "en");
    tally.addView("2026-11-30", "/Education", "hi");
    tally.addVital("2026-11-30", "/Education", "LCP", 12);
    tally.addVital("2026-11-30", "/Education", "LCP", 12);
    expect(tally.size()).toBe(3);
    const batch = tally.take();
    expect(batch.views).toEqual([
      { day: "2026-11-30", path: "/Education", language: "en", views: 2 },
      { day: "2026-11-30", path: "/Education", language: "hi", views: 1 },
    ]);
    expect(batch.vitals).toEqual([{ day: "2026-11-30", path: "/Education", metric: "LCP", bucket: 12, count: 2 }]);
    expect(tally.take()).toEqual({ views: [], vitals: [] });
  });

  it("holds at most its cap of counters: a new one past it is refused, an existing one still counts", () => {
    const tally = createVisitTally(2);
    expect(tally.addView("2026-11-30", "/a", "en")).toBe(true);
    expect(tally.addVital("2026-11-30", "/a", "CLS", 0)).toBe(true);
    expect(tally.addView("2026-11-30", "/b", "en")).toBe(false);
    expect(tally.addView("2026-11-30", "/a", "en")).toBe(true);
    expect(tally.size()).toBe(2);
    const batch = tally.take();
    expect(batch.views).toEqual([{ day: "2026-11-30", path: "/a", language: "en", views: 2 }]);
    // A batch that could not be written comes back, added to what was counted meanwhile.
    tally.addView("2026-11-30", "/a", "en");
    tally.putBack(batch);
    expect(tally.take().views).toEqual([{ day: "2026-11-30", path: "/a", language: "en", views: 3 }]);
  });
});
