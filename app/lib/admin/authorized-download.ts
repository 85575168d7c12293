/**
 * Downloads a file from an admin-only API route. A plain link cannot carry the
 * Authorization header, so the file is fetched with the bearer token, then saved
 * from a blob under the name the server gave in Content-Disposition.
 */

import { adminMessages } from "#common/messages/admin";
import { API_BASE, ApiError, authHeaders, clearStoredSession } from "../api-client";

/** The file name of a Content-Disposition header: the UTF-8 `filename*` when present, else `filename`. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
}

/** Saves what the admin-only route `path` answers; `body`, when given, is POSTed as JSON (details that must stay out of URLs). */
export async function downloadWithAuth(
  path: string,
  fallbackName: string,
  { body, timeoutMs = 120_000 }: { body?: unknown; timeoutMs?: number } = {},
): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, {
    ...(body === undefined
      ? { headers: authHeaders() }
      : {
          method: "POST",
          headers: { ...authHeaders(), "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    if (response.status === 401) clearStoredSession();
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message || adminMessages.client.requestFailed(response.status), response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filenameFromDisposition(response.headers.get("content-disposition")) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start saving before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
