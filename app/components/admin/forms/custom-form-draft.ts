/**
 * The custom form builder's working copy: what the admin edits (options as lines of
 * text), turned into the request the API takes and checked with the shared schema,
 * errors keyed like the API's ("title", "fields", "fields.2.options").
 */
import {
  type CustomFormRequest,
  type CustomFormSummary,
  customFormRequest,
  DEFAULT_FORM_CATEGORY,
  type FieldType,
  type FormCategory,
  hasOptions,
} from "#common/schemas/forms";

export interface DraftQuestion {
  /** The question's id in stored answers: kept when editing, new for new questions. */
  id: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** One option per line. */
  optionsText: string;
}

export interface FormDraft {
  title: string;
  description: string;
  category: FormCategory;
  enabled: boolean;
  questions: DraftQuestion[];
}

export type DraftErrors = Record<string, string>;

/** A fresh question id (letters and digits, as the schema allows). */
export function newQuestionId(): string {
  const bytes = new Uint8Array(5);
  crypto.getRandomValues(bytes);
  return `q${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export const newQuestion = (): DraftQuestion => ({
  id: newQuestionId(),
  label: "",
  type: "text",
  required: false,
  optionsText: "",
});

export function draftOf(form: CustomFormSummary | null): FormDraft {
  if (!form) {
    return { title: "", description: "", category: DEFAULT_FORM_CATEGORY, enabled: true, questions: [newQuestion()] };
  }
  return {
    title: form.title,
    description: form.description,
    category: form.category as FormCategory,
    enabled: !form.disabled,
    questions: form.fields.map((field) => ({
      id: field.id,
      label: field.label,
      type: field.type,
      required: field.required,
      optionsText: (field.options ?? []).join("\n"),
    })),
  };
}

const optionLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function requestOf(draft: FormDraft): CustomFormRequest {
  return {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    disabled: !draft.enabled,
    fields: draft.questions.map((q) => ({
      id: q.id,
      label: q.label,
      type: q.type,
      required: q.required,
      options: hasOptions(q.type) ? optionLines(q.optionsText) : undefined,
    })),
  };
}

/** The shared schema's verdict, one message per field path. */
export function checkDraft(draft: FormDraft): { request?: CustomFormRequest; errors: DraftErrors } {
  const parsed = customFormRequest.safeParse(requestOf(draft));
  if (parsed.success) return { request: requestOf(draft), errors: {} };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    // An option line's own problem (too long) is shown on the options box.
    const path = issue.path.slice(0, 3).join(".");
    errors[path] ??= issue.message;
  }
  return { errors };
}

/** Moves the question at `index` by `step` (-1 up, +1 down); out of range leaves the list alone. */
export function moveQuestion(questions: DraftQuestion[], index: number, step: -1 | 1): DraftQuestion[] {
  const target = index + step;
  if (target < 0 || target >= questions.length) return questions;
  const next = [...questions];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}
