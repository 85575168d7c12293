import clsx from "clsx";
import { Card } from "~/components/ui/card";
import type { CardAccent, Feature } from "~/content/display-types";
import { contentIcons } from "./content-icons";

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Icon cards with a title and a line of text (why choose us, advantages, ways to help ...). */
export function FeatureGrid({
  features,
  columns = 4,
  headingLevel = 3,
  accent = "brand",
  large = false,
  className,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
  accent?: CardAccent;
  /** Larger text, for a few long statements. */
  large?: boolean;
  className?: string;
}) {
  return (
    <ul className={clsx("grid gap-6", columnClass[columns], className)}>
      {features.map((feature) => (
        <li key={feature.title}>
          <Card
            icon={contentIcons[feature.icon]}
            accent={feature.accent ?? accent}
            title={feature.title}
            headingLevel={headingLevel}
          >
            <p className={large ? "text-lg" : undefined}>{feature.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
