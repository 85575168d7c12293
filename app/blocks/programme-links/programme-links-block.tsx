import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { BlockSection } from "../block-section";
import type { ProgrammeLinksBlockData } from "./type";

export function ProgrammeLinksBlock({ block }: { block: ProgrammeLinksBlockData }) {
  return (
    <BlockSection block={block}>
      <ul className="flex flex-wrap justify-center gap-6">
        {block.programmes.map((programme) => (
          <li key={programme.to} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
            <Card
              icon={programme.icon}
              accent={programme.accent}
              title={programme.title}
              footer={
                <Link
                  to={programme.to}
                  className="inline-flex items-center gap-1.5 font-bold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  {programme.linkLabel}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              }
            >
              <p>{programme.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
