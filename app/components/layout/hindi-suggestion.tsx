/**
 * A suggestion for a browser whose first language is Hindi, on an English page:
 * "यह पृष्ठ हिन्दी में पढ़ें", a link to the same page in Hindi (through /language, like
 * the header's switch). Never on Hindi pages, nor to other browsers; never again
 * once the visitor chose a language (the switch's cookie) or closed it (remembered
 * on this device).
 *
 * Loaded only for such a browser, once the page has loaded and the browser is idle
 * (`useHindiSuggestion`, app/routes/site-layout.tsx): other visitors download none of
 * it. Drawn over the bottom of the screen at a fixed height: the first paint is the
 * server's, the same for everyone, and nothing on the page moves when it appears.
 */
import { useState } from "react";
import { useLocation } from "react-router";
import { firstLanguageIsHindi, LANGUAGE_COOKIE, LOCALE_INFO, localeOfPath } from "#common/locale";
import { Icon } from "~/components/ui/icon";
import { useSiteWords } from "~/i18n/site-words";
import { useLanguageChoiceHref } from "./language-switch";

/** localStorage: "1" once the visitor closed the suggestion. */
const HINDI_SUGGESTION_CLOSED_KEY = "hindi-suggestion-closed";

function isWanted(): boolean {
  if (!firstLanguageIsHindi(navigator.languages)) return false;
  if (document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))) return false;
  try {
    return window.localStorage.getItem(HINDI_SUGGESTION_CLOSED_KEY) === null;
  } catch {
    // Storage refused (a private window on some browsers): it could not be closed for good.
    return false;
  }
}

export function HindiSuggestion() {
  const { chrome } = useSiteWords();
  const english = localeOfPath(useLocation().pathname) === "en";
  const href = useLanguageChoiceHref("hi");
  // Drawn in the browser only (loaded after hydration), so it may read the browser's state at once.
  const [wanted, setWanted] = useState(isWanted);

  if (!wanted || !english) return null;
  const words = chrome.hindiSuggestion;
  const close = () => {
    setWanted(false);
    try {
      window.localStorage.setItem(HINDI_SUGGESTION_CLOSED_KEY, "1");
    } catch {
      // Not remembered: it shows again on the next page load.
    }
  };
  return (
    <aside
      lang={LOCALE_INFO.hi.tag}
      aria-label={words.label}
      data-testid="hindi-suggestion"
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 mx-auto flex h-14 max-w-sm items-center gap-1 rounded-2xl bg-brand-900 py-1 pr-1 pl-4 text-white shadow-xl shadow-slate-900/25"
    >
      <a
        href={href}
        hrefLang={LOCALE_INFO.hi.tag}
        rel="nofollow"
        className="flex min-h-11 flex-1 items-center font-medium underline underline-offset-4 hover:text-saffron-200"
      >
        {words.read}
      </a>
      <button
        type="button"
        onClick={close}
        className="flex size-11 shrink-0 items-center justify-center rounded-xl hover:bg-white/10"
      >
        <span className="sr-only">{words.dismiss}</span>
        <Icon name="x" className="size-5" />
      </button>
    </aside>
  );
}
