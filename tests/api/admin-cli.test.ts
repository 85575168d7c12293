import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createServices } from "../../server/services/index.ts";

// The command line reaches the embedded database in DATA_DIR; one run covers it.
describe.skipIf(process.env.TEST_DB_DRIVER === "postgres")("npm run admin -- set-password", () => {
  it("sets a password the admin can sign in with, from piped input or generated", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-cli-"));
    const run = (args: string[], input = "") =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        input,
        encoding: "utf8",
      });
    try {
      const generated = run(["set-password", "--username", "director", "--generate"]);
      expect(generated.status, generated.stderr).toBe(0);
      const password = /New password: (\S+)/.exec(generated.stdout)?.[1] as string;
      expect(password).toHaveLength(20);

      const mismatch = run(["set-password"], "first-long-password\nsecond-long-password\n");
      expect(mismatch.status).toBe(1);
      expect(mismatch.stderr).toContain("do not match");

      const typed = run(["set-password"], "typed-long-password\ntyped-long-password\n");
      expect(typed.status, typed.stderr).toBe(0);
      expect(typed.stdout).toContain('Password set for admin "director"');

      const database = await openDatabase({ driver: "pglite", dataDir });
      const services = createServices({ config: loadConfig({ DATA_DIR: dataDir }), database });
      try {
        const login = (pw: string) =>
          services.auth.login({ username: "director", password: pw, rememberMe: false, clientAddress: "127.0.0.1" });
        await expect(login(password)).rejects.toThrow("Invalid credentials");
        await expect(login("typed-long-password")).resolves.toMatchObject({ admin: { username: "director" } });
      } finally {
        await services.close();
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
