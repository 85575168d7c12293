import { contentIcons } from "~/components/programmes/content-icons";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Card } from "~/components/ui/card";
import { BlockSection } from "../block-section";
import type { ProgrammeLinksBlockData } from "./type";

export function ProgrammeLinksBlock({ block }: { block: ProgrammeLinksBlockData }) {
  return (
    <BlockSection block={block}>
      <ul className="flex flex-wrap justify-center gap-6">
        {block.programmes.map((programme) => (
          <li key={programme.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
            <Card
              icon={contentIcons[programme.icon]}
              accent={programme.accent}
              title={programme.title}
              footer={<ArrowLink to={programme.to}>{programme.linkLabel}</ArrowLink>}
            >
              <p>{programme.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
