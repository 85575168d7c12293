/**
 * The site footer (spec 2.2): impact figures, programmes, the newsletter box
 * (a real subscription: newsletter-box.tsx), contact details from the site config,
 * and links to /OurTeam, /ContactUs and /blog. The figures, the paragraph beside the
 * logo and the two lists are the staff's (the navigation document).
 */
import { telHref, whatsappHref } from "#common/site-config";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/site-link";
import { StaticContent } from "~/components/ui/static-content";
import { href } from "~/content/paths";
import { useSiteWords } from "~/i18n/site-words";
import { useOfficeHours } from "~/lib/office-hours";
import { useSite, useSiteYear } from "~/lib/site";
import { NewsletterBox } from "./newsletter-box";
import { SiteLogo } from "./site-logo";

// 44 px tall tap targets on a phone (issue 23, finding 18); the lists need no other spacing.
const linkClass =
  "inline-flex min-h-11 min-w-11 items-center text-brand-100 hover:text-white hover:underline underline-offset-4";

function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id} className="lg:col-span-2">
      <h2 id={id} className="text-sm font-bold tracking-wide text-white uppercase">
        {heading}
      </h2>
      <ul className="mt-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The registration details set in Site details, for donors and CSR partners (issue 41),
 * and the link to /transparency, where each is explained beside the annual reports (issue 47).
 */
function Registrations() {
  const { registrations } = useSite();
  const { registrations: labels, transparency } = useSiteWords().chrome.footer;
  const numbers = (Object.keys(labels) as (keyof typeof labels)[]).filter((key) => registrations?.[key]);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-6 text-xs text-brand-300 sm:px-6 lg:px-8" data-testid="registrations">
      {registrations?.legalForm && <p>{registrations.legalForm}</p>}
      {numbers.length > 0 && (
        <p className="mt-1">
          {numbers.map((key, index) => (
            <span key={key}>
              {index > 0 && " · "}
              {labels[key]}: <span className="font-semibold text-brand-100">{registrations?.[key]}</span>
            </span>
          ))}
        </p>
      )}
      <p>
        <Link to={href("transparency")} className={`${linkClass} underline`}>
          {transparency}
        </Link>
      </p>
    </div>
  );
}

export function SiteFooter() {
  const { chrome, navigation } = useSiteWords();
  const officeHours = useOfficeHours();
  const { footer } = chrome;
  const { footerLinks, footerProgrammes, footerFigures, footerAbout } = navigation;
  const site = useSite();
  const year = useSiteYear();
  return (
    <footer className="bg-brand-950 text-brand-100">
      {/* All but the newsletter box stays as the server drew it (decision 051). */}
      {footerFigures.length > 0 && (
        <StaticContent>
          <div className="border-b border-white/10">
            <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
              <h2 className="sr-only">{footer.impactHeading}</h2>
              <dl className="grid grid-cols-2 gap-6 text-center sm:grid-cols-4">
                {footerFigures.map((stat) => (
                  <div key={stat.label} className="flex flex-col">
                    <dt className="text-sm text-brand-200">{stat.label}</dt>
                    <dd className="order-first text-3xl font-extrabold text-saffron-300 sm:text-4xl">{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </StaticContent>
      )}

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <StaticContent>
            <SiteLogo inverted />
            {footerAbout && <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-200">{footerAbout}</p>}
          </StaticContent>
          <NewsletterBox />
        </div>

        <StaticContent>
          <FooterLinks id="footer-programmes" heading={footer.programmesHeading} links={footerProgrammes} />

          <FooterLinks id="footer-links" heading={footer.linksHeading} links={footerLinks} />

          <div className="sm:col-span-2 lg:col-span-4">
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">{footer.contactHeading}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex gap-3">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-saffron-300" />
                <address className="not-italic">{site.address}</address>
              </li>
              <li className="flex items-center gap-3">
                <Icon name="phone" className="size-4 shrink-0 text-saffron-300" />
                <a href={telHref(site.phone)} className={linkClass}>
                  {site.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Icon name="mail" className="size-4 shrink-0 text-saffron-300" />
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Icon name="message-circle" className="size-4 shrink-0 text-saffron-300" />
                <a href={whatsappHref(site.whatsapp)} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {footer.whatsapp} {site.whatsapp}
                </a>
              </li>
              <li className="flex gap-3">
                <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-saffron-300" />
                <span>
                  {footer.hoursWeekdays} {officeHours.weekdays}
                  <br />
                  {footer.hoursSaturday} {officeHours.saturday}
                </span>
              </li>
            </ul>
          </div>
        </StaticContent>
      </div>

      <StaticContent>
        <div className="border-t border-white/10">
          <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-xs text-brand-300 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
            <p>
              © {year} {site.name}. {footer.rights}
            </p>
            <p>
              {footer.registered} · {footer.founded} {site.foundedYear}
            </p>
          </div>
          <Registrations />
        </div>
      </StaticContent>
    </footer>
  );
}
