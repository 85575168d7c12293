import { CheckList } from "~/components/programmes/check-list";
import { FactList } from "~/components/programmes/fact-list";
import { PageActionButton } from "~/components/programmes/page-actions";
import { IconHeading, ProgrammeCardFrame } from "~/components/programmes/programme-card-frame";
import { TagList } from "~/components/ui/tag-list";
import type { CardDesign, PartnershipType, PartnershipTypeWords } from "~/content/card-types";
import type { PageAction } from "~/content/display-types";

/**
 * A corporate partnership type (spec 3): scope, duration, investment, benefits,
 * programmes, examples, and Talk to Us (/GetInTouch), where the specification had a
 * disabled Coming Soon (decision 064).
 */
export function PartnershipTypeCard({
  type,
  labels,
  action,
}: {
  type: PartnershipType;
  labels: PartnershipTypeWords;
  /** The button under every card; a link reads the card's title to screen readers after its text. */
  action: PageAction;
}) {
  return (
    <ProgrammeCardFrame roomy>
      <IconHeading icon={type.icon} title={type.title} tone="saffron" />
      <p className="mt-4 leading-relaxed text-slate-600">{type.description}</p>
      <FactList
        className="mt-5"
        facts={[
          { icon: "indian-rupee", label: labels.investment, value: type.investment },
          { icon: "calendar-range", label: labels.duration, value: type.duration },
          { icon: "target", label: labels.scope, value: type.scope },
        ]}
      />
      <h5 className="mt-5 text-sm font-bold text-slate-900">{labels.benefits}</h5>
      <CheckList className="mt-2" items={type.benefits} />
      <h5 className="mt-5 text-sm font-bold text-slate-900">{labels.programs}</h5>
      <TagList className="mt-2" items={type.programs} />
      <h5 className="mt-5 text-sm font-bold text-slate-900">{labels.examples}</h5>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-600 italic">
        {type.examples.map((example) => (
          <li key={example}>{example}</li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <PageActionButton
          action={action.kind === "link" ? { ...action, context: type.title } : action}
          variant="secondary"
          className="w-full"
        />
      </div>
    </ProgrammeCardFrame>
  );
}

export const partnershipTypeCards: CardDesign<"partnershipType"> = {
  key: (type) => type.title,
  view: (type, { labels, action }) => <PartnershipTypeCard type={type} labels={labels} action={action} />,
};
