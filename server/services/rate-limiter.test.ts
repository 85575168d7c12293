import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./rate-limiter.ts";

function behavesAsAFixedWindow(name: string, make: () => RateLimiter, wait: (ms: number) => Promise<void>) {
  describe(name, () => {
    const limiter = make();
    afterAll(() => limiter.close());

    it("counts hits in a window and forgets them when it ends", async () => {
      const key = `test:${randomUUID()}`;
      expect(await limiter.peek(key)).toEqual({ count: 0, resetInSeconds: 0 });
      expect((await limiter.hit(key, 1)).count).toBe(1);
      const second = await limiter.hit(key, 1);
      expect(second.count).toBe(2);
      expect(second.resetInSeconds).toBe(1);
      expect((await limiter.peek(key)).count).toBe(2);
      await wait(1100);
      expect((await limiter.peek(key)).count).toBe(0);
      expect((await limiter.hit(key, 1)).count).toBe(1);
    });

    it("keeps keys apart and resets one on request", async () => {
      const a = `test:${randomUUID()}`;
      const b = `test:${randomUUID()}`;
      await limiter.hit(a, 60);
      await limiter.hit(a, 60);
      await limiter.hit(b, 60);
      await limiter.reset(a);
      expect((await limiter.peek(a)).count).toBe(0);
      expect((await limiter.peek(b)).count).toBe(1);
    });

    it("counts parallel hits exactly, and gives one back without going below zero or outliving the window", async () => {
      const key = `test:${randomUUID()}`;
      const counts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, 60)));
      expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      await limiter.release(key);
      expect((await limiter.peek(key)).count).toBe(49);

      const once = `test:${randomUUID()}`;
      await limiter.hit(once, 1);
      await limiter.release(once);
      await limiter.release(once);
      expect((await limiter.peek(once)).count).toBe(0);
      await wait(1100);
      await limiter.release(once);
      expect((await limiter.peek(once)).count).toBe(0);
      expect((await limiter.hit(once, 1)).count).toBe(1);
    });
  });
}

let clock = 0;
behavesAsAFixedWindow(
  "memory rate limiter",
  () => createMemoryRateLimiter(() => clock),
  async (ms) => {
    clock += ms;
  },
);

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  behavesAsAFixedWindow(
    "Redis rate limiter",
    () => createRedisRateLimiter(redisUrl, `test-${randomUUID()}:`),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  );
} else {
  it.skip("Redis rate limiter (set TEST_REDIS_URL to run)", () => {});
}
