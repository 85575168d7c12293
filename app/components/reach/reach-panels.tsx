import type {
  ExpansionPanelData,
  GeographicPanelData,
  PartnershipPanelData,
  ProgramPanelData,
} from "~/blocks/region-panels/type";
import { contentIcons } from "~/components/programmes/content-icons";
import { Card } from "~/components/ui/card";
import { ComingSoonButton } from "~/components/ui/coming-soon-button";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section";
import { TagList } from "~/components/ui/tag-list";

/** Geographic Reach tab: the region cards and the (coming soon) interactive map. */
export function GeographicPanel({ panel: geographic }: { panel: GeographicPanelData }) {
  const { labels } = geographic;
  return (
    <div>
      <SectionHeading level={3} heading={geographic.heading} intro={geographic.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {geographic.regions.map((region) => (
          <li key={region.region}>
            <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 className="text-xl font-bold text-slate-900">{region.region}</h4>
                <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                  <Icon name="calendar-days" className="size-3.5" />
                  {labels.established} {region.established}
                </p>
              </div>
              <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-saffron-600" />
                {labels.states}: {region.states.join(", ")}
              </p>
              <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
                {[
                  { label: labels.districts, value: region.districts },
                  { label: labels.villages, value: region.villages },
                  { label: labels.beneficiaries, value: region.beneficiaries },
                ].map((item) => (
                  <div key={item.label} className="flex flex-col rounded-xl bg-slate-50 px-2 py-3">
                    <dt className="text-xs text-slate-600">{item.label}</dt>
                    <dd className="order-first text-xl font-extrabold text-brand-700">{item.value}</dd>
                  </div>
                ))}
              </dl>
              <dl className="mt-5 space-y-2 text-sm">
                <div className="flex flex-wrap gap-2">
                  <dt className="font-semibold text-slate-800">{labels.programs}:</dt>
                  <dd className="text-slate-600">{region.programs.join(" · ")}</dd>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <dt className="inline-flex items-center gap-1.5 font-semibold text-slate-800">
                    <Icon name="building" className="size-4 text-brand-600" />
                    {labels.headquarters}:
                  </dt>
                  <dd className="text-slate-600">{region.headquarters}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center justify-between gap-4 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 p-6 text-center sm:flex-row sm:text-left">
        <div>
          <h4 className="text-lg font-bold text-slate-900">{geographic.mapHeading}</h4>
          <p className="mt-1 text-slate-600">{geographic.mapText}</p>
        </div>
        <ComingSoonButton className="shrink-0" />
      </div>
    </div>
  );
}

/** Program Reach tab: programme cards with reach counts, impact and focus. */
export function ProgramPanel({ panel: program }: { panel: ProgramPanelData }) {
  return (
    <div>
      <SectionHeading level={3} heading={program.heading} intro={program.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {program.cards.map((card) => (
          <li key={card.program}>
            <Card title={card.program} headingLevel={4}>
              <dl className="mt-2 grid grid-cols-2 gap-3">
                {card.reach.map((item) => (
                  <div key={item.label} className="flex flex-col rounded-xl bg-brand-50 p-3 text-center">
                    <dt className="text-xs text-slate-700">{item.label}</dt>
                    <dd className="order-first text-2xl font-extrabold text-brand-700">{item.value}</dd>
                  </div>
                ))}
              </dl>
              <h5 className="mt-5 text-sm font-bold text-slate-900">{program.labels.impact}</h5>
              <ul className="mt-2 space-y-1.5 text-sm">
                {card.impact.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {item}
                  </li>
                ))}
              </ul>
              <h5 className="mt-5 text-sm font-bold text-slate-900">{program.labels.focus}</h5>
              <TagList className="mt-2" tone="saffron" items={card.focus} />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Expansion Plans tab: each period with its budget and targets. */
export function ExpansionPanel({ panel: expansion }: { panel: ExpansionPanelData }) {
  return (
    <div>
      <SectionHeading level={3} heading={expansion.heading} intro={expansion.intro} />
      <ol className="mt-10 grid gap-6 lg:grid-cols-3">
        {expansion.plans.map((plan) => (
          <li key={plan.period} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-3xl font-extrabold text-brand-700">{plan.period}</p>
            <h4 className="mt-1 text-lg font-bold text-slate-900">{plan.title}</h4>
            <p className="mt-3 inline-flex w-fit items-center gap-1.5 rounded-full bg-saffron-100 px-3 py-1 text-sm font-bold text-saffron-900">
              <Icon name="indian-rupee" className="size-4" />
              {expansion.labels.budget}: {plan.budget}
            </p>
            <p className="mt-4 leading-relaxed text-slate-600">{plan.description}</p>
            <h5 className="mt-5 text-sm font-bold text-slate-900">{expansion.labels.targets}</h5>
            <ul className="mt-2 space-y-1.5 text-sm text-slate-600">
              {plan.targets.map((target) => (
                <li key={target} className="flex gap-2">
                  <Icon name="target" className="mt-0.5 size-4 shrink-0 text-saffron-600" />
                  {target}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Partnership Network tab: the kinds of partner. */
export function PartnershipPanel({ panel: partnership }: { panel: PartnershipPanelData }) {
  return (
    <div>
      <SectionHeading level={3} heading={partnership.heading} intro={partnership.intro} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {partnership.categories.map((category) => (
          <li key={category.title}>
            <Card icon={contentIcons[category.icon]} title={category.title} headingLevel={4}>
              <p className="text-3xl font-extrabold text-brand-700">{category.count}</p>
              <p className="mt-2">{category.description}</p>
              <TagList className="mt-3" tone="slate" items={category.examples} />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
