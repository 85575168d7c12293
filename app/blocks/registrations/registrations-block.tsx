import { fill } from "#common/fill";
import type { RegistrationValidity, SiteRegistrations } from "#common/site-config";
import { Icon } from "~/components/ui/icon";
import { useDisplayDate } from "~/lib/format-date";
import { useSite } from "~/lib/site";
import { BlockSection } from "../block-section";
import { centredCards } from "../centred-cards";
import type { RegistrationsBlockData } from "./type";

/** The registration numbers, in the order the page lists them (the footer's). */
const REGISTRATION_KEYS = [
  "pan",
  "twelveA",
  "eightyG",
  "csr1",
  "ngoDarpan",
  "fcra",
] as const satisfies readonly (keyof SiteRegistrations)[];

/** The registrations granted for some years, and where their validity is beside the number. */
const VALIDITY_OF = {
  twelveA: "twelveAValidity",
  eightyG: "eightyGValidity",
  fcra: "fcraValidity",
} as const satisfies Partial<Record<(typeof REGISTRATION_KEYS)[number], keyof SiteRegistrations>>;

/** "Valid from 1 Apr 2024 to 31 Mar 2027", either end alone, or nothing without days. */
function validityLine(
  validity: RegistrationValidity | undefined,
  words: RegistrationsBlockData["validity"],
  day: (value: string) => string,
) {
  const from = validity?.from ? day(validity.from) : "";
  const until = validity?.until ? day(validity.until) : "";
  if (from && until) return fill(words.fromUntil, { from, until });
  if (from) return fill(words.from, { from });
  return until ? fill(words.until, { until }) : "";
}

/**
 * The legal form and each registration number set in Site details, under its name,
 * with what it means and how long it is valid; the empty state until one is set.
 */
export function RegistrationsBlock({ block }: { block: RegistrationsBlockData }) {
  const { registrations } = useSite();
  const day = useDisplayDate();
  const set = REGISTRATION_KEYS.filter((key) => registrations?.[key]);
  const legalForm = registrations?.legalForm;
  return (
    <BlockSection block={block}>
      <div className="mx-auto max-w-5xl">
        {legalForm && (
          <p className="mx-auto max-w-3xl rounded-2xl border border-brand-100 bg-brand-50 p-5 text-center text-slate-800">
            <span className="block text-sm font-bold tracking-wide text-brand-800 uppercase">{block.legalForm}</span>
            <span className="mt-1 block text-lg">{legalForm}</span>
          </p>
        )}
        {set.length === 0 ? (
          <p className="mx-auto mt-6 max-w-3xl rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-center text-slate-700">
            {block.empty}
          </p>
        ) : (
          <ul className={`mt-6 ${centredCards.list}`}>
            {set.map((key) => {
              const entry = block.entries[key];
              const validity =
                key in VALIDITY_OF ? registrations?.[VALIDITY_OF[key as keyof typeof VALIDITY_OF]] : undefined;
              const valid = validityLine(validity, block.validity, day);
              return (
                <li
                  key={key}
                  className={`flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${centredCards.card}`}
                >
                  <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                    <Icon name="badge-check" className="size-5 shrink-0 text-brand-700" />
                    {entry.label}
                  </h3>
                  <p className="mt-2 text-slate-700">{entry.meaning}</p>
                  <p className="mt-3 text-sm text-slate-600">
                    {block.number}{" "}
                    <span className="font-mono text-base font-semibold break-all text-slate-900" translate="no">
                      {registrations?.[key]}
                    </span>
                  </p>
                  {valid && (
                    <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                      <Icon name="calendar-range" className="size-4 shrink-0 text-brand-700" />
                      {valid}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </BlockSection>
  );
}
