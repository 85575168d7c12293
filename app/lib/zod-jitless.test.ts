import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("turns off zod's eval-based compiler without importing zod, and zod reads it", async () => {
    await import("./zod-jitless.ts");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    // An object schema built afterwards still parses (interpreted, not compiled).
    expect(z.object({ name: z.string() }).parse({ name: "Asha" })).toEqual({ name: "Asha" });
  });
});
