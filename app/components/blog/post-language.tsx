/**
 * A post's own language beside the page's (issue 22): the post's words carry
 * `lang` when it differs from the page's, so screen readers speak them in the
 * right voice and browsers pick the right font and hyphenation; cards name a
 * post in the other language with a small badge. On English pages "हिन्दी" is
 * the SVG outline of the language switch, so no English page loads the
 * Devanagari font for it.
 */
import clsx from "clsx";
import { LOCALE_INFO, type Locale } from "#common/locale";
import { HindiWord } from "~/components/layout/hindi-word";
import { useLocale } from "~/i18n/words";

/** The `lang` for a post's title, excerpt and content: its tag when it is not the page's language. */
export function usePostLang(language: Locale): string | undefined {
  return language === useLocale() ? undefined : LOCALE_INFO[language].tag;
}

/** The post's language, named in itself, when it is not the page's; nothing otherwise. */
export function PostLanguageBadge({ language, className }: { language: Locale; className?: string }) {
  const lang = usePostLang(language);
  if (!lang) return null;
  const info = LOCALE_INFO[language];
  const badge = clsx(
    "inline-flex items-center rounded-full bg-white px-3 py-1 text-xs font-bold text-slate-900 shadow ring-1 ring-slate-200",
    className,
  );
  if (language === "hi") {
    // An image with a name: hidden text would be laid out, and fetch the font.
    return (
      <span role="img" lang={lang} aria-label={info.name} data-post-language={language} className={badge}>
        <HindiWord className="h-[1.35em] w-auto" />
      </span>
    );
  }
  return (
    <span lang={lang} data-post-language={language} className={badge}>
      {info.name}
    </span>
  );
}
