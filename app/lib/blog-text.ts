/** Shortening text for cards and tables (spec 9: 150, 120 and 60 characters), and excerpts from Markdown. */

/** What a cut text must not end in before its "...": spaces and punctuation. */
const TRAILING = new Set([" ", ".", ",", ";", ":", "!", "?", "-"]);

/** The text without trailing spaces and punctuation (a loop: a pattern anchored at the end backtracks). */
function trimTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING.has(text[end - 1] as string)) end -= 1;
  return text.slice(0, end);
}

/** At most `max` characters; a cut text ends in "..." (cut at a word boundary when one is near). */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${trimTrailingPunctuation(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut)}...`;
}

/** Markdown reduced to its words: for an excerpt the editor makes when the author leaves it empty. */
export function plainTextFromMarkdown(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?```/g, " ")
      .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, " ")
      // Each bracket scan stops at the next opening bracket, so "<<<<…" or "[[[[…" stays linear.
      .replace(/<[^<>]*>/g, " ")
      .replace(/!\[([^[\]]*)\]\([^()]*\)/g, " ")
      .replace(/\[([^[\]]*)\]\([^()]*\)/g, "$1")
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, "")
      .replace(/[*_~`]+/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}
