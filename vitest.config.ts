/**
 * Unit tests sit beside their code; API tests in tests/api run against a real
 * embedded PGlite and, when TEST_DATABASE_URL is set, again against PostgreSQL.
 */
import { defineConfig } from "vitest/config";

const unit = {
  test: {
    name: "unit",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "common/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
  resolve: { tsconfigPaths: true },
};

const api = (driver: "pglite" | "postgres") => ({
  test: {
    name: `api-${driver}`,
    include: ["tests/api/**/*.test.ts"],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  resolve: { tsconfigPaths: true },
});

export default defineConfig({
  test: {
    projects: [unit, api("pglite"), ...(process.env.TEST_DATABASE_URL ? [api("postgres")] : [])],
  },
});
