/**
 * The longest value each field of "Need an 80G receipt?" takes (issue 47): the form's
 * `maxLength`s and the schema's limits (./pledge-schema.ts). A module of its own,
 * without zod, so the form's page loads zod only when a donor starts filling it in.
 */
export const PLEDGE_LIMITS = {
  name: 120,
  /** A PAN is 10 characters; typed with spaces or dashes, a few more. */
  pan: 14,
  email: 254,
  address: 500,
  /** Rupees, as typed ("5,000"). */
  amount: 15,
  utr: 20,
} as const;
