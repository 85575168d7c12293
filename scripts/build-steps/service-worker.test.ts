import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { onDemandAssets } from "./service-worker";

let clientDir: string | undefined;
afterEach(async () => {
  if (clientDir) await rm(clientDir, { recursive: true, force: true });
});

async function builtFiles(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "sw-assets-"));
  await mkdir(path.join(dir, "assets"));
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, "assets", name), code);
  return dir;
}

describe("onDemandAssets", () => {
  it("finds what the offline routes import on demand, with that chunk's own imports, once each", async () => {
    clientDir = await builtFiles({
      "form-A1.js": 'import{a as e}from"./site-B2.js";const c=()=>l(()=>import(`./schemas-C3.js`),[]);',
      "site-B2.js": "export const a=1;",
      "schemas-C3.js": 'import{z as e}from"./zod-D4.js";import"./site-B2.js";export const m=1;',
      "zod-D4.js": 'import"./schemas-C3.js";export const z=1;',
      "admin-E5.js": "const x=()=>import('./never-F6.js');",
    });
    expect(await onDemandAssets(clientDir, ["/assets/form-A1.js", "/assets/site-B2.js"])).toEqual([
      "/assets/schemas-C3.js",
      "/assets/zod-D4.js",
    ]);
  });
});
