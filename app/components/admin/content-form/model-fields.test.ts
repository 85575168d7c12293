import { describe, expect, it } from "vitest";
import { pageBlock } from "#common/content-model/blocks/index";
import { jobOpeningSchema, jobOpeningsSchema } from "#common/content-model/job-openings";
import { pageSchemaFor } from "#common/content-model/page";

/** The Education page's schema: the kinds of block that page draws. */
const pageSchema = pageSchemaFor("education");

import { siteDetailsSchema } from "#common/content-model/site-details";
import { differences } from "./differences";
import {
  counterpartAt,
  flatFields,
  itemName,
  type ListField,
  listUnion,
  lostByKind,
  type ModelField,
  modelFields,
  newItem,
  type UnionField,
  valueAt,
  withKind,
  withValueAt,
} from "./model-fields";
import { pageForTest, words } from "./page-for-test";

describe("the form drawn from the content model", () => {
  it("has a labelled field for every value of the site details, localized ones side by side", () => {
    const fields = flatFields(modelFields(siteDetailsSchema));
    expect(fields.map(({ field }) => field.path)).toContain("officeHours.weekdays");
    expect(fields.every(({ field }) => field.meta.label !== field.path.split(".").at(-1))).toBe(true);
    const address = fields.find(({ field }) => field.path === "address")?.field;
    expect(address).toMatchObject({ kind: "localized", max: 300, required: true, meta: { input: "multiline" } });
    expect(fields.find(({ field }) => field.path === "registrations.pan")).toMatchObject({
      label: "Registration details › PAN",
      field: { kind: "text", required: false, max: 60 },
    });
  });

  it("reads and sets values by path without touching the rest", () => {
    const value = { officeHours: { weekdays: "9-6", saturday: "10-4" }, phone: "+91 1" };
    const next = withValueAt(value, "officeHours.saturday", "Closed");
    expect(valueAt(next, "officeHours.saturday")).toBe("Closed");
    expect(next.officeHours.weekdays).toBe("9-6");
    expect(value.officeHours.saturday).toBe("10-4");
  });
});

const localized = (en: string, hi = "") => ({ en, hi, hiStale: false });
const opening = (id: string, title: string, requirements: string[] = []) => ({
  id,
  title: localized(title),
  requirements: requirements.map((text, index) => ({ id: `${id}-r${index}`, text: localized(text) })),
});

