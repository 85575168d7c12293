import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  MEMORY_LIMITER_MAX_ENTRIES,
  type RateLimiter,
} from "./rate-limiter.ts";

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

/**
 * Counts the steps taken through any Map (for...of, keys(), entries()) while `work`
 * runs: the old limiter walked every counter on each call once it held 10,000, so
 * one client making up usernames slowed every visitor down (issue 40). Counting
 * steps says the same as a stopwatch would, without depending on the machine.
 */
function mapStepsDuring(work: () => void): number {
  const iterator = Object.getPrototypeOf(new Map().entries()) as { next: (...args: unknown[]) => unknown };
  const next = iterator.next;
  let steps = 0;
  iterator.next = function (this: unknown, ...args: unknown[]) {
    steps += 1;
    return next.apply(this, args);
  };
  try {
    work();
  } finally {
    iterator.next = next;
  }
  return steps;
}

describe("memory rate limiter under many keys (issue 40)", () => {
  const keys = (count: number, prefix = "login:user:guess-") =>
    Array.from({ length: count }, (_, i) => `${prefix}${i}`);

  it("holds at most its cap of counters, however many usernames are made up", async () => {
    const limiter = createMemoryRateLimiter(() => 0);
    for (const key of keys(100_000)) await limiter.hit(key, 900);
    expect(limiter.size()).toBe(MEMORY_LIMITER_MAX_ENTRIES);
    // The newest counters are the ones kept.
    expect((await limiter.peek("login:user:guess-99999")).count).toBe(1);
    expect((await limiter.peek("login:user:guess-0")).count).toBe(0);

    const small = createMemoryRateLimiter(() => 0, { maxEntries: 100 });
    for (const key of keys(100_000)) await small.hit(key, 900);
    expect(small.size()).toBe(100);
  });

  it("does the same few steps for a hit after 100,000 keys as after 10", async () => {
    const stepsOfOneHit = async (count: number) => {
      let clock = 0;
      const limiter = createMemoryRateLimiter(() => clock);
      for (const key of keys(count)) await limiter.hit(key, 900);
      await limiter.hit("login:client:203.0.113.7", 60);
      clock += 1000;
      let pending: Promise<unknown> = Promise.resolve();
      const steps = mapStepsDuring(() => {
        pending = limiter.hit("login:client:203.0.113.7", 60);
      });
      expect((await pending) as { count: number }).toMatchObject({ count: 2 });
      return steps;
    };
    const few = await stepsOfOneHit(10);
    const many = await stepsOfOneHit(100_000);
    expect(many).toBe(few);
    expect(many).toBeLessThan(20);
  });

  it("drops expired counters a few at a time, faster than calls add them", async () => {
    let clock = 0;
    const limiter = createMemoryRateLimiter(() => clock);
    for (const key of keys(10_000)) await limiter.hit(key, 60);
    clock += 61_000;
    const steps = mapStepsDuring(() => {
      void limiter.hit("visitor:contact:198.51.100.1", 60);
    });
    expect(steps).toBeLessThan(20);
    expect(limiter.size()).toBeGreaterThan(9_000);
    // Each call adds at most one counter and drops several expired ones.
    for (const key of keys(2_000, "visitor:contact:198.51.100.")) await limiter.hit(key, 60);
    expect(limiter.size()).toBeLessThanOrEqual(2_001);
    expect((await limiter.peek("login:user:guess-1")).count).toBe(0);
  });

  it("makes room by pushing out the counter whose window ends soonest, in any window length", async () => {
    let clock = 0;
    const limiter = createMemoryRateLimiter(() => clock, { maxEntries: 3 });
    await limiter.hit("long", 3600);
    clock += 1000;
    await limiter.hit("short", 10);
    await limiter.hit("medium", 600);
    await limiter.hit("new", 600);
    expect(limiter.size()).toBe(3);
    expect((await limiter.peek("short")).count).toBe(0);
    for (const key of ["long", "medium", "new"]) expect((await limiter.peek(key)).count).toBe(1);
  });

  it("starts a counter's new window in its new length", async () => {
    let clock = 0;
    const limiter = createMemoryRateLimiter(() => clock);
    await limiter.hit("key", 1);
    clock += 2000;
    expect(await limiter.hit("key", 60)).toEqual({ count: 1, resetInSeconds: 60 });
    clock += 30_000;
    expect(await limiter.hit("key", 60)).toEqual({ count: 2, resetInSeconds: 30 });
    expect(limiter.size()).toBe(1);
  });
});

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
