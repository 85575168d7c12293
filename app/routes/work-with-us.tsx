import { JobBoard } from "~/components/careers/job-board";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { CtaBand } from "~/components/ui/cta-band";
import { PageHero } from "~/components/ui/page-hero";
import { ProcessSteps } from "~/components/ui/process-steps";
import { Section } from "~/components/ui/section";
import { StatTiles } from "~/components/ui/stat-tiles";
import { workWithUs } from "~/content/jobs";
import { href, pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";
import { useSite } from "~/lib/site";

export const meta = metaFor("workWithUs");
export const headers = staticPageHeaders;

export default function WorkWithUsPage() {
  const site = useSite();
  const page = pages.workWithUs;
  return (
    <>
      <PageHero heading={page.heading} eyebrow={workWithUs.hero.eyebrow} intro={workWithUs.hero.intro}>
        <StatTiles stats={workWithUs.stats} tone="brand" />
      </PageHero>

      <Section
        tone="white"
        eyebrow={workWithUs.reasonsEyebrow}
        heading={workWithUs.reasonsHeading}
        intro={workWithUs.reasonsIntro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {workWithUs.reasons.map((reason) => (
            <li key={reason.title}>
              <Card icon={reason.icon} title={reason.title}>
                <p>{reason.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="openings" tone="muted" eyebrow={workWithUs.openingsEyebrow} heading={workWithUs.openingsHeading}>
        <JobBoard applyUrl={site.volunteerFormUrl} />
      </Section>

      <Section
        tone="white"
        eyebrow={workWithUs.processEyebrow}
        heading={workWithUs.processHeading}
        intro={workWithUs.processIntro}
      >
        <ProcessSteps steps={workWithUs.process} />
        <div className="mt-16 flex flex-col items-center justify-between gap-6 rounded-3xl border border-brand-200 bg-brand-50 p-8 text-center sm:p-10 lg:flex-row lg:text-left">
          <div className="max-w-2xl">
            <h3 className="text-2xl font-extrabold text-slate-900">{workWithUs.fellowshipHeading}</h3>
            <p className="mt-2 text-slate-700">{workWithUs.fellowshipText}</p>
          </div>
          <ButtonLink to={href("fellowship")} variant="secondary" className="shrink-0">
            {workWithUs.fellowshipButton}
          </ButtonLink>
        </div>
      </Section>

      <CtaBand
        heading={workWithUs.generalHeading}
        text={workWithUs.generalText}
        actions={
          <ButtonLink to={site.volunteerFormUrl} external>
            {workWithUs.generalApply}
          </ButtonLink>
        }
      />
    </>
  );
}
