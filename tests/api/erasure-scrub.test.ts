/**
 * Erased means no copy left on this server (issue 40): after a person's erasure the
 * embedded database's files (tables and write-ahead log) hold none of what they
 * sent. Before, the rows were only marked deleted: the address stayed in the table
 * files and in the log. Runs on the embedded database kept on disk, as a server keeps
 * it; a PostgreSQL server's log and backups are its operator's. The audit log's names
 * of the erased records go too.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_DIR_NAME } from "../../server/db/client.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";

const EMAIL = "erase-me-4711@example.in";
const PHONE_TEXT = "Erase me 4711 please";
/** What the audit log names the message by once someone opened it (first name and initial, decision 092). */
const AUDIT_LABEL = "Zorawar4711 M.";

/** The files under the database's directory whose bytes contain `text`. */
function filesContaining(dir: string, text: string): string[] {
  try {
    return execFileSync("grep", ["-rl", "--binary-files=text", text, dir]).toString().trim().split("\n");
  } catch {
    return []; // grep exits 1 when nothing matches
  }
}

describe.skipIf(process.env.TEST_DB_DRIVER === "postgres")("an erasure leaves no copy in the database's files", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let databaseDir: string;

  beforeAll(async () => {
    t = await createTestApp({}, { onDisk: true });
    auth = await signIn(t);
    databaseDir = path.join(t.dataDir, PGLITE_DIR_NAME);
  });
  afterAll(() => t?.close());

  it("finds the person's message in the files before, and nowhere after", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        firstName: "Zorawar4711",
        lastName: "Me",
        email: EMAIL,
        interest: "volunteer",
        message: PHONE_TEXT,
        updates: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = (await t.app.inject({ method: "GET", url: "/api/contact", headers: auth })).json().data.items;
    expect((await t.app.inject({ method: "GET", url: `/api/contact/${message.id}`, headers: auth })).statusCode).toBe(
      200,
    );
    await t.database.db.execute(sql`CHECKPOINT`);
    expect(filesContaining(databaseDir, EMAIL).length).toBeGreaterThan(0);
    expect(filesContaining(databaseDir, AUDIT_LABEL).length).toBeGreaterThan(0);

    const erased = await t.app.inject({
      method: "POST",
      url: "/api/personal-data/erase",
      headers: auth,
      payload: { email: EMAIL },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.messages).toBe(1);
    expect(filesContaining(databaseDir, EMAIL)).toEqual([]);
    expect(filesContaining(databaseDir, PHONE_TEXT)).toEqual([]);
    // The audit log keeps that the message was opened, not whose it was.
    expect(filesContaining(databaseDir, AUDIT_LABEL)).toEqual([]);
    // The site still works on the rewritten tables.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        firstName: "After",
        lastName: "Erasure",
        email: "after@example.in",
        interest: "volunteer",
        message: "Still here",
      },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
