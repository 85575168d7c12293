import { MapPin, UserRound, Users } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProfileCard } from "~/components/ui/profile-card";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { keyPlayers } from "~/content/key-players";
import { href, pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("ourKeyPlayers");
export const headers = staticPageHeaders;

export default function OurKeyPlayersPage() {
  const { hero, labels, teamLabels, cta } = keyPlayers;
  return (
    <>
      <PageHero heading={pages.ourKeyPlayers.heading} eyebrow={hero.eyebrow} intro={hero.intro}>
        <StatTiles stats={keyPlayers.stats} tone="brand" />
      </PageHero>

      <Section tone="white" eyebrow={keyPlayers.staffEyebrow} heading={keyPlayers.staffHeading}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {keyPlayers.staff.map((person) => (
            <li key={person.name}>
              <ProfileCard
                name={person.name}
                role={person.role}
                location={person.location}
                bio={person.description}
                details={[{ label: labels.experience, value: person.experience }]}
                tags={person.programs}
                achievements={person.achievements}
                achievementsHeading={labels.achievements}
                contact={person.contact}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="muted"
        eyebrow={keyPlayers.teamsEyebrow}
        heading={keyPlayers.teamsHeading}
        intro={keyPlayers.teamsIntro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {keyPlayers.teams.map((team) => (
            <li key={team.region}>
              <Card title={team.region}>
                <dl className="space-y-2 text-sm">
                  <div className="flex items-center gap-2">
                    <dt>
                      <UserRound aria-hidden="true" className="size-4 text-brand-600" />
                      <span className="sr-only">{teamLabels.lead}</span>
                    </dt>
                    <dd className="font-semibold text-slate-800">{team.lead}</dd>
                  </div>
                  <div className="flex items-center gap-2">
                    <dt>
                      <MapPin aria-hidden="true" className="size-4 text-brand-600" />
                      <span className="sr-only">{teamLabels.office}</span>
                    </dt>
                    <dd>{team.office}</dd>
                  </div>
                  <div className="flex items-center gap-2">
                    <dt>
                      <Users aria-hidden="true" className="size-4 text-brand-600" />
                      <span className="sr-only">{teamLabels.members}</span>
                    </dt>
                    <dd>{team.members}</dd>
                  </div>
                  <div className="pt-2">
                    <dt className="sr-only">{teamLabels.focus}</dt>
                    <dd className="flex flex-wrap gap-2">
                      {team.focus.map((focus) => (
                        <span
                          key={focus}
                          className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
                        >
                          {focus}
                        </span>
                      ))}
                    </dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="white" eyebrow={keyPlayers.valuesEyebrow} heading={keyPlayers.valuesHeading}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {keyPlayers.values.map((value) => (
            <li key={value.title}>
              <Card icon={value.icon} accent="saffron" title={value.title}>
                <p>{value.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        flushTop
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <ButtonLink to={href("workWithUs")}>{cta.viewOpportunities}</ButtonLink>
            <ButtonLink to={href("getInTouch")} variant="light">
              {cta.contactUs}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
