import { describe, expect, it } from "vitest";
import type { PublicCustomForm } from "#common/schemas/forms";
import {
  createFormResponseQueue,
  type KeyValueStore,
  newClientId,
  QUEUE_KEY,
  type QueuedResponse,
  type SendOutcome,
} from "./form-response-queue.ts";

/** localStorage's behaviour over a Map: strings only, optionally full. */
function memoryStore(capacity = Number.POSITIVE_INFINITY): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > capacity) throw new DOMException("quota", "QuotaExceededError");
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

const entry = (clientId: string, formId = "form-1"): QueuedResponse => ({
  formId,
  clientId,
  submittedAt: "2025-10-06T10:00:00.000Z",
  values: { name: "Asha" },
});

const form: PublicCustomForm = {
  id: "form-1",
  title: "Sign-up",
  description: "",
  category: "Volunteer",
  createdAt: "2025-10-01T00:00:00.000Z",
  fields: [{ id: "name", label: "Name", type: "text", required: true }],
};

describe("form definitions", () => {
  it("keeps a form it was given and answers it by id", () => {
    const queue = createFormResponseQueue(memoryStore());
    expect(queue.loadForm("form-1")).toBeUndefined();
    queue.saveForm(form);
    expect(queue.loadForm("form-1")).toEqual(form);
    queue.forgetForm("form-1");
    expect(queue.loadForm("form-1")).toBeUndefined();
  });

  it("ignores a damaged stored copy", () => {
    const store = memoryStore();
    store.setItem("custom_form:form-1", "{not json");
    expect(createFormResponseQueue(store).loadForm("form-1")).toBeUndefined();
  });
});

describe("the response queue", () => {
  it("survives a reload: a new queue over the same storage sees the entries", () => {
    const store = memoryStore();
    createFormResponseQueue(store).enqueue(entry("a"));
    const afterReload = createFormResponseQueue(store);
    expect(afterReload.list()).toEqual([entry("a")]);
    expect(afterReload.list("other-form")).toEqual([]);
  });

  it("keeps one entry per client id", () => {
    const queue = createFormResponseQueue(memoryStore());
    queue.enqueue(entry("a"));
    queue.enqueue({ ...entry("a"), values: { name: "Changed" } });
    expect(queue.list()).toHaveLength(1);
  });

  it("answers false when the device has no room, and tells listeners about changes", () => {
    let changes = 0;
    const queue = createFormResponseQueue(memoryStore(10), () => changes++);
    expect(queue.enqueue(entry("a"))).toBe(false);
    expect(changes).toBe(1);
  });

  it("sends waiting responses oldest first and removes each once acknowledged", async () => {
    const store = memoryStore();
    const queue = createFormResponseQueue(store);
    queue.enqueue(entry("a"));
    queue.enqueue(entry("b"));
    const sent: string[] = [];
    const result = await queue.flush(async (e) => {
      sent.push(e.clientId);
      // Removed before the next one is sent: a crash now would not resend "a".
      if (e.clientId === "b") expect(queue.list().map((x) => x.clientId)).toEqual(["b"]);
      return { kind: "sent" };
    });
    expect(sent).toEqual(["a", "b"]);
    expect(result).toMatchObject({ waiting: 0 });
    expect(result.sent.map((e) => e.clientId)).toEqual(["a", "b"]);
    expect(store.data.has(QUEUE_KEY)).toBe(false);
  });

  it("keeps everything when the connection fails, and stops at the first failure", async () => {
    const queue = createFormResponseQueue(memoryStore());
    queue.enqueue(entry("a"));
    queue.enqueue(entry("b"));
    let attempts = 0;
    const result = await queue.flush(async () => {
      attempts++;
      throw new TypeError("Failed to fetch");
    });
    expect(attempts).toBe(1);
    expect(result).toMatchObject({ sent: [], waiting: 2 });
    expect(queue.list()).toHaveLength(2);
  });

  it("marks a response refused for good, keeps it for the visitor, and does not send it again", async () => {
    const queue = createFormResponseQueue(memoryStore());
    queue.enqueue(entry("a"));
    const first = await queue.flush(async () => ({
      kind: "rejected",
      message: "This form is not accepting responses",
    }));
    expect(first.rejected.map((e) => e.rejected)).toEqual(["This form is not accepting responses"]);
    let sentAgain = false;
    await queue.flush(async () => {
      sentAgain = true;
      return { kind: "sent" };
    });
    expect(sentAgain).toBe(false);
    expect(queue.list()[0]?.rejected).toBe("This form is not accepting responses");
    queue.discard("a");
    expect(queue.list()).toEqual([]);
  });

  it("never sends a response twice when flushes overlap (online event and page load together)", async () => {
    const queue = createFormResponseQueue(memoryStore());
    queue.enqueue(entry("a"));
    const sent: string[] = [];
    let release: (outcome: SendOutcome) => void = () => {};
    const send = (e: QueuedResponse) => {
      sent.push(e.clientId);
      return new Promise<SendOutcome>((resolve) => {
        release = resolve;
      });
    };
    const one = queue.flush(send);
    const two = queue.flush(send);
    release({ kind: "sent" });
    await Promise.all([one, two]);
    expect(sent).toEqual(["a"]);
    // A later flush finds nothing left to send.
    await queue.flush(send);
    expect(sent).toEqual(["a"]);
  });

  it("keeps a response added while a flush is running", async () => {
    const queue = createFormResponseQueue(memoryStore());
    queue.enqueue(entry("a"));
    await queue.flush(async () => {
      queue.enqueue(entry("late"));
      return { kind: "sent" };
    });
    expect(queue.list().map((e) => e.clientId)).toContain("late");
  });
});

describe("newClientId", () => {
  it("is URL-safe, long enough for the server, and different each time", () => {
    const ids = new Set(Array.from({ length: 100 }, newClientId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
