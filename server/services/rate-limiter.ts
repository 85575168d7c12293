/**
 * Fixed-window counters for rate limits: in memory for one process, in Redis when
 * REDIS_URL is set so several instances behind a load balancer share the counts.
 */
import { Redis } from "ioredis";

export interface WindowCount {
  count: number;
  /** Seconds until the window ends and the count starts again at zero. */
  resetInSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one event for `key` and answers the count in the current window, in one
   * atomic step: count first, then compare and do the work, so parallel requests
   * cannot all slip under the limit.
   */
  hit(key: string, windowSeconds: number): Promise<WindowCount>;
  /** Gives back one event counted by `hit` (the attempt turned out fine); never below zero. */
  release(key: string): Promise<void>;
  /** The current count without adding to it. */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = () => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  const current = (key: string): WindowCount => {
    const w = windows.get(key);
    const t = now();
    if (!w || w.resetAt <= t) return { count: 0, resetInSeconds: 0 };
    return { count: w.count, resetInSeconds: Math.ceil((w.resetAt - t) / 1000) };
  };
  return {
    async hit(key, windowSeconds) {
      if (windows.size > 10_000) sweep();
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t) windows.set(key, { count: 1, resetAt: t + windowSeconds * 1000 });
      else w.count += 1;
      return current(key);
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now()) w.count = Math.max(0, w.count - 1);
    },
    async peek(key) {
      return current(key);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

const RELEASE_SCRIPT = `
if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1])
end
return 0`;

export function createRedisRateLimiter(url: string, prefix = "ratelimit:"): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Errors surface on the commands that fail; this only keeps them out of the crash path.
  redis.on("error", () => {});
  const read = async (key: string): Promise<WindowCount> => {
    const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
    if (!count || ttl <= 0) return { count: 0, resetInSeconds: 0 };
    return { count: Number(count), resetInSeconds: Math.ceil(ttl / 1000) };
  };
  return {
    async hit(key, windowSeconds) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowSeconds * 1000, "NX")
        .pttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
      return { count, resetInSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async release(key) {
      // Decrement only a live counter: DECR on an expired key would create one without a TTL.
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    peek: read,
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
