/**
 * End-to-end tests: the production build, started on a free port with a fresh
 * DATA_DIR, driven through the system Chromium (never a downloaded browser).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/browser.ts";
import { E2E_ADMIN } from "./tests/support/e2e-admin.ts";

/**
 * A port no server listens on, below every system's ephemeral range (Linux 32768-60999,
 * macOS and Windows 49152-65535) so that no outgoing connection can take it before the
 * site starts: one drawn from 40,000-60,000 once failed CI with EADDRINUSE. Tried by
 * listening on it in a child process, since this file is read synchronously.
 */
function unusedPort(): number {
  for (let attempt = 0; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = `require("node:net").createServer().once("error", () => process.exit(1)).listen(${port}, "127.0.0.1", function () { this.close(); })`;
    try {
      execFileSync(process.execPath, ["-e", probe], { stdio: "ignore" });
      return port;
    } catch (error) {
      if (attempt === 20) throw error;
    }
  }
}

// Workers re-read this file; the first read fixes port and data directory for all.
process.env.E2E_PORT ??= String(unusedPort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "ngo-e2e-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per build folder: parallel runs must not clean each other's.
  outputDir: process.env.BUILD_DIR ? `test-results-${process.env.BUILD_DIR}` : "test-results",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions(),
    // The service worker can answer a slow page from its cache (by design, after
    // 3 s): tests that read fresh pages must not meet it. tests/e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: {
    command: `node ${process.env.BUILD_DIR ?? "build"}/server-dist/server/index.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A fresh data directory's first start (migrations) takes seconds, a minute on a busy machine.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every spec file submits from the same address; the limit itself is tested in the API suite.
      VISITOR_SUBMIT_MAX: "1000",
      VISITOR_SUBMIT_PER_EMAIL_MAX: "1000",
      // Tests fill a form faster than a person; the forms still send their ticket (a forged one is dropped).
      FORM_MIN_FILL_SECONDS: "0",
      // Every page every spec opens sends its visit beacons from this one address (decision 099).
      VISITS_MAX_PER_CLIENT: "100000",
    },
  },
});
