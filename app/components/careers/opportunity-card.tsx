import { contentIcons } from "~/components/programmes/content-icons";
import { PageActionButton } from "~/components/programmes/page-actions";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { CardDesign, OpportunityCard as Opportunity } from "~/content/card-types";

/**
 * A way to join (/Career): icon, title, a line, ticked points, and a link to its
 * page. The specification's disabled "Coming Soon" told visitors these were closed
 * while their pages were open (decision 064).
 */
function OpportunityCard({ card }: { card: Opportunity }) {
  return (
    <Card
      icon={contentIcons[card.icon]}
      title={card.title}
      headingLevel={card.headingLevel ?? 3}
      footer={<PageActionButton action={card.action} variant="secondary" className="w-full" />}
    >
      <p>{card.text}</p>
      <ul className="mt-4 space-y-1.5 text-sm">
        {card.points.map((point) => (
          <li key={point} className="flex gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
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
