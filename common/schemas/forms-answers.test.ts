import { describe, expect, it } from "vitest";
import { englishText } from "../messages/catalogues.ts";
import { formMessages } from "../messages/forms.ts";
import { checkAnswers, completeLink, externalFormRequest, type FormField } from "./forms.ts";

describe("a phone question's answer (the one phone rule, common/phone.ts)", () => {
  const fields: FormField[] = [{ id: "mobile", label: "Mobile", type: "phone", required: true }];
  it("is kept in its normal form", () => {
    expect(checkAnswers(fields, { mobile: " 098290-12345 " })).toEqual({
      errors: {},
      values: { mobile: "+919829012345" },
    });
    expect(checkAnswers(fields, { mobile: "+1 (555) 010-9999" }).values).toEqual({ mobile: "+15550109999" });
  });
  it.each(["98765 4321", "12345", "98765 4321a"])("refuses %j with spec 5's message", (mobile) => {
    const check = checkAnswers(fields, { mobile });
    expect(check).toEqual({ errors: { mobile: { key: "formMessages.answer.invalidPhone" } }, values: {} });
    expect(englishText(check.errors.mobile ?? "")).toBe(formMessages.answer.invalidPhone);
  });
});

describe("form links typed without https:// are completed (issue 23)", () => {
  it.each([
    ["forms.gle/abc123", "https://forms.gle/abc123"],
    [
      "docs.google.com/forms/d/e/xyz/viewform?usp=sf_link",
      "https://docs.google.com/forms/d/e/xyz/viewform?usp=sf_link",
    ],
    [" example.org ", "https://example.org"],
    ["https://forms.gle/abc", "https://forms.gle/abc"],
    ["not a link", "not a link"],
  ])("%s -> %s", (typed, completed) => expect(completeLink(typed)).toBe(completed));

  it("the schema stores the completed address and still refuses what is not one", () => {
    const base = { title: "Volunteer sign-up", description: "Weekend teaching." };
    expect(externalFormRequest.parse({ ...base, link: "forms.gle/abc" }).link).toBe("https://forms.gle/abc");
    expect(externalFormRequest.safeParse({ ...base, link: "javascript:alert(1)" }).success).toBe(false);
    expect(externalFormRequest.safeParse({ ...base, link: "just words" }).success).toBe(false);
  });
});
