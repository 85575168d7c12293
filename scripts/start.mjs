/**
 * `npm start`: builds the site if no build exists yet, then serves the production
 * build. After pulling new code, run `npm run build` (or delete build/) first.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build", "server-dist", "server", "index.js");
const pagesEntry = path.join(root, "build", "server", "index.js");

if (!existsSync(serverEntry) || !existsSync(pagesEntry)) {
  console.log("No build found: building the site first (about a minute)...");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(serverEntry).href);
