/**
 * The e-mailed copies of a contact message and of an application, as plain text,
 * and the e-mail asking an under-18 applicant's parent or guardian to confirm;
 * `composeMail` writes each when the mail queue sends it.
 */

import type { SiteDetails } from "#common/content-model/site-details";
import { formatPaise, formatRupees } from "#common/donations/money";
import { pledgePagePath } from "#common/donations/pledge-page";
import { form10beMail, form10beMailHindi } from "#common/messages/form-10be-mail";
import { guardianMail as english, guardianMailHindi as hindi } from "#common/messages/guardian-mail";
import { pledgeMail, pledgeMailHindi } from "#common/messages/pledge-mail";
import { receiptMail, receiptMailHindi } from "#common/messages/receipt-mail";
import { fieldLabels as f, labelOf, yesNo } from "#common/messages/visitor-labels";
import type { ApplicationView, ContactMessageView } from "#common/schemas/inbox";
import { GUARDIAN_CONFIRM_DAYS } from "#common/visitor-form-fields";
import type { ApplicationService } from "./application-service.ts";
import type { ContactService } from "./contact-service.ts";
import type { DonationFilingService } from "./donation-filing-service.ts";
import type { DonationService } from "./donation-service.ts";
import type { ComposedMail, QueuedMail } from "./mail-queue.ts";
import type { AdminMail, VisitorMail } from "./mail-service.ts";
import type { NewsletterService } from "./newsletter-service.ts";

/** Where the mail's words and facts come from. */
export interface MailSources {
  config: { origin: string };
  siteDetails: { get(): Promise<SiteDetails> };
  contact: Pick<ContactService, "get">;
  applications: Pick<ApplicationService, "get" | "guardianRequest">;
  newsletter: Pick<NewsletterService, "confirmationMail">;
  donations: Pick<DonationService, "pledgeLink" | "receiptMail" | "receiptEmailed">;
  donationFiling: Pick<DonationFilingService, "certificateMail" | "certificateEmailed">;
}

const lines = (pairs: [string, string][]) =>
  pairs
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");

const footer = "Read, mark and export it in the admin area, Inbox tab.";

export function contactMail(message: ContactMessageView): AdminMail {
  const name = `${message.firstName} ${message.lastName}`;
  const topic =
    message.source === "contact-us" ? labelOf("subject", message.subject) : labelOf("interest", message.interest);
  const details = lines([
    [f.name, name],
    [f.email, message.email],
    [f.phone, message.phone],
    message.source === "contact-us" ? [f.subject, topic] : [f.interest, topic],
    message.source === "contact-us" ? [f.consent, yesNo(message.consent)] : [f.updates, yesNo(message.updates)],
    [f.received, message.createdAt],
  ]);
  return {
    subject: `${labelOf("source", message.source)}: ${name} (${topic})`,
    text: `${details}\n\n${f.message}:\n${message.message}\n\n-- \n${footer}\n`,
    replyTo: message.email,
  };
}

/** Who applied and what for, field by field, in the admin's words (the office's copy, a person's own copy). */
export function applicationFacts(application: ApplicationView): [label: string, value: string][] {
  return [
    [f.position, application.positionTitle ?? application.position],
    [f.name, `${application.firstName} ${application.lastName}`],
    [f.email, application.email],
    [f.phone, application.phone],
    [f.age, String(application.age)],
    [f.address, application.address],
    [f.education, labelOf("education", application.education)],
    [f.availability, labelOf("availability", application.availability)],
    [f.interests, application.interests.join(", ")],
    [f.guardian, application.guardian ? `${application.guardian.name} (${application.guardian.email})` : ""],
  ];
}

export function applicationMail(application: ApplicationView): AdminMail {
  const name = `${application.firstName} ${application.lastName}`;
  const type = labelOf("type", application.type);
  const details = lines([
    ...applicationFacts(application),
    [f.resume, application.resume ? `${application.resume.name} (download it in the Inbox)` : ""],
    [f.received, application.createdAt],
  ]);
  const experience = application.experience ? `\n\n${f.experience}:\n${application.experience}` : "";
  return {
    subject: `${type} application: ${name}`,
    text: `${details}\n\n${f.motivation}:\n${application.motivation}${experience}\n\n-- \n${footer}\n`,
    replyTo: application.email,
  };
}

/** The e-mail asking an under-18 applicant's parent or guardian to confirm, in the language of the page they applied on. */
async function guardianMailFor(
  services: Pick<MailSources, "config" | "siteDetails">,
  application: ApplicationView,
  token: string,
): Promise<VisitorMail> {
  const { origin } = services.config;
  const hindiPage = application.language === "hi";
  const words = hindiPage ? hindi : english;
  const details = await services.siteDetails.get();
  const site = hindiPage ? details.name.hi || details.name.en : details.name.en;
  const child = `${application.firstName} ${application.lastName}`;
  const prefix = hindiPage ? "/hi" : "";
  return {
    to: application.guardian?.email ?? "",
    subject: words.subject({ site, child }),
    text: words.text({
      site,
      guardian: application.guardian?.name ?? "",
      child,
      childEmail: application.email,
      age: application.age,
      confirmUrl: `${origin}${prefix}/guardian/confirm?token=${token}`,
      privacyUrl: `${origin}${prefix}/privacy`,
      days: GUARDIAN_CONFIRM_DAYS,
    }),
  };
}

