/**
 * Names of the hidden fields every visitor form sends, apart from the schemas
 * that check them, so the footer and header can name them without loading zod.
 */
/** Left empty by people; bots fill it in. */
export const HONEYPOT_FIELD = "website";
/** The signed ticket of when the form was shown (the minimum-time check). */
export const FORM_TICKET_FIELD = "formTicket";
/** In a multipart custom-form response, the part carrying the JSON; files come under their question ids. */
export const RESPONSE_PART = "response";
