import { PageActionButton } from "~/components/programmes/page-actions";
import { PageHero } from "~/components/ui/page-hero";
import { StatTiles } from "~/components/ui/stat-tiles";
import type { PageAction } from "~/content/display-types";
import type { PageInfo } from "~/content/pages";
import { useSiteWords } from "~/i18n/site-words";
import type { HeroBlockData } from "./type";

/** The hero's buttons: the first the primary (saffron) one, the others light outlines. */
function HeroActions({ actions }: { actions: readonly PageAction[] }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {actions.map((action, index) => (
        <PageActionButton key={action.label} action={action} variant={index === 0 ? "primary" : "light"} />
      ))}
    </div>
  );
}

export function HeroBlock({ block }: { block: HeroBlockData }) {
  // A page the staff edit sends its own heading and description; the others are in content/pages.ts.
  const page = (useSiteWords().pages as Partial<Record<string, PageInfo>>)[block.page];
  return (
    <PageHero
      heading={block.heading ?? page?.heading ?? ""}
      eyebrow={block.eyebrow}
      intro={block.intro ?? page?.description}
    >
      {block.actions ? (
        <HeroActions actions={block.actions} />
      ) : block.stats ? (
        <>
          {block.stats.heading && <h2 className="sr-only">{block.stats.heading}</h2>}
          <StatTiles stats={block.stats.stats} tone="brand" />
        </>
      ) : null}
    </PageHero>
  );
}
