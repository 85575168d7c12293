/** Office hours from the site facts: Monday to Friday and Saturday; Sunday "Closed" only where the page says so (spec 9). */
import { Icon } from "~/components/ui/icon";
import { useOfficeHours } from "~/lib/office-hours";

export function OfficeHours({
  heading,
  labels,
  sunday,
}: {
  /** Omitted when the surrounding panel already says "Office Hours". */
  heading?: string;
  labels: { weekdays: string; saturday: string };
  /** Contact Us lists Sunday as closed; Get In Touch leaves Sunday out. */
  sunday?: { label: string; closed: string };
}) {
  const officeHours = useOfficeHours();
  const rows = [
    [labels.weekdays, officeHours.weekdays],
    [labels.saturday, officeHours.saturday],
    ...(sunday ? [[sunday.label, sunday.closed]] : []),
  ];
  return (
    <div>
      {heading && (
        <h3 className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
          <Icon name="clock" className="size-5 text-brand-700" />
          {heading}
        </h3>
      )}
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([day, hours]) => (
          <div key={day} className="flex justify-between gap-4 py-2">
            <dt className="font-medium text-slate-700">{day}</dt>
            <dd className="text-right text-slate-900">{hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
