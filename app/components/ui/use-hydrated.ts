/**
 * False in the server's HTML and while the page hydrates, true from the render
 * after (and at once on a page drawn in the browser). A form whose page has no
 * route action to take a plain POST keeps its submit button disabled until then:
 * sent before its script has arrived it would go nowhere useful (issue 40).
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
