/**
 * What happens to a contact message or an application once it arrives, whichever
 * door it came through: POST /api/contact and /api/applications (JSON and
 * multipart, the forms with JavaScript and API clients), or the page's own route
 * action (a plain form POST, before or without JavaScript). One path, so both
 * apply the same guards in the same order: the per-address limit first (before a
 * multipart body is read), the honeypot and form ticket, the schema, the
 * per-e-mail limit, then the service and the administrator's mail.
 * Refusals are thrown as HttpError (status, message, field errors).
 */
import type { FastifyBaseLogger } from "fastify";
import type { ConsentBox } from "#common/consent-record";
import { pledgeRequest, utrRequest } from "#common/donations/pledge-schema";
import { FORM_TICKET_FIELD } from "#common/form-kit/form-ticket";
import { applicationMessages, contactMessages } from "#common/messages/contact";
import { donationMessages } from "#common/messages/donations";
import { type KeyedMessage, keyed, keysOf } from "#common/messages/keyed";
import { applicationRequest } from "#common/schemas/applications";
import { contactUsRequest, getInTouchRequest, HONEYPOT_FIELD } from "#common/schemas/contact";
import { ADULT_AGE, GUARDIAN_CONFIRM_DAYS, RESUME_TYPES } from "#common/visitor-form-fields";
import { DomainError } from "../errors.ts";
import type { AppServices } from "../services/index.ts";
import { HttpError } from "./http-error.ts";
import type { MultipartUpload } from "./multipart-upload.ts";
import { parseFields } from "./parse-fields.ts";
import { emailLimit, sentByBot, submissionLimit } from "./visitor-guards.ts";

/** Who sent it: the client address the limits count, and the request's log. */
export interface VisitorClient {
  ip: string;
  log: FastifyBaseLogger;
}

export type ContactForm = "contact-us" | "get-in-touch";

/** Fields a visitor may send several times; every other field's first value counts. */
const LIST_FIELDS = new Set(["interests"]);

function fieldValues(upload: MultipartUpload): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, list] of upload.fields) values[name] = LIST_FIELDS.has(name) ? list : (list[0] ?? "");
  return values;
}

/** What is said, keyed: the API answers it in English, a page's route action in the page's language. */
const contactKeys = keysOf("contactMessages", contactMessages);
const applicationKeys = keysOf("applicationMessages", applicationMessages);
const donationKeys = keysOf("donationMessages", donationMessages);

/** A refusal tied to the resume field, so the form shows it beside the file input. */
const resumeError = (status: number, key: string) => new HttpError(status, keyed(key), { resume: keyed(key) });

