import Check from "lucide-react/icons/check";
import { Card } from "~/components/ui/card";
import { ComingSoonButton } from "~/components/ui/coming-soon-button";
import type { CardDesign, OpportunityCard as Opportunity } from "~/content/card-types";

/** A way to join that is not open yet (/Career): icon, title, a line, ticked points, a disabled Coming Soon. */
function OpportunityCard({ card }: { card: Opportunity }) {
  return (
    <Card
      icon={card.icon}
      title={card.title}
      headingLevel={card.headingLevel ?? 3}
      footer={<ComingSoonButton fullWidth />}
    >
      <p>{card.text}</p>
      <ul className="mt-4 space-y-1.5 text-sm">
        {card.points.map((point) => (
          <li key={point} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {point}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export const opportunityCards: CardDesign<"opportunity"> = {
  key: (card) => card.title,
  view: (card) => <OpportunityCard card={card} />,
};
