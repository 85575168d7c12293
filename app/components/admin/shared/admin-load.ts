/**
 * What an admin route's loader hands its screen when one API read is all it needs:
 * the data, or why it could not be read, so the screen shows the reason and a
 * Try again instead of failing as a whole.
 */
import { apiRequest } from "~/lib/api-client";

export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/** GET `path` (under /api) and its `data`, or the error's message. */
export async function loadData<T>(path: string): Promise<Loaded<T>> {
  try {
    const answer = await apiRequest<{ data: T }>(path, { timeoutMs: 30_000 });
    return { data: answer.data, error: null };
  } catch (error) {
    return { data: null, error: error instanceof Error ? error.message : String(error) };
  }
}
