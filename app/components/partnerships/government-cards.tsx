import clsx from "clsx";
import { CheckList } from "~/components/programmes/check-list";
import { FactList } from "~/components/programmes/fact-list";
import { IconHeading, ProgrammeCardFrame } from "~/components/programmes/programme-card-frame";
import { TagList } from "~/components/ui/tag-list";
import type {
  CardDesign,
  GovernmentModel,
  GovernmentModelWords,
  GovernmentPartnership,
  GovernmentPartnershipWords,
  PartnershipStatus,
} from "~/content/card-types";

/** A government partnership model (spec 3): scope, duration, examples, benefits, requirements. */
export function GovernmentModelCard({ model, labels }: { model: GovernmentModel; labels: GovernmentModelWords }) {
  return (
    <ProgrammeCardFrame roomy>
      <IconHeading icon={model.icon} title={model.title} />
      <p className="mt-4 leading-relaxed text-slate-600">{model.description}</p>
      <FactList
        className="mt-5"
        facts={[
          { icon: "target", label: labels.scope, value: model.scope },
          { icon: "calendar-range", label: labels.duration, value: model.duration },
        ]}
      />
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div>
          <h5 className="text-sm font-bold text-slate-900">{labels.benefits}</h5>
          <CheckList className="mt-2" items={model.benefits} />
        </div>
        <div>
          <h5 className="text-sm font-bold text-slate-900">{labels.requirements}</h5>
          <CheckList className="mt-2" items={model.requirements} />
        </div>
      </div>
      <h5 className="mt-5 text-sm font-bold text-slate-900">{labels.examples}</h5>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-600 italic">
        {model.examples.map((example) => (
          <li key={example}>{example}</li>
        ))}
      </ul>
    </ProgrammeCardFrame>
  );
}

const statusClass: Record<PartnershipStatus, string> = {
  Active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Completing: "bg-saffron-50 text-saffron-800 ring-saffron-200",
};

/** The words of a status's badge. */
const statusLabel = { Active: "active", Completing: "completing" } as const satisfies Record<
  PartnershipStatus,
  keyof GovernmentPartnershipWords
>;

/** A current government partnership (spec 3) with its status, Active or Completing. */
export function GovernmentPartnershipCard({
  partnership,
  labels,
}: {
  partnership: GovernmentPartnership;
  labels: GovernmentPartnershipWords;
}) {
  return (
    <ProgrammeCardFrame roomy>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="text-xl font-bold text-slate-900">{partnership.program}</h4>
          <p className="text-sm font-semibold text-brand-700">{partnership.partner}</p>
        </div>
        <p className={clsx("rounded-full px-3 py-1 text-xs font-bold ring-1", statusClass[partnership.status])}>
          <span className="sr-only">{labels.status}: </span>
          {labels[statusLabel[partnership.status]]}
        </p>
      </div>
      <FactList
        className="mt-5"
        columns={2}
        facts={[
          { icon: "map-pin", label: labels.states, value: partnership.states.join(", ") },
          { icon: "calendar-range", label: labels.duration, value: partnership.duration },
          { icon: "indian-rupee", label: labels.budget, value: partnership.budget },
          { icon: "trending-up", label: labels.impact, value: partnership.impact },
        ]}
      />
      <h5 className="mt-5 text-sm font-bold text-slate-900">{labels.focus}</h5>
      <TagList className="mt-2" items={partnership.focus} />
    </ProgrammeCardFrame>
  );
}

export const governmentModelCards: CardDesign<"governmentModel"> = {
  key: (model) => model.title,
  view: (model, { labels }) => <GovernmentModelCard model={model} labels={labels} />,
};

export const governmentPartnershipCards: CardDesign<"governmentPartnership"> = {
  key: (partnership) => partnership.program,
  view: (partnership, { labels }) => <GovernmentPartnershipCard partnership={partnership} labels={labels} />,
};
