/**
 * Whether React is hydrating the page the server sent (the first render in the
 * browser) rather than drawing a page reached in the app. Content kept as the
 * server drew it (StaticContent) and a part whose code comes later (whenNear) act
 * only on the first: what the server sent is there to keep.
 */

/** True in the browser until the first render has been hydrated (root.tsx ends it). */
let hydrating = typeof document !== "undefined";

export const isInitialHydration = (): boolean => hydrating;

/** Called once the page's first render has been hydrated. */
export function endInitialHydration(): void {
  hydrating = false;
}
