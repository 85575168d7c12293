import { describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL } from "./http-cache";

const directives = PUBLIC_CACHE_CONTROL.split(",").map((part) => part.trim().split("=")[0]);

describe("PUBLIC_CACHE_CONTROL (decision 058)", () => {
  it("makes a browser ask the server before it reuses a page or its data", () => {
    expect(directives).toContain("public");
    expect(PUBLIC_CACHE_CONTROL).toMatch(/(?:^|,\s*)max-age=0(?:,|$)/);
    // Chromium's HTTP cache answers fetch() (React Router's data requests, the service
    // worker's page requests) with a stale copy within this window: a new post went unseen.
    expect(directives).not.toContain("stale-while-revalidate");
    expect(directives).not.toContain("stale-if-error");
  });

  it("still lets a CDN in front keep an answer for a minute", () => {
    expect(PUBLIC_CACHE_CONTROL).toMatch(/(?:^|,\s*)s-maxage=60(?:,|$)/);
  });
});
