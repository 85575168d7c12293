import { CheckList } from "~/components/programmes/check-list";
import { contentIcons } from "~/components/programmes/content-icons";
import { CtaButtons } from "~/components/programmes/page-actions";
import { StoryCard } from "~/components/programmes/story-card";
import { WomenIllustration } from "~/components/programmes/women-illustration";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { pages } from "~/content/pages";
import { womenEmpowerment } from "~/content/women-empowerment";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("womenEmpowerment");
export const headers = staticPageHeaders;

export default function WomenEmpowermentPage() {
  const page = pages.womenEmpowerment;
  const content = womenEmpowerment;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={content.eyebrow} intro={page.description} />

      <Section tone="white">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading heading={content.introHeading} intro={content.intro} align="left" />
            <dl className="mt-8 grid gap-4 sm:grid-cols-3">
              {content.pillars.map((pillar) => (
                <div key={pillar.label} className="rounded-2xl bg-saffron-50 p-5 ring-1 ring-saffron-100">
                  <dt className="text-xl font-extrabold text-saffron-800">{pillar.label}</dt>
                  <dd className="mt-1 text-sm leading-relaxed text-slate-700">{pillar.text}</dd>
                </div>
              ))}
            </dl>
          </div>
          <WomenIllustration label={content.illustrationAlt} className="mx-auto w-full max-w-lg" />
        </div>
      </Section>

      <Section tone="muted" heading={content.programmesHeading} intro={content.programmesIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.programmes.map((programme) => (
            <li key={programme.title}>
              <Card icon={contentIcons[programme.icon]} accent={programme.color} title={programme.title}>
                <p>{programme.description}</p>
                <CheckList items={programme.features} className="mt-4" />
              </Card>
            </li>
          ))}
        </ul>
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
