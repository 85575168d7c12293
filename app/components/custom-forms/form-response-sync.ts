/**
 * The browser side of the offline queue (form-response-queue.ts): the queue over
 * window.localStorage, sending one response to the API, and sending what waits on
 * page load, when the connection returns (`online`) and every minute while
 * something waits (an `online` event never comes on a captive Wi-Fi).
 */

import type { FieldMessages } from "#common/form-kit/field-errors";
import { RESPONSE_PART } from "#common/form-kit/field-names";
import { ApiError, apiRequest } from "../../lib/api-client";
import { answerFieldMessages, answerMessage } from "../../lib/api-messages";
import { dropStashedFiles, type StashedFiles, stashedFiles, stashFiles } from "../../lib/file-stash";
import {
  createFormResponseQueue,
  type FlushResult,
  type FormResponseQueue,
  type KeyValueStore,
  type QueuedResponse,
  type SendOutcome,
} from "./form-response-queue";

export const QUEUE_CHANGED_EVENT = "custom-form-queue-changed";
const LOCK_NAME = "custom-form-response-queue";
const RETRY_EVERY_MS = 60_000;
/** Slow rural connections: give a response this long before treating it as not sent. */
export const SEND_TIMEOUT_MS = 30_000;
/** Statuses that will not change by sending again: the response is refused for good. */
const FINAL_STATUSES = new Set([400, 404, 410, 413, 415, 422]);

/** Storage that never throws: localStorage, or memory when it is unavailable (some private modes). */
function deviceStore(): KeyValueStore {
  try {
    const storage = window.localStorage;
    storage.getItem(QUEUE_CHANGED_EVENT);
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

let queue: FormResponseQueue | undefined;

/** The one queue of this page (browser only). */
export function browserQueue(): FormResponseQueue {
  queue ??= createFormResponseQueue(deviceStore(), () => window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT)));
  return queue;
}

export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export type SendResult = SendOutcome & { errors?: FieldMessages };

/** Sends one response, as JSON or, with files, as multipart; never throws. */
export async function sendResponse(
  entry: Omit<QueuedResponse, "rejected">,
  files: StashedFiles = {},
): Promise<SendResult> {
  const { clientId, submittedAt, values, formTicket, language } = entry;
  const response = { clientId, submittedAt, values, formTicket, language };
  let body: unknown = response;
  if (Object.keys(files).length > 0) {
    const form = new FormData();
    form.append(RESPONSE_PART, JSON.stringify(response));
    for (const [fieldId, file] of Object.entries(files)) form.append(fieldId, file, file.name);
    body = form;
  }
  try {
    await apiRequest(`/custom-forms/${encodeURIComponent(entry.formId)}/responses`, {
      method: "POST",
      body,
      timeoutMs: SEND_TIMEOUT_MS,
    });
    return { kind: "sent" };
  } catch (error) {
    if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) {
      return {
        kind: "rejected",
        message: answerMessage(error.body, error.message),
        errors: answerFieldMessages(error.body),
      };
    }
    // Offline, timed out, rate limited or a server fault: worth trying again later.
    return { kind: "retry" };
  }
}

/** Queues a response with its files; answers false when this device could not keep it. */
export async function queueResponse(entry: QueuedResponse, files: StashedFiles): Promise<boolean> {
  if (!(await stashFiles(entry.clientId, files))) return false;
  if (browserQueue().enqueue(entry)) return true;
  await dropStashedFiles(entry.clientId);
  return false;
}

/** Sends a queued response with its stashed files; the files go once it is sent. */
async function sendQueued(entry: QueuedResponse): Promise<SendOutcome> {
  const result = await sendResponse(entry, (await stashedFiles(entry.clientId)) ?? {});
  if (result.kind === "sent") await dropStashedFiles(entry.clientId);
  return result;
}

/** Forgets a response the server refused for good, and its files. */
export async function discardQueued(clientId: string): Promise<void> {
  browserQueue().discard(clientId);
  await dropStashedFiles(clientId);
}

const nothingSent = (): FlushResult => ({ sent: [], rejected: [], waiting: browserQueue().list().length });

/** Sends what waits, one tab at a time (Web Locks where the browser has them). */
export function flushQueue(): Promise<FlushResult> {
  if (isOffline()) return Promise.resolve(nothingSent());
  const run = () => browserQueue().flush(sendQueued);
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request(LOCK_NAME, run) : run();
}

const hasWaiting = () =>
  browserQueue()
    .list()
    .some((entry: QueuedResponse) => !entry.rejected);

/** Starts sending in the background; answers the function that stops it. */
export function startQueueSync(onResult: (result: FlushResult) => void): () => void {
  const attempt = () => {
    if (hasWaiting()) void flushQueue().then(onResult);
  };
  attempt();
  window.addEventListener("online", attempt);
  const timer = window.setInterval(attempt, RETRY_EVERY_MS);
  return () => {
    window.removeEventListener("online", attempt);
    window.clearInterval(timer);
  };
}
