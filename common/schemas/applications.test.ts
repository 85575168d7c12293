import { describe, expect, it } from "vitest";
import { applicationMessages } from "../messages/contact.ts";
import { RESUME_MAX_BYTES, resumeProblem } from "../visitor-form-fields.ts";
import { isPhoneNumber } from "./applications.ts";

describe("isPhoneNumber", () => {
  it.each(["+91 98765 43210", "098765-43210", "(0141) 272 1234", "9876543210"])("accepts %s", (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });
  it.each(["call me", "12345", "+91 98765 43210 98765", "98765+43210", "---"])("refuses %s", (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe("resumeProblem", () => {
  const m = applicationMessages.validation;
  it("accepts .pdf, .doc and .docx up to 5 MB, in any letter case", () => {
    expect(resumeProblem({ name: "CV.PDF", size: 1000 })).toBeUndefined();
    expect(resumeProblem({ name: "cv.doc", size: 1000 })).toBeUndefined();
    expect(resumeProblem({ name: "cv.docx", size: RESUME_MAX_BYTES })).toBeUndefined();
  });
  it("refuses other types, empty files and files over 5 MB", () => {
    expect(resumeProblem({ name: "cv.txt", size: 1000 })).toBe(m.resumeType);
    expect(resumeProblem({ name: "cv.pdf", size: 0 })).toBe(m.resumeType);
    expect(resumeProblem({ name: "cv.pdf", size: RESUME_MAX_BYTES + 1 })).toBe("The resume must be 5 MB or smaller");
  });
});
