import { describe, expect, it } from "vitest";
import { jobOpeningSchema, jobOpeningsSchema } from "#common/content-model/job-openings";
import { siteDetailsSchema } from "#common/content-model/site-details";
import { differences } from "./differences";
import { counterpartAt, flatFields, type ListField, modelFields, newItem, valueAt, withValueAt } from "./model-fields";

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
