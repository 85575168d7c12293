/**
 * The one client for the JSON API (spec 7 and 8): same-origin `/api` base, JSON in
 * and out, `Authorization: Bearer` whenever a token is stored, non-JSON answers
 * wrapped as `{ message }`, and the specified errors. A 401 from any call clears
 * the stored session. The admin area uses it for every call.
 */
import { apiClientMessages as messages } from "#common/messages/api-client";

export const API_BASE = "/api";
export const TOKEN_KEY = "admin_token";
export const USER_KEY = "admin_user";
/** Fired on window when a 401 cleared the stored session. */
export const SESSION_CLEARED_EVENT = "admin-session-cleared";
export const SESSION_STORED_EVENT = "admin-session-stored";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** True for failures of the network itself (offline, refused, aborted), not HTTP errors. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === "AbortError");
}

/**
 * Where the session lives (spec 4's admin_token and admin_user): localStorage when
 * "Keep me signed in" was ticked, so it survives closing the browser; otherwise
 * sessionStorage, gone with the tab, so a shared computer does not stay signed in.
 */
function sessionStores(): Storage[] {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return []; // Storage unavailable (some private modes): nothing is kept.
  }
}

/** The stored token and user text, from whichever storage holds them. */
export function storedSession(): { token: string | null; user: string | null } {
  for (const store of sessionStores()) {
    const token = store.getItem(TOKEN_KEY);
    if (token) return { token, user: store.getItem(USER_KEY) };
  }
  return { token: null, user: null };
}

export function storedToken(): string | null {
  return storedSession().token;
}

export function storeSession(token: string, user: string, rememberMe: boolean): void {
  removeStoredSession();
  const [tabStore, lastingStore] = sessionStores();
  const store = rememberMe ? lastingStore : tabStore;
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(USER_KEY, user);
  // The session provider re-reads the storage: a sign-in made by a route action counts at once.
  window.dispatchEvent(new Event(SESSION_STORED_EVENT));
}

function removeStoredSession(): void {
  for (const store of sessionStores()) {
    store.removeItem(TOKEN_KEY);
    store.removeItem(USER_KEY);
  }
}

export function clearStoredSession(): void {
  removeStoredSession();
  window.dispatchEvent(new Event(SESSION_CLEARED_EVENT));
}

/** The Authorization header, when a token is stored (also for uploads made with XHR). */
export function authHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as multipart when FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Aborts the request after this many milliseconds. */
  timeoutMs?: number;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/** One signal that aborts when any of the given ones does (AbortSignal.any is too new for older phones). */
function anySignal(signals: AbortSignal[]): AbortSignal | undefined {
  if (signals.length <= 1) return signals[0];
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if ((response.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      return JSON.parse(text);
    } catch {
      return { message: text };
    }
  }
  return { message: text };
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    ...authHeaders(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  );

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: anySignal(signals),
    });
  } catch (error) {
    console.warn(`API request ${options.method ?? "GET"} ${path} failed:`, error);
    throw error;
  }

  const data = await readBody(response);
  if (!response.ok) {
    const serverMessage = (data as { message?: unknown } | null)?.message;
    let message = typeof serverMessage === "string" && serverMessage ? serverMessage : "";
    if (response.status === 401) {
      clearStoredSession();
      message ||= messages.noToken;
    }
    message ||= messages.requestFailed(response.status);
    console.warn(`API request ${options.method ?? "GET"} ${path}: ${response.status} ${message}`);
    throw new ApiError(message, response.status, data);
  }
  return data as T;
}

/** The list inside `{ success, data }`, or the answer itself when it is a plain list (spec 7). */
export function listOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}
