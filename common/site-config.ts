/**
 * Site facts: the organisation's name and contact details, as a page in one
 * language shows them. The staff edit them in Site details (stored as the content
 * model's site-details document, common/content-model/site-details.ts; the
 * environment, parsed by `server/config.ts`, only fills a new site's); the root
 * loader hands them to pages, and components read them through `useSite()`.
 * Everything here is public.
 */
export interface SiteConfig {
  name: string;
  /** IANA zone the admin's dates and the CSV exports are written in ("Asia/Kolkata"). */
  timeZone: string;
  shortName: string;
  tagline: string;
  foundedYear: number;
  upiId: string;
  phone: string;
  email: string;
  /** WhatsApp number with country code, any spacing. */
  whatsapp: string;
  address: string;
  officeHours: { weekdays: string; saturday: string };
  /**
   * An application form elsewhere (Site details), opened in a new tab by every
   * Apply; "" (the default) sends applicants to the site's own form, whose
   * applications arrive in the Inbox (app/lib/apply-link.ts).
   */
  externalApplicationFormUrl: string;
  /** Documents the staff link in Site details ("" until they do): the buttons that open them show only then. */
  documents?: Record<SiteDocument, string>;
  /** Who answers questions about personal data (Site details; the organisation and its e-mail when unset). */
  grievanceOfficer?: { name: string; email: string };
  /** The name UPI apps show before paying (Site details; the organisation's name when unset). */
  upiPayeeName?: string;
  /** Registration details (Site details): empty strings for those not set. */
  registrations?: SiteRegistrations;
}

/** The documents a page may offer (Corporate Partnerships' brochure and sample reports). */
export type SiteDocument = "brochure" | "sampleReports";

export interface SiteRegistrations {
  legalForm: string;
  pan: string;
  twelveA: string;
  twelveAValidity: RegistrationValidity;
  eightyG: string;
  eightyGValidity: RegistrationValidity;
  csr1: string;
  ngoDarpan: string;
  fcra: string;
  fcraValidity: RegistrationValidity;
}

/** When a registration is valid: calendar days ("2026-04-01"), "" when not set. */
export interface RegistrationValidity {
  from: string;
  until: string;
}

/** `tel:` link for a phone number written with spaces or dashes. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp chat link: wa.me wants the number in international form without "+" or spaces. */
export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
