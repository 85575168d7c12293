/**
 * Site facts: the organisation's name and contact details. Parsed from the
 * environment by `server/config.ts`, handed to pages by the root loader, and read
 * in components through `useSite()`. Everything here is public.
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
  /** The external volunteer application form, opened in a new tab. */
  volunteerFormUrl: string;
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
