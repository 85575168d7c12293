/**
 * What the browser's build is made of: each script file with the source modules in
 * it and the files it imports, and each module with its file and what it imports,
 * at once and on demand (paths from the project's root, without a query). Written
 * to `client/.vite/chunks.json`, a dot folder the static file server does not serve,
 * for tests/e2e/chunk-rules.spec.ts: it follows every public page from React Router's
 * manifest through these imports and checks what the chunk rules of vite.config.ts
 * are for by the modules a page loads, whatever file they landed in.
 */
import path from "node:path";
import type { Plugin } from "vite";

export const CHUNK_CONTENTS_FILE = ".vite/chunks.json";

export interface ChunkContents {
  files: Record<string, { facade: string | null; modules: string[]; imports: string[] }>;
  modules: Record<string, { file: string; imports: string[]; dynamicImports: string[] }>;
}

export function chunkContents(): Plugin {
  let root = process.cwd();
  /** `app/root.tsx`, `node_modules/zod/…`: a module id from the project's root, without its query. */
  const fromRoot = (id: string) =>
    path
      .relative(root, id.split("?")[0] ?? id)
      .split(path.sep)
      .join("/");
  return {
    name: "chunk-contents",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const contents: ChunkContents = { files: {}, modules: {} };
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        contents.files[file.fileName] = {
          facade: file.facadeModuleId ? fromRoot(file.facadeModuleId) : null,
          modules: [...new Set(file.moduleIds.map(fromRoot))],
          imports: file.imports,
        };
        for (const id of file.moduleIds) {
          const info = this.getModuleInfo(id);
          // A route's entry (its file with a query) and the file itself are one module here.
          const known = contents.modules[fromRoot(id)];
          const union = (had: string[] | undefined, ids: readonly string[] = []) => [
            ...new Set([...(had ?? []), ...ids.map(fromRoot)]),
          ];
          contents.modules[fromRoot(id)] = {
            file: file.fileName,
            imports: union(known?.imports, info?.importedIds),
            dynamicImports: union(known?.dynamicImports, info?.dynamicallyImportedIds),
          };
        }
      }
      this.emitFile({ type: "asset", fileName: CHUNK_CONTENTS_FILE, source: `${JSON.stringify(contents)}\n` });
    },
  };
}
