import { ProgrammeCardFrame } from "~/components/programmes/programme-card-frame";
import { Icon } from "~/components/ui/icon";
import { TagList } from "~/components/ui/tag-list";
import type { CardDesign, CorporatePartner, PartnerWords } from "~/content/card-types";

/** A current corporate partner (spec 3): name, sector, partnership, since, impact, programmes. */
export function PartnerCard({ partner, labels }: { partner: CorporatePartner; labels: PartnerWords }) {
  return (
    <ProgrammeCardFrame>
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-900 text-white"
        >
          <Icon name="building-complex" className="size-6" />
        </span>
        <div className="min-w-0">
          <h4 className="text-lg font-bold text-slate-900">{partner.name}</h4>
          <p className="text-sm text-slate-500">
            <span className="sr-only">{labels.sector}: </span>
            {partner.sector}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-saffron-50 p-3">
          <dt className="text-xs font-semibold text-saffron-800">{labels.partnership}</dt>
          <dd className="mt-0.5 font-bold text-slate-900">{partner.partnership}</dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-3">
          <dt className="flex items-center gap-1 text-xs font-semibold text-brand-800">
            <Icon name="calendar-days" className="size-3.5" />
            {labels.since}
          </dt>
          <dd className="mt-0.5 font-bold text-slate-900">{partner.since}</dd>
        </div>
        <div className="col-span-2 rounded-xl border border-slate-100 p-3">
          <dt className="flex items-center gap-1 text-xs font-semibold text-slate-500">
            <Icon name="trending-up" className="size-3.5 shrink-0 text-emerald-600" />
            {labels.impact}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-800">{partner.impact}</dd>
        </div>
      </dl>
      <TagList className="mt-4" items={partner.programs} />
    </ProgrammeCardFrame>
  );
}

export const partnerCards: CardDesign<"partner"> = {
  key: (partner) => partner.name,
  view: (partner, { labels }) => <PartnerCard partner={partner} labels={labels} />,
};
