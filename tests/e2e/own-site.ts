/**
 * A site of a spec's own, for a spec that publishes what the shared e2e site's other
 * specs read: a fresh data directory and the built server on it, started before the
 * spec's tests and stopped after them, and a way to sign a browser page in as its admin.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { storeAdminSession } from "../support/admin-browser.ts";
import { type ServerProcess, signInAt, startBuiltServer } from "../support/server-process.ts";
import { test } from "./fixtures.ts";

/** Starts the site with the spec (its admin `<name>-admin`); `base()` is its address once started. */
export function siteOfItsOwn(name: string) {
  const admin = { username: `${name}-admin`, password: `${name}-admin-long-password` };
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = await mkdtemp(path.join(tmpdir(), `ngo-${name}-`));
    server = await startBuiltServer({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const base = () => {
    if (!server) throw new Error(`the ${name} site has not started`);
    return server.base;
  };
  return {
    base,
    /** Every page `page` opens on the site from now on is signed in as its admin. */
    async signIn(page: Page) {
      const token = (await signInAt(base(), admin)).replace(/^Bearer /, "");
      await storeAdminSession(page, token, admin.username);
    },
  };
}
