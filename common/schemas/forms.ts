/**
 * Shapes and rules of the forms feature, shared by the browser and the server:
 * external form links (spec 3, 5), custom forms and their fields (spec 3), and the
 * ONE validation of a response to a custom form (spec 5), used by the renderer
 * before sending and by the API before storing, so both say the same thing.
 */

import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { isCalendarDate } from "../calendar-date.ts";
import { pageLanguage } from "../consent-record.ts";
import { FORM_LIMITS, MAX_FILE_MB } from "../form-kit/custom-form-limits.ts";
import { RESPONSE_PART } from "../form-kit/field-names.ts";
import { formMessages as messages } from "../messages/forms.ts";
import { formAdminMessages as adminMessages } from "../messages/forms-admin.ts";
import { keyed, keysOf, type Message } from "../messages/keyed.ts";
import { normalPhone } from "../phone.ts";
import { boundedText, canonicalEmail, isEmailAddress, requiredText } from "./text.ts";

/** Spec 3's six categories, and Event (issue 43, decision 059). */
export const FORM_CATEGORIES = [
  "Volunteer",
  "Career",
  "Program",
  "Partnership",
  "Contact",
  "Feedback",
  "Event",
] as const;
export type FormCategory = (typeof FORM_CATEGORIES)[number];
export const DEFAULT_FORM_CATEGORY: FormCategory = "Volunteer";

export const FIELD_TYPES = [
  "text",
  "email",
  "phone",
  "textarea",
  "select",
  "radio",
  "checkbox",
  "date",
  "file",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** Field types whose answers are chosen from the field's options. */
export const OPTION_FIELD_TYPES: readonly FieldType[] = ["select", "radio", "checkbox"];
export const hasOptions = (type: FieldType) => OPTION_FIELD_TYPES.includes(type);

/**
 * A form link typed without its scheme ("forms.gle/abc") is completed with https://
 * (issue 23: it was refused); anything else is left for the check to judge.
 */
export function completeLink(value: string): string {
  const text = value.trim();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]\S*)?$/i.test(text) ? `https://${text}` : value;
}

/** An absolute http(s) URL with a host: what a form link must be. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** What the forms feature says of a text over its limit. */
const tooLong = adminMessages.link.tooLong;

// ---------------------------------------------------------------- external form links

const linkFields = {
  title: requiredText({ max: FORM_LIMITS.title, required: adminMessages.link.required, tooLong }),
  description: requiredText({ max: FORM_LIMITS.description, required: adminMessages.link.required, tooLong }),
  link: requiredText({ max: FORM_LIMITS.link, required: adminMessages.link.required, tooLong })
    .overwrite(completeLink)
    .refine(isHttpUrl, adminMessages.link.invalidUrl),
  category: z.enum(FORM_CATEGORIES, { error: adminMessages.link.invalidCategory }),
  disabled: z.boolean(),
};

/** POST /api/external-forms: title, description and link required; category defaults to Volunteer. */
export const externalFormRequest = z.object({
  ...linkFields,
  category: linkFields.category.default(DEFAULT_FORM_CATEGORY),
  disabled: linkFields.disabled.default(false),
});
export type ExternalFormRequest = z.input<typeof externalFormRequest>;

/** PUT /api/external-forms/{id}: any of the same fields (no defaults, so absent ones stay as they are). */
export const externalFormUpdate = z.object(linkFields).partial();
export type ExternalFormUpdate = z.input<typeof externalFormUpdate>;

// ---------------------------------------------------------------- custom forms

export const FIELD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const customFormField = z
  .object({
    id: z.string().regex(FIELD_ID_PATTERN, "Invalid question id"),
    label: requiredText({ max: FORM_LIMITS.label, required: adminMessages.builder.labelRequired, tooLong }),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().default(false),
    options: z
      .array(requiredText({ max: FORM_LIMITS.option, required: adminMessages.builder.optionsRequired, tooLong }))
      .max(FORM_LIMITS.options)
      .optional(),
  })
  .superRefine((field, ctx) => {
    if (!hasOptions(field.type)) return;
    const options = field.options ?? [];
    if (options.length === 0)
      ctx.addIssue({ code: "custom", path: ["options"], message: adminMessages.builder.optionsRequired });
    else if (new Set(options).size !== options.length)
      ctx.addIssue({ code: "custom", path: ["options"], message: adminMessages.builder.duplicateOptions });
  })
  // Options mean nothing on other types: drop them so stored forms stay clean.
  .transform((field) => (hasOptions(field.type) ? field : { ...field, options: undefined }));
