/**
 * The word "हिन्दी" drawn as outlines (Noto Sans Devanagari SemiBold, shaped by
 * HarfBuzz: the i-sign before ह, the न्द conjunct), for the language switch on
 * English pages. As text it showed empty boxes on devices without a Devanagari
 * font, and loading the font for one word would cost every English visitor ~120 KB.
 * Made with scripts/devanagari-outline.py. Decorative: the link around it names
 * itself with an aria-label (hidden text would be laid out, and fetch the font).
 *
 * The outline is a symbol in a file of its own (app/brand/hindi-word.svg, cached for
 * good under its hash), not path data in every page's JavaScript (issue 17); `<use>`
 * draws it in the text's colour, from the page's copy of it (the server's, or one
 * the browser adds from the file: app/components/ui/symbol-copies.tsx).
 */
import hindiWord from "~/brand/hindi-word.svg?no-inline";
import { useSymbolHref } from "~/components/ui/symbol-copies";

export function HindiWord({ className }: { className?: string }) {
  const href = useSymbolHref(hindiWord, "hindi-word");
  return (
    <svg viewBox="0 0 1986 1304" aria-hidden="true" focusable="false" fill="currentColor" className={className}>
      <use href={href} />
    </svg>
  );
}
