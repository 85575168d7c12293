/**
 * The background job queue (issue 42), on the embedded database and (the postgres
 * project) on PostgreSQL: a job runs once; one that throws is tried again and then
 * kept as failed, with its error, for the admin; the jobs of each kind are counted by
 * state (for /metrics); a job stored before a restart runs after it; two instances on
 * one database run a job once between them.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";
import { createJobQueue, type JobQueue } from "../../server/jobs/job-queue.ts";
import { createScratchDatabase, openTestDatabase } from "../support/test-database.ts";

const silent = { child: () => silent, error() {}, info() {}, warn() {} } as unknown as FastifyBaseLogger;
const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function queueOn(database: DatabaseHandle): JobQueue {
  const queue = createJobQueue({ database, timeZone: "Asia/Kolkata", pollingIntervalSeconds: 0.5 });
  cleanups.push(() => queue.stop(1_000));
  return queue;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the job queue", () => {
  it("runs a job once, with its data", async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const queue = queueOn(database);
    const seen: string[] = [];
    queue.define<{ to: string }>({
      name: "greet",
      run: async ({ to }) => {
        seen.push(to);
      },
    });
    await queue.start(silent);
    await queue.send("greet", { to: "Asha" });
    await until(() => seen.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(seen).toEqual(["Asha"]);
    expect(await queue.failures()).toEqual([]);
  });

  it("tries a failing job again, then keeps it as failed with its error", async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const queue = queueOn(database);
    let tries = 0;
    queue.define({
      name: "flaky",
      retries: 1,
      run: async () => {
        tries += 1;
        throw new Error(`mail server refused (try ${tries})`);
      },
    });
    await queue.start(silent);
    await queue.send("flaky", {});
    await until(async () => (await queue.failures()).length > 0, 20_000);
    expect(tries).toBe(2);
    const [failed] = await queue.failures();
    expect(failed).toMatchObject({ name: "flaky", error: "mail server refused (try 2)" });
  });

  it("counts each kind's jobs: waiting (the depth), scheduled, running and failed", async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    // An idle worker looks for jobs at start, then only after a minute: a due job sent
    // without waking it stays waiting for the whole test.
    const queue = createJobQueue({ database, timeZone: "Asia/Kolkata", pollingIntervalSeconds: 60 });
    cleanups.push(() => queue.stop(1_000));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    cleanups.push(async () => release());
    queue.define({ name: "held", run: () => held });
    queue.define({
      name: "broken",
      retries: 0,
      run: async () => {
        throw new Error("the disk is full");
      },
    });
    queue.define({ name: "idle", run: async () => {} });
    expect(await queue.counts()).toEqual([]);
    await queue.start(silent);
    await queue.send("held", {});
    await queue.send("broken", {});
    await queue.send("idle", {}, { startAfter: new Date(Date.now() - 1_000) });
    await queue.send("idle", {}, { startAfter: new Date(Date.now() + 3_600_000) });
    const settled = async () => {
      const counts = await queue.counts();
      return counts.some((c) => c.name === "held" && c.active === 1) && counts.some((c) => c.failed === 1);
    };
    await until(settled);
    expect(await queue.counts()).toEqual([
      { name: "broken", waiting: 0, scheduled: 0, active: 0, failed: 1 },
      { name: "held", waiting: 0, scheduled: 0, active: 1, failed: 0 },
      { name: "idle", waiting: 1, scheduled: 1, active: 0, failed: 0 },
    ]);
  });

  it("runs a job stored before a restart once the server is back", async () => {
    let dataDir: string | undefined;
    let open: () => Promise<DatabaseHandle>;
    if (onPostgres) {
      const scratch = await createScratchDatabase();
      cleanups.push(() => scratch.drop());
      open = () => openDatabase({ driver: "postgres", url: scratch.url });
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), "ngo-jobs-"));
      const dir = dataDir;
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      open = () => openDatabase({ driver: "pglite", dataDir: dir });
    }
    const before = await open();
    const first = createJobQueue({ database: before, timeZone: "Asia/Kolkata" });
    first.define({ name: "later", run: async () => {} });
    await first.start(silent);
    await first.send("later", { n: 1 }, { startAfter: new Date(Date.now() + 60_000) });
    await first.stop(1_000);
    await before.close();

    const after = await open();
    cleanups.push(() => after.close());
    const ran: number[] = [];
    const second = queueOn(after);
    second.define<{ n: number }>({ name: "later", run: async ({ n }) => void ran.push(n) });
    await second.start(silent);
    // As if the minute had passed while the server was down.
    await after.executeSql("UPDATE pgboss.job SET start_after = now() WHERE name = 'later'");
    await until(() => ran.length > 0);
    expect(ran).toEqual([1]);
  });

  it.runIf(onPostgres)("two instances on one database run a job once between them", async () => {
    const scratch = await createScratchDatabase();
    cleanups.push(() => scratch.drop());
    const [a, b] = [
      await openDatabase({ driver: "postgres", url: scratch.url }),
      await openDatabase({ driver: "postgres", url: scratch.url }),
    ];
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    const runs: string[] = [];
    const queues = [queueOn(a), queueOn(b)];
    for (const [index, queue] of queues.entries()) {
      queue.define<{ n: number }>({ name: "once", run: async ({ n }) => void runs.push(`${index}:${n}`) });
      await queue.start(silent);
    }
    for (let n = 0; n < 20; n++) await queues[n % 2]?.send("once", { n });
    await until(() => runs.length >= 20);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toHaveLength(20);
    expect(new Set(runs.map((run) => run.split(":")[1])).size).toBe(20);
  });
});
