import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProfileCard } from "~/components/ui/profile-card";
import { Section } from "~/components/ui/section";
import { type LeadershipProfile, leadership } from "~/content/leadership";
import { href, pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("leadership");
export const headers = staticPageHeaders;

function Profile({ person }: { person: LeadershipProfile }) {
  const { labels } = leadership;
  return (
    <ProfileCard
      name={person.name}
      role={person.position}
      bio={person.bio}
      details={[
        { label: labels.education, value: person.education },
        { label: labels.experience, value: person.experience },
        { label: labels.specialization, value: person.specialization },
      ]}
      achievements={person.achievements}
      achievementsHeading={labels.achievements}
      contact={person.contact}
    />
  );
}

export default function LeadershipPage() {
  const { hero, cta } = leadership;
  return (
    <>
      <PageHero heading={pages.leadership.heading} eyebrow={hero.eyebrow} intro={hero.intro} />

      <Section tone="white" eyebrow={leadership.executivesEyebrow} heading={leadership.executivesHeading}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {leadership.executives.map((person) => (
            <li key={person.name}>
              <Profile person={person} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="muted"
        eyebrow={leadership.advisoryEyebrow}
        heading={leadership.advisoryHeading}
        intro={leadership.advisoryIntro}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {leadership.advisory.map((person) => (
            <li key={person.name}>
              <Profile person={person} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <ButtonLink to={href("getInTouch")}>{cta.getInTouch}</ButtonLink>
            <ButtonLink to={href("mentors")} variant="light">
              {cta.mentors}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
