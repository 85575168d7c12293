import clsx from "clsx";
import type { ReactNode } from "react";
import type { IconName } from "~/components/ui/icon-names";
import { TabPanelHeading } from "./tab-panel-heading";

const columnClass = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  /** Three across from medium screens (short cards). */
  thirds: "md:grid-cols-3",
  /** Two columns from large screens only, for long cards. */
  wide: "lg:grid-cols-2",
} as const;
export type CardColumns = keyof typeof columnClass;

/** A grid of cards, one list item each. */
export function CardList<T>({
  items,
  itemKey,
  renderItem,
  columns = 2,
  className,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  columns?: CardColumns;
  className?: string;
}) {
  return (
    <ul className={clsx(className, "grid gap-6", columnClass[columns])}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

/** A tab panel of the programme and partnership pages: its heading, then a grid of cards. */
export function CardGridPanel<T>({
  heading,
  description,
  icon,
  ...list
}: {
  heading: string;
  description?: string;
  icon?: IconName;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  columns?: CardColumns;
}) {
  return (
    <>
      <TabPanelHeading heading={heading} description={description} icon={icon} />
      <CardList {...list} className="mt-8" />
    </>
  );
}
