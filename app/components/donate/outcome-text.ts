import type { FormOutcome } from "#common/form-kit/outcome";
import type { donationMessages } from "#common/messages/donations";

/**
 * What a donation form says of a refusal, in the page's language: with reasons beside
 * the fields, to look at them (the server's summary of them is for API clients); else
 * the server's words (a limit, a UPI reference already given), or the form's own.
 */
export const refusalText = (outcome: Extract<FormOutcome, { ok: false }>, messages: typeof donationMessages): string =>
  outcome.errors && Object.keys(outcome.errors).length > 0 ? messages.checkFields : outcome.message || messages.failure;
