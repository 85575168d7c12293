import { CalendarClock, CheckCircle2, Users } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProcessSteps } from "~/components/ui/process-steps";
import { ProfileCard } from "~/components/ui/profile-card";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { mentors } from "~/content/mentors";
import { href, pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("mentors");
export const headers = staticPageHeaders;

export default function MentorsPage() {
  const { hero, labels, programmeLabels, cta } = mentors;
  return (
    <>
      <PageHero heading={pages.mentors.heading} eyebrow={hero.eyebrow} intro={hero.intro}>
        <StatTiles stats={mentors.impact} tone="brand" />
      </PageHero>

      <Section
        tone="white"
        eyebrow={mentors.mentorsEyebrow}
        heading={mentors.mentorsHeading}
        intro={mentors.mentorsIntro}
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {mentors.list.map((mentor) => (
            <li key={mentor.name}>
              <ProfileCard
                name={mentor.name}
                role={mentor.expertise}
                location={mentor.location}
                bio={mentor.bio}
                details={[{ label: labels.experience, value: mentor.experience }]}
                tags={mentor.specialties}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" eyebrow={mentors.programmesEyebrow} heading={mentors.programmesHeading}>
        <ul className="grid gap-6 md:grid-cols-2">
          {mentors.programmes.map((programme) => (
            <li key={programme.title}>
              <Card
                title={programme.title}
                eyebrow={
                  <span className="inline-flex flex-wrap gap-x-4 gap-y-1">
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarClock aria-hidden="true" className="size-4" />
                      <span className="sr-only">{programmeLabels.duration}: </span>
                      {programme.duration}
                    </span>
                    <span className="inline-flex items-center gap-1.5 text-brand-700">
                      <Users aria-hidden="true" className="size-4" />
                      <span className="sr-only">{programmeLabels.participants}: </span>
                      {programme.participants}
                    </span>
                  </span>
                }
              >
                <p>{programme.description}</p>
                <h4 className="mt-4 text-sm font-bold text-slate-900">{programmeLabels.outcomes}</h4>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {programme.outcomes.map((outcome) => (
                    <li key={outcome} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {outcome}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" eyebrow={mentors.pathEyebrow} heading={mentors.pathHeading}>
        <ProcessSteps steps={mentors.path} />
      </Section>

      <CtaBand
        flushTop
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <ButtonLink to={href("getInTouch")}>{cta.getInTouch}</ButtonLink>
            <ButtonLink to={href("leadership")} variant="light">
              {cta.leadership}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
