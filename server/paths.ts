/**
 * Absolute paths of the project's own files. The server runs from its sources
 * (tsx, in development and tests) and from `build/server-dist` (production), so
 * paths are found from the project root, not from this file's location.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, "server", "db", "migrations");
export const clientBuildDir = path.join(projectRoot, "build", "client");
export const serverBuildFile = path.join(projectRoot, "build", "server", "index.js");