describe("the form of a document with lists (job openings)", () => {
  const fields = modelFields(jobOpeningsSchema);
  const openings = fields[0] as ListField;

  it("draws a list of openings whose items have choices, days, a hidden id and lists of their own", () => {
    expect(openings).toMatchObject({ kind: "list", path: "openings", max: 60, min: 0 });
    expect(openings.item).toEqual({ label: "Opening", titleField: "title" });
    const byPath = Object.fromEntries(openings.fields.map((field) => [field.path, field]));
    expect(byPath.id).toMatchObject({ kind: "hidden" });
    expect(byPath.category).toMatchObject({
      kind: "choice",
      options: expect.arrayContaining([{ value: "tech", label: "Technology" }]),
    });
    expect(byPath.posted).toMatchObject({ kind: "date", required: true });
    expect(byPath.closes).toMatchObject({ kind: "date", required: false });
    expect(byPath.requirements).toMatchObject({
      kind: "list",
      max: 12,
      item: { label: "Requirement", titleField: "text" },
    });
  });

  it("reads and sets values through list positions, copying arrays as arrays", () => {
    const value = { openings: [opening("a", "Teacher"), opening("b", "Analyst", ["SQL"])] };
    expect(valueAt(value, "openings.1.title.en")).toBe("Analyst");
    expect(valueAt(value, "openings.1.requirements.0.text.en")).toBe("SQL");
    const next = withValueAt(value, "openings.1.requirements.0.text.en", "Python");
    expect(Array.isArray(next.openings)).toBe(true);
    expect(Array.isArray(next.openings[1]?.requirements)).toBe(true);
    expect(valueAt(next, "openings.1.requirements.0.text")).toEqual(localized("Python"));
    expect(next.openings[0]).toBe(value.openings[0]);
    expect(valueAt(value, "openings.1.requirements.0.text.en")).toBe("SQL");
  });

  it("starts a new opening as the model's checks want it: fresh id, empty texts, first option, today, no bullets", () => {
    const item = newItem(openings, "2026-03-05", ["new-00000000"]);
    expect(item.id).toMatch(/^new-[0-9a-f]{8}$/);
    expect(jobOpeningSchema.shape.id.safeParse(item.id).success).toBe(true);
    expect(item).toMatchObject({
      title: localized(""),
      category: "program",
      urgency: "high",
      posted: "2026-03-05",
      closes: "",
      requirements: [],
      responsibilities: [],
      benefits: [],
    });
    // Filled in, it is an opening the server takes.
    const filled = { ...item, description: localized("Teach") };
    for (const key of ["title", "department", "location", "type", "experience"])
      Object.assign(filled, { [key]: localized("x") });
    expect(jobOpeningSchema.safeParse(filled).success).toBe(true);
  });

  it("lists the fields inside list items, labelled with the item's title, by their paths in the document", () => {
    const value = { openings: [opening("a", "Education Program Manager", ["B.Ed."]), opening("b", "")] };
    const flat = flatFields(fields, value);
    expect(flat).toContainEqual(
      expect.objectContaining({
        label: "Job openings › Education Program Manager › Job title",
        field: expect.objectContaining({ kind: "localized", path: "openings.0.title" }),
      }),
    );
    expect(flat.map(({ label }) => label)).toContain(
      "Job openings › Education Program Manager › Requirements › B.Ed. › Requirement",
    );
    expect(flat.find(({ field }) => field.path === "openings.0.requirements.0.text")).toBeDefined();
    // An opening not named yet is called by its place.
    expect(flat.find(({ field }) => field.path === "openings.1.title")?.label).toBe(
      "Job openings › Opening 2 › Job title",
    );
    expect(flat.some(({ field }) => field.kind === "hidden")).toBe(false);
  });

  it("finds the published value of a field by the item's id, whatever its position now", () => {
    const published = { openings: [opening("a", "Teacher"), opening("b", "Analyst")] };
    const now = { openings: [opening("b", "Data analyst"), opening("new-1", "Cook")] };
    expect(counterpartAt(published, now, "openings.0.title")).toEqual(localized("Analyst"));
    expect(counterpartAt(published, now, "openings.1.title")).toBeUndefined();
  });
});

describe("the history's comparison of lists", () => {
  const fields = modelFields(jobOpeningsSchema);

  it("matches items by id: one row for an added, a removed, each changed field, and the new order", () => {
    const then = { openings: [opening("a", "Teacher", ["B.Ed."]), opening("b", "Analyst"), opening("c", "Cook")] };
    const now = {
      openings: [opening("b", "Analyst"), opening("a", "Senior teacher", ["B.Ed.", "Hindi"]), opening("d", "Driver")],
    };
    const rows = differences(fields, then, now).map(({ label, was, is }) => ({ label, was, is }));
    expect(rows).toEqual([
      { label: "Job openings › Senior teacher › Job title", was: "Teacher", is: "Senior teacher" },
      { label: "Job openings › Senior teacher › Requirements › Hindi", was: "(not in the list)", is: "Added" },
      { label: "Job openings › Driver", was: "(not in the list)", is: "Added" },
      { label: "Job openings › Cook", was: "In the list", is: "Removed" },
      { label: "Job openings: order", was: "Teacher\nAnalyst", is: "Analyst\nSenior teacher" },
    ]);
    expect(differences(fields, then, then)).toEqual([]);
  });
});