/** The e-mail with a donor's code for the UPI note and the link to their page, in the language they asked in. */
async function pledgeLinkMail(services: MailSources, id: string): Promise<VisitorMail | undefined> {
  const pledge = await services.donations.pledgeLink(id);
  if (!pledge) return undefined;
  const details = await services.siteDetails.get();
  const hindiPage = pledge.locale === "hi";
  const words = hindiPage ? pledgeMailHindi : pledgeMail;
  const site = hindiPage ? details.name.hi || details.name.en : details.name.en;
  const page = `${services.config.origin}${pledgePagePath(pledge.locale, pledge.code, pledge.secret)}`;
  return {
    to: pledge.email,
    subject: words.subject({ site, code: pledge.code }),
    text: words.text({ site, name: pledge.nameOnPan, code: pledge.code, upiId: details.upiId, pageUrl: page }),
  };
}

/** "6 October 2025", "6 अक्टूबर 2025": a calendar day written out for a mail. */
const writtenDay = (day: string | Date, locale: "en" | "hi") =>
  new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(typeof day === "string" ? new Date(`${day}T00:00:00Z`) : day);

/** The donor's 80G receipt, its PDF attached, in the language they asked in; noted as e-mailed once sent. */
async function donationReceiptMail(services: MailSources, id: string): Promise<ComposedMail> {
  const receipt = await services.donations.receiptMail(id, new Date());
  if (!receipt) return undefined;
  const details = await services.siteDetails.get();
  const words = receipt.locale === "hi" ? receiptMailHindi : receiptMail;
  const site = receipt.locale === "hi" ? details.name.hi || details.name.en : details.name.en;
  return {
    to: "visitor",
    mail: {
      to: receipt.email,
      subject: words.subject({ site, number: receipt.number }),
      text: words.text({
        site,
        name: receipt.donorName,
        number: receipt.number,
        amount: receipt.paise % 100 === 0 ? formatRupees(receipt.paise / 100) : `₹${formatPaise(receipt.paise)}`,
        received: writtenDay(receipt.receivedOn, receipt.locale),
        copyUrl: `${services.config.origin}${receipt.copyPath}`,
        copyUntil: writtenDay(receipt.copyUntil, receipt.locale),
        email: details.email,
      }),
      attachments: [{ filename: receipt.filename, content: receipt.pdf, contentType: "application/pdf" }],
    },
    sent: (at) => services.donations.receiptEmailed(id, at),
  };
}

/** The e-mail carrying a donor's Form 10BE certificate (the PDF attached), in the language they asked in. */
async function form10beCertificateMail(services: MailSources, id: string): Promise<VisitorMail | undefined> {
  const certificate = await services.donationFiling.certificateMail(id);
  if (!certificate) return undefined;
  const details = await services.siteDetails.get();
  const hindi = certificate.locale === "hi";
  const words = hindi ? form10beMailHindi : form10beMail;
  const site = hindi ? details.name.hi || details.name.en : details.name.en;
  return {
    to: certificate.to,
    subject: words.subject({ site, year: certificate.year }),
    text: words.text({
      site,
      name: certificate.name,
      year: certificate.year,
      assessmentYear: certificate.assessmentYear,
    }),
    attachments: [{ filename: certificate.filename, content: certificate.pdf, contentType: "application/pdf" }],
  };
}

/** Writes a queued mail (mail-queue.ts) from what is stored now; undefined when its subject is gone or settled. */
export async function composeMail(services: MailSources, job: QueuedMail): Promise<ComposedMail> {
  switch (job.kind) {
    case "contact-copy": {
      const message = await services.contact.get(job.id);
      return message && { to: "office", mail: contactMail(message) };
    }
    case "application-copy": {
      const application = await services.applications.get(job.id);
      return application && { to: "office", mail: applicationMail(application) };
    }
    case "guardian-request": {
      const request = await services.applications.guardianRequest(job.id);
      return request && { to: "visitor", mail: await guardianMailFor(services, request.application, request.token) };
    }
    case "pledge-link": {
      const mail = await pledgeLinkMail(services, job.id);
      return mail && { to: "visitor", mail };
    }
    case "donation-receipt":
      return donationReceiptMail(services, job.id);
    case "form-10be": {
      const mail = await form10beCertificateMail(services, job.id);
      return mail && { to: "visitor", mail, sent: () => services.donationFiling.certificateEmailed(job.id) };
    }
    case "newsletter-confirmation": {
      const mail = await services.newsletter.confirmationMail(job.id);
      return mail && { to: "visitor", mail };
    }
  }
}
