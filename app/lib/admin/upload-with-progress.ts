/**
 * A multipart upload with progress, for forms that send files (fetch cannot
 * report bytes sent). Same rules as apiRequest: the bearer token when stored, the
 * server's `message` as the error, a 401 clears the session.
 */
import { apiClientMessages as messages } from "#common/messages/api-client";
import { API_BASE, ApiError, authHeaders, clearStoredSession } from "../api-client";

export interface UploadProgress {
  loaded: number;
  total: number;
}

export function uploadWithProgress<T = unknown>(
  path: string,
  body: FormData,
  options: { method?: "POST" | "PUT"; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "POST", `${API_BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const serverMessage = (data as { message?: unknown } | null)?.message;
      let message = typeof serverMessage === "string" ? serverMessage : "";
      if (xhr.status === 401) {
        clearStoredSession();
        message ||= messages.noToken;
      }
      reject(new ApiError(message || messages.requestFailed(xhr.status), xhr.status, data));
    };
    // Like fetch, a failure of the network itself is a TypeError (see isNetworkError).
    xhr.onerror = () => reject(new TypeError("Network error during upload"));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
