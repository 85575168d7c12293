import { describe, expect, it } from "vitest";
import { completeLink, externalFormRequest, isPhoneNumber } from "./forms.ts";

describe("isPhoneNumber: Indian or international numbers (issue 23)", () => {
  it.each([
    "98765 43210",
    "+91 98765 43210",
    "+91-98765-43210",
    "098765 43210",
    "91 98765 43210",
    "(0141) 222-3344",
    "+44 20 7946 0958",
    "+1 (555) 010-9999",
  ])("accepts %s", (phone) => expect(isPhoneNumber(phone)).toBe(true));

  it.each(["12345", "98765", "+91 123", "987654321012345678", "98765 4321a", "+", ""])("refuses %s", (phone) =>
    expect(isPhoneNumber(phone)).toBe(false),
  );
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
