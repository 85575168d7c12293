import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { CardDesign, MentorshipProgramme, MentorshipWords } from "~/content/card-types";

/** A mentorship programme (/Mentors): duration and participants above the title, a line, and its outcomes. */
function MentorshipCard({ programme, labels }: { programme: MentorshipProgramme; labels: MentorshipWords }) {
  return (
    <Card
      title={programme.title}
      eyebrow={
        <span className="inline-flex flex-wrap gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar-clock" className="size-4" />
            <span className="sr-only">{labels.duration}: </span>
            {programme.duration}
          </span>
          <span className="inline-flex items-center gap-1.5 text-brand-700">
            <Icon name="users" className="size-4" />
            <span className="sr-only">{labels.participants}: </span>
            {programme.participants}
          </span>
        </span>
      }
    >
      <p>{programme.description}</p>
      <h4 className="mt-4 text-sm font-bold text-slate-900">{labels.outcomes}</h4>
      <ul className="mt-2 space-y-1.5 text-sm">
        {programme.outcomes.map((outcome) => (
          <li key={outcome} className="flex gap-2">
            <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {outcome}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export const mentorshipCards: CardDesign<"mentorship"> = {
  key: (programme) => programme.title,
  view: (programme, set) => <MentorshipCard programme={programme} labels={set.labels} />,
};
