/**
 * Writes `<build>/pglite-cluster.tar.gz`: a new, empty embedded database cluster, as
 * PGlite's initdb makes it. A site's first start unpacks it into its data folder
 * (server/db/client.ts, `createCluster`) instead of running initdb, which peaks at
 * 1.1 GB of memory: more than the 1 GB machine a small foundation's site may run on
 * (issue 46). Made here, on the machine that builds, with the PGlite the server runs.
 *
 *   tsx scripts/build-steps/pglite-cluster.ts [BUILD_DIR]
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pristineClusterFile } from "../../server/paths.ts";

/** Writes a new, empty cluster to `file` (gzip tar, PGlite's dumpDataDir); answers its size in bytes. */
export async function writePristineCluster(file: string): Promise<number> {
  const cluster = new PGlite();
  await cluster.waitReady;
  const dump = await cluster.dumpDataDir("gzip");
  await cluster.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return dump.size;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // The name the server looks for (server/paths.ts), in the build being made.
  const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  const target = path.join(buildDir, path.basename(pristineClusterFile));
  const size = await writePristineCluster(target);
  console.log(`pristine database cluster: ${target} (${Math.round(size / 1024)} KB)`);
}
