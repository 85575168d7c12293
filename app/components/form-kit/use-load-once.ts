/**
 * Code a form needs only once a visitor uses it (a zod check: decisions 018 and 037),
 * loaded on the first call and shared by every later one. A load that fails gives
 * undefined and is tried again on the next call. The loader of the first render is
 * the one used.
 */
import { useCallback, useRef } from "react";

export function useLoadOnce<T>(load: () => Promise<T>): () => Promise<T | undefined> {
  const loader = useRef(load);
  const loading = useRef<Promise<T | undefined> | undefined>(undefined);
  return useCallback(() => {
    loading.current ??= loader.current().catch(() => {
      loading.current = undefined;
      return undefined;
    });
    return loading.current;
  }, []);
}
