/**
 * The link to the same page in the other language (in the header bar, on phones
 * too). It goes through /language, which remembers the choice for the next visit
 * to `/`; crawlers find the other language through the page's hreflang links
 * instead (hence nofollow).
 */
import clsx from "clsx";
import { useLocation } from "react-router";
import { LOCALE_INFO, type Locale, localeOfPath, unprefixedPath } from "#common/locale";
import { HindiWord } from "./hindi-word";

/** The address that switches the page being shown to `to` (and remembers the choice). */
export function useLanguageChoiceHref(to: Locale): string {
  const { pathname, search, hash } = useLocation();
  return `/language?${new URLSearchParams({ to, next: `${unprefixedPath(pathname)}${search}${hash}` })}`;
}

/** The word of the other language alone, no icon: the bar keeps one line at 390 px and at 1024-1280 px. */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = localeOfPath(useLocation().pathname) === "en" ? "hi" : "en";
  const href = useLanguageChoiceHref(other);
  const info = LOCALE_INFO[other];
  return (
    <a
      href={href}
      lang={info.tag}
      hrefLang={info.tag}
      rel="nofollow"
      // "English EN": the name holds the word a phone shows ("EN"), so what is seen is what is heard (WCAG 2.5.3;
      // axe reads "(EN)" in brackets as another word).
      aria-label={other === "hi" ? info.name : `${info.name} ${info.short}`}
      className={clsx(
        "flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700",
        className,
      )}
    >
      {other === "hi" ? (
        <HindiWord className="h-[1.35em] w-auto" />
      ) : (
        // "EN" where a phone's header bar has room for no more (the link is named "English EN").
        <>
          <span className="sm:hidden">{info.short}</span>
          <span className="hidden sm:inline">{info.name}</span>
        </>
      )}
    </a>
  );
}
