import { describe, expect, it } from "vitest";
import type { FormOutcome } from "#common/form-kit/outcome";
import { contactMessages } from "#common/messages/contact";
import { contactMessages as hindiContactMessages } from "#common/messages/hi/contact";
import { keyed, type Message } from "#common/messages/keyed";
import { outcomeInLanguage } from "./visitor-actions.server";

describe("a visitor form's answer to a plain POST", () => {
  // As the server's visitor forms give it: keyed messages, and one the server only has as text.
  const refused: FormOutcome<Message> = {
    ok: false,
    status: 400,
    message: keyed("contactMessages.contactUs.failure"),
    errors: {
      firstName: keyed("contactMessages.validation.firstNameRequired"),
      message: keyed("contactMessages.validation.tooLong", { max: 5000 }),
      resume: "Request body is too large",
    },
    values: { firstName: "", message: "Typed by the visitor" },
  };

  it("is in Hindi on a Hindi page: its message and field errors, what was typed left as it was", () => {
    const hindi = outcomeInLanguage(refused, "hi");
    expect(hindi.ok).toBe(false);
    if (hindi.ok) return;
    expect(hindi.errors?.firstName).toBe(hindiContactMessages.validation.firstNameRequired);
    expect(hindi.errors?.message).toBe("कृपया इसे 5,000 अक्षरों से छोटा रखें");
    // Text the server has in no catalogue stays as it is.
    expect(hindi.errors?.resume).toBe("Request body is too large");
    expect(hindi.message).toBe(hindiContactMessages.contactUs.failure);
    expect(hindi.values).toEqual(refused.values);
    expect(hindi.status).toBe(400);
  });

  it("says a sent form's thanks in Hindi", () => {
    const sent = outcomeInLanguage(
      { ok: true, status: 200, message: keyed("contactMessages.contactUs.success") },
      "hi",
    );
    expect(sent.message).toBe(hindiContactMessages.contactUs.success);
  });

  it("is in English on an English page", () => {
    const english = outcomeInLanguage(refused, "en");
    expect(english).toEqual({
      ...refused,
      message: contactMessages.contactUs.failure,
      errors: {
        firstName: contactMessages.validation.firstNameRequired,
        message: "Please keep this under 5,000 characters",
        resume: "Request body is too large",
      },
    });
  });
});
