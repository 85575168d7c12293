/**
 * Unsaved work is never lost without a word (issue 23): the blog modal, the blog
 * page editor and the form builder keep what is typed in this browser's storage as
 * it changes, offer it back when the same post or form is opened again (after a
 * reload, a crash, or the phone's back gesture), and ask before leaving: the
 * browser's own question on reload or tab close, the site's on a navigation inside
 * the admin (back gesture included), and on Cancel or Escape. The gallery's upload
 * modal keeps its chosen photos too: files go to IndexedDB beside the text
 * (decision 030). Signing out offers to remove them all (`keptDraftKeys`,
 * `removeKeptDrafts`): the next person at a shared computer could read them.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { useConfirm } from "~/components/ui/modal";
import { adminText } from "~/content/admin/shell";
import { dropStashedFiles, type StashedFiles, stashedFiles, stashFiles, stashKeys } from "~/lib/file-stash";
import { useSiteTime } from "~/lib/site-time";

const text = adminText.unsaved;
/** Every admin draft's storage key starts so: its text in local storage, its files in the stash. */
const PREFIX = "admin-draft:";
const storageKey = (key: string) => PREFIX + key;
const isDraftKey = (key: string | null): key is string => key?.startsWith(PREFIX) ?? false;

interface StoredDraft<T> {
  savedAt: string;
  values: T;
  /** Files were kept with it, in the file stash under the same key. */
  withFiles?: boolean;
}

/** A kept draft as offered back: its files read from the stash (empty when none or lost). */
export interface FoundDraft<T> extends StoredDraft<T> {
  files: StashedFiles;
}

function forget(key: string, withFiles: boolean | undefined) {
  window.localStorage.removeItem(storageKey(key));
  if (withFiles) void dropStashedFiles(storageKey(key));
}

/**
 * The storage keys of every unsaved draft the editors keep in this browser: their
 * text in local storage and their files in the stash (IndexedDB), nothing else.
 */
export async function keptDraftKeys(): Promise<{ local: string[]; files: string[] }> {
  let local: string[] = [];
  try {
    const storage = window.localStorage;
    local = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(isDraftKey);
  } catch {
    // Storage refused (private mode): no text was kept.
  }
  const files = (await stashKeys()).filter(isDraftKey);
  return { local, files };
}

/** Removes every unsaved draft of the editors from this browser (on sign-out, when the admin chooses so). */
export async function removeKeptDrafts(): Promise<void> {
  const { local, files } = await keptDraftKeys();
  for (const key of local) window.localStorage.removeItem(key);
  await Promise.all(files.map((key) => dropStashedFiles(key)));
}

function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    return raw ? (JSON.parse(raw) as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `values` under `key` (e.g. "blog:new", "blog:<id>", "form:<id>") while
 * `dirty`, and answers the draft found there when the editor opened, if it differs
 * from what the editor starts with. `key` null: nothing is open. `files`, when
 * given, are kept too (by their ids, which `values` should name, in their order):
 * a found draft's files are read back before it is offered.
 */
export function useLocalDraft<T>(key: string | null, values: T, dirty: boolean, startsWith: T, files?: StashedFiles) {
  const [found, setFound] = useState<FoundDraft<T> | null>(null);
  const startsWithJson = JSON.stringify(startsWith);
  const withFiles = files !== undefined;

  // On opening (or another post): look for what was left unsaved last time.
  useEffect(() => {
    setFound(null);
    if (!key) return;
    const draft = readDraft<T>(key);
    if (!draft) return;
    // The same as the editor starts with: it was saved since (a screen reloaded after
    // a save forgets it here), nothing to offer.
    if (JSON.stringify(draft.values) === startsWithJson) return forget(key, draft.withFiles);
    if (!draft.withFiles) return setFound({ ...draft, files: {} });
    let current = true;
    void stashedFiles(storageKey(key)).then((kept) => current && setFound({ ...draft, files: kept ?? {} }));
    return () => {
      current = false;
    };
  }, [key, startsWithJson]);

  // While there are changes, each one is kept (a few bytes of text: no need to wait).
  useEffect(() => {
    if (!key || !dirty) return;
    try {
      const draft: StoredDraft<T> = { savedAt: new Date().toISOString(), values, withFiles };
      window.localStorage.setItem(storageKey(key), JSON.stringify(draft));
    } catch {
      // Storage full or refused (private mode): the leave warnings still protect the work.
    }
  }, [key, dirty, values, withFiles]);

  // Files are written when the choice changes (not on every keystroke of an alt text).
  const filesNow = useRef(files);
  filesNow.current = files;
  const fileIds = files ? Object.keys(files).join("\n") : null;
  useEffect(() => {
    if (!key || !dirty || fileIds === null) return;
    const kept = filesNow.current ?? {};
    void (fileIds ? stashFiles(storageKey(key), kept) : dropStashedFiles(storageKey(key)));
  }, [key, dirty, fileIds]);

  /** After a save, or when the admin chooses to discard: nothing is offered back. */
  const clear = useCallback(() => {
    if (key) forget(key, withFiles);
    setFound(null);
  }, [key, withFiles]);

  /** The offer was answered (restored or not): stop showing it, keep the stored copy until saved. */
  const dismiss = useCallback(() => setFound(null), []);

  return { found, clear, dismiss };
}

export type LocalDraft<T> = ReturnType<typeof useLocalDraft<T>>;

/**
 * "Unsaved changes from 24 Nov, 2:05 pm were kept on this device." with Restore
 * and Discard, while a kept draft waits for an answer.
 */
export function KeptDraftOffer<T>({
  draft,
  onRestore,
}: {
  draft: LocalDraft<T>;
  onRestore: (values: T, files: StashedFiles) => void;
}) {
  const { dateTime } = useSiteTime();
  if (!draft.found) return null;
  const { savedAt, values, files } = draft.found;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3.5 text-sm text-amber-950">
      <p className="font-semibold">{text.found(dateTime(savedAt))}</p>
      <div className="mt-2.5 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => {
            onRestore(values, files);
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

/**
 * A screen may have one leave guard (React Router allows one blocker): its parts
 * each say whether they hold unsaved work with `useUnsavedPart`, and the screen
 * guards while any does.
 */
export function useUnsavedParts() {
  const [parts, setParts] = useState<Record<string, boolean>>({});
  const report = useCallback(
    (part: string, dirty: boolean) =>
      setParts((current) => (current[part] === dirty ? current : { ...current, [part]: dirty })),
    [],
  );
  return { dirty: Object.values(parts).some(Boolean), report };
}

export type ReportUnsaved = ReturnType<typeof useUnsavedParts>["report"];

export function useUnsavedPart(report: ReportUnsaved, part: string, dirty: boolean) {
  useEffect(() => {
    report(part, dirty);
    return () => report(part, false);
  }, [report, part, dirty]);
}
