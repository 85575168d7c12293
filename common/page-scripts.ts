/**
 * The `type` React Router's module script carries while it waits for the first paint
 * (app/components/layout/scripts-after-first-paint.tsx): a data block, which a browser
 * neither runs nor fetches for, until the head script runs its text as a module. The
 * Content-Security-Policy (server/ssr/security-headers.ts) hashes it as a script for
 * that reason.
 */
export const DEFERRED_MODULE_TYPE = "text/x-module-after-first-paint";
