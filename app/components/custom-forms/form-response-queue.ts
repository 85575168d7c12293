/**
 * What the browser keeps of custom forms (spec 3, DESIGN.md section 1): the
 * definition of each form it has opened, so the form still renders offline, and a
 * queue of responses not yet sent, delivered when the connection returns.
 *
 * Every response carries the client id it was given when first submitted; the
 * server stores one response per client id, so a re-send after a lost answer is
 * harmless. Here a response leaves the queue as soon as the server acknowledged it,
 * and one flush at a time runs per queue (the browser wiring adds a lock across
 * tabs), so it is not even sent twice in the normal course.
 *
 * Storage is injected (window.localStorage in the browser, a Map in tests).
 */
import type { Locale } from "#common/locale";
import type { Message } from "#common/messages/keyed";
import type { AnswerValue, PublicCustomForm } from "#common/schemas/forms";

import { FORM_KEY_PREFIX, QUEUE_KEY } from "../../lib/form-storage-keys";

export { FORM_KEY_PREFIX, QUEUE_KEY };

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface QueuedResponse {
  formId: string;
  clientId: string;
  /** When the visitor pressed Submit (ISO). */
  submittedAt: string;
  values: Record<string, AnswerValue>;
  /** The form ticket fetched when the form appeared (app/components/form-kit/form-ticket.ts); none when it appeared offline. */
  formTicket?: string;
  /** The language of the page it was filled on, for its consent record (English when an older entry has none). */
  language?: Locale;
  /**
   * Why the server refused it for good (form closed or deleted), keyed as the API
   * said it (text in entries kept before messages were keyed); kept so nothing is
   * silently lost.
   */
  rejected?: Message;
}

/** What one attempt to send achieved. */
export type SendOutcome = { kind: "sent" } | { kind: "rejected"; message: Message } | { kind: "retry" };

export interface FlushResult {
  sent: QueuedResponse[];
  rejected: QueuedResponse[];
  /** Still waiting to be sent (not rejected). */
  waiting: number;
}

function readJson<T>(store: KeyValueStore, key: string): T | undefined {
  try {
    const raw = store.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes; answers false when the storage is full or unavailable (private mode). */
function writeJson(store: KeyValueStore, key: string, value: unknown): boolean {
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

const isQueuedResponse = (value: unknown): value is QueuedResponse => {
  const entry = value as QueuedResponse | null;
  return typeof entry?.formId === "string" && typeof entry.clientId === "string" && typeof entry.values === "object";
};

export function createFormResponseQueue(store: KeyValueStore, onChange: () => void = () => {}) {
  // Read fresh every time: another tab may have changed the queue since.
  const read = (): QueuedResponse[] => {
    const entries = readJson<unknown[]>(store, QUEUE_KEY);
    return Array.isArray(entries) ? entries.filter(isQueuedResponse) : [];
  };
  const write = (entries: QueuedResponse[]): boolean => {
    let saved = true;
    if (entries.length > 0) saved = writeJson(store, QUEUE_KEY, entries);
    else store.removeItem(QUEUE_KEY);
    onChange();
    return saved;
  };
  const update = (clientId: string, change: (entry: QueuedResponse) => QueuedResponse | undefined) => {
    const next: QueuedResponse[] = [];
    for (const entry of read()) {
      const changed = entry.clientId === clientId ? change(entry) : entry;
      if (changed) next.push(changed);
    }
    write(next);
  };

  let flushing: Promise<FlushResult> | undefined;

  return {
    saveForm(form: PublicCustomForm): void {
      writeJson(store, FORM_KEY_PREFIX + form.id, form);
    },
    loadForm(id: string): PublicCustomForm | undefined {
      const form = readJson<PublicCustomForm>(store, FORM_KEY_PREFIX + id);
      return form && form.id === id && Array.isArray(form.fields) ? form : undefined;
    },
    forgetForm(id: string): void {
      store.removeItem(FORM_KEY_PREFIX + id);
    },

    /** Adds a response; answers false when the device had no room for it. */
    enqueue(entry: QueuedResponse): boolean {
      const entries = read().filter((e) => e.clientId !== entry.clientId);
      return write([...entries, entry]);
    },
    /** Responses on this device, of one form or of all. */
    list(formId?: string): QueuedResponse[] {
      return read().filter((entry) => formId === undefined || entry.formId === formId);
    },
    discard(clientId: string): void {
      update(clientId, () => undefined);
    },

    /**
     * Sends every waiting response, oldest first, one at a time. A response leaves
     * the queue once sent, is marked when refused for good, and stays for the next
     * flush otherwise; after the first "retry" the rest wait too (the connection is
     * likely down). Concurrent calls share one run.
     */
    flush(send: (entry: QueuedResponse) => Promise<SendOutcome>): Promise<FlushResult> {
      flushing ??= (async () => {
        const result: FlushResult = { sent: [], rejected: [], waiting: 0 };
        try {
          for (const entry of read().filter((e) => !e.rejected)) {
            let outcome: SendOutcome;
            try {
              outcome = await send(entry);
            } catch {
              outcome = { kind: "retry" };
            }
            if (outcome.kind === "retry") break;
            if (outcome.kind === "sent") {
              update(entry.clientId, () => undefined);
              result.sent.push(entry);
            } else {
              update(entry.clientId, (e) => ({ ...e, rejected: outcome.message }));
              result.rejected.push({ ...entry, rejected: outcome.message });
            }
          }
        } finally {
          flushing = undefined;
        }
        result.waiting = read().filter((e) => !e.rejected).length;
        return result;
      })();
      return flushing;
    },
  };
}

export type FormResponseQueue = ReturnType<typeof createFormResponseQueue>;

/**
 * A new client id: random, URL-safe. crypto.randomUUID needs a secure context
 * (https or localhost); getRandomValues works everywhere.
 */
export function newClientId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
