/**
 * The short fuzz run inside `npm test` (issue 15): a few generated requests per
 * API operation against the API as its own process; `npm run fuzz` runs thousands.
 * Any 5xx, crash, undocumented status or answer off its documented schema fails.
 * In the postgres project the server runs on its own new PostgreSQL database,
 * where NUL and invalid text are refused by the database itself.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { formatCounts, runFuzz } from "../fuzz/api-fuzz.ts";
import { type FuzzServer, startFuzzServer } from "../fuzz/fuzz-server.ts";
import { createScratchDatabase } from "../support/test-database.ts";

let server: FuzzServer;
let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
beforeAll(async () => {
  database = process.env.TEST_DB_DRIVER === "postgres" ? await createScratchDatabase() : undefined;
  server = await startFuzzServer(database ? { DATABASE_URL: database.url } : {});
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

it("answers generated hostile requests to every operation with documented 4xx or success, never 5xx", async () => {
  const result = await runFuzz({
    baseUrl: server.baseUrl,
    signIn: server.signIn,
    runsPerOperation: Number(process.env.FUZZ_RUNS ?? 10),
    seed: Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000),
    serverAlive: server.alive,
  });
  console.log(formatCounts(result));
  expect(server.alive(), server.output()).toBe(true);
  expect(result.failures).toEqual([]);
  expect(result.operations.length).toBeGreaterThanOrEqual(40);
}, 300_000);