export type CustomFormFieldInput = z.input<typeof customFormField>;
export type FormField = z.output<typeof customFormField>;

/** POST and PUT /api/custom-forms: the whole form, as the builder holds it. */
export const customFormRequest = z.object({
  title: requiredText({ max: FORM_LIMITS.title, required: adminMessages.builder.titleRequired, tooLong }),
  description: boundedText(FORM_LIMITS.description, tooLong(FORM_LIMITS.description)).default(""),
  category: z.enum(FORM_CATEGORIES, { error: adminMessages.link.invalidCategory }).default(DEFAULT_FORM_CATEGORY),
  disabled: z.boolean().default(false),
  fields: z
    .array(customFormField)
    .min(1, adminMessages.builder.atLeastOneField)
    .max(FORM_LIMITS.fields, adminMessages.builder.tooManyFields(FORM_LIMITS.fields))
    .refine((fields) => new Set(fields.map((f) => f.id)).size === fields.length, adminMessages.builder.duplicateIds)
    .refine(
      (fields) => fields.filter((f) => f.type === "file").length <= FORM_LIMITS.files,
      adminMessages.builder.tooManyFileFields(FORM_LIMITS.files),
    ),
});
export type CustomFormRequest = z.input<typeof customFormRequest>;

/** A custom form as visitors and the browser's offline copy see it. */
export interface PublicCustomForm {
  id: string;
  title: string;
  description: string;
  category: string;
  createdAt: string;
  fields: FormField[];
}

// ---------------------------------------------------------------- responses

/** A file answer as the browser describes it (spec 3); the server adds the storage key. */
export const fileAnswer = z.object({
  name: z.string().max(255),
  size: z.number().int().min(0),
  type: z.string().max(255),
  lastModified: z.number().finite(),
});
export type FileAnswer = z.infer<typeof fileAnswer> & { key?: string };
export type AnswerValue = string | string[] | FileAnswer | null;

// Generous outer bounds: the precise limits are checked by checkAnswers, with its messages.
const answerValue = z.union([
  z.string().max(FORM_LIMITS.textarea * 2),
  z.array(z.string().max(FORM_LIMITS.option * 2)).max(FORM_LIMITS.options),
  fileAnswer,
  z.null(),
]);

/** In a multipart response, the part carrying the JSON of formResponseRequest (common/form-kit/field-names.ts). */
export { RESPONSE_PART };

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** POST /api/custom-forms/{id}/responses (JSON, or the `response` part of a multipart upload). */
export const formResponseRequest = z.object({
  /** Given by the browser when the response is first submitted: a re-send is stored once. */
  clientId: z.string().regex(CLIENT_ID_PATTERN, "Invalid client id"),
  /** When the visitor pressed Submit (a queued response is sent later). */
  submittedAt: z.iso.datetime({ offset: true }).optional(),
  values: z.record(z.string().regex(FIELD_ID_PATTERN), answerValue).default({}),
  /** The form ticket fetched when the form appeared (common/form-kit/form-ticket.ts); absent when it was filled offline. */
  formTicket: z.string().max(200).optional(),
  /** The language of the page the form was on, for the consent record (English when not given). */
  language: pageLanguage,
});
export type FormResponseRequest = z.input<typeof formResponseRequest>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const isFileAnswer = (value: unknown): value is FileAnswer => fileAnswer.safeParse(value).success;

/** The answers' messages, by key: the renderer writes them in the page's language, the API in English. */
const a = keysOf("formMessages", messages).answer;

/** Checks one answer; answers its cleaned value, or the message to show beside the field. */
function checkAnswer(field: FormField, value: unknown): { value: AnswerValue } | { error: Message } {
  // The staff's own words for the question, put in as they are in either language.
  const label = field.label;
  if (isEmpty(value)) return field.required ? { error: keyed(a.required, { label }) } : { value: null };
  const options = field.options ?? [];
  switch (field.type) {
    case "checkbox": {
      const ticked = Array.isArray(value) ? value : [value];
      if (!ticked.every((option) => typeof option === "string" && options.includes(option)))
        return { error: keyed(a.notAnOption, { label }) };
      // Keep the builder's order and drop repeats, whatever order they were ticked in.
      return { value: options.filter((option) => ticked.includes(option)) };
    }
    case "file": {
      if (!isFileAnswer(value)) return { error: keyed(a.fileMissing, { label }) };
      if (value.size > FORM_LIMITS.fileBytes) return { error: keyed(a.fileTooLarge, { label, maxMb: MAX_FILE_MB }) };
      const { name, size, type, lastModified } = value;
      return { value: { name, size, type, lastModified } };
    }
  }
  if (typeof value !== "string") return { error: keyed(a.notAnOption, { label }) };
  const text = value.trim();
  const max = field.type === "textarea" ? FORM_LIMITS.textarea : FORM_LIMITS.text;
  if (text.length > max) return { error: keyed(a.tooLong, { label, max: String(max) }) };
  switch (field.type) {
    case "email":
      return isEmailAddress(text) ? { value: canonicalEmail(text) } : { error: keyed(a.invalidEmail) };
    case "phone": {
      // The one phone rule (common/phone.ts), stored in its normal form; spec 5's message.
      const phone = normalPhone(text);
      return phone ? { value: phone } : { error: keyed(a.invalidPhone) };
    }
    case "date":
      return isCalendarDate(text) ? { value: text } : { error: keyed(a.invalidDate) };
    case "select":
    case "radio":
      return options.includes(text) ? { value: text } : { error: keyed(a.notAnOption, { label }) };
    default:
      // Paragraphs keep their inner line breaks; only the ends are trimmed.
      return { value: text };
  }
}

