import { describe, expect, it } from "vitest";
import { activeFormsDetail, countActiveForms } from "./active-forms";

const on = { disabled: false };
const off = { disabled: true };

describe("Active Forms", () => {
  it("counts the links not turned off and the published custom forms", () => {
    const count = countActiveForms([on, on, off, on], [on, off, on]);
    expect(count).toEqual({ links: 3, customForms: 2, total: 5 });
    expect(activeFormsDetail(count)).toBe("3 links · 2 custom forms");
  });

  it("says one link and one custom form in the singular", () => {
    expect(activeFormsDetail(countActiveForms([on], [on, off]))).toBe("1 link · 1 custom form");
  });

  it("counts the links alone when the custom forms could not be loaded", () => {
    const count = countActiveForms([on, off], null);
    expect(count).toEqual({ links: 1, customForms: null, total: 1 });
    expect(activeFormsDetail(count)).toBe("1 link");
  });
});
