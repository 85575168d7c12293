import { ComingSoonButton } from "~/components/ui/coming-soon-button";
import { Icon } from "~/components/ui/icon";
import { ProfileCard } from "~/components/ui/profile-card";
import type { CardDesign, FellowshipProgramme, FellowshipProgrammeWords } from "~/content/card-types";
import { CheckList } from "./check-list";
import { FactList } from "./fact-list";
import { IconHeading, ProgrammeCardFrame } from "./programme-card-frame";

/** How many responsibilities and benefits a programme card lists (spec 9). */
export const CARD_LIMITS = { responsibilities: 3, benefits: 4 } as const;

/**
 * A fellowship programme (spec 2.12, 9): facts, description, the first 3
 * responsibilities and 4 benefits, requirements on demand, and the disabled
 * Coming Soon application button.
 */
export function FellowshipProgrammeCard({
  programme,
  labels,
}: {
  programme: FellowshipProgramme;
  labels: FellowshipProgrammeWords;
}) {
  return (
    <ProgrammeCardFrame roomy>
      <IconHeading icon={programme.icon} title={programme.title} subtitle={programme.type} />
      <p className="mt-4 leading-relaxed text-slate-600">{programme.description}</p>
      <FactList
        className="mt-5"
        columns={2}
        facts={[
          { icon: "clock", label: labels.duration, value: programme.duration },
          { icon: "indian-rupee", label: labels.stipend, value: programme.stipend },
          { icon: "map-pin", label: labels.locations, value: programme.locations.join(" · ") },
          {
            icon: "calendar-days",
            label: labels.nextCohort,
            value: `${programme.nextCohort} · ${labels.deadline} ${programme.applicationDeadline}`,
          },
        ]}
      />
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div>
          <h5 className="text-sm font-bold text-slate-900">{labels.responsibilities}</h5>
          <CheckList className="mt-2" items={programme.responsibilities.slice(0, CARD_LIMITS.responsibilities)} />
        </div>
        <div>
          <h5 className="text-sm font-bold text-slate-900">{labels.benefits}</h5>
          <CheckList className="mt-2" icon="gift" items={programme.benefits.slice(0, CARD_LIMITS.benefits)} />
        </div>
      </div>
      <details className="group mt-5 rounded-xl border border-slate-200 px-4 py-3">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
          {labels.requirements}
          <Icon name="chevron-down" className="size-4 text-brand-700 transition-transform group-open:rotate-180" />
        </summary>
        <CheckList className="mt-3" items={programme.requirements} />
      </details>
      <div className="mt-auto pt-6">
        <ComingSoonButton fullWidth />
      </div>
    </ProgrammeCardFrame>
  );
}

export const fellowshipProgrammeCards: CardDesign<"fellowshipProgramme"> = {
  key: (programme) => programme.title,
  view: (programme, { labels }) => <FellowshipProgrammeCard programme={programme} labels={labels} />,
};

export const alumnusCards: CardDesign<"alumnus"> = {
  key: (alumnus) => alumnus.name,
  view: (alumnus) => (
    <ProfileCard
      name={alumnus.name}
      role={alumnus.currentRole}
      bio={alumnus.story}
      tags={[alumnus.fellowship]}
      achievements={alumnus.achievements}
    />
  ),
};
