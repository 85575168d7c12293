import { describe, expect, it } from "vitest";
import { answerFieldMessages, answerMessage } from "./api-messages";

describe("an API answer's messages, as a page reads them", () => {
  const refusal = {
    success: false,
    message: "Validation errors: email: Invalid email address; body: Unrecognized key",
    errors: { email: "Invalid email address", body: "Unrecognized key" },
    errorKeys: { email: { key: "newsletterMessages.validation.emailInvalid" } },
  };

  it("keeps a field's key and its English, and the text of a field without a key", () => {
    expect(answerFieldMessages(refusal)).toEqual({
      email: { key: "newsletterMessages.validation.emailInvalid", text: "Invalid email address" },
      body: "Unrecognized key",
    });
    expect(answerFieldMessages({ success: false, message: "Gone" })).toBeUndefined();
    expect(answerFieldMessages(null)).toBeUndefined();
  });

  it("reads the message by its key and params, else its text, else the fallback", () => {
    const tooMany = {
      success: false,
      message: "Please wait 2 minutes",
      key: "contactMessages.tooMany",
      params: { n: 2 },
    };
    expect(answerMessage(tooMany, "fallback")).toEqual({
      key: "contactMessages.tooMany",
      params: { n: 2 },
      text: "Please wait 2 minutes",
    });
    expect(answerMessage({ success: false, message: "Request body is too large" }, "fallback")).toBe(
      "Request body is too large",
    );
    expect(answerMessage({ message: "" }, "fallback")).toBe("fallback");
    expect(answerMessage("not json", { key: "newsletterMessages.failure" })).toEqual({
      key: "newsletterMessages.failure",
    });
  });
});
