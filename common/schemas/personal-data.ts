/**
 * Finding and deleting what one person sent (issue 23; the privacy notice
 * promises it): POST /api/personal-data/find and /erase take the person's e-mail
 * address, phone number, or both, and match either. An e-mail matches ignoring
 * case; a phone number matches by its normal form (the one phone rule,
 * common/phone.ts), so "+91 98765 43210", "098765-43210" and "9876543210" are one
 * number, and any number a form accepted finds its person.
 *
 * Erasure cannot hit the wrong person (issue 42): families share one phone, so each
 * item found says which of the two matched and whose name it carries, and a match
 * by phone alone is ticked for deletion only when it carries the name of an e-mail
 * match. The admin ticks what goes; /erase deletes the ticked items only.
 */

import { z } from "zod";
import { type ErasedCounts, personalDataMessages } from "../messages/personal-data.ts";
import { APPLICATION_TYPES, LIMITS } from "../visitor-form-fields.ts";
import { boundedText, canonicalEmail, isEmailAddress, phoneNumber } from "./text.ts";

const m = personalDataMessages.validation;

const who = {
  email: boundedText(LIMITS.email, m.tooLong(LIMITS.email))
    .refine((email) => email === "" || isEmailAddress(email), m.emailInvalid)
    .transform((email) => (email === "" ? email : canonicalEmail(email)))
    .optional(),
  phone: phoneNumber(boundedText(LIMITS.phone, m.tooLong(LIMITS.phone)), m.phoneInvalid).optional(),
};
const someoneGiven = (person: { email?: string; phone?: string }) => Boolean(person.email || person.phone);
const whoRequired = { message: m.whoRequired, path: ["email"] };

export const personQuery = z.object(who).strict().refine(someoneGiven, whoRequired);
export type PersonQuery = z.output<typeof personQuery>;

/** The ids of one kind's items the admin ticked. */
const ticked = z.array(z.string().max(64)).max(10_000).optional();
/** The items the admin ticked, per kind. */
export const erasedItems = z
  .object({
    messages: ticked,
    applications: ticked,
    subscriptions: ticked,
    responses: ticked,
    receiptRequests: ticked,
    donations: ticked,
  })
  .strict();
export type ErasedItems = z.output<typeof erasedItems>;

/**
 * POST /api/personal-data/erase: the person, as for /find, and the items to delete.
 * Only items found for that person can go, so a stale or forged id deletes nothing;
 * without `items`, the ones ticked by default (`ticked` in the view) go.
 */
export const eraseRequest = z
  .object({ ...who, items: erasedItems.optional() })
  .strict()
  .refine(someoneGiven, whoRequired);
export type EraseRequest = z.output<typeof eraseRequest>;

const found = {
  id: z.string(),
  /** When it was sent (ISO). */
  at: z.string(),
  /** Which of the details looked for it holds. */
  matchedBy: z.array(z.enum(["email", "phone"])),
  /** Ticked for deletion when the list appears: not a phone-only match carrying another name. */
  ticked: z.boolean(),
};

/** What one person sent, each item named so the admin can see it is theirs before deleting. */
export const personalDataView = z.object({
  messages: z.array(
    z.object({ ...found, source: z.enum(["get-in-touch", "contact-us"]), name: z.string(), email: z.string() }),
  ),
  applications: z.array(
    z.object({
      ...found,
      type: z.enum(APPLICATION_TYPES),
      name: z.string(),
      email: z.string(),
      hasResume: z.boolean(),
    }),
  ),
  subscriptions: z.array(z.object({ ...found, email: z.string(), confirmed: z.boolean() })),
  responses: z.array(
    z.object({
      ...found,
      formId: z.string(),
      formTitle: z.string(),
      /** The answer to the form's first name question ("Full name"); empty when it has none. */
      name: z.string(),
      files: z.number().int(),
    }),
  ),
  /** Requests for an 80G receipt (their PAN sealed): deleted whole. */
  receiptRequests: z.array(
    z.object({ ...found, code: z.string(), name: z.string(), state: z.enum(["waiting", "received", "withdrawn"]) }),
  ),
  /**
   * Gifts receipted: tax law keeps the receipt and what it says (name, PAN, address,
   * amount) until `keptUntil`; deleting one removes only its e-mail address.
   */
  donations: z.array(
    z.object({ ...found, name: z.string(), receipts: z.string(), paise: z.number().int(), keptUntil: z.string() }),
  ),
  /** Uploaded files that go with them (resumes, files answering form questions). */
  files: z.number().int(),
});
export type PersonalDataView = z.infer<typeof personalDataView>;

export const erasedCounts = z.object({
  messages: z.number().int(),
  applications: z.number().int(),
  subscriptions: z.number().int(),
  responses: z.number().int(),
  receiptRequests: z.number().int(),
  donations: z.number().int(),
  files: z.number().int(),
}) satisfies z.ZodType<ErasedCounts>;

/** How many of each kind a search found. */
export function countsOf(view: PersonalDataView): ErasedCounts {
  return {
    messages: view.messages.length,
    applications: view.applications.length,
    subscriptions: view.subscriptions.length,
    responses: view.responses.length,
    receiptRequests: view.receiptRequests.length,
    donations: view.donations.length,
    files: view.files,
  };
}

/** The items of `view` that `items` names, per kind. */
export function selectedIn(view: PersonalDataView, items: ErasedItems): PersonalDataView {
  const pick = <T extends { id: string }>(list: T[], ids: string[] | undefined) => {
    const wanted = new Set(ids);
    return list.filter((item) => wanted.has(item.id));
  };
  const messages = pick(view.messages, items.messages);
  const applications = pick(view.applications, items.applications);
  const responses = pick(view.responses, items.responses);
  return {
    messages,
    applications,
    subscriptions: pick(view.subscriptions, items.subscriptions),
    responses,
    receiptRequests: pick(view.receiptRequests, items.receiptRequests),
    donations: pick(view.donations, items.donations),
    // A file two of them share is stored once but counted twice here; the deletion answers the exact count.
    files: applications.filter((a) => a.hasResume).length + responses.reduce((sum, r) => sum + r.files, 0),
  };
}

/** The ids of the items ticked by default, per kind. */
export function tickedIn(view: PersonalDataView): Required<ErasedItems> {
  const ids = (list: { id: string; ticked: boolean }[]) => list.filter((item) => item.ticked).map((item) => item.id);
  return {
    messages: ids(view.messages),
    applications: ids(view.applications),
    subscriptions: ids(view.subscriptions),
    responses: ids(view.responses),
    receiptRequests: ids(view.receiptRequests),
    donations: ids(view.donations),
  };
}
