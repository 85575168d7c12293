/**
 * Scheduled posts go public at their time without anyone visiting the admin and
 * without a restart: a timer waits for the next scheduled post and then announces a
 * change to the blog, exactly as a write would, so the response cache drops every
 * page, list and feed that read the blog and the next read shows the post.
 *
 * Each instance keeps its own timer and re-arms it whenever the blog changes
 * (locally or, through the change channel, on another instance).
 */
import type { ChangeChannel } from "../cache/change-channel.ts";
import { EVERYTHING } from "../cache/change-channel.ts";

/** Never sleep longer than this: a clock that jumped, or a lost notification, is caught within the hour. */
const MAX_WAIT_MS = 60 * 60 * 1000;
/** Past the due time by this much, so the database's `now()` has surely reached it. */
const MARGIN_MS = 50;
/** A post still not public when the timer fires (clocks apart) is looked at again after this. */
const MIN_WAIT_MS = 250;

export interface PublicationClockDeps {
  changes: Pick<ChangeChannel, "changed" | "subscribe">;
  /** Milliseconds until the next scheduled post is due, or undefined when none is. */
  msUntilNextPublication: () => Promise<number | undefined>;
  tag: string;
  log?: { warn(obj: object, msg: string): void };
}

export function createPublicationClock({ changes, msUntilNextPublication, tag, log }: PublicationClockDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const arm = async () => {
    if (!running) return;
    let wait: number | undefined;
    try {
      wait = await msUntilNextPublication();
    } catch (err) {
      log?.warn({ err }, "could not look up the next scheduled post; trying again in a minute");
      wait = 60_000;
    }
    clearTimeout(timer);
    timer = undefined;
    if (!running || wait === undefined) {
      if (running) timer = setTimeout(() => void arm(), MAX_WAIT_MS);
      return;
    }
    const due = wait > MAX_WAIT_MS ? undefined : Math.max(MIN_WAIT_MS, wait + MARGIN_MS);
    timer = setTimeout(() => {
      timer = undefined;
      // A due post changes what the blog shows: announce it as a write would.
      if (due !== undefined) void changes.changed(tag);
      else void arm();
    }, due ?? MAX_WAIT_MS);
    timer.unref();
  };

  changes.subscribe((tags) => {
    if (tags.includes(tag) || tags.includes(EVERYTHING)) void arm();
  });

  return {
    async start() {
      running = true;
      await arm();
    },
    stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
