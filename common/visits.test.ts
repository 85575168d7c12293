import { describe, expect, it } from "vitest";
import { BUCKET_EDGES, bucketOf, countedPath, METRICS, percentileOf, ratingOf, THRESHOLDS } from "./visits.ts";

/** A histogram of these values, as the server keeps them. */
function histogram(metric: (typeof METRICS)[number], values: number[]): number[] {
  const counts = new Array<number>(BUCKET_EDGES[metric].length + 1).fill(0);
  for (const value of values) counts[bucketOf(metric, value)] = (counts[bucketOf(metric, value)] ?? 0) + 1;
  return counts;
}

/** The 75th percentile of the values themselves (nearest rank). */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
}

describe("the vitals' histograms", () => {
  it("have Google's thresholds as bucket edges, in increasing order", () => {
    for (const metric of METRICS) {
      const edges = BUCKET_EDGES[metric];
      expect(edges).toContain(THRESHOLDS[metric].good);
      expect(edges).toContain(THRESHOLDS[metric].poor);
      expect([...edges].sort((a, b) => a - b)).toEqual(edges);
    }
  });

  it("put a value in the bucket whose upper edge is the first at or over it", () => {
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("LCP", 2500)).toBe(BUCKET_EDGES.LCP.indexOf(2500));
    expect(bucketOf("LCP", 2501)).toBe(BUCKET_EDGES.LCP.indexOf(2500) + 1);
    expect(bucketOf("LCP", 1e9)).toBe(BUCKET_EDGES.LCP.length);
    expect(bucketOf("CLS", 0.1)).toBe(BUCKET_EDGES.CLS.indexOf(0.1));
  });

  it("give a 75th percentile inside the bucket of the true one, so its rating is the true one", () => {
    // Many made-up page loads: a spread of LCPs, INPs and layout shifts.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (const metric of METRICS) {
      const scale = { LCP: 4000, INP: 400, CLS: 0.3 }[metric];
      for (let round = 0; round < 50; round++) {
        const values = Array.from({ length: 1 + Math.floor(random() * 200) }, () => random() * random() * scale * 2);
        const estimate = percentileOf(metric, histogram(metric, values)) as number;
        const exact = exactP75(values);
        const bucket = bucketOf(metric, exact);
        const lower = bucket === 0 ? 0 : (BUCKET_EDGES[metric][bucket - 1] as number);
        const upper = BUCKET_EDGES[metric][bucket] ?? Number.POSITIVE_INFINITY;
        expect(estimate).toBeGreaterThanOrEqual(lower);
        expect(estimate).toBeLessThanOrEqual(upper);
        expect(ratingOf(metric, estimate)).toBe(ratingOf(metric, exact));
      }
    }
  });

  it("have no percentile without values, and the lower edge in the open last bucket", () => {
    expect(percentileOf("INP", [])).toBeUndefined();
    expect(percentileOf("INP", [0, 0])).toBeUndefined();
    expect(percentileOf("INP", histogram("INP", [9000, 9000]))).toBe(5000);
  });

  it("rate by Google's thresholds: at the threshold is still the better rating", () => {
    expect(ratingOf("LCP", 2500)).toBe("good");
    expect(ratingOf("LCP", 2501)).toBe("needs-improvement");
    expect(ratingOf("LCP", 4001)).toBe("poor");
    expect(ratingOf("INP", 200)).toBe("good");
    expect(ratingOf("INP", 500)).toBe("needs-improvement");
    expect(ratingOf("CLS", 0.26)).toBe("poor");
  });
});

describe("the paths a visit is counted on", () => {
  it("are the public pages in either language, posts and custom forms", () => {
    expect(countedPath("/")).toEqual({ kind: "page", path: "/", language: "en" });
    expect(countedPath("/hi")).toEqual({ kind: "page", path: "/", language: "hi" });
    expect(countedPath("/hi/Education")).toEqual({ kind: "page", path: "/Education", language: "hi" });
    expect(countedPath("/Gallery")).toMatchObject({ kind: "page", path: "/Gallery" });
    expect(countedPath("/blog/a%20post")).toEqual({
      kind: "post",
      path: "/blog/a%20post",
      language: "en",
      slug: "a post",
    });
    expect(countedPath("/hi/forms/abc")).toEqual({ kind: "form", path: "/forms/abc", language: "hi", id: "abc" });
  });

  it("are not the admin area, files, other addresses, another spelling or a broken escape", () => {
    for (const path of [
      "/admin",
      "/admin/blogs",
      "/robots.txt",
      "/education",
      "/Education/",
      "/blog/a/b",
      "/hi/hi",
      "x",
    ]) {
      expect(countedPath(path), path).toBeUndefined();
    }
    expect(countedPath("/blog/%E0%A4")).toMatchObject({ kind: "post", slug: "%E0%A4" });
    expect(countedPath(`/blog/${"a".repeat(400)}`)).toBeUndefined();
  });
});
