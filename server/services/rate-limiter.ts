/**
 * Fixed-window counters for rate limits: in memory for one process, in Redis when
 * REDIS_URL is set so several instances behind a load balancer share the counts.
 * The memory one holds at most a fixed number of counters and does a fixed amount
 * of work a call, however many keys visitors make up (issue 40).
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

/** A memory limiter, with what its tests look at. */
export interface MemoryRateLimiter extends RateLimiter {
  /** How many windows it holds (current ones, and ended or reset ones not yet dropped); never above `maxEntries`. */
  size(): number;
}

export interface MemoryRateLimiterOptions {
  /**
   * The most counters held at once. A new counter past it pushes out the one whose
   * window ends soonest, so memory stays bounded however many keys clients make up
   * (every sign-in attempt with a new username used to be three keys).
   */
  maxEntries?: number;
}

/** A few hundred bytes a counter with its key (a username is at most 64 characters): some 15 MB at the cap. */
export const MEMORY_LIMITER_MAX_ENTRIES = 50_000;
/** Counters past their window dropped per call at most, per window length: more than a call adds. */
const DROPS_PER_CALL = 8;

/** One window of one key, linked to the next one begun in the same window length. */
interface Window {
  key: string;
  count: number;
  resetAt: number;
  next: Window | undefined;
}

/** The windows of one length in the order they began, which is the order they end in. */
interface Lane {
  head: Window | undefined;
  tail: Window | undefined;
}

/**
 * The counters sit in "lanes", one per window length, each a queue (a linked list:
 * a Map drained from its head leaves holes that every new walk steps over) in the
 * order its windows began; as time only moves forward, that is the order they end
 * in, so a lane's expired counters are at its head. A call drops a few of them and
 * looks at no other, and a new counter past the cap pushes out the lane head that
 * ends soonest. So the work of a call depends on the number of window lengths in use
 * (a handful, fixed in the code and the configuration), never on the number of keys.
 * A counter that is reset, or whose key starts a new window, stays queued (and
 * counted against the cap) until it reaches the head of its lane.
 */
export function createMemoryRateLimiter(
  now: () => number = Date.now,
  { maxEntries = MEMORY_LIMITER_MAX_ENTRIES }: MemoryRateLimiterOptions = {},
): MemoryRateLimiter {
  const cap = Math.max(1, maxEntries);
  /** The current window of each key. */
  const windows = new Map<string, Window>();
  const lanes = new Map<number, Lane>();
  /** Windows queued in the lanes: the current ones and those not yet dropped. */
  let queued = 0;

  /** Takes the head off a lane, and its key's counter with it when that is still the current one. */
  const shift = (lane: Lane) => {
    const w = lane.head;
    if (!w) return;
    lane.head = w.next;
    if (!lane.head) lane.tail = undefined;
    w.next = undefined;
    queued -= 1;
    if (windows.get(w.key) === w) windows.delete(w.key);
  };
  const dropped = (w: Window, t: number) => w.resetAt <= t || windows.get(w.key) !== w;

  /** Drops up to DROPS_PER_CALL ended (or replaced) windows from the head of each lane, and lanes left empty. */
  const dropEnded = (t: number) => {
    for (const [length, lane] of lanes) {
      for (let n = 0; n < DROPS_PER_CALL && lane.head && dropped(lane.head, t); n++) shift(lane);
      if (!lane.head) lanes.delete(length);
    }
  };

  /** Makes room for one more window: takes the lane head that ends soonest. */
  const evictOne = (): boolean => {
    let soonest: Lane | undefined;
    for (const lane of lanes.values()) {
      if (lane.head && (!soonest?.head || lane.head.resetAt < soonest.head.resetAt)) soonest = lane;
    }
    if (!soonest) return false;
    shift(soonest);
    return true;
  };

  const live = (key: string, t: number) => {
    const w = windows.get(key);
    return w && w.resetAt > t ? w : undefined;
  };
  const counted = (w: Window | undefined, t: number): WindowCount =>
    w ? { count: w.count, resetInSeconds: Math.ceil((w.resetAt - t) / 1000) } : { count: 0, resetInSeconds: 0 };

  return {
    async hit(key, windowSeconds) {
      const t = now();
      dropEnded(t);
      const current = live(key, t);
      if (current) {
        current.count += 1;
        return counted(current, t);
      }
      while (queued >= cap) if (!evictOne()) break;
      const length = windowSeconds * 1000;
      let lane = lanes.get(length);
      if (!lane) {
        lane = { head: undefined, tail: undefined };
        lanes.set(length, lane);
      }
      const w: Window = { key, count: 1, resetAt: t + length, next: undefined };
      if (lane.tail) lane.tail.next = w;
      else lane.head = w;
      lane.tail = w;
      queued += 1;
      // The key's ended window, if any, stays queued until it reaches its lane's head.
      windows.set(key, w);
      return counted(w, t);
    },
    async release(key) {
      const w = live(key, now());
      if (w) w.count = Math.max(0, w.count - 1);
    },
    async peek(key) {
      const t = now();
      return counted(live(key, t), t);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
      lanes.clear();
      queued = 0;
    },
    size: () => queued,
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
