/**
 * Which data a response was built from, and which writes change it.
 *
 * Every request runs inside an AsyncLocalStorage scope (`trackRequest`). A
 * service wrapped with `trackService` records its tag ("blogs", "gallery"…) in
 * that scope whenever one of its read methods is called, so a cached response
 * knows exactly what it depends on, whether a page loader or an API route read
 * it. Every other method of the service is a write: when it succeeds, the tag is
 * announced as changed and the entries that read it are dropped (here and, through
 * the change channel, on every other instance).
 */
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestScope {
  /** Tags of the data read while answering this request. */
  tags: Set<string>;
  /** The response cache's generation when the request arrived. */
  generation: number;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (the rest of the request) inside `scope`. */
export function trackRequest(scope: RequestScope, fn: () => void): void {
  scopes.run(scope, fn);
}

/** Records that the current request read data with this tag (no-op outside a request). */
export function dependsOn(tag: string): void {
  scopes.getStore()?.tags.add(tag);
}

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Wraps a service: the named read methods record `tag`; every other method is a
 * write and calls `changed(tag)` once it has succeeded. Listing the reads (not the
 * writes) means a new write method can never be forgotten: at worst a new read
 * drops entries it need not.
 */
export function trackService<S extends object>(
  service: S,
  tag: string,
  methods: {
    reads: readonly (keyof S)[];
    /** Neither reads nor changes public data (visitors' submissions, admin-only reads). */
    unrelated?: readonly (keyof S)[];
  },
  changed: (tag: string) => Promise<void>,
): S {
  const wrapped = { ...service };
  for (const [name, value] of Object.entries(service)) {
    if (typeof value !== "function" || methods.unrelated?.includes(name as keyof S)) continue;
    const method = value as AnyFunction;
    const replacement = methods.reads.includes(name as keyof S)
      ? (...args: unknown[]) => {
          dependsOn(tag);
          return method.apply(service, args);
        }
      : async (...args: unknown[]) => {
          const result = await method.apply(service, args);
          await changed(tag);
          return result;
        };
    (wrapped as Record<string, unknown>)[name] = replacement;
  }
  return wrapped;
}
