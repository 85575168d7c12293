/**
 * Two instances of the built server on one PostgreSQL database: a post published
 * through instance A is on instance B's /blog and /api/blogs as soon as B has heard
 * of it, although B had both cached (LISTEN/NOTIFY drops B's entries), and the other
 * way round for a deletion. The notification reaches the other instance on its own
 * connection, a moment after the write's response (milliseconds; more on a loaded
 * machine), so the reads poll for a short while rather than racing it. Needs TEST_DATABASE_URL (a server where databases may be
 * created); each run creates its own database and drops it. No browser needed.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { E2E_ADMIN } from "../support/e2e-admin.ts";
import { type ServerProcess, startBuiltServer } from "../support/server-process.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const E2E_ADMIN_ENV = { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password };
test.skip(!adminUrl, "needs TEST_DATABASE_URL (PostgreSQL)");

async function withAdminClient(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** How long another instance may take to hear of a write: far above the usual few milliseconds. */
const HEARD_WITHIN_MS = 5_000;

async function textOf(url: string): Promise<string> {
  return (await fetch(url)).text();
}

test("a write on one instance is on the other's pages and lists within moments", async () => {
  test.setTimeout(180_000);
  const name = `instances_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-instances-"));
  const instances: ServerProcess[] = [];
  const start = async (name: string) => {
    const env = { DATABASE_URL: url.href, DATA_DIR: path.join(dataDir, name), ...E2E_ADMIN_ENV };
    instances.push(await startBuiltServer(env));
    return (instances.at(-1) as ServerProcess).base;
  };
  try {
    // One after the other: the first applies the migrations.
    const a = await start("a");
    const b = await start("b");

    const shows = ["/blog", "/api/blogs"];
    for (const pathname of shows) {
      await fetch(`${b}${pathname}`);
      expect((await fetch(`${b}${pathname}`)).headers.get("x-cache"), pathname).toBe("HIT");
    }

    const login = await fetch(`${a}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(E2E_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const title = `Published on A ${randomBytes(3).toString("hex")}`;
    const created = await fetch(`${a}/api/blogs`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ title, excerpt: "From instance A.", content: "## A\n\nText.", tags: ["Instances"] }),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;

    for (const pathname of shows) {
      await expect
        .poll(() => textOf(`${b}${pathname}`), { message: pathname, timeout: HEARD_WITHIN_MS })
        .toContain(title);
    }

    // And back: deleted through B (same token: sessions live in the shared database), gone from A.
    for (const pathname of shows) await fetch(`${a}${pathname}`);
    const removed = await fetch(`${b}/api/blogs/${id}`, {
      method: "DELETE",
      headers: { authorization: auth.authorization },
    });
    expect(removed.status).toBe(200);
    for (const pathname of shows) {
      await expect
        .poll(() => textOf(`${a}${pathname}`), { message: pathname, timeout: HEARD_WITHIN_MS })
        .not.toContain(title);
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await rm(dataDir, { recursive: true, force: true });
    await withAdminClient(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
});
