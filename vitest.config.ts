/**
 * Unit tests sit beside their code; API tests in tests/api run against a real
 * embedded PGlite and, when TEST_DATABASE_URL is set, again against PostgreSQL.
 */
import { defineConfig } from "vitest/config";
import { iconSprite } from "./scripts/build-steps/icon-sprite.ts";

/** Every project renders pages or their parts, which draw icons from the sprite file the plugin makes. */
const plugins = [iconSprite()];

const unit = {
  plugins,
  test: {
    name: "unit",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "common/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
  resolve: { tsconfigPaths: true },
};

const api = (driver: "pglite" | "postgres") => ({
  plugins,
  test: {
    name: `api-${driver}`,
    include: ["tests/api/**/*.test.ts"],
    env: { TEST_DB_DRIVER: driver },
    // Each file builds its own app on its own database, and imports the same server code:
    // imported once per worker instead of once per file, which cost CI minutes (decision 094).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  resolve: { tsconfigPaths: true },
});

/**
 * Tests that measure how quickly the server answers (tests/timing): one file at a
 * time, after every other project has finished, so no other test competes for the
 * two cores while they measure.
 */
const timing = {
  plugins,
  test: {
    name: "timing",
    include: ["tests/timing/**/*.test.ts"],
    env: { TEST_DB_DRIVER: "pglite" },
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  resolve: { tsconfigPaths: true },
};

const parallel = <T extends { test: object }>(project: T) => ({
  ...project,
  test: { ...project.test, sequence: { groupOrder: 0 } },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two. The API tests
    // wait on databases, servers and sockets as much as they compute, and two workers
    // took the PGlite project from 7 to 5 minutes there (three, no faster).
    maxWorkers: 2,
    projects: [
      parallel(unit),
      parallel(api("pglite")),
      ...(process.env.TEST_DATABASE_URL ? [parallel(api("postgres"))] : []),
      timing,
    ],
  },
});
