/**
 * npm run fuzz [-- --runs N --seed S]: the generated fuzz run of tests/fuzz/api-fuzz.ts
 * against the API as its own process on a fresh database, N requests per
 * operation (default 120: over 5,000 in all). Prints the count per operation and
 * every failure; exits 1 on any failure (a 5xx, a crash, an undocumented answer).
 */
import { parseArgs } from "node:util";
import { formatCounts, runFuzz } from "../tests/fuzz/api-fuzz.ts";
import { startFuzzServer } from "../tests/fuzz/fuzz-server.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "120" }, seed: { type: "string" } } });
const runsPerOperation = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);

const server = await startFuzzServer();
const started = Date.now();
try {
  console.log(`fuzzing ${server.baseUrl}: ${runsPerOperation} requests per operation, seed ${seed}`);
  const result = await runFuzz({
    baseUrl: server.baseUrl,
    signIn: server.signIn,
    runsPerOperation,
    seed,
    serverAlive: server.alive,
  });
  console.log(formatCounts(result));
  console.log(
    `${result.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ${result.failures.length} failures`,
  );
  for (const failure of result.failures) console.log(JSON.stringify(failure, null, 2));
  if (!server.alive()) console.log(`the server crashed:\n${server.output()}`);
  process.exitCode = result.failures.length > 0 || !server.alive() ? 1 : 0;
} finally {
  await server.stop();
}
