/** The openings under the volunteer/internship toggle: 4 volunteer roles (time, location) or 3 internships (duration, stipend). */
import type { ApplicationType } from "#common/visitor-form-fields";
import type { Internship, OpportunityLabels as Labels, VolunteerRole } from "~/blocks/application/type";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { TagList } from "~/components/ui/tag-list";

interface FactProps {
  icon: IconName;
  label: string;
  value: string;
}

function Fact({ icon, label, value }: FactProps) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <dt>
        <Icon name={icon} className="size-4 shrink-0 text-brand-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="font-semibold text-slate-800">{value}</dd>
    </div>
  );
}

function OpportunityCard({
  title,
  description,
  facts,
  skills,
  labels,
}: {
  title: string;
  description: string;
  facts: FactProps[];
  skills: readonly string[];
  labels: Labels;
}) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{description}</p>
      <dl className="mt-4 space-y-1.5 rounded-xl bg-slate-50 p-3">
        {facts.map((fact) => (
          <Fact key={fact.label} {...fact} />
        ))}
      </dl>
      <p className="mt-4 text-xs font-bold tracking-wide text-slate-500 uppercase">{labels.skills}</p>
      <TagList className="mt-2" compact items={skills} />
    </article>
  );
}

const volunteerFacts = (role: VolunteerRole, labels: Labels): FactProps[] => [
  { icon: "clock", label: labels.time, value: role.time },
  { icon: "map-pin", label: labels.location, value: role.location },
];
const internshipFacts = (internship: Internship, labels: Labels): FactProps[] => [
  { icon: "timer", label: labels.duration, value: internship.duration },
  { icon: "indian-rupee", label: labels.stipend, value: internship.stipend },
];

export function OpportunityList({
  type,
  volunteerRoles,
  internships,
  labels,
}: {
  type: ApplicationType;
  volunteerRoles: readonly VolunteerRole[];
  internships: readonly Internship[];
  labels: Labels;
}) {
  const items =
    type === "volunteer"
      ? volunteerRoles.map((role) => ({ ...role, facts: volunteerFacts(role, labels) }))
      : internships.map((internship) => ({ ...internship, facts: internshipFacts(internship, labels) }));
  return (
    <ul className={type === "volunteer" ? "grid gap-5 sm:grid-cols-2 lg:grid-cols-4" : "grid gap-5 md:grid-cols-3"}>
      {items.map((item) => (
        <li key={item.id}>
          <OpportunityCard
            title={item.title}
            description={item.description}
            facts={item.facts}
            skills={item.skills}
            labels={labels}
          />
        </li>
      ))}
    </ul>
  );
}
