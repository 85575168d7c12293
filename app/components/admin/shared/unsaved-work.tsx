/**
 * Unsaved work is never lost without a word (issue 23): the blog modal, the blog
 * page editor and the form builder keep what is typed in this browser's storage as
 * it changes, offer it back when the same post or form is opened again (after a
 * reload, a crash, or the phone's back gesture), and ask before leaving: the
 * browser's own question on reload or tab close, the site's on a navigation inside
 * the admin (back gesture included), and on Cancel or Escape.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { useConfirm } from "~/components/ui/modal";
import { adminText } from "~/content/admin";
import { formatDateTime } from "~/lib/blog-schedule";

const text = adminText.unsaved;
const PREFIX = "admin-draft:";

interface StoredDraft<T> {
  savedAt: string;
  values: T;
}

function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `values` under `key` (e.g. "blog:new", "blog:<id>", "form:<id>") while
 * `dirty`, and answers the draft found there when the editor opened, if it differs
 * from what the editor starts with. `key` null: nothing is open.
 */
export function useLocalDraft<T>(key: string | null, values: T, dirty: boolean, startsWith: T) {
  const [found, setFound] = useState<StoredDraft<T> | null>(null);
  const startsWithJson = JSON.stringify(startsWith);

  // On opening (or another post): look for what was left unsaved last time.
  useEffect(() => {
    if (!key) return setFound(null);
    const draft = readDraft<T>(key);
    setFound(draft && JSON.stringify(draft.values) !== startsWithJson ? draft : null);
  }, [key, startsWithJson]);

  // While there are changes, each one is kept (a few bytes of text: no need to wait).
  useEffect(() => {
    if (!key || !dirty) return;
    try {
      const draft: StoredDraft<T> = { savedAt: new Date().toISOString(), values };
      window.localStorage.setItem(PREFIX + key, JSON.stringify(draft));
    } catch {
      // Storage full or refused (private mode): the leave warnings still protect the work.
    }
  }, [key, dirty, values]);

  /** After a save, or when the admin chooses to discard: nothing is offered back. */
  const clear = useCallback(() => {
    if (key) window.localStorage.removeItem(PREFIX + key);
    setFound(null);
  }, [key]);

  /** The offer was answered (restored or not): stop showing it, keep the stored copy until saved. */
  const dismiss = useCallback(() => setFound(null), []);

  return { found, clear, dismiss };
}

export type LocalDraft<T> = ReturnType<typeof useLocalDraft<T>>;

/**
 * "Unsaved changes from 24 Nov, 2:05 pm were kept on this device." with Restore
 * and Discard, while a kept draft waits for an answer.
 */
export function KeptDraftOffer<T>({ draft, onRestore }: { draft: LocalDraft<T>; onRestore: (values: T) => void }) {
  if (!draft.found) return null;
  const { savedAt, values } = draft.found;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3.5 text-sm text-amber-950">
      <p className="font-semibold">{text.found(formatDateTime(savedAt))}</p>
      <div className="mt-2.5 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => {
            onRestore(values);
            draft.dismiss();
          }}
          className="min-h-11 rounded-lg bg-amber-700 px-4 text-sm font-semibold text-white hover:bg-amber-800"
        >
          {text.restore}
        </button>
        <button
          type="button"
          onClick={draft.clear}
          className="min-h-11 rounded-lg border border-amber-400 bg-white px-4 text-sm font-semibold text-amber-950 hover:bg-amber-100"
        >
          {text.discard}
        </button>
      </div>
    </div>
  );
}

/**
 * Asks before unsaved work is left: `mayLeave()` for Cancel, close and Escape; the
 * browser's question on reload or closing the tab; and the same confirmation when
 * a navigation inside the site (a link, the back button or gesture) would leave.
 */
export function useLeaveGuard(dirty: boolean, message: string) {
  const confirm = useConfirm();
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;

  const mayLeave = useCallback(
    async () =>
      !dirtyNow.current ||
      confirm({
        title: text.title,
        message,
        confirmLabel: text.leave,
        cancelLabel: text.stay,
        tone: "danger",
      }),
    [confirm, message],
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // Read at navigation time, so a save that just cleared `dirty` is let through.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void mayLeave().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, mayLeave]);

  /** Lets the next navigation through without asking (after a save, or once the admin agreed). */
  const release = useCallback(() => {
    dirtyNow.current = false;
  }, []);

  return { mayLeave, release };
}
