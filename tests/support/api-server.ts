/**
 * The API as its own process (no pages, so no build needed), for tests that kill
 * it: configuration from the environment exactly as server/index.ts reads it.
 * Prints "LISTENING <port>" once it accepts requests.
 */
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createServices } from "../../server/services/index.ts";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { driver: "postgres", url: config.databaseUrl } : { driver: "pglite", dataDir: config.dataDir },
);
const services = createServices({ config, database });
const app = await buildApp({ services });
await services.auth.ensureAdmin({ info() {}, warn() {} });
await app.listen({ port: config.port, host: "127.0.0.1" });
const address = app.server.address();
console.log(`LISTENING ${typeof address === "object" && address ? address.port : config.port}`);

process.on("SIGTERM", async () => {
  await app.close();
  await services.close();
  await database.close();
  process.exit(0);
});
