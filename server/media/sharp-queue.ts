/**
 * One line, for the whole process, that every heavy piece of sharp work waits in
 * (decoding an upload and encoding its outputs, a link preview's crop, the
 * variants the media script regenerates). A 27-megapixel JPEG costs about 1.5 s
 * of CPU and a few hundred MB while it is decoded; six of them at once took
 * every core and 1.6 GB, and pages waited seconds behind them (issue 40). In
 * line, they take their turn and the server keeps a core for pages.
 *
 * Only whole jobs queue: a job must not wait in the line again from inside it
 * (it would wait for itself), so the helpers it calls (webpVariant, avifVariant)
 * do not queue on their own.
 */
import { availableParallelism } from "node:os";
import type sharpModule from "sharp";

export type SharpModule = typeof sharpModule;

const cores = availableParallelism();

/** Jobs at once: one core is left to the event loop (pages, the API), and never more than two. */
export const SHARP_JOBS = Math.max(1, Math.min(2, cores - 1));

// libvips threads per job, set rather than left to sharp's default, which changes
// with the machine and the base image: one per core (musl, as on Alpine, or with
// jemalloc), so each job in line could take every core, or 1 on glibc Linux, to
// keep memory from fragmenting. Here: a fair share of cores - 1 per job, never more
// than that default (2 cores: 1 job of 1 thread; 8 cores on Alpine: 2 jobs of 3;
// on glibc, 1 each). AVIF encoding runs libaom's own threads besides. Each job also
// holds one libuv worker (4 by default), which file reads and compression share:
// two jobs leave them two.
const threadsPerJob = (sharpDefault: number) =>
  Math.max(1, Math.min(sharpDefault, Math.floor((cores - 1) / SHARP_JOBS)));

let loading: Promise<SharpModule> | undefined;

/**
 * sharp, loaded the first time an image is worked on: libvips takes about 19 MB of
 * the server's memory, which a site that is only being read never needs (idle
 * under 300 MB, issue 41). Its settings are made once, here.
 */
export function loadSharp(): Promise<SharpModule> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(threadsPerJob(sharp.concurrency()));
    // Each upload is decoded once, so libvips' operation cache (up to 50 MB by default)
    // only holds memory; turned off, it costs no speed.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

export interface QueueState {
  running: number;
  waiting: number;
}

export interface WorkQueue {
  /** Runs `work` once fewer than the limit are running; answers (or throws) what it does. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Calls `listener` each time a job starts or ends, with the counts then; answers a function that stops it. */
  observe(listener: (state: QueueState) => void): () => void;
  readonly limit: number;
  readonly running: number;
  readonly waiting: number;
}

/** A first-come, first-served semaphore: at most `limit` jobs run at once, the rest wait in order. */
export function createWorkQueue(limit: number): WorkQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid queue limit: ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const listeners = new Set<(state: QueueState) => void>();
  const tell = () => {
    for (const listener of listeners) listener({ running, waiting: waiting.length });
  };

  return {
    limit,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      // A job that ends hands its place straight to the next in line (running stays
      // counted), so a newcomer can never slip in between and go over the limit.
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      tell();
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
        tell();
      }
    },
    observe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The queue all of server/media's sharp work goes through. */
export const sharpQueue = createWorkQueue(SHARP_JOBS);
