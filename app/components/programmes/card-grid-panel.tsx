import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { TabPanelHeading } from "./tab-panel-heading";

/** A tab panel of the programme and partnership pages: its heading, then a grid of cards. */
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
  columns?: 2 | 3;
}) {
  return (
    <>
      <TabPanelHeading heading={heading} description={description} icon={icon} />
      <ul className={`mt-8 grid gap-6 md:grid-cols-2${columns === 3 ? " lg:grid-cols-3" : ""}`}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </>
  );
}
