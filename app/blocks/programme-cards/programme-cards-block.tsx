import { CheckList } from "~/components/programmes/check-list";
import { contentIcons } from "~/components/programmes/content-icons";
import { Card } from "~/components/ui/card";
import { BlockSection } from "../block-section";
import type { ProgrammeCardsBlockData } from "./type";

export function ProgrammeCardsBlock({ block }: { block: ProgrammeCardsBlockData }) {
  return (
    <BlockSection block={block}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {block.programmes.map((programme) => (
          <li key={programme.title}>
            <Card
              icon={contentIcons[programme.icon]}
              accent={programme.accent}
              title={programme.title}
              eyebrow={programme.eyebrow}
            >
              <p>{programme.description}</p>
              <CheckList items={programme.points} className="mt-4" />
            </Card>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
