/**
 * Absolute paths of the project's own files. The server runs from its sources
 * (tsx, in development and tests) and from `build/server-dist` (production), so
 * paths are found from the project root, not from this file's location.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder with a package.json, passing over the compiled server's own (it only maps `#common/*`). */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json")) || path.basename(dir) === "server-dist") {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = findProjectRoot(here);
export const migrationsDir = path.join(projectRoot, "server", "db", "migrations");

/**
 * The build this server belongs to: the compiled server lives in
 * `<build>/server-dist/server/`, beside the pages in `<build>/client` and
 * `<build>/server`. Run from sources, it is `build/`. (`BUILD_DIR` at build time
 * lets several builds sit side by side.)
 */
const compiledInto = here.split(path.sep).lastIndexOf("server-dist");
export const buildDir =
  compiledInto > 0 ? here.split(path.sep).slice(0, compiledInto).join(path.sep) : path.join(projectRoot, "build");
export const clientBuildDir = path.join(buildDir, "client");
export const serverBuildFile = path.join(buildDir, "server", "index.js");
/**
 * A new, empty embedded database cluster made at build time (scripts/build-steps/
 * pglite-cluster.ts): a site's first start unpacks it instead of running initdb.
 */
export const pristineClusterFile = path.join(buildDir, "pglite-cluster.tar.gz");
