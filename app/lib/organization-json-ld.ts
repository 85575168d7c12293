/**
 * schema.org description of the organisation for the home page: an NGO with contact
 * points, its PAN and registration numbers (issue 47), and a donate action.
 */
import type { SiteConfig } from "#common/site-config";
import { applyLink } from "./apply-link";

/** What the staff write about the organisation for search engines (Home's document: its top's "For search engines"). */
export interface OrganizationJsonLdText {
  description: string;
  donateDescription: string;
}

/** schema.org's own words, read by search engines and never shown: the same on both languages' pages. */
const CONTACT_TYPES = { general: "customer support", volunteer: "volunteer enquiries", whatsapp: "WhatsApp" };
const LANGUAGES = ["English", "Hindi"];

const digitsPhone = (phone: string) => `+${phone.replace(/\D/g, "")}`;

/** The registrations search engines read as identifiers (schema.org PropertyValue), by their usual names. */
const IDENTIFIERS = {
  twelveA: { propertyID: "12A", name: "Income-tax registration under section 12A/12AB" },
  eightyG: { propertyID: "80G", name: "Income-tax approval under section 80G" },
  csr1: { propertyID: "CSR-1", name: "CSR-1 registration with the Ministry of Corporate Affairs" },
  ngoDarpan: { propertyID: "NGO Darpan", name: "NGO Darpan unique ID (NITI Aayog)" },
  fcra: { propertyID: "FCRA", name: "FCRA registration" },
} as const;

/** The PAN as `taxID` and each other registration set in Site details as an `identifier`; nothing for those not set. */
function registrationFacts(registrations: SiteConfig["registrations"]) {
  if (!registrations) return {};
  const identifier = (Object.keys(IDENTIFIERS) as (keyof typeof IDENTIFIERS)[])
    .filter((key) => registrations[key])
    .map((key) => ({ "@type": "PropertyValue", ...IDENTIFIERS[key], value: registrations[key] }));
  return {
    ...(registrations.pan ? { taxID: registrations.pan } : {}),
    ...(identifier.length > 0 ? { identifier } : {}),
  };
}

export function organizationJsonLd(site: SiteConfig, origin: string, text: OrganizationJsonLdText) {
  const url = `${origin}/`;
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    "@id": `${url}#organization`,
    name: site.name,
    alternateName: site.shortName,
    slogan: site.tagline,
    description: text.description,
    url,
    logo: `${origin}/icon-512.png`,
    foundingDate: String(site.foundedYear),
    email: site.email,
    telephone: digitsPhone(site.phone),
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "IN" },
    areaServed: { "@type": "Country", name: "India" },
    ...registrationFacts(site.registrations),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: CONTACT_TYPES.general,
        telephone: digitsPhone(site.phone),
        email: site.email,
        areaServed: "IN",
        availableLanguage: LANGUAGES,
      },
      {
        "@type": "ContactPoint",
        contactType: CONTACT_TYPES.volunteer,
        url: new URL(applyLink(site).to, origin).href,
        email: site.email,
        areaServed: "IN",
      },
      {
        "@type": "ContactPoint",
        contactType: CONTACT_TYPES.whatsapp,
        telephone: digitsPhone(site.whatsapp),
        areaServed: "IN",
      },
    ],
    potentialAction: {
      "@type": "DonateAction",
      description: text.donateDescription,
      recipient: { "@id": `${url}#organization` },
      priceCurrency: "INR",
      target: { "@type": "EntryPoint", urlTemplate: `${url}#donate` },
    },
  };
}

/** JSON for an inline <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
