/**
 * Messages that arrive as English text, in the page's language. A zod schema's
 * message, what the API answers (a 400's field errors, a 429's wait) and a toast's
 * text are English strings from the message catalogues (common/messages/): the
 * API's answers stay English for the admin and API clients. The few places that
 * show such a string (a field's error, a form's status line, a toast, a sent
 * form's confirmation) pass it through `useMessageInLanguage()`: on English pages
 * it is the string itself; on Hindi pages it is looked up in the Hindi message map
 * (message-map.ts, hindi-message-map.ts).
 *
 * The map (about 27 KB) is not part of the page: every such message appears only
 * after the visitor has done something (typed, sent a form), so a Hindi page fetches
 * the map's module when the visitor first focuses a field of a form (with the form's
 * own check, which loads then too: decision 037) or when such a message is first
 * shown, and the components showing a message draw it again in Hindi when it arrives. What the
 * server renders itself, a route action's answer to a form posted before the
 * scripts arrived or without JavaScript, is already in the page's language
 * (app/lib/visitor-actions.server.ts); the map leaves a Hindi text unchanged.
 *
 * A text read straight from a catalogue in a component (a button's "Sending...")
 * needs none of this: `useTranslated(englishCatalogue, "exportName")` as for any
 * content module.
 */
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { MessageMap } from "./message-map";
import { translatorFor } from "./message-map";
import { useLocale } from "./words";

let hindiMap: MessageMap | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches the Hindi message map once (again after a failure, on the next call). */
export function loadHindiMessages(): Promise<void> {
  loading ??= import("./hindi-message-map").then(
    ({ hindiMessageMap }) => {
      hindiMap = hindiMessageMap;
      for (const listener of listeners) listener();
    },
    () => {
      // No connection: messages stay in English until the next page asks again.
      loading = undefined;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loadedMap = () => hindiMap;

/** A text met before the map has arrived: shown as it is, and the map asked for (in the browser). */
function englishUntilLoaded(english: string): string {
  if (typeof window !== "undefined") setTimeout(() => void loadHindiMessages());
  return english;
}

/** The first focus in a form on a Hindi page: what it checks or answers will be said in Hindi. */
function loadOnFirstFormFocus(event: FocusEvent) {
  if ((event.target as Element | null)?.closest?.("form")) void loadHindiMessages();
}

/**
 * `(english) => text in the page's language` for messages that arrive as English
 * strings. The identity on English pages (and in the admin area), and on a Hindi
 * page until the map has arrived (also while the server renders and the browser
 * hydrates, so both draw the same).
 */
export function useMessageInLanguage(): (english: string) => string {
  const hindi = useLocale() === "hi";
  const map = useSyncExternalStore(subscribe, loadedMap, loadedMap);
  useEffect(() => {
    if (!hindi || hindiMap) return;
    document.addEventListener("focusin", loadOnFirstFormFocus);
    return () => document.removeEventListener("focusin", loadOnFirstFormFocus);
  }, [hindi]);
  return useMemo(
    () => (!hindi ? translatorFor(undefined) : map ? translatorFor(map) : englishUntilLoaded),
    [hindi, map],
  );
}
