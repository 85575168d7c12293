/**
 * The volunteer/internship switch (spec 2.18): two pressed-or-not buttons in a
 * labelled group (neither is pressed for a job's application, which comes from a
 * job's Apply on /WorkWithUs). They submit a GET form (`?type=internship`), so without
 * JavaScript (or before it arrives) the server draws the chosen openings and form;
 * with it, a click switches in place.
 */
import clsx from "clsx";
import type { ApplicationType } from "#common/visitor-form-fields";
import { Icon } from "~/components/ui/icon";

const choices = [
  { type: "volunteer", icon: "heart-handshake" },
  { type: "internship", icon: "graduation-cap" },
] as const;

/** The type a page address asks for (`?type=internship`, `?type=job` from a job's Apply); volunteer otherwise. */
export const applicationTypeOf = (search: URLSearchParams): ApplicationType => {
  const type = search.get("type");
  return type === "internship" || type === "job" ? type : "volunteer";
};

export function TypeToggle({
  text,
  value,
  onChange,
}: {
  /** The question above the switch and its two buttons (the page's words). */
  text: { label: string; volunteer: string; internship: string };
  value: ApplicationType;
  onChange: (type: ApplicationType) => void;
}) {
  return (
    <form method="get">
      <fieldset className="flex flex-col items-center gap-3">
        <legend className="mx-auto mb-3 text-sm font-bold tracking-wide text-slate-600 uppercase">{text.label}</legend>
        <div className="flex w-full max-w-md gap-1.5 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-slate-200">
          {choices.map(({ type, icon }) => (
            <button
              key={type}
              type="submit"
              name="type"
              value={type}
              aria-pressed={value === type}
              onClick={(event) => {
                event.preventDefault();
                onChange(type);
              }}
              className={clsx(
                "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 font-bold transition-colors",
                value === type ? "bg-brand-700 text-white shadow" : "text-slate-700 hover:bg-brand-50",
              )}
            >
              <Icon name={icon} className="size-5" />
              {text[type]}
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
