import { describe, expect, it } from "vitest";
import { siteDetailsSchema } from "#common/content-model/site-details";
import { flatFields, modelFields, valueAt, withValueAt } from "./model-fields";

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
