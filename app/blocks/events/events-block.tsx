import { EventCard } from "~/components/programmes/environment-cards";
import { BlockSection } from "../block-section";
import type { EventsBlockData } from "./type";

export function EventsBlock({ block }: { block: EventsBlockData }) {
  return (
    <BlockSection block={block}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {block.events.map((event) => (
          <li key={event.title}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
