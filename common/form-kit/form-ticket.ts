/**
 * The form ticket: a visitor form fetches one from GET /api/form-ticket when it
 * appears and sends it back with the submission, as this field (a hidden input,
 * or a key of a custom-form response). See server/services/form-tickets.ts.
 */
import { FORM_TICKET_FIELD } from "./field-names.ts";

export { FORM_TICKET_FIELD };
/** Where a visitor's form asks for its ticket. */
export const FORM_TICKET_API = "/api/form-ticket";
/** Issue time in milliseconds, a dot, and the HMAC-SHA256 of it (base64url). */
export const FORM_TICKET_PATTERN = /^\d{1,16}\.[A-Za-z0-9_-]{43}$/;
