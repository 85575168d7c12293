import { Fragment } from "react";
import { CardList } from "~/components/programmes/card-grid-panel";
import type { CardDesigns } from "~/content/card-types";
import { BlockSection } from "../block-section";
import { designFor } from "../card-designs";
import type { CardGridBlockData, CardGroup } from "./type";

function GroupHeading({ group }: { group: CardGroup }) {
  return (
    <>
      <p className="mt-16 text-center text-sm font-bold tracking-wider text-saffron-700 uppercase">{group.eyebrow}</p>
      <h3 className="mt-2 text-center text-2xl font-extrabold text-slate-900 sm:text-3xl">{group.heading}</h3>
    </>
  );
}

/** The card-grid block drawing its cards with the given designs (see `CardDesigns`). */
export const cardGridBlock = (designs: CardDesigns) =>
  function CardGridBlock({ block }: { block: CardGridBlockData }) {
    return (
      <BlockSection block={block}>
        {block.groups.map((group) => (
          <Fragment key={group.cards.card + (group.heading ?? "")}>
            {group.heading && <GroupHeading group={group} />}
            <CardList
              columns={group.columns}
              className={group.heading ? "mt-8" : undefined}
              {...designFor(designs, group.cards)}
            />
          </Fragment>
        ))}
      </BlockSection>
    );
  };