describe("the form of a page (blocks of several kinds, text lists, optional choices)", () => {
  const fields = modelFields(pageSchema);
  const blocks = fields.find((field) => field.path === "blocks") as ListField;
  const sections = listUnion(blocks) as UnionField;
  const fieldsOf = (kind: string) => sections.options.find((option) => option.value === kind)?.fields ?? [];
  const at = (list: ModelField[], path: string) => list.find((field) => field.path === path);
  const buttons = at(fieldsOf("hero"), "actions") as ListField;

  it("makes the blocks one union told apart by kind, each kind labelled, its kind a constant and not a field", () => {
    expect(pageSchema.safeParse(pageForTest()).success).toBe(true);
    expect(blocks).toMatchObject({ kind: "list", min: 1, max: 40, item: { label: "Section" } });
    expect(sections).toMatchObject({ kind: "union", path: "", discriminator: "kind", meta: { label: "Section" } });
    expect(sections.options.map(({ value, label }) => `${value}: ${label}`)).toEqual([
      "hero: Heading band",
      "educationIllustration: Education drawing and figures",
      "programmeCards: Programme cards",
      "stories: Stories",
      "steps: Steps",
      "cta: Call to action",
    ]);
    expect(at(fieldsOf("cta"), "kind")).toMatchObject({ kind: "constant", value: "cta" });
    // Titled by their heading; the heading band has none.
    expect(sections.options.map((option) => option.titleField)).toEqual([
      undefined,
      "heading",
      "heading",
      "heading",
      "heading",
      "heading",
    ]);
  });

  it("reads a block's buttons as a union labelled by what each does, and a default choice as its start", () => {
    const kinds = listUnion(buttons) as UnionField;
    expect(kinds.meta.label).toBe("Button");
    expect(kinds.options.map((option) => option.label)).toEqual([
      "Opens a page",
      "Opens the application form",
      "Opens a document (set in Site details)",
      "Coming Soon (does nothing yet)",
    ]);
    // Coming Soon has no words of its own: it is called by its kind alone.
    expect(kinds.options.map((option) => option.titleField)).toEqual(["label", "label", "label", undefined]);
    expect(at(kinds.options[1]?.fields ?? [], "type")).toMatchObject({
      kind: "choice",
      initial: "choose",
      optional: false,
      options: expect.arrayContaining([{ value: "job", label: "A job" }]),
    });
  });

  it("reads a card's ticked lines as a text list and its colour as an optional choice", () => {
    const programmes = at(fieldsOf("programmeCards"), "programmes") as ListField;
    expect(at(programmes.fields, "points")).toMatchObject({
      kind: "textList",
      max: 8,
      min: 0,
      meta: { label: "Ticked lines" },
      line: { max: 200, required: true },
    });
    expect(at(programmes.fields, "accent")).toMatchObject({ kind: "choice", optional: true });
    expect(at(programmes.fields, "icon")).toMatchObject({ kind: "choice", optional: false });
  });

  it("starts a new block of each kind as the model wants it, filled in it is a block the server takes", () => {
    const fillTexts = (value: unknown): unknown => {
      if (typeof value === "string") return value === "" ? "/x" : value;
      if (Array.isArray(value)) return value.map(fillTexts);
      if (typeof value !== "object" || value === null) return value;
      if ("en" in value) return { ...value, en: (value as { en: string }).en || "x" };
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillTexts(inner)]));
    };
    for (const option of sections.options) {
      const block = newItem(blocks, "2026-03-05", ["hero"], option.value);
      expect(block).toMatchObject({ id: expect.stringMatching(/^new-/), kind: option.value });
      expect(pageBlock.safeParse(fillTexts(block)).error?.issues ?? []).toEqual([]);
    }
    const cards = newItem(blocks, "2026-03-05", [], "programmeCards");
    // A list that needs an item starts with one; an optional choice starts unset; a text list empty.
    expect(cards.programmes).toHaveLength(1);
    expect(cards.programmes).toMatchObject([{ icon: "book", points: [], title: words("") }]);
    expect(Object.keys((cards.programmes as object[])[0] ?? {})).not.toContain("accent");
    expect(newItem(buttons, "2026-03-05", [], "apply")).toMatchObject({
      kind: "apply",
      type: "choose",
      label: words(""),
    });
  });

  it("changes an item's kind to a new item of that kind, keeping its id and the fields both kinds have", () => {
    const kinds = listUnion(buttons) as UnionField;
    const hero = pageForTest().blocks[0];
    if (hero?.kind !== "hero") throw new Error("the test page changed");
    const link = hero.actions[0];
    expect(withKind(kinds, link, "apply", "2026-03-05")).toEqual({
      id: "get-involved",
      kind: "apply",
      label: words("Get Involved", "हमसे जुड़ें"),
      type: "choose",
    });
    expect(lostByKind(kinds, link, "apply")).toEqual(["Goes to"]);
    const cards = pageForTest().blocks[2];
    const steps = withKind(sections, cards, "steps", "2026-03-05");
    expect(steps).toMatchObject({
      id: "four-ways",
      kind: "steps",
      heading: words("Four ways we keep children learning"),
      tone: "muted",
    });
    expect(steps.steps).toHaveLength(1);
    expect(steps).not.toHaveProperty("programmes");
    expect(lostByKind(sections, cards, "steps")).toEqual(["Programmes"]);
    expect(lostByKind(sections, cards, "stories")).toEqual(["Programmes"]);
  });

  it("names each block by its kind and heading, and lists every text, a line's by its place", () => {
    const page = pageForTest();
    expect(page.blocks.map((block) => itemName(blocks, block, "?"))).toEqual([
      "Heading band",
      "Education drawing and figures — Education at a glance",
      "Programme cards — Four ways we keep children learning",
      "Call to action — Join us",
    ]);
    const flat = flatFields(fields, page);
    expect(flat).toContainEqual({
      label:
        "Sections › Programme cards — Four ways we keep children learning › Programmes › Community Learning Centres › Ticked lines › Line 2",
      field: expect.objectContaining({ kind: "localized", path: "blocks.2.programmes.0.points.1", max: 200 }),
    });
    expect(flat.map(({ label }) => label)).toContain(
      "Sections › Heading band › Buttons › Opens a page — Get Involved › Goes to",
    );
    expect(flat.some(({ field }) => field.kind === "constant" || field.kind === "hidden")).toBe(false);
  });

  it("finds a line's published counterpart at its place, a block's by its id", () => {
    const published = pageForTest();
    const now = pageForTest();
    now.blocks.reverse();
    expect(counterpartAt(published, now, "blocks.1.programmes.0.points.1")).toEqual(
      words("Reading tested", "पढ़ने की जाँच"),
    );
    expect(counterpartAt(published, now, "blocks.1.heading")).toEqual(words("Four ways we keep children learning"));
  });
});

