import { describe, expect, it } from "vitest";
import type { FormOutcome } from "#common/form-kit/outcome";
import { contactMessages as messages } from "#common/messages/contact";
import { messageStatus } from "./message-status";

const sent: FormOutcome = { ok: true, status: 200, message: "Sent, says the server" };
const tooMany: FormOutcome = { ok: false, status: 429, message: "Please wait 5 minutes" };
const refused: FormOutcome = { ok: false, status: 400, message: "Invalid", errors: { email: "Email is required" } };
const noNetwork: FormOutcome = { ok: false, status: 0, message: "" };

describe("what a contact form says of an outcome (spec 8)", () => {
  it("Contact Us: the server's message when it has one, else its own", () => {
    const status = messageStatus("contactUs");
    expect(status(sent, messages)).toEqual({ kind: "success", message: sent.message });
    expect(status({ ...sent, message: "" }, messages)).toEqual({
      kind: "success",
      message: messages.contactUs.success,
    });
    expect(status(tooMany, messages)).toEqual({ kind: "error", message: tooMany.message });
    expect(status(refused, messages)).toEqual({ kind: "error", message: messages.contactUs.failure });
    expect(status(noNetwork, messages)).toEqual({ kind: "error", message: messages.contactUs.failure });
  });

  it("Get In Touch: always its own words", () => {
    const status = messageStatus("getInTouch");
    expect(status(sent, messages)).toEqual({ kind: "success", message: messages.getInTouch.success });
    for (const outcome of [tooMany, refused, noNetwork])
      expect(status(outcome, messages)).toEqual({ kind: "error", message: messages.getInTouch.failure });
  });
});
