import clsx from "clsx";

/** The colours of a tag list: the site's green, saffron, or a quiet grey. */
export type TagTone = "brand" | "saffron" | "slate";

const toneClass: Record<TagTone, { background: string; text: string }> = {
  brand: { background: "bg-brand-50", text: "text-brand-800" },
  saffron: { background: "bg-saffron-50", text: "text-saffron-800" },
  slate: { background: "bg-slate-100", text: "text-slate-700" },
};

/**
 * Small rounded labels, e.g. programmes, focus areas or career roles; `compact`
 * sets them closer and narrower, for a card's many short skills or roles.
 */
export function TagList({
  items,
  tone = "brand",
  compact = false,
  className,
}: {
  items: readonly string[];
  tone?: TagTone;
  compact?: boolean;
  className?: string;
}) {
  const { background, text } = toneClass[tone];
  // The caller's classes (a margin) first, in Tailwind's order, as the lists written by hand had them.
  return (
    <ul className={clsx(className, "flex flex-wrap", compact ? "gap-1.5" : "gap-2")}>
      {items.map((item) => (
        <li
          key={item}
          className={clsx("rounded-full", background, compact ? "px-2.5" : "px-3", "py-1 text-xs font-semibold", text)}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
