import { describe, expect, it } from "vitest";
import { fill } from "#common/fill";
import type { FormOutcome } from "#common/form-kit/outcome";
import { contactMessages } from "#common/messages/contact";
import { contactMessages as hindiContactMessages } from "#common/messages/hi/contact";
import { outcomeInLanguage } from "./visitor-actions.server";

describe("a visitor form's answer to a plain POST", () => {
  const refused: FormOutcome = {
    ok: false,
    status: 400,
    message: contactMessages.contactUs.failure,
    errors: {
      firstName: contactMessages.validation.firstNameRequired,
      message: fill(contactMessages.validation.tooLong, { max: 5000 }),
    },
    values: { firstName: "", message: "Typed by the visitor" },
  };

  it("is in Hindi on a Hindi page: its message and field errors, what was typed left as it was", () => {
    const hindi = outcomeInLanguage(refused, "hi");
    expect(hindi.ok).toBe(false);
    if (hindi.ok) return;
    expect(hindi.errors?.firstName).toBe(hindiContactMessages.validation.firstNameRequired);
    expect(hindi.errors?.message).toBe("कृपया इसे 5,000 अक्षरों से छोटा रखें");
    expect(hindi.message).toBe(hindiContactMessages.contactUs.failure);
    expect(hindi.values).toEqual(refused.values);
    expect(hindi.status).toBe(400);
  });

  it("says a sent form's thanks in Hindi", () => {
    const sent = outcomeInLanguage({ ok: true, status: 200, message: contactMessages.contactUs.success }, "hi");
    expect(sent.message).toBe(hindiContactMessages.contactUs.success);
  });

  it("is unchanged on an English page", () => {
    expect(outcomeInLanguage(refused, "en")).toBe(refused);
  });
});
