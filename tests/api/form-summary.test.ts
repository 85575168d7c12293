/**
 * GET /api/custom-forms/{id}/responses/summary (issue 43): the per-question summary
 * of a form's responses, computed on the server: counts per option (each ticked
 * checkbox counts), total/average/min/max of one-line questions answered with
 * numbers, the latest answers of the others; read in batches, so its figures
 * stay right past one batch.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUMMARY_LATEST_ANSWERS } from "#common/schemas/form-summary";
import { formResponses } from "../../server/db/schema.ts";
import { SUMMARY_BATCH } from "../../server/services/custom-form-service.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const eventForm = {
  title: "Tree planting day",
  category: "Event",
  fields: [
    { id: "name", label: "Full name", type: "text", required: true },
    { id: "village", label: "Village", type: "select", required: false, options: ["Bassi", "Chaksu", "Sanganer"] },
    { id: "mode", label: "Coming", type: "radio", required: false, options: ["Alone", "With family"] },
    { id: "days", label: "Days", type: "checkbox", required: false, options: ["Sat", "Sun"] },
    { id: "saplings", label: "Saplings you will plant", type: "text", required: false },
    { id: "note", label: "Anything else", type: "textarea", required: false },
    { id: "start", label: "Arriving on", type: "date", required: false },
  ],
};

type Answers = Record<string, string | string[] | null>;

const answers: Answers[] = [
  {
    name: "Asha",
    village: "Bassi",
    mode: "Alone",
    days: ["Sat", "Sun"],
    saplings: "10",
    note: "",
    start: "2026-07-04",
  },
  { name: "Ravi", village: "Bassi", mode: "With family", days: ["Sun"], saplings: "1,000", note: "Bringing tools" },
  { name: "Meena", village: "Chaksu", days: ["Sat"], saplings: "2.5" },
  { name: "Kiran", village: null, mode: "With family", days: [], saplings: " 7 " },
];

describe("the summary of a form's responses", () => {
  let t: TestApp;
  let formId: string;

  const summaryOf = async (id: string, authorised = true) =>
    t.app.inject({
      method: "GET",
      url: `/api/custom-forms/${id}/responses/summary`,
      headers: authorised ? await adminAuth(t) : {},
    });
  const createForm = async (form: object) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/custom-forms",
      payload: form,
      headers: await adminAuth(t),
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    formId = await createForm(eventForm);
    for (const [index, values] of answers.entries()) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/custom-forms/${formId}/responses`,
        // One minute apart, in order: the last is the latest.
        payload: {
          clientId: `summary-${index}-client`,
          submittedAt: new Date(Date.now() - (10 - index) * 60_000).toISOString(),
          values,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it("counts each option, ticked checkboxes each on their own, with how many answered", async () => {
    const res = await summaryOf(formId);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ formId, responses: 4 });
    const byId = Object.fromEntries(data.questions.map((q: { id: string }) => [q.id, q]));
    expect(data.questions.map((q: { id: string }) => q.id)).toEqual(eventForm.fields.map((field) => field.id));
    expect(byId.village).toEqual({
      id: "village",
      label: "Village",
      type: "select",
      answered: 3,
      kind: "choices",
      choices: [
        { option: "Bassi", count: 2 },
        { option: "Chaksu", count: 1 },
        { option: "Sanganer", count: 0 },
      ],
    });
    expect(byId.mode).toMatchObject({
      answered: 3,
      choices: [
        { option: "Alone", count: 1 },
        { option: "With family", count: 2 },
      ],
    });
    // Three people ticked something, four ticks in all.
    expect(byId.days).toMatchObject({
      answered: 3,
      choices: [
        { option: "Sat", count: 2 },
        { option: "Sun", count: 2 },
      ],
    });
  });

  it("gives total, average, smallest and largest of a one-line question answered with numbers", async () => {
    const { data } = (await summaryOf(formId)).json();
    const saplings = data.questions.find((q: { id: string }) => q.id === "saplings");
    expect(saplings).toMatchObject({
      kind: "numbers",
      answered: 4,
      // 10 + 1,000 + 2.5 + 7
      numbers: { total: 1019.5, average: 254.88, min: 2.5, max: 1000 },
    });
    expect(saplings.latest.map((entry: { value: string }) => entry.value)).toEqual(["7", "2.5", "1,000", "10"]);
  });

  it("lists the latest answers of other questions, newest first, with how many answered", async () => {
    const { data } = (await summaryOf(formId)).json();
    const name = data.questions.find((q: { id: string }) => q.id === "name");
    expect(name.kind).toBe("answers");
    expect(name.answered).toBe(4);
    expect(name.latest.map((entry: { value: string }) => entry.value)).toEqual(["Kiran", "Meena", "Ravi", "Asha"]);
    expect(Date.parse(name.latest[0].submittedAt)).toBeGreaterThan(Date.parse(name.latest[1].submittedAt));
    const note = data.questions.find((q: { id: string }) => q.id === "note");
    expect(note).toMatchObject({ kind: "answers", answered: 1, latest: [{ value: "Bringing tools" }] });
    expect(data.questions.find((q: { id: string }) => q.id === "start")).toMatchObject({
      kind: "answers",
      answered: 1,
      latest: [{ value: "2026-07-04" }],
    });
  });

  it("a form with no responses has zero counts and no figures", async () => {
    const empty = await createForm({ ...eventForm, title: "Nobody yet" });
    const { data } = (await summaryOf(empty)).json();
    expect(data.responses).toBe(0);
    const saplings = data.questions.find((q: { id: string }) => q.id === "saplings");
    expect(saplings).toEqual({
      id: "saplings",
      label: "Saplings you will plant",
      type: "text",
      answered: 0,
      kind: "answers",
      latest: [],
    });
    expect(data.questions.find((q: { id: string }) => q.id === "days").choices).toEqual([
      { option: "Sat", count: 0 },
      { option: "Sun", count: 0 },
    ]);
  });

  it(`stays right over more responses than one read (${SUMMARY_BATCH})`, async () => {
    const big = await createForm({ ...eventForm, title: "A busy day" });
    const count = SUMMARY_BATCH * 2 + 37;
    const start = Date.parse("2026-01-01T00:00:00Z");
    await t.database.db.insert(formResponses).values(
      Array.from({ length: count }, (_, i) => ({
        formId: big,
        clientId: `bulk-${i}-client`,
        values: {
          name: `Person ${i}`,
          village: i % 3 === 0 ? "Sanganer" : "Bassi",
          days: ["Sat"],
          saplings: String(i),
        },
        submittedAt: new Date(start + i * 1000),
      })),
    );
    const { data } = (await summaryOf(big)).json();
    expect(data.responses).toBe(count);
    const byId = Object.fromEntries(data.questions.map((q: { id: string }) => [q.id, q]));
    const sanganer = Math.ceil(count / 3);
    expect(byId.village.choices).toEqual([
      { option: "Bassi", count: count - sanganer },
      { option: "Chaksu", count: 0 },
      { option: "Sanganer", count: sanganer },
    ]);
    expect(byId.days.choices[0]).toEqual({ option: "Sat", count });
    const sum = ((count - 1) * count) / 2;
    expect(byId.saplings.numbers).toEqual({
      total: sum,
      average: Math.round((sum / count) * 100) / 100,
      min: 0,
      max: count - 1,
    });
    expect(byId.name.latest.map((entry: { value: string }) => entry.value)).toEqual(
      Array.from({ length: SUMMARY_LATEST_ANSWERS }, (_, i) => `Person ${count - 1 - i}`),
    );
  });

  it("answers 404 for an unknown or malformed form id, and 401 without the admin's token", async () => {
    expect((await summaryOf(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await summaryOf("not-a-uuid")).statusCode).toBe(404);
    expect((await summaryOf(formId, false)).statusCode).toBe(401);
  });
});
