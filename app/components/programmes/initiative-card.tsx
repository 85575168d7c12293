import { Icon } from "~/components/ui/icon";
import type { CardDesign, LivelihoodInitiative } from "~/content/card-types";
import { initiativeCard } from "~/content/initiative-card";
import { useTranslated } from "~/i18n/words";
import { CheckList } from "./check-list";
import { ProgrammeCardFrame } from "./programme-card-frame";

/** A livelihood initiative: name, description, beneficiaries, success rate and support list. */
export function InitiativeCard({ initiative }: { initiative: LivelihoodInitiative }) {
  const labels = useTranslated(initiativeCard, "initiativeCard");
  return (
    <ProgrammeCardFrame lifts>
      <h4 className="text-lg font-bold text-slate-900">{initiative.name}</h4>
      <p className="mt-2 leading-relaxed text-slate-600">{initiative.description}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold text-brand-800">
            <Icon name="users" className="size-3.5" />
            {labels.beneficiaries}
          </dt>
          <dd className="mt-1 font-extrabold text-slate-900">{initiative.beneficiaries}</dd>
        </div>
        <div className="rounded-xl bg-saffron-50 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold text-saffron-800">
            <Icon name="trending-up" className="size-3.5" />
            {labels.successRate}
          </dt>
          <dd className="mt-1 font-extrabold text-slate-900">{initiative.successRate}</dd>
        </div>
      </dl>
      <h5 className="mt-5 text-sm font-bold text-slate-900">{labels.support}</h5>
      <CheckList items={initiative.support} className="mt-2" />
    </ProgrammeCardFrame>
  );
}

export const initiativeCards: CardDesign<"initiative"> = {
  key: (initiative) => initiative.name,
  view: (initiative) => <InitiativeCard initiative={initiative} />,
};
