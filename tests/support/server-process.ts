/**
 * Real server processes for tests that need more than one, or need to stop,
 * kill or refuse one: the production build (`build/server-dist`, as `npm run
 * serve` runs it) or the admin command line, each with its own environment.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
const builtServer = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "server-dist", "server", "index.js");

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no clean-up at all, as after a crash. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/**
 * Spawns the built server with `env` on top of a production environment, on a
 * port of the system's choosing (PORT=0: no race with other tests for a port);
 * does not wait.
 */
export function spawnBuiltServer(env: Record<string, string>): { child: ChildProcess; output(): string } {
  const child = spawn(process.execPath, [builtServer], {
    cwd: projectRoot,
    // LOG_LEVEL info: the "Server listening at" line tells the port.
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return { child, output: () => output };
}

/**
 * Starts the built server and waits until it listens and /api/health answers 200.
 * `onSpawn` runs on the new process before anything is waited for (npm run soak
 * puts it in a memory cgroup there).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  options: { onSpawn?: (pid: number) => Promise<void> } = {},
): Promise<ServerProcess> {
  const { child, output } = spawnBuiltServer(env);
  await options.onSpawn?.(child.pid as number);
  const server: ServerProcess = {
    child,
    pid: child.pid as number,
    base: "",
    output,
    stop() {
      const code = exited(child);
      child.kill("SIGTERM");
      return code;
    },
    async kill() {
      const code = exited(child);
      child.kill("SIGKILL");
      await code;
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering:\n${output()}`);
    server.base ||= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1] ?? "";
    const healthy =
      server.base !== "" &&
      (await fetch(`${server.base}/api/health`).then(
        (res) => res.ok,
        () => false,
      ));
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy within 120 s:\n${output()}`);
}

/** Waits for a process that should stop by itself (a refused start) and answers its exit code. */
export async function exitOf(child: ChildProcess, timeoutMs = 30_000): Promise<number | null> {
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  try {
    return await exited(child);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `npm run admin -- ARGS` (through tsx, as the npm script does) with `env`, run to
 * its end. Asynchronous, so a lock this process holds keeps being refreshed meanwhile.
 */
export async function runAdmin(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "scripts", "admin.ts"), ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const status = await exitOf(child, 120_000);
  return { status, stdout, stderr };
}

/**
 * Signs in to a running server over HTTP (the one way tests do so outside
 * `app.inject`, where test-app.ts `signIn` is used); answers the Authorization
 * header's value. `headers` adds e.g. the client address a test poses as.
 */
export async function signInAt(
  base: string,
  credentials: { username: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in at ${base} answered ${res.status}: ${await res.text()}`);
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}
