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
import type { FormOutcome } from "#common/form-outcome";
import { uploadMessages } from "#common/messages/uploads";
import { RESUME_MAX_BYTES } from "#common/visitor-form-fields";
import { DOMAIN_ERROR_STATUS } from "../api/error-handler.ts";
import { HttpError } from "../api/http-error.ts";
import { readFormDataUpload } from "../api/multipart-upload.ts";
import { type ContactForm, type VisitorSubmissions, visitorSubmissions } from "../api/visitor-submissions.ts";
import { DomainError } from "../errors.ts";
import type { AppServices } from "../services/index.ts";

/** The text fields as typed (files left out), to fill the form in again after a refusal. */
function typedValues(data: FormData | undefined): Record<string, string | string[]> | undefined {
  if (!data) return undefined;
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of data) {
    if (typeof value !== "string") continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

async function outcomeOf(work: Promise<string>, sent?: () => FormData | undefined): Promise<FormOutcome> {
  try {
    return { ok: true, status: 200, message: await work };
  } catch (err) {
    // Refusals, from the API layer (HttpError) or the services (DomainError), show on the form.
    const status =
      err instanceof HttpError ? err.statusCode : err instanceof DomainError ? DOMAIN_ERROR_STATUS[err.kind] : 500;
    if (status >= 500) throw err;
    const { message, errors, headers } = err as HttpError | DomainError;
    return { ok: false, status, message, errors, headers, values: typedValues(sent?.()) };
  }
}

export interface VisitorForms {
  contact(form: ContactForm, request: Request): Promise<FormOutcome>;
  application(request: Request): Promise<FormOutcome>;
}

/** One per server: `forRequest` binds it to a request's client address and log. */
export function visitorFormsFor(services: AppServices) {
  const submissions: VisitorSubmissions = visitorSubmissions(services);
  return (client: { ip: string; log: FastifyBaseLogger }): VisitorForms => ({
    async contact(form, request) {
      let data: FormData | undefined;
      const work = async () => {
        data = await request.formData().catch(() => {
          throw new HttpError(400, uploadMessages.malformed);
        });
        return submissions.contact(client, form, Object.fromEntries(data));
      };
      return outcomeOf(work(), () => data);
    },
    async application(request) {
      // Fields only (never the resume): what the form shows again after a refusal.
      let fields: FormData | undefined;
      const readUpload = async () => {
        const upload = await readFormDataUpload(request, {
          tempDir: services.media.spoolDir,
          fileFields: ["resume"],
          maxFiles: 1,
          maxFileBytes: RESUME_MAX_BYTES,
        });
        fields = new FormData();
        for (const [name, list] of upload.fields) for (const value of list) fields.append(name, value);
        return upload;
      };
      return outcomeOf(submissions.application(client, readUpload), () => fields);
    },
  });
}