describe("the history's comparison of a page", () => {
  const fields = modelFields(pageSchema);
  const rows = (then: unknown, now: unknown) =>
    differences(fields, then, now).map(({ label, was, is }) => ({ label, was, is }));

  it("compares a block with itself after a move, its lines by place, its kind as one row", () => {
    const then = pageForTest();
    const now = pageForTest();
    const [hero, glance, cards, cta] = now.blocks;
    if (cards?.kind !== "programmeCards" || !hero || !glance || !cta) throw new Error("the test page changed");
    const card = cards.programmes[0];
    if (!card) throw new Error("the test page changed");
    card.points = [words("Free of cost, always", "मुफ़्त"), words("Reading tested", "पढ़ने की जाँच"), words("Snacks")];
    card.accent = "saffron";
    now.blocks = [hero, cards, glance, { ...cta, kind: "steps" } as never];
    const path =
      "Sections › Programme cards — Four ways we keep children learning › Programmes › Community Learning Centres";
    expect(rows(then, now)).toEqual([
      { label: `${path} › Colour`, was: "None", is: "Saffron" },
      { label: `${path} › Ticked lines › Line 1`, was: "Free of cost / मुफ़्त", is: "Free of cost, always / मुफ़्त" },
      { label: `${path} › Ticked lines › Line 3`, was: "(not in the list)", is: "Snacks" },
      { label: "Sections › Steps — Join us › Kind of section", was: "Call to action", is: "Steps" },
      {
        label: "Sections: order",
        was: "Heading band\nEducation drawing and figures — Education at a glance\nProgramme cards — Four ways we keep children learning\nCall to action — Join us",
        is: "Heading band\nProgramme cards — Four ways we keep children learning\nEducation drawing and figures — Education at a glance\nSteps — Join us",
      },
    ]);
    expect(rows(then, then)).toEqual([]);
  });

  it("says a line removed", () => {
    const then = pageForTest();
    const now = pageForTest();
    const cards = now.blocks[2];
    if (cards?.kind !== "programmeCards" || !cards.programmes[0]) throw new Error("the test page changed");
    cards.programmes[0].points.pop();
    expect(rows(then, now)).toEqual([
      {
        label:
          "Sections › Programme cards — Four ways we keep children learning › Programmes › Community Learning Centres › Ticked lines › Line 2",
        was: "Reading tested / पढ़ने की जाँच",
        is: "Removed",
      },
    ]);
  });
});
