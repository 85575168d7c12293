import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { ApplicationType } from "#common/visitor-form-fields";
import { OpportunityList } from "~/components/contact-forms/opportunity-list";
import { Panel } from "~/components/contact-forms/panel";
import { applicationTypeOf, TypeToggle } from "~/components/contact-forms/type-toggle";
import { ButtonLink } from "~/components/ui/button-link";
import { Section, SectionHeading } from "~/components/ui/section";
import { whenNear } from "~/components/ui/when-near";
import { href } from "~/content/paths";
import { APPLY_ANCHOR } from "~/lib/apply-link";
import { positionsOf } from "~/lib/positions";
import type { ApplicationBlockData } from "./type";

/**
 * The form is two to three phone screens under the openings: its code (the form, the
 * form kit, the contact forms' fields) comes when the visitor nears it, picks a type
 * or taps into it; until then it is the server's form, which works without it.
 */
const ApplicationForm = whenNear(() =>
  import("~/components/contact-forms/application-form").then((module) => module.ApplicationForm),
);

export function ApplicationBlock({ block }: { block: ApplicationBlockData }) {
  const [search] = useSearchParams();
  const [type, setType] = useState<ApplicationType>(() => applicationTypeOf(search));
  // The opening an Apply button chose (`?position=`), kept while its type is shown.
  const [position, setPosition] = useState(() => search.get("position") ?? "");
  const choose = (next: ApplicationType) => {
    ApplicationForm.load();
    setType(next);
    setPosition("");
  };
  const positions = useMemo(() => positionsOf(block, block.jobs ?? []), [block]);
  return (
    <>
      <Section tone="muted">
        <TypeToggle text={block.toggle} value={type} onChange={choose} />
        <div className="mt-10">
          <SectionHeading heading={block.listHeading[type]} intro={block.listIntro[type]} />
        </div>
        <div className="mt-10">
          {type === "job" ? (
            <p className="text-center">
              <ButtonLink to={href("workWithUs")} variant="secondary">
                {block.workWithUsLink.label}
              </ButtonLink>
            </p>
          ) : (
            <OpportunityList
              type={type}
              volunteerRoles={block.volunteerRoles}
              internships={block.internships}
              labels={block.labels}
            />
          )}
        </div>
      </Section>

      <Section id={APPLY_ANCHOR}>
        <Panel heading={block.form.heading[type]} intro={block.form.intro} className="mx-auto max-w-3xl">
          <ApplicationForm
            type={type}
            position={position}
            positions={positions}
            onSubmitted={() => choose("volunteer")}
          />
        </Panel>
      </Section>
    </>
  );
}
