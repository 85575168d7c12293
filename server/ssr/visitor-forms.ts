/**
 * The visitor forms' side of the load context: what a page's route action calls
 * when a Contact Us, Get In Touch or application form is posted to the page
 * itself (a plain form POST, so it works before and without JavaScript). It goes
 * through the same path as the API (server/api/visitor-submissions.ts) and
 * answers with a plain outcome the page can show: the message, the HTTP status,
 * field errors and headers (Retry-After) of a refusal. Anything else is a fault
 * and is thrown (a 500 page, logged).
 */
import type { FastifyBaseLogger } from "fastify";
import { pledgeRequest, utrRequest } from "#common/donations/pledge-schema";
import { RESUME_MAX_BYTES } from "#common/form-body-limits";
import type { FormOutcome } from "#common/form-kit/outcome";
import { keyed, type Message } from "#common/messages/keyed";
import { applicationFields } from "#common/schemas/applications";
import { contactUsRequest, getInTouchRequest } from "#common/schemas/contact";
import { APPLICATION_LIMITS, LIMITS } from "#common/visitor-form-fields";
import { DOMAIN_ERROR_STATUS } from "../api/error-handler.ts";
import { HttpError } from "../api/http-error.ts";
import { type MultipartUpload, readPageForm } from "../api/multipart-upload.ts";
import { type ContactForm, type VisitorSubmissions, visitorSubmissions } from "../api/visitor-submissions.ts";
import { DomainError } from "../errors.ts";
import type { DonationService } from "../services/donation-service.ts";
import type { AppServices } from "../services/index.ts";

type PledgeView = Awaited<ReturnType<DonationService["pledgeFor"]>>;

/** The longest text any visitor form takes (the message): nothing longer is sent back. */
const LONGEST_FIELD = Math.max(...Object.values(LIMITS), ...Object.values(APPLICATION_LIMITS));

/**
 * The form's own text fields as typed (files and unknown fields left out, each
 * value cut at the longest field's limit), to fill the form in again after a
 * refusal: the page sends them twice (the form and its hydration data), so a
 * refusal can never become a larger reply than the form itself.
 */
function typedValues(
  fields: Map<string, string[]> | undefined,
  names: ReadonlySet<string>,
): Record<string, string | string[]> | undefined {
  if (!fields) return undefined;
  const values: Record<string, string | string[]> = {};
  for (const [name, list] of fields) {
    if (!names.has(name)) continue;
    const cut = list.slice(0, 20).map((value) => value.slice(0, LONGEST_FIELD));
    values[name] = cut.length === 1 ? (cut[0] as string) : cut;
  }
  return values;
}

/** Each field's first value, as the API's JSON body would give it. */
const firstValues = (upload: MultipartUpload): Record<string, string | undefined> =>
  Object.fromEntries([...upload.fields].map(([name, values]) => [name, values[0]]));

const formFields = (schema: { shape: object }) => new Set(Object.keys(schema.shape));
const CONTACT_FIELDS = new Set([...formFields(contactUsRequest), ...formFields(getInTouchRequest)]);
const APPLICATION_FIELDS = formFields(applicationFields);
const PLEDGE_FIELDS = formFields(pledgeRequest);
const UTR_FIELDS = formFields(utrRequest);

async function outcomeOf(
  client: VisitorClient,
  work: Promise<Message>,
  sent: () => Record<string, string | string[]> | undefined,
): Promise<FormOutcome<Message>> {
  try {
    return { ok: true, status: 200, message: await work };
  } catch (err) {
    // Refusals, from the API layer (HttpError) or the services (DomainError), show on the form.
    const status =
      err instanceof HttpError ? err.statusCode : err instanceof DomainError ? DOMAIN_ERROR_STATUS[err.kind] : 500;
    if (status >= 500) throw err;
    // A form over its limits is not drawn again: the page handler answers a short 413.
    if (status === 413) client.refuseBody();
    const { said, saidErrors, headers } = err as HttpError | DomainError;
    return { ok: false, status, message: said, errors: saidErrors, headers, values: sent() };
  }
}

/** Who sent the form, and how to stop the page being drawn for a form refused as too large. */
export interface VisitorClient {
  ip: string;
  log: FastifyBaseLogger;
  refuseBody(): void;
}

/** A receipt request's outcome; once accepted, its code and the key of the donor's link (none for a bot's). */
export type PledgeOutcome = FormOutcome<Message> & { pledge?: { code: string; key: string } };

export interface VisitorForms {
  contact(form: ContactForm, request: Request): Promise<FormOutcome<Message>>;
  application(request: Request): Promise<FormOutcome<Message>>;
  /** "Need an 80G receipt?" posted to its page. */
  pledge(request: Request): Promise<PledgeOutcome>;
  /** The UPI reference a donor adds on their page (its code and key from the link). */
  pledgeUtr(code: string, key: string, request: Request): Promise<FormOutcome<Message>>;
  /** What the donor's page shows; undefined when the code or key is wrong. */
  pledgeView(code: string, key: string): Promise<PledgeView | undefined>;
  /** A parent's or guardian's consent from the e-mailed link's token: whether the link still worked. */
  guardianConsent(token: string): Promise<boolean>;
}

/** One per server: `forRequest` binds it to a request's client address and log. */
export function visitorFormsFor(services: AppServices) {
  const submissions: VisitorSubmissions = visitorSubmissions(services);
  return (client: VisitorClient): VisitorForms => ({
    async contact(form, request) {
      let upload: MultipartUpload | undefined;
      const work = async () => {
        upload = await readPageForm(request, { fileFields: [] });
        return submissions.contact(client, form, firstValues(upload));
      };
      return outcomeOf(client, work(), () => typedValues(upload?.fields, CONTACT_FIELDS));
    },
    async application(request) {
      let upload: MultipartUpload | undefined;
      const readUpload = async () => {
        upload = await readPageForm(request, {
          tempDir: services.media.spoolDir,
          fileFields: ["resume"],
          maxFiles: 1,
          maxFileBytes: RESUME_MAX_BYTES,
        });
        return upload;
      };
      return outcomeOf(client, submissions.application(client, readUpload), () =>
        typedValues(upload?.fields, APPLICATION_FIELDS),
      );
    },
    async pledge(request) {
      let upload: MultipartUpload | undefined;
      let pledge: PledgeOutcome["pledge"];
      const work = async () => {
        upload = await readPageForm(request, { fileFields: [] });
        const made = await submissions.pledge(client, firstValues(upload));
        if (made.code) pledge = { code: made.code, key: made.secret };
        return keyed("donationMessages.requested");
      };
      const outcome = await outcomeOf(client, work(), () => typedValues(upload?.fields, PLEDGE_FIELDS));
      return pledge ? { ...outcome, pledge } : outcome;
    },
    async pledgeUtr(code, key, request) {
      let upload: MultipartUpload | undefined;
      const work = async () => {
        upload = await readPageForm(request, { fileFields: [] });
        await submissions.pledgeUtr(client, code, { key, utr: firstValues(upload).utr });
        return keyed("donationMessages.utrSaved");
      };
      return outcomeOf(client, work(), () => typedValues(upload?.fields, UTR_FIELDS));
    },
    async pledgeView(code, key) {
      try {
        return await services.donations.pledgeFor(code, key);
      } catch (err) {
        if (err instanceof DomainError && err.kind === "not-found") return undefined;
        throw err;
      }
    },
    guardianConsent: (token) => submissions.guardianConsent(client, token),
  });
}
