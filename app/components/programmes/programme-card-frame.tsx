/**
 * The frame every programme and partnership card is drawn in (Livelihood,
 * Environment, Skill Development, Fellowship and the three partnership pages), and
 * the title beside its icon that most of them open with.
 */
import clsx from "clsx";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconKey } from "~/content/display-types";
import { contentIcons } from "./content-icons";

/**
 * A card: white, rounded, bordered, as tall as its row, its parts in a column.
 * `roomy`: more padding from small screens up, for the cards with many parts;
 * `lifts`: its shadow grows under the pointer.
 */
export function ProgrammeCardFrame({
  roomy = false,
  lifts = false,
  children,
}: {
  roomy?: boolean;
  lifts?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      className={clsx(
        "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm",
        lifts && "transition-shadow hover:shadow-md",
        roomy && "sm:p-8",
      )}
    >
      {children}
    </article>
  );
}

/** The icon tile's colours and ring, by tone. */
const tileTones = {
  brand: { colours: "bg-brand-50 text-brand-700", ring: "ring-brand-100" },
  saffron: { colours: "bg-saffron-50 text-saffron-700", ring: "ring-saffron-100" },
} as const;

/**
 * A card's title (an h4) beside its icon in a tile, green or saffron. With a
 * `subtitle` (a fellowship's type) the two lines stand beside the tile's top.
 */
export function IconHeading({
  icon,
  title,
  subtitle,
  tone = "brand",
}: {
  icon: IconKey;
  title: string;
  subtitle?: string;
  tone?: keyof typeof tileTones;
}) {
  const iconName = contentIcons[icon];
  const tile = tileTones[tone];
  const heading = <h4 className="text-xl font-bold text-slate-900">{title}</h4>;
  return (
    <div className={subtitle === undefined ? "flex items-center gap-4" : "flex items-start gap-4"}>
      <span
        className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tile.colours} ring-1 ${tile.ring}`}
      >
        <Icon name={iconName} className="size-6" />
      </span>
      {subtitle === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <p className="text-sm font-semibold text-saffron-700">{subtitle}</p>
        </div>
      )}
    </div>
  );
}
