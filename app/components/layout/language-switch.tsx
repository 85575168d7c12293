/**
 * The link to the same page in the other language (header on wide screens, the
 * phone menu on small ones). It goes through /language, which remembers the
 * choice for the next visit to `/`; crawlers find the other language through the
 * page's hreflang links instead (hence nofollow).
 */
import clsx from "clsx";
import Languages from "lucide-react/icons/languages";
import { useLocation } from "react-router";
import { LOCALE_INFO, localeOfPath, unprefixedPath } from "#common/locale";
import { HindiWord } from "./hindi-word";

export function LanguageSwitch({
  className,
  onNavigate,
  compact = false,
}: {
  className?: string;
  onNavigate?: () => void;
  /** The header's: no icon, so that the menu beside it keeps one line at 1024-1280 px. */
  compact?: boolean;
}) {
  const { pathname, search, hash } = useLocation();
  const other = localeOfPath(pathname) === "en" ? "hi" : "en";
  const next = `${unprefixedPath(pathname)}${search}${hash}`;
  const info = LOCALE_INFO[other];
  return (
    <a
      href={`/language?${new URLSearchParams({ to: other, next })}`}
      lang={info.tag}
      hrefLang={info.tag}
      rel="nofollow"
      aria-label={info.name}
      onClick={onNavigate}
      className={clsx(
        "flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700",
        className,
      )}
    >
      {!compact && <Languages aria-hidden="true" className="size-4" />}
      {other === "hi" ? <HindiWord className="h-[1.35em] w-auto" /> : info.name}
    </a>
  );
}
