import CalendarRange from "lucide-react/icons/calendar-range";
import IndianRupee from "lucide-react/icons/indian-rupee";
import Target from "lucide-react/icons/target";
import { CheckList } from "~/components/programmes/check-list";
import { contentIcons } from "~/components/programmes/content-icons";
import { FactList } from "~/components/programmes/fact-list";
import { PageActionButton } from "~/components/programmes/page-actions";
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
  const Icon = contentIcons[type.icon];
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-saffron-50 text-saffron-700 ring-1 ring-saffron-100">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h4 className="text-xl font-bold text-slate-900">{type.title}</h4>
      </div>
      <p className="mt-4 leading-relaxed text-slate-600">{type.description}</p>
      <FactList
        className="mt-5"
        facts={[
          { icon: IndianRupee, label: labels.investment, value: type.investment },
          { icon: CalendarRange, label: labels.duration, value: type.duration },
          { icon: Target, label: labels.scope, value: type.scope },
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
    </article>
  );
}

export const partnershipTypeCards: CardDesign<"partnershipType"> = {
  key: (type) => type.title,
  view: (type, { labels, action }) => <PartnershipTypeCard type={type} labels={labels} action={action} />,
};
