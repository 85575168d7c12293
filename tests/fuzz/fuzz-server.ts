/**
 * The server the fuzz run talks to: the real API as its own process
 * (tests/support/api-server.ts) on a fresh embedded database, with the visitor and
 * login limits raised so that 429s do not hide everything else (a 429 is still an
 * accepted, documented answer). A crash shows as the process being gone.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { TEST_ADMIN } from "../support/test-app.ts";

export interface FuzzServer {
  baseUrl: string;
  alive(): boolean;
  signIn(): Promise<string>;
  /** What the process wrote to stderr (for a crash report). */
  output(): string;
  stop(): Promise<void>;
}

const projectRoot = path.resolve(import.meta.dirname, "../..");

export async function startFuzzServer(env: Record<string, string> = {}): Promise<FuzzServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-fuzz-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "tests/support/api-server.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      VISITOR_SUBMIT_MAX: "1000000",
      LOGIN_MAX_FAILURES: "1000000",
      LOGIN_MAX_FAILURES_PER_CLIENT: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited = false;
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  child.once("exit", () => {
    exited = true;
  });
  const port = await new Promise<string>((resolve, reject) => {
    let stdout = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /LISTENING (\d+)/.exec(stdout)?.[1];
      if (found) resolve(found);
    });
    child.once("exit", (code) => reject(new Error(`fuzz server exited (${code}) before listening:\n${output}`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    alive: () => !exited,
    output: () => output,
    async signIn() {
      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (res.status !== 200) throw new Error(`fuzz sign-in failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
    async stop() {
      if (!exited) {
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        });
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
