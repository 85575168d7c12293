import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ApplicationType } from "#common/visitor-form-fields";
import { ApplicationForm } from "~/components/contact/application-form";
import { OpportunityList } from "~/components/contact/opportunity-list";
import { Panel } from "~/components/contact/panel";
import { applicationTypeOf, TypeToggle } from "~/components/contact/type-toggle";
import { Section, SectionHeading } from "~/components/ui/section";
import type { ApplicationBlockData } from "./type";

export function ApplicationBlock({ block }: { block: ApplicationBlockData }) {
  const [search] = useSearchParams();
  const [type, setType] = useState<ApplicationType>(() => applicationTypeOf(search));
  return (
    <>
      <Section tone="muted">
        <TypeToggle value={type} onChange={setType} />
        <div className="mt-10">
          <SectionHeading heading={block.listHeading[type]} intro={block.listIntro[type]} />
        </div>
        <div className="mt-10">
          <OpportunityList type={type} />
        </div>
      </Section>

      <Section>
        <Panel heading={block.form.heading[type]} intro={block.form.intro} className="mx-auto max-w-3xl">
          <ApplicationForm type={type} onSubmitted={() => setType("volunteer")} />
        </Panel>
      </Section>
    </>
  );
}
