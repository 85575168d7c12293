/**
 * React Router's build manifest, as the browser gets it (`/assets/manifest-<hash>.js`):
 * each route's id, parent, path, module and the files that module imports at once.
 * Read by the service worker's build step and by tests/e2e/chunk-rules.spec.ts.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface RouterManifest {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<
    string,
    {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      module: string;
      imports?: string[];
      css?: string[];
    }
  >;
}

export async function readRouterManifest(clientDir: string): Promise<{ file: string; manifest: RouterManifest }> {
  const assets = path.join(clientDir, "assets");
  for (const name of await readdir(assets)) {
    if (!name.startsWith("manifest-") || !name.endsWith(".js")) continue;
    const text = await readFile(path.join(assets, name), "utf8");
    const prefix = "window.__reactRouterManifest=";
    if (!text.startsWith(prefix)) continue;
    return { file: `/assets/${name}`, manifest: JSON.parse(text.slice(prefix.length).replace(/;\s*$/, "")) };
  }
  throw new Error(`No React Router manifest in ${assets}: run react-router build first`);
}
