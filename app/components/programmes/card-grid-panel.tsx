import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { TabPanelHeading } from "./tab-panel-heading";

const columnClass = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", wide: "lg:grid-cols-2" } as const;

/**
 * A tab panel of the programme and partnership pages: its heading, then a grid of
 * cards (`wide`: two columns from large screens only, for long cards).
 */
export function CardGridPanel<T>({
  heading,
  description,
  icon,
  items,
  itemKey,
  renderItem,
  columns = 2,
}: {
  heading: string;
  description?: string;
  icon?: LucideIcon;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  columns?: keyof typeof columnClass;
}) {
  return (
    <>
      <TabPanelHeading heading={heading} description={description} icon={icon} />
      <ul className={`mt-8 grid gap-6 ${columnClass[columns]}`}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </>
  );
}
