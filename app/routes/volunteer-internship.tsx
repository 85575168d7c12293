/** /VolunteerInternship (spec 2.18): the volunteer/internship toggle, the openings of that kind, one application form. */
import { useState } from "react";
import type { ApplicationType } from "#common/schemas/applications";
import { ApplicationForm } from "~/components/contact/application-form";
import { OpportunityList } from "~/components/contact/opportunity-list";
import { Panel } from "~/components/contact/panel";
import { TypeToggle } from "~/components/contact/type-toggle";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { pages } from "~/content/pages";
import { volunteerInternship as content } from "~/content/volunteer-internship";
import { metaFor } from "~/lib/meta";
import { applicationAction, formPageHeaders, keepPageOnNetworkFailure } from "~/lib/visitor-actions";

export const meta = metaFor("volunteerInternship");
export const headers = formPageHeaders;
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = applicationAction;
export const clientAction = keepPageOnNetworkFailure;

export default function VolunteerInternshipPage() {
  const [type, setType] = useState<ApplicationType>("volunteer");
  return (
    <>
      <PageHero heading={pages.volunteerInternship.heading} eyebrow={content.hero.eyebrow} intro={content.hero.intro} />

      <Section tone="muted">
        <TypeToggle value={type} onChange={setType} />
        <div className="mt-10">
          <SectionHeading heading={content.listHeading[type]} intro={content.listIntro[type]} />
        </div>
        <div className="mt-10">
          <OpportunityList type={type} />
        </div>
      </Section>

      <Section>
        <Panel heading={content.form.heading[type]} intro={content.form.intro} className="mx-auto max-w-3xl">
          <ApplicationForm type={type} onSubmitted={() => setType("volunteer")} />
        </Panel>
      </Section>
    </>
  );
}
