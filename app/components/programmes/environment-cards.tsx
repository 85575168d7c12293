import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import type { CardDesign, EnvironmentEvent, EnvironmentProgramme } from "~/content/card-types";
import { environmentCards } from "~/content/environment-cards";
import { useTranslated } from "~/i18n/words";
import { CheckList } from "./check-list";
import { ProgrammeCardFrame } from "./programme-card-frame";

/** An environment programme with its impact and participants. */
export function EnvironmentProgrammeCard({ programme }: { programme: EnvironmentProgramme }) {
  const labels = useTranslated(environmentCards, "environmentCards");
  return (
    <ProgrammeCardFrame lifts>
      <h4 className="text-lg font-bold text-slate-900">{programme.title}</h4>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{programme.description}</p>
      <dl className="mt-5 space-y-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Icon name="trending-up" className="size-3.5 shrink-0 text-emerald-600" />
            {labels.impact}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-800">{programme.impact}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Icon name="users" className="size-3.5 shrink-0 text-emerald-600" />
            {labels.participants}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-800">{programme.participants}</dd>
        </div>
      </dl>
    </ProgrammeCardFrame>
  );
}

/** An upcoming event: date, time, location, expected participants, activities, and Register Now where the staff set where it goes. */
export function EventCard({ event }: { event: EnvironmentEvent }) {
  const labels = useTranslated(environmentCards, "environmentCards");
  const [, month = 1, day = 1] = event.isoDate.split("-").map(Number);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center gap-4 bg-gradient-to-br from-emerald-700 to-brand-800 p-5 text-white">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 flex-col items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25"
        >
          <span className="text-2xl leading-none font-extrabold">{day}</span>
          <span className="text-xs font-bold tracking-wide uppercase">{labels.monthsShort[month - 1]}</span>
        </span>
        <h3 className="text-lg leading-snug font-bold">{event.title}</h3>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <dl className="space-y-2.5 text-sm text-slate-700">
          <div className="flex gap-2.5">
            <dt>
              <Icon name="calendar-days" className="mt-0.5 size-4 text-brand-600" />
              <span className="sr-only">{labels.date}</span>
            </dt>
            <dd>
              <time dateTime={event.isoDate}>{event.date}</time>
              <span className="flex items-center gap-1.5 text-slate-500">
                <Icon name="clock" className="size-3.5" />
                {event.time}
              </span>
            </dd>
          </div>
          <div className="flex gap-2.5">
            <dt>
              <Icon name="map-pin" className="mt-0.5 size-4 text-brand-600" />
              <span className="sr-only">{labels.location}</span>
            </dt>
            <dd>{event.location}</dd>
          </div>
          <div className="flex gap-2.5">
            <dt>
              <Icon name="users" className="mt-0.5 size-4 text-brand-600" />
              <span className="sr-only">{labels.expected}</span>
            </dt>
            <dd>
              <span className="font-semibold">{event.expectedParticipants}</span>{" "}
              <span className="text-slate-500">{labels.expectedSuffix}</span>
            </dd>
          </div>
        </dl>
        <h4 className="mt-5 text-sm font-bold text-slate-900">{labels.activities}</h4>
        <CheckList items={event.activities} className="mt-2" />
        {event.registration && (
          <div className="mt-auto pt-6">
            <ButtonLink to={event.registration} variant="secondary" className="w-full">
              {labels.register}
              <span className="sr-only">: {event.title}</span>
            </ButtonLink>
          </div>
        )}
      </div>
    </article>
  );
}

export const environmentProgrammeCards: CardDesign<"environmentProgramme"> = {
  key: (programme) => programme.title,
  view: (programme) => <EnvironmentProgrammeCard programme={programme} />,
};
