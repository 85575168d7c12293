import { CheckList } from "~/components/programmes/check-list";
import { FactList } from "~/components/programmes/fact-list";
import { IconHeading, ProgrammeCardFrame } from "~/components/programmes/programme-card-frame";
import { Icon } from "~/components/ui/icon";
import type {
  CardDesign,
  SchoolProgramme,
  SchoolProgrammeWords,
  SchoolStory,
  SchoolStoryWords,
} from "~/content/card-types";

/** A school partnership programme (spec 3): scope, duration, investment, benefits, impact, eligibility. */
export function SchoolProgrammeCard({
  programme,
  labels,
}: {
  programme: SchoolProgramme;
  labels: SchoolProgrammeWords;
}) {
  return (
    <ProgrammeCardFrame roomy>
      <IconHeading icon={programme.icon} title={programme.title} />
      <p className="mt-4 leading-relaxed text-slate-600">{programme.description}</p>
      <FactList
        className="mt-5"
        columns={2}
        facts={[
          { icon: "target", label: labels.scope, value: programme.scope },
          { icon: "calendar-range", label: labels.duration, value: programme.duration },
          { icon: "indian-rupee", label: labels.investment, value: programme.investment },
          { icon: "badge-check", label: labels.eligibility, value: programme.eligibility },
        ]}
      />
      <h5 className="mt-5 text-sm font-bold text-slate-900">{labels.benefits}</h5>
      <CheckList className="mt-2" items={programme.benefits} />
      <p className="mt-auto flex gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 [&:not(:first-child)]:mt-5">
        <Icon name="trending-up" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-bold">{labels.impact}: </span>
          {programme.impact}
        </span>
      </p>
    </ProgrammeCardFrame>
  );
}

/** A school's story (spec 3): challenge, solution, results, the principal's words. */
export function SchoolStoryCard({ story, labels }: { story: SchoolStory; labels: SchoolStoryWords }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="bg-gradient-to-br from-brand-800 to-brand-700 p-6 text-white sm:p-8">
        <p className="text-sm font-bold tracking-wide text-saffron-300 uppercase">
          {story.program} · {story.year}
        </p>
        <h4 className="mt-1 text-xl font-bold">{story.school}</h4>
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <dl className="space-y-4">
          <div>
            <dt className="text-sm font-bold text-slate-900">{labels.challenge}</dt>
            <dd className="mt-1 leading-relaxed text-slate-600">{story.challenge}</dd>
          </div>
          <div>
            <dt className="text-sm font-bold text-slate-900">{labels.solution}</dt>
            <dd className="mt-1 leading-relaxed text-slate-600">{story.solution}</dd>
          </div>
          <div>
            <dt className="text-sm font-bold text-slate-900">{labels.results}</dt>
            <dd className="mt-2">
              <CheckList items={story.results} />
            </dd>
          </div>
        </dl>
        <figure className="mt-6 rounded-xl bg-saffron-50 p-5">
          <Icon name="quote" className="size-6 text-saffron-500" />
          <blockquote className="mt-2 leading-relaxed font-semibold text-slate-900">“{story.testimonial}”</blockquote>
          <figcaption className="mt-2 text-sm text-slate-600">{story.principal}</figcaption>
        </figure>
      </div>
    </article>
  );
}

export const schoolProgrammeCards: CardDesign<"schoolProgramme"> = {
  key: (programme) => programme.title,
  view: (programme, { labels }) => <SchoolProgrammeCard programme={programme} labels={labels} />,
};

export const schoolStoryCards: CardDesign<"schoolStory"> = {
  key: (story) => story.school,
  view: (story, { labels }) => <SchoolStoryCard story={story} labels={labels} />,
};
