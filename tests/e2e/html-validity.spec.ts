/**
 * The Nu HTML Checker (vnu, the W3C's validator, from the vnu-jar package; needs a
 * Java runtime) finds no error in the server-rendered HTML of any public route.
 * One run over all pages: the Java start-up is the slow part.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";
import { expect, test } from "./fixtures.ts";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every public route's HTML has no error for the Nu HTML Checker", async ({ request }) => {
  test.slow();
  const dir = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const route of PUBLIC_ROUTES) {
      const res = await request.get(route);
      expect(res.status(), route).toBe(200);
      const file = path.join(dir, `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}.html`);
      await writeFile(file, await res.text());
      files.set(file, route);
    }
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files.keys()],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === "error")
      .map((m) => `${files.get(new URL(m.url ?? "file:///").pathname) ?? m.url}:${m.lastLine} ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
