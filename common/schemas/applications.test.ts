import { describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "../form-body-limits.ts";
import { type IssueLike, issueMessage } from "../form-kit/field-errors.ts";
import { englishText } from "../messages/catalogues.ts";
import { applicationMessages } from "../messages/contact.ts";
import { resumeProblem } from "../visitor-form-fields.ts";
import { applicationRequest } from "./applications.ts";
import { getInTouchRequest } from "./contact.ts";

describe("the visitor forms' phone numbers (the one phone rule, common/phone.ts)", () => {
  const application = {
    firstName: "Priya",
    lastName: "Sharma",
    email: "priya@example.in",
    age: "21",
    availability: "weekends",
    interests: ["Content Writing"],
    motivation: "To teach.",
  };
  const message = {
    firstName: "Priya",
    lastName: "Sharma",
    email: "priya@example.in",
    interest: "general",
    message: "Hi",
  };
  const phoneOf = (result: { success: boolean; data?: { phone: string } }) => result.data?.phone;
  /** The phone's message as the API answers it (the schema gives it keyed). */
  const errorOf = (result: { error?: { issues: (IssueLike & { path: PropertyKey[] })[] } }) => {
    const issue = result.error?.issues.find((found) => found.path[0] === "phone");
    return issue && englishText(issueMessage(issue));
  };

  it("are kept in their normal form", () => {
    expect(phoneOf(applicationRequest.safeParse({ ...application, phone: "098290-12345" }))).toBe("+919829012345");
    expect(phoneOf(getInTouchRequest.safeParse({ ...message, phone: "+1 555 0100" }))).toBe("+15550100");
    // Optional on the contact forms: none given is none stored.
    expect(phoneOf(getInTouchRequest.safeParse(message))).toBe("");
    expect(phoneOf(getInTouchRequest.safeParse({ ...message, phone: "  " }))).toBe("");
  });

  it("are refused with one message when they break the rule, on every form", () => {
    const invalid = "Enter a 10-digit mobile number";
    expect(errorOf(applicationRequest.safeParse({ ...application, phone: "98765 4321" }))).toBe(invalid);
    expect(errorOf(getInTouchRequest.safeParse({ ...message, phone: "98765 4321" }))).toBe(invalid);
    expect(errorOf(applicationRequest.safeParse({ ...application, phone: "" }))).toBe("Phone number is required");
  });
});

describe("resumeProblem", () => {
  const m = applicationMessages.validation;
  const problem = (file: { name: string; size: number }) => {
    const found = resumeProblem(file);
    return found && englishText(found);
  };
  it("accepts .pdf, .doc and .docx up to 5 MB, in any letter case", () => {
    expect(problem({ name: "CV.PDF", size: 1000 })).toBeUndefined();
    expect(problem({ name: "cv.doc", size: 1000 })).toBeUndefined();
    expect(problem({ name: "cv.docx", size: RESUME_MAX_BYTES })).toBeUndefined();
  });
  it("refuses other types, empty files and files over 5 MB", () => {
    expect(problem({ name: "cv.txt", size: 1000 })).toBe(m.resumeType);
    expect(problem({ name: "cv.pdf", size: 0 })).toBe(m.resumeType);
    expect(problem({ name: "cv.pdf", size: RESUME_MAX_BYTES + 1 })).toBe("The resume must be 5 MB or smaller");
  });
});
