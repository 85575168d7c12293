import { Link } from "~/components/ui/site-link";
import { useSite } from "~/lib/site";

/** The organisation's mark (a rising sun over an open book) and name. */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  const site = useSite();
  // "Pragati" over "Education Foundation" when the full name extends the short one.
  const subtitle = site.name.startsWith(site.shortName) ? site.name.slice(site.shortName.length).trim() : "";
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2.5">
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0 sm:size-10">
        <circle cx="20" cy="20" r="20" className={inverted ? "fill-white" : "fill-brand-700"} />
        <circle cx="20" cy="17" r="6" className="fill-saffron-400" />
        <path
          d="M8 27c4-2.2 8-2.2 12 0 4-2.2 8-2.2 12 0v3c-4-2.2-8-2.2-12 0-4-2.2-8-2.2-12 0z"
          className={inverted ? "fill-brand-700" : "fill-white"}
        />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`text-base font-bold sm:text-lg ${inverted ? "text-white" : "text-brand-900"}`}>
          {site.shortName}
        </span>
        {/* A space, so the link's accessible name reads "Pragati Education Foundation". */}
        {subtitle && " "}
        {subtitle && (
          <span
            className={`text-[0.7rem] font-medium tracking-wide uppercase ${inverted ? "text-brand-100" : "text-slate-500"}`}
          >
            {subtitle}
          </span>
        )}
      </span>
    </Link>
  );
}
