/**
 * Zod compiles fast parsers with `new Function` after probing whether eval is
 * allowed. Our Content-Security-Policy forbids eval, so the probe is a reported
 * CSP violation in every browser; turning the compiler off avoids it (parsing
 * stays correct, only a little slower). Imported first by root.tsx, before any
 * schema is built.
 *
 * Zod keeps its configuration in `globalThis.__zod_globalConfig` (so that copies
 * of zod on one page agree); setting it there, rather than through `z.config`,
 * keeps zod itself out of the code every page loads: only pages with a form
 * download it (zod-jitless.test.ts checks zod reads the setting).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
