import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { photoJpeg } from "../../tests/support/test-images.ts";
import { processImage } from "./image-pipeline.ts";
import { createWorkQueue, loadSharp, type QueueState, SHARP_JOBS, sharpQueue } from "./sharp-queue.ts";

/** A promise and the functions that settle it, for jobs the test ends by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every job that can start do so. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createWorkQueue", () => {
  it("runs at most its limit at once, the rest in the order they came", async () => {
    const queue = createWorkQueue(2);
    const jobs = Array.from({ length: 5 }, () => deferred<number>());
    const started: number[] = [];
    const results = jobs.map((job, i) =>
      queue.run(() => {
        started.push(i);
        return job.promise;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);

    jobs[1]?.resolve(1);
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    for (const [i, job] of jobs.entries()) job.resolve(i);
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("gives a failed job's place to the next one and passes the failure on", async () => {
    const queue = createWorkQueue(1);
    const first = deferred();
    const failed = queue.run(() => first.promise);
    const thrownAtOnce = queue.run(() => {
      throw new Error("at once");
    });
    const next = queue.run(async () => "next");
    first.reject(new Error("broken"));
    await expect(failed).rejects.toThrow("broken");
    await expect(thrownAtOnce).rejects.toThrow("at once");
    expect(await next).toBe("next");
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("refuses a limit that is not a positive whole number", () => {
    expect(() => createWorkQueue(0)).toThrow();
    expect(() => createWorkQueue(1.5)).toThrow();
  });
});

describe("sharpQueue", () => {
  it("is bounded to one or two jobs, whose libvips threads leave a core free", async () => {
    expect(sharpQueue.limit).toBe(SHARP_JOBS);
    expect(SHARP_JOBS).toBeGreaterThanOrEqual(1);
    expect(SHARP_JOBS).toBeLessThanOrEqual(2);
    const threads = (await loadSharp()).concurrency();
    expect(threads).toBeGreaterThanOrEqual(1);
    expect(SHARP_JOBS * threads).toBeLessThanOrEqual(Math.max(1, availableParallelism() - 1));
    expect((await loadSharp()).cache()).toMatchObject({ memory: { max: 0 } });
  });

  it("never decodes more images at once than its limit, however many uploads arrive together", async () => {
    const uploads = 6;
    const photos = await Promise.all(
      Array.from({ length: uploads }, (_, i) => photoJpeg({ width: 1200, height: 800, label: `upload ${i}` })),
    );
    const seen: QueueState[] = [];
    const stop = sharpQueue.observe((state) => seen.push(state));
    try {
      const results = await Promise.all(
        // As a form's file answers come: a visitor's, the original only.
        photos.map((photo, i) =>
          processImage(photo, "jpeg", { name: `${i}.jpg`, uploader: "visitor", variants: false }),
        ),
      );
      expect(results.map((result) => result.width)).toEqual(Array(uploads).fill(1200));
    } finally {
      stop();
    }
    const mostRunning = Math.max(...seen.map((state) => state.running));
    expect(mostRunning).toBeLessThanOrEqual(sharpQueue.limit);
    expect(mostRunning).toBeGreaterThanOrEqual(1);
    // The others did wait in line (all six asked while the first was decoding).
    expect(Math.max(...seen.map((state) => state.waiting))).toBeGreaterThan(0);
    expect(seen.at(-1)).toEqual({ running: 0, waiting: 0 });
  }, 30_000);
});