export function visitorSubmissions(services: AppServices) {
  const contactLimit = submissionLimit(services, "contact");
  const applicationLimit = submissionLimit(services, "applications");
  const pledgeLimit = submissionLimit(services, "pledges");

  return {
    /** Stores a Get In Touch or Contact Us message; resolves to the success message. */
    async contact(client: VisitorClient, form: ContactForm, body: Record<string, unknown>): Promise<KeyedMessage> {
      await contactLimit(client);
      const success = keyed(form === "contact-us" ? contactKeys.contactUs.success : contactKeys.getInTouch.success);
      const guard = { honeypot: body[HONEYPOT_FIELD], ticket: body[FORM_TICKET_FIELD] };
      if (await sentByBot(services, guard, client.log, "contact message")) return success;
      const message =
        form === "contact-us"
          ? ({ source: "contact-us", ...parseFields(contactUsRequest, body) } as const)
          : ({ source: "get-in-touch", ...parseFields(getInTouchRequest, body) } as const);
      // Contact Us is refused without its consent box ticked; Get In Touch's box is optional.
      const ticked: ConsentBox[] = message.source === "contact-us" ? ["consent"] : message.updates ? ["updates"] : [];
      const consentRecord = await services.consentRecord(message.language, ticked);
      const stored = await emailLimit(services, "contact", message.email).around(() =>
        services.contact.store(message, consentRecord),
      );
      await services.mailQueue.queue({ kind: "contact-copy", id: stored.id }, client.log);
      return success;
    },

    /**
     * Stores a volunteer or internship application with its resume. `readUpload`
     * reads the multipart body; it runs only after the per-address limit let the
     * request through, and its temporary files are removed whatever happens.
     */
    async application(client: VisitorClient, readUpload: () => Promise<MultipartUpload>): Promise<KeyedMessage> {
      await applicationLimit(client);
      const upload = await readUpload();
      try {
        const values = fieldValues(upload);
        const guard = { honeypot: values[HONEYPOT_FIELD], ticket: values[FORM_TICKET_FIELD] };
        if (await sentByBot(services, guard, client.log, "application")) return keyed(applicationKeys.success);
        const fields = parseFields(applicationRequest, values);
        const underAge = fields.age < ADULT_AGE;
        // No parent can be asked without a mail server: say so rather than keep what nobody may read.
        if (underAge && !services.mail.canMailVisitors) {
          const message = keyed(applicationKeys.validation.guardianNoMail, {
            email: (await services.siteDetails.get()).email,
          });
          throw new HttpError(400, message, { guardianEmail: message });
        }
        const [resume] = upload.files;
        if (resume && !RESUME_TYPES.includes(fields.type)) {
          throw resumeError(400, applicationKeys.validation.resumeVolunteer);
        }
        const consentRecord = await services.consentRecord(fields.language);
        const stored = await emailLimit(services, "applications", fields.email).around(() =>
          services.applications.submit(fields, resume, consentRecord).catch((err: unknown) => {
            // The bytes are not a PDF, DOC or DOCX: say so beside the resume field.
            if (err instanceof DomainError && err.kind === "unsupported-type") {
              throw resumeError(415, applicationKeys.validation.resumeType);
            }
            throw err;
          }),
        );
        const { id } = stored.application;
        if (stored.waitsForGuardian) {
          await services.mailQueue.queue({ kind: "guardian-request", id }, client.log);
          return keyed(applicationKeys.guardianAsked, { days: GUARDIAN_CONFIRM_DAYS });
        }
        await services.mailQueue.queue({ kind: "application-copy", id }, client.log);
        return keyed(applicationKeys.success);
      } finally {
        await upload.cleanup();
      }
    },

    /**
     * A donor's request for an 80G receipt (issue 47): the same guards as a message.
     * A foreign citizen is told plainly that the foundation cannot accept their gift,
     * unless it has an FCRA registration (Site details); nothing of theirs is kept.
     */
    async pledge(client: VisitorClient, body: Record<string, unknown>) {
      await pledgeLimit(client);
      const guard = { honeypot: body[HONEYPOT_FIELD], ticket: body[FORM_TICKET_FIELD] };
      if (await sentByBot(services, guard, client.log, "receipt request")) {
        // Answered as if accepted, with a code that pays nothing.
        return { id: "", code: "", secret: "", paise: null };
      }
      const fields = parseFields(pledgeRequest, body);
      if (fields.indianCitizen === "no" && !(await services.siteDetails.get()).registrations.fcra) {
        const message = keyed(donationKeys.foreignCitizen);
        throw new HttpError(400, message, { indianCitizen: message });
      }
      const consentRecord = await services.consentRecord(fields.language, ["consent"]);
      const pledge = await emailLimit(services, "pledges", fields.email).around(() =>
        services.donations.pledge(fields, consentRecord),
      );
      // The code and the link to their page, kept in the donor's mail should they close the page.
      await services.mailQueue.queue({ kind: "pledge-link", id: pledge.id }, client.log);
      return pledge;
    },

    /** The UPI reference a donor adds to their request, through their link. */
    async pledgeUtr(client: VisitorClient, code: string, { key, utr }: { key: string; utr: unknown }): Promise<void> {
      await pledgeLimit(client);
      // Checked here for the page's form too (the API's body is checked already: the same again).
      const fields = parseFields(utrRequest, { utr });
      await services.donations.addUtr(code, key, fields.utr);
    },

    /**
     * The consent of an under-18 applicant's parent or guardian, from the e-mailed
     * link: the application reaches the staff, and the administrator's mail goes
     * now. Answers whether the link still worked.
     */
    async guardianConsent(client: VisitorClient, token: string): Promise<boolean> {
      const application = await services.applications.confirmGuardian(token);
      if (application) await services.mailQueue.queue({ kind: "application-copy", id: application.id }, client.log);
      return application !== undefined;
    },
  };
}

export type VisitorSubmissions = ReturnType<typeof visitorSubmissions>;
