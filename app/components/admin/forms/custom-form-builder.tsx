/**
 * The custom form builder (DESIGN.md section 1): title, description, category,
 * open or closed, and an ordered list of questions of the nine types, added,
 * edited, moved and removed in place. Checked with the API's own schema before
 * saving (by the Forms route's action). What is typed is kept on this device until
 * saved and offered back after a reload; leaving with unsaved changes asks first.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { CustomFormSummary } from "#common/schemas/forms";
import { FORM_CATEGORIES, type FormCategory } from "#common/schemas/forms";
import { BuilderQuestion, LabelledSelect } from "~/components/admin/forms/builder-question";
import {
  checkDraft,
  type DraftErrors,
  type DraftQuestion,
  draftOf,
  type FormDraft,
  moveQuestion,
  newQuestion,
} from "~/components/admin/forms/custom-form-draft";
import type { FormsIntent } from "~/components/admin/forms/forms-intent";
import { ModalFooterButtons } from "~/components/admin/shared/admin-table-parts";
import { useRouteWrite } from "~/components/admin/shared/admin-write";
import { KeptDraftOffer, useLeaveGuard, useLocalDraft } from "~/components/admin/shared/unsaved-work";
import { CheckboxField, FieldError, TextAreaField, TextField } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { Modal } from "~/components/ui/modal";
import { adminFormsText } from "~/content/admin/forms";

const text = adminFormsText.builder;
const categoryOptions = FORM_CATEGORIES.map((category) => ({ value: category, label: category }));

export function CustomFormBuilder({
  open,
  form,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The form to edit; null creates one. */
  form: CustomFormSummary | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  // One starting point for both: a new form's first question has a random id.
  const [initial, setInitial] = useState(() => draftOf(form));
  const [draft, setDraft] = useState<FormDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const kept = useLocalDraft(open ? `form:${form?.id ?? "new"}` : null, draft, dirty, initial);
  const guard = useLeaveGuard(open && dirty, text.discardMessage);
  const write = useRouteWrite<FormsIntent>((result) => {
    if (result.ok) {
      guard.release();
      kept.clear();
      return onSaved();
    }
    if (result.errors) setErrors(result.errors);
  });
  const saving = write.busy;
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes after the list changed (a new question's label, a moved question's button). */
  const pendingFocus = useRef<string | null>(null);

  // Each opening starts from the form being edited, or from an empty form with one question.
  useEffect(() => {
    if (!open) return;
    const start = draftOf(form);
    setDraft(start);
    setInitial(start);
    setErrors({});
  }, [open, form]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    const target = formRef.current?.querySelector<HTMLElement>(pendingFocus.current) ?? addRef.current;
    pendingFocus.current = null;
    target?.focus();
  });

  const update = (change: Partial<FormDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setQuestions = (questions: DraftQuestion[]) => update({ questions });

  const addQuestion = () => {
    const question = newQuestion();
    pendingFocus.current = `[name="question-${question.id}-label"]`;
    setQuestions([...draft.questions, question]);
  };
  const move = (index: number, step: -1 | 1) => {
    const question = draft.questions[index];
    if (!question) return;
    // Keep focus on the arrow pressed, or on the other one when the question reached an end.
    const atEnd = index + step === 0 || index + step === draft.questions.length - 1;
    const direction = atEnd ? (step === -1 ? "down" : "up") : step === -1 ? "up" : "down";
    pendingFocus.current = `[data-move="${question.id}-${direction}"]`;
    setQuestions(moveQuestion(draft.questions, index, step));
    setErrors({});
  };
  const remove = (index: number) => {
    const next = draft.questions[index + 1] ?? draft.questions[index - 1];
    pendingFocus.current = next ? `[name="question-${next.id}-label"]` : "[data-none]";
    setQuestions(draft.questions.filter((_, i) => i !== index));
    setErrors({});
  };

  const close = async () => {
    if (saving || !(await guard.mayLeave())) return;
    guard.release();
    kept.clear();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, errors: found } = checkDraft(draft);
    setErrors(found);
    if (!request) {
      // After the messages render: the first field marked invalid (or Add question when none is).
      pendingFocus.current = '[aria-invalid="true"]';
      return;
    }
    write.send({ intent: "save-form", id: form?.id ?? null, form: request });
  };

  const formId = "custom-form-builder";
  const errorCount = Object.keys(errors).length;
  return (
    <Modal
      open={open}
      onClose={close}
      size="lg"
      title={form ? text.editTitle : text.createTitle}
      description={text.intro}
      footer={
        <ModalFooterButtons
          formId={formId}
          onCancel={close}
          cancelLabel={text.cancel}
          submitLabel={form ? text.save : text.create}
          savingLabel={text.saving}
          saving={saving}
        />
      }
    >
      <form method="post" id={formId} ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <KeptDraftOffer draft={kept} onRestore={setDraft} />
        {errorCount > 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            {text.errorSummary}
          </p>
        )}
        {form && form.responseCount > 0 && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{text.editWarning}</p>
        )}
        <TextField
          name="title"
          label={text.title}
          required
          value={draft.title}
          onChange={(event) => update({ title: event.target.value })}
          error={errors.title}
        />
        <TextAreaField
          name="description"
          label={text.description}
          rows={2}
          value={draft.description}
          hint={text.descriptionHint}
          onChange={(event) => update({ description: event.target.value })}
          error={errors.description}
        />
        <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
          <LabelledSelect<FormCategory>
            label={text.category}
            value={draft.category}
            options={categoryOptions}
            onChange={(category) => update({ category })}
            error={errors.category}
          />
          <CheckboxField
            name="enabled"
            label={text.enabled}
            checked={draft.enabled}
            onChange={(event) => update({ enabled: event.target.checked })}
            className="sm:pb-3"
          />
        </div>

        <section aria-labelledby="builder-questions" className="border-t border-slate-200 pt-4">
          <h3 id="builder-questions" className="text-base font-bold text-slate-900">
            {text.questionsHeading}
          </h3>
          <FieldError id="builder-questions-error" error={errors.fields} />
          {draft.questions.length === 0 && <p className="mt-2 text-sm text-slate-600">{text.noQuestions}</p>}
          <ol className="mt-3 space-y-3">
            {draft.questions.map((question, index) => (
              <BuilderQuestion
                key={question.id}
                question={question}
                index={index}
                count={draft.questions.length}
                errors={errors}
                onChange={(changed) => setQuestions(draft.questions.map((q, i) => (i === index ? changed : q)))}
                onMove={(step) => move(index, step)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
          <button
            ref={addRef}
            type="button"
            onClick={addQuestion}
            className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800"
          >
            <Icon name="plus" className="size-4" />
            {text.addQuestion}
          </button>
        </section>
      </form>
    </Modal>
  );
}
