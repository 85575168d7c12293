import { PageActions } from "~/components/programmes/page-actions";
import { PageHero } from "~/components/ui/page-hero";
import { StatTiles } from "~/components/ui/stat-tiles";
import { pages } from "~/content/pages";
import type { HeroBlockData } from "./type";

export function HeroBlock({ block }: { block: HeroBlockData }) {
  const page = pages[block.page];
  return (
    <PageHero heading={page.heading} eyebrow={block.eyebrow} intro={block.intro ?? page.description}>
      {block.actions ? (
        <PageActions actions={block.actions} onDark />
      ) : block.stats ? (
        <>
          {block.stats.heading && <h2 className="sr-only">{block.stats.heading}</h2>}
          <StatTiles stats={block.stats.stats} tone="brand" />
        </>
      ) : null}
    </PageHero>
  );
}
