import { CardGridPanel } from "~/components/programmes/card-grid-panel";
import { contentIcons } from "~/components/programmes/content-icons";
import { InitiativeCard } from "~/components/programmes/initiative-card";
import { kitSteps } from "~/components/programmes/kit-steps";
import { CtaButtons } from "~/components/programmes/page-actions";
import { StoryCard } from "~/components/programmes/story-card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProcessSteps } from "~/components/ui/process-steps";
import { Section } from "~/components/ui/section";
import { Tabs } from "~/components/ui/tabs";
import { livelihood } from "~/content/livelihood";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("livelihood");
export const headers = staticPageHeaders;

export default function LivelihoodPage() {
  const page = pages.livelihood;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={livelihood.eyebrow} intro={page.description} />

      <Section tone="white" heading={livelihood.tabsHeading} intro={livelihood.tabsIntro}>
        <Tabs
          label={livelihood.tabsLabel}
          defaultTabId="entrepreneurship"
          className="text-center"
          tabs={livelihood.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <div className="text-left">
                <CardGridPanel
                  heading={tab.heading}
                  description={tab.description}
                  icon={contentIcons[tab.icon]}
                  items={tab.initiatives}
                  columns={3}
                  itemKey={(initiative) => initiative.name}
                  renderItem={(initiative) => <InitiativeCard initiative={initiative} />}
                />
              </div>
            ),
          }))}
        />
      </Section>

      <Section tone="muted" heading={livelihood.storiesHeading} intro={livelihood.storiesIntro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {livelihood.stories.map((story) => (
            <li key={story.name}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" heading={livelihood.joinHeading} intro={livelihood.joinIntro}>
        <ProcessSteps steps={kitSteps(livelihood.joinSteps)} />
      </Section>

      <CtaBand
        heading={livelihood.cta.heading}
        text={livelihood.cta.text}
        actions={<CtaButtons actions={livelihood.cta.actions} />}
      />
    </>
  );
}
