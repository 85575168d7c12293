import { describe, expect, it } from "vitest";
import { checkDraft, draftOf, type FormDraft, moveQuestion, newQuestion, requestOf } from "./custom-form-draft.ts";

const draft = (change: Partial<FormDraft> = {}): FormDraft => ({
  ...draftOf(null),
  title: "Volunteer sign-up",
  questions: [
    { id: "name", label: "Name", type: "text", required: true, optionsText: "" },
    { id: "city", label: "City", type: "select", required: false, optionsText: " Jaipur \n\nUdaipur\n" },
  ],
  ...change,
});

describe("the builder's draft", () => {
  it("turns option lines into options, only for option questions", () => {
    const request = requestOf(draft());
    expect(request.fields?.[0]?.options).toBeUndefined();
    expect(request.fields?.[1]?.options).toEqual(["Jaipur", "Udaipur"]);
    expect(request.disabled).toBe(false);
  });

  it("round-trips a stored form", () => {
    const stored = {
      id: "f",
      title: "T",
      description: "D",
      category: "Career",
      disabled: true,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
      responseCount: 0,
      fields: [{ id: "a", label: "Pick", type: "radio" as const, required: true, options: ["x", "y"] }],
    };
    expect(requestOf(draftOf(stored))).toEqual({
      title: "T",
      description: "D",
      category: "Career",
      disabled: true,
      fields: stored.fields,
    });
  });

  it("reports problems by path, as the API does", () => {
    const { errors, request } = checkDraft(
      draft({
        title: " ",
        questions: [
          { id: "a", label: "", type: "text", required: false, optionsText: "" },
          { id: "b", label: "Days", type: "checkbox", required: false, optionsText: "\n" },
        ],
      }),
    );
    expect(request).toBeUndefined();
    expect(errors).toEqual({
      title: "Title is required",
      "fields.0.label": "Every question needs a label",
      "fields.1.options": "Add at least one option (one per line)",
    });
    expect(checkDraft(draft({ questions: [] })).errors.fields).toBe("Add at least one question");
    expect(checkDraft(draft()).errors).toEqual({});
  });

  it("moves questions up and down, and not past either end", () => {
    const qs = [newQuestion(), newQuestion(), newQuestion()];
    expect(moveQuestion(qs, 0, 1).map((q) => q.id)).toEqual([qs[1]?.id, qs[0]?.id, qs[2]?.id]);
    expect(moveQuestion(qs, 2, -1).map((q) => q.id)).toEqual([qs[0]?.id, qs[2]?.id, qs[1]?.id]);
    expect(moveQuestion(qs, 0, -1)).toBe(qs);
    expect(moveQuestion(qs, 2, 1)).toBe(qs);
  });

  it("gives new questions distinct ids the schema accepts", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newQuestion().id));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