/**
 * Who sent a response, when the form asks: the answer to its first short-text
 * question about a name ("Full name", "नाम"); empty when there is none.
 */
export function respondentName(
  fields: readonly Pick<FormField, "id" | "label" | "type">[],
  values: Record<string, unknown>,
): string {
  for (const field of fields) {
    const value = values[field.id];
    if (field.type === "text" && /name|नाम/i.test(field.label) && typeof value === "string" && value.trim()) {
      return value.trim();
    }
  }
  return "";
}

export interface AnswerCheck {
  /** Field id → message, for every answer that is not acceptable. */
  errors: Record<string, Message>;
  /** One cleaned value per field of the form (answers to unknown ids are dropped). */
  values: Record<string, AnswerValue>;
}

/** The validation of spec 5 for a response to a custom form: the renderer and the API both call this. */
export function checkAnswers(fields: readonly FormField[], answers: Record<string, unknown>): AnswerCheck {
  const errors: Record<string, Message> = {};
  const values: Record<string, AnswerValue> = {};
  for (const field of fields) {
    const result = checkAnswer(field, answers[field.id]);
    if ("error" in result) errors[field.id] = result.error;
    else values[field.id] = result.value;
  }
  return { errors, values };
}

// ---------------------------------------------------------------- what the API answers

/** A link to an external form as stored and answered (/api/external-forms). */
export const externalFormView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  category: z.string(),
  disabled: z.boolean(),
  clicks: z.number().int(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
/** A form link as the admin reads it. */
export type ExternalFormLink = Wire<z.infer<typeof externalFormView>>;

/** A question of a custom form as stored. */
export const formFieldView = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
});

/** A custom form as stored (the admin's view). */
export const customFormView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  disabled: z.boolean(),
  fields: z.array(formFieldView),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});

export const customFormSummaryView = customFormView.extend({ responseCount: z.number().int() });
/** A custom form with its response count, as the admin's Forms tab reads it. */
export type CustomFormSummary = Wire<z.infer<typeof customFormSummaryView>>;

/** A custom form open to visitors (GET /api/custom-forms/{id}). */
export const publicCustomFormView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  createdAt: z.string(),
  fields: z.array(formFieldView),
});

/** A stored answer: text, ticked options, an uploaded file's description (with its storage key), or nothing. */
const storedAnswer = z.union([
  // Nullable on a branch, not the union: OpenAPI 3.0 needs a type beside `nullable`.
  z.string().nullable(),
  z.array(z.string()),
  fileAnswer.extend({ key: z.string().optional() }),
]);

/** One response as the admin reads it, numbered oldest first (spec 2.27). */
export const formResponseView = z.object({
  id: z.string(),
  formId: z.string(),
  clientId: z.string(),
  values: z.record(z.string(), storedAnswer),
  submittedAt: dateTimeSchema,
  createdAt: dateTimeSchema,
  number: z.number().int(),
  /** Kept past the retention period (a legal hold). */
  held: z.boolean(),
});

/** GET /api/custom-forms/{id}/responses. */
export const formResponsesView = z.object({ form: customFormSummaryView, responses: z.array(formResponseView) });
/** One stored response as the admin's response viewer reads it. */
export type FormResponse = Wire<z.infer<typeof formResponseView>>;

/** POST /api/custom-forms/{id}/responses: what was stored (`created` false for a repeat of the same clientId). */
export const responseReceiptView = z.object({
  id: z.string(),
  clientId: z.string(),
  submittedAt: dateTimeSchema,
  created: z.boolean(),
});
