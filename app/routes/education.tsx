import { CheckList } from "~/components/programmes/check-list";
import { contentIcons } from "~/components/programmes/content-icons";
import { EducationIllustration } from "~/components/programmes/education-illustration";
import { kitSteps } from "~/components/programmes/kit-steps";
import { CtaButtons, PageActions } from "~/components/programmes/page-actions";
import { StoryCard } from "~/components/programmes/story-card";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProcessSteps } from "~/components/ui/process-steps";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { education } from "~/content/education";
import { pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("education");
export const headers = staticPageHeaders;

export default function EducationPage() {
  const page = pages.education;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={education.eyebrow} intro={page.description}>
        <PageActions actions={education.heroActions} onDark />
      </PageHero>

      <Section tone="white">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <EducationIllustration label={education.illustrationAlt} className="mx-auto w-full max-w-lg drop-shadow-sm" />
          <div>
            <SectionHeading heading={education.statsHeading} align="left" />
            <StatTiles stats={education.stats} className="mt-8 lg:grid-cols-2!" />
          </div>
        </div>
      </Section>

      <Section tone="muted" heading={education.programmesHeading} intro={education.programmesIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {education.programmes.map((programme) => (
            <li key={programme.title}>
              <Card icon={contentIcons[programme.icon]} title={programme.title} eyebrow={programme.audience}>
                <p>{programme.description}</p>
                <CheckList items={programme.highlights} className="mt-4" />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" heading={education.storiesHeading} intro={education.storiesIntro}>
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {education.stories.map((story) => (
            <li key={story.name}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" heading={education.stepsHeading} intro={education.stepsIntro}>
        <ProcessSteps steps={kitSteps(education.steps)} />
      </Section>

      <CtaBand
        heading={education.cta.heading}
        text={education.cta.text}
        actions={<CtaButtons actions={education.cta.actions} />}
      />
    </>
  );
}
