import { CardGridPanel } from "~/components/programmes/card-grid-panel";
import { contentIcons } from "~/components/programmes/content-icons";
import { CourseCard } from "~/components/programmes/course-card";
import { FeatureGrid } from "~/components/programmes/feature-grid";
import { CtaButtons } from "~/components/programmes/page-actions";
import { StoryCard } from "~/components/programmes/story-card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { Tabs } from "~/components/ui/tabs";
import { pages } from "~/content/pages";
import { skillDevelopment } from "~/content/skill-development";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("skillDevelopment");
export const headers = staticPageHeaders;

export default function SkillDevelopmentPage() {
  const page = pages.skillDevelopment;
  const content = skillDevelopment;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={content.eyebrow} intro={page.description}>
        <h2 className="sr-only">{content.statsHeading}</h2>
        <StatTiles stats={content.stats} tone="brand" />
      </PageHero>

      <Section tone="white" heading={content.coursesHeading} intro={content.coursesIntro}>
        <Tabs
          label={content.tabsLabel}
          defaultTabId="technical"
          className="text-center"
          tabs={content.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <div className="text-left">
                <CardGridPanel
                  heading={tab.label}
                  description={tab.description}
                  icon={contentIcons[tab.icon]}
                  items={tab.courses}
                  columns={3}
                  itemKey={(course) => course.title}
                  renderItem={(course) => <CourseCard course={course} />}
                />
              </div>
            ),
          }))}
        />
      </Section>

      <Section tone="muted" heading={content.whyHeading} intro={content.whyIntro}>
        <FeatureGrid features={content.why} />
      </Section>

      <Section tone="white" heading={content.storiesHeading} intro={content.storiesIntro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.stories.map((story) => (
            <li key={story.name}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        heading={content.cta.heading}
        text={content.cta.text}
        actions={<CtaButtons actions={content.cta.actions} />}
      />
    </>
  );
}
