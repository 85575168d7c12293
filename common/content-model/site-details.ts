/**
 * Site details (issue 41): the organisation's name, contact details, office hours,
 * UPI ID and registration numbers, edited by the staff in the admin's Site details
 * screen and stored in the database. One schema gives the type, the server's check
 * of every save and the admin's form (labels and help from `.meta()`). The `SITE_*`
 * environment variables only fill it on a new site's first start.
 */
import { z } from "zod";
import { isCalendarDate } from "../calendar-date.ts";
import type { Locale } from "../locale.ts";
import { boundedText, isEmailAddress } from "../schemas/text.ts";
import type { RegistrationValidity, SiteConfig } from "../site-config.ts";
import { calendarDay } from "./fields.ts";
import { labelled as field, inLocale, localizedText } from "./localized.ts";

/** Empty, or a path on this site ("/api/images/…"), or an http(s) address. */
const isDocumentAddress = (text: string) => /^\/(?!\/)\S*$/.test(text) || isWebAddress(text);

/** Empty, or an http(s) address. */
function isWebAddress(text: string): boolean {
  if (text === "") return true;
  try {
    return ["https:", "http:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const PHONE = /^\+?[\d\s-]{8,20}$/;
const UPI_ID = /^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/;

const phone = (label: string, help: string) =>
  field(
    boundedText(20, `${label}: enter a phone number with its country code, e.g. +91 98765 43210`, {
      required: `${label} is required`,
    }).regex(PHONE, `${label}: enter a phone number with its country code, e.g. +91 98765 43210`),
    { label, help },
  );

/** A document's address: optional, a web address or a path on this site. */
const document = (label: string, help: string) =>
  field(
    boundedText(500, `${label}: at most 500 characters`)
      .refine(isDocumentAddress, `${label}: enter a web address starting with https://`)
      .default(""),
    { label, help },
  );

/** A registration number: optional, short, letters, digits and separators only. */
const registration = (label: string, help: string) =>
  field(
    boundedText(60, `${label}: at most 60 characters`).regex(
      /^[\p{L}\p{N} ./()-]*$/u,
      `${label}: letters, digits, spaces and . / ( ) - only`,
    ),
    { label, help },
  );

/** No validity set: a registration without dates, or details saved before the dates existed. */
const NO_VALIDITY: RegistrationValidity = { from: "", until: "" };

/**
 * When a registration is valid (issue 47): two optional days, "valid until" not
 * before "valid from". A provisional 80G or 12AB approval is granted for a few years,
 * so donors look for its end. Each message names the registration and the day.
 */
export const validity = (name: string, help: string) =>
  field(
    z
      .object({
        from: calendarDay({ label: `${name} valid from`, help: "The first day, as the certificate says." }),
        until: calendarDay({
          label: `${name} valid until`,
          help: "The last day, as the certificate says. Empty when it has no end date.",
        }),
      })
      .refine(({ from, until }) => !isCalendarDate(from) || !isCalendarDate(until) || from <= until, {
        path: ["until"],
        message: `${name} valid until: a day on or after ${name} valid from`,
      })
      // Saved before these existed: no dates.
      .default(NO_VALIDITY),
    { label: `${name} validity`, help },
  );

export const siteDetailsSchema = z
  .object({
    name: localizedText({ label: "Organisation name", max: 120, required: true }),
    shortName: localizedText({ label: "Short name (beside the logo)", max: 40, required: true }),
    tagline: localizedText({
      label: "Tagline",
      max: 200,
      required: true,
      help: "One line under the name in link previews and search results.",
    }),
    phone: phone("Office phone", "Shown in the footer and on Contact Us, and called from phones."),
    whatsapp: phone("WhatsApp number", "Opens a WhatsApp chat from the contact pages."),
    email: field(
      boundedText(254, "E-mail: at most 254 characters", { required: "E-mail is required" }).refine(
        isEmailAddress,
        "E-mail: enter an address like name@example.org",
      ),
      { label: "E-mail", help: "Shown on the contact pages and in the footer." },
    ),
    address: localizedText({ label: "Office address", max: 300, required: true, input: "multiline" }),
    officeHours: field(
      z.object({
        weekdays: field(
          boundedText(60, "Monday to Friday: at most 60 characters", { required: "Monday to Friday is required" }),
          { label: "Monday to Friday", help: "For example 9:00 AM - 6:00 PM, or Closed." },
        ),
        saturday: field(boundedText(60, "Saturday: at most 60 characters", { required: "Saturday is required" }), {
          label: "Saturday",
          help: "For example 10:00 AM - 4:00 PM, or Closed.",
        }),
      }),
      { label: "Office hours" },
    ),
    upiId: field(
      boundedText(320, "UPI ID: at most 320 characters", { required: "UPI ID is required" }).regex(
        UPI_ID,
        "UPI ID: enter it as name@bank, e.g. pragatifoundation@sbi",
      ),
      { label: "UPI ID", help: "Donations are paid to it: the QR codes and the pay buttons are made from it." },
    ),
    upiPayeeName: field(boundedText(100, "Payee name: at most 100 characters"), {
      label: "Payee name (as the bank shows it)",
      help: "UPI apps show it before the donor pays. Leave empty to use the organisation name.",
    }),
    applicationFormUrl: field(
      boundedText(500, "Outside application form: at most 500 characters")
        .refine(isWebAddress, "Outside application form: enter a web address starting with https://")
        // Saved before this field existed: the site's own form.
        .default(""),
      {
        label: "Outside application form",
        help: "Leave empty: every Apply button opens the site's own form, and applications arrive in the Inbox. Fill in only to send applicants to a form elsewhere, such as a Google Form.",
      },
    ),
    grievanceOfficer: field(
      z
        .object({
          name: localizedText({ label: "Name", max: 120, help: "Empty: the organisation's name is given." }),
          email: field(
            boundedText(254, "E-mail: at most 254 characters").refine(
              (text) => text === "" || isEmailAddress(text),
              "E-mail: enter an address like name@example.org",
            ),
            { label: "E-mail", help: "Empty: the office e-mail above." },
          ),
        })
        // Saved before this existed: the organisation and its office e-mail.
        .default({ name: { en: "", hi: "", hiStale: false }, email: "" }),
      {
        label: "Grievance officer (privacy)",
        help: "The person who answers questions, requests and complaints about personal data. The Privacy page names them, as India's data protection rules ask.",
      },
    ),
    documents: field(
      z
        .object({
          brochure: document("Brochure", "Download Brochure on Corporate Partnerships opens it."),
          sampleReports: document("Sample reports", "View Sample Reports on Corporate Partnerships opens it."),
        })
        // Saved before these existed: none yet.
        .default({ brochure: "", sampleReports: "" }),
      {
        label: "Documents for partners",
        help: "The address of each document (a PDF shared from Google Drive, say). A button that opens one is shown only once its address is here.",
      },
    ),
    registrations: field(
      z.object({
        legalForm: localizedText({
          label: "Legal form",
          max: 120,
          help: "For example: a public charitable trust registered under the Rajasthan Public Trusts Act, 1959.",
        }),
        pan: registration("PAN", "The organisation's PAN, printed on donation receipts."),
        twelveA: registration("12A registration number", "Income-tax registration under section 12A/12AB."),
        twelveAValidity: validity(
          "12A",
          "A 12AB registration is granted for five years (a provisional one for three): the dates are on the order.",
        ),
        eightyG: registration("80G registration number", "Donors look for it: gifts qualify for a tax deduction."),
        eightyGValidity: validity(
          "80G",
          "An 80G approval is granted for five years (a provisional one for three): the dates are on the order. The Transparency page shows them.",
        ),
        csr1: registration("CSR-1 registration number", "Companies need it before funding a CSR project."),
        ngoDarpan: registration("NGO Darpan ID", "The NITI Aayog portal's unique ID, e.g. RJ/2025/0123456."),
        fcra: registration("FCRA registration number", "Only if the organisation may receive foreign donations."),
        fcraValidity: validity("FCRA", "An FCRA registration is valid for five years from its grant or renewal."),
      }),
      {
        label: "Registration details",
        help: "Shown at the foot of every page and on the Transparency page; leave a number empty until you have it.",
      },
    ),
    receiptSignatory: field(
      z
        .object({
          name: field(boundedText(120, "Signatory's name: at most 120 characters"), {
            label: "Signatory's name",
            help: "As printed under the signature, in English letters.",
          }),
          title: field(boundedText(120, "Signatory's title: at most 120 characters"), {
            label: "Signatory's title",
            help: "For example Trustee, or Secretary.",
          }),
        })
        // Saved before this existed: the organisation signs.
        .default({ name: "", title: "" }),
      {
        label: "Donation receipts signed by",
        help: "The person who signs 80G receipts for the organisation. Empty: the organisation's name, as authorised signatory. Receipts keep the signatory they were issued with.",
      },
    ),
  })
  .strict();

export type SiteDetails = z.infer<typeof siteDetailsSchema>;
/** What the admin sends: Hindi marks are the server's to set, so they may be left out. */
export type SiteDetailsInput = z.input<typeof siteDetailsSchema>;

/** The details a new site starts with: the `SITE_*` environment variables (server/config.ts). */
export function siteDetailsFromConfig(site: SiteConfig): SiteDetails {
  const text = (en: string) => ({ en, hi: "", hiStale: false });
  return {
    name: text(site.name),
    shortName: text(site.shortName),
    tagline: text(site.tagline),
    phone: site.phone,
    whatsapp: site.whatsapp,
    email: site.email,
    address: text(site.address),
    officeHours: { ...site.officeHours },
    upiId: site.upiId,
    upiPayeeName: "",
    applicationFormUrl: site.externalApplicationFormUrl,
    grievanceOfficer: { name: text(""), email: "" },
    documents: { brochure: "", sampleReports: "" },
    registrations: {
      legalForm: text(""),
      pan: "",
      twelveA: "",
      twelveAValidity: NO_VALIDITY,
      eightyG: "",
      eightyGValidity: NO_VALIDITY,
      csr1: "",
      ngoDarpan: "",
      fcra: "",
      fcraValidity: NO_VALIDITY,
    },
    receiptSignatory: { name: "", title: "" },
  };
}

/**
 * The site facts a page in `locale` shows (`useSite()`): each localized detail in
 * that language (English where the Hindi is empty); what the operator sets (the
 * time zone, the founding year) from the configuration.
 */
export function siteFor(details: SiteDetails, locale: Locale, config: SiteConfig): SiteConfig {
  const { registrations } = details;
  return {
    ...config,
    name: inLocale(details.name, locale),
    shortName: inLocale(details.shortName, locale),
    tagline: inLocale(details.tagline, locale),
    phone: details.phone,
    whatsapp: details.whatsapp,
    email: details.email,
    address: inLocale(details.address, locale),
    officeHours: { ...details.officeHours },
    upiId: details.upiId,
    upiPayeeName: details.upiPayeeName || details.name.en,
    externalApplicationFormUrl: details.applicationFormUrl,
    documents: { ...details.documents },
    grievanceOfficer: {
      name: inLocale(details.grievanceOfficer.name, locale) || inLocale(details.name, locale),
      email: details.grievanceOfficer.email || details.email,
    },
    registrations: {
      legalForm: inLocale(registrations.legalForm, locale),
      pan: registrations.pan,
      twelveA: registrations.twelveA,
      twelveAValidity: validityOf(registrations.twelveAValidity),
      eightyG: registrations.eightyG,
      eightyGValidity: validityOf(registrations.eightyGValidity),
      csr1: registrations.csr1,
      ngoDarpan: registrations.ngoDarpan,
      fcra: registrations.fcra,
      fcraValidity: validityOf(registrations.fcraValidity),
    },
  };
}

/**
 * A stored validity as pages show it. Details published before the dates existed (or a
 * version from then, restored) have none: the store keeps a document as it was saved.
 */
function validityOf(stored: RegistrationValidity | undefined): RegistrationValidity {
  return { from: stored?.from ?? "", until: stored?.until ?? "" };
}
