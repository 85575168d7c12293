/**
 * Gives the compiled server (build/server-dist) its own package.json, so that the
 * `#common/*` subpath imports resolve to the compiled `.js` files there; the
 * project's package.json maps them to the `.ts` sources for the dev server, tsx,
 * Vite and Vitest. Run by `npm run build` after tsc.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";

const outDir = path.join(process.env.BUILD_DIR ?? "build", "server-dist");
const manifest = { type: "module", private: true, imports: { "#common/*": "./common/*.js" } };
await writeFile(path.join(outDir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
