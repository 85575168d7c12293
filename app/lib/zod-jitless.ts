/**
 * Zod compiles fast parsers with `new Function` after probing whether eval is
 * allowed. Our Content-Security-Policy forbids eval, so the probe is a reported
 * CSP violation in every browser; turning the compiler off avoids it (parsing
 * stays correct, only a little slower). Imported first by root.tsx, before any
 * schema is built.
 */
import { z } from "zod";

z.config({ jitless: true });
