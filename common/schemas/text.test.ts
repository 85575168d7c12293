import { describe, expect, it } from "vitest";
import { boundedText, canonicalEmail, isEmailAddress, requiredText } from "./text.ts";

/** The pattern the specification describes, as a reference on short input only. */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the slow pattern itself, run on short samples only
const SPEC_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

describe("isEmailAddress", () => {
  const samples = [
    "a@b.c",
    "name.surname@example.org",
    "x@y.co.in",
    "a@.b.c",
    "a@b..c",
    "a@b.",
    "a@.b",
    "@b.c",
    "a@b",
    "a@@b.c",
    "a b@c.d",
    "a@b.c ",
    "a@b\t.c",
    "",
    "a@",
    "a@..",
    "a@...",
    "ab@c.",
    "a.b@c",
    "a@b.c@d.e",
    "ä@ü.ö",
  ];
  it.each(samples)("accepts nothing the specification's pattern refuses: %j", (sample) => {
    if (isEmailAddress(sample)) expect(SPEC_PATTERN.test(sample)).toBe(true);
  });

  it.each([
    "a@b.co",
    "first.last+tag@example.org.in",
    "a@b.c",
    "o'brien@example.ie",
    "=cmd@example.in",
    "a-@sub-domain.example.in",
    "Victim@Example.COM",
    "सीता@उदाहरण.भारत",
    `${"l".repeat(64)}@${"d".repeat(63)}.in`,
  ])("accepts the plain address %j", (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  // Each of these a mailer reads as a name, a comment or several recipients, or is no address at all (issue 40).
  it.each([
    ["a display name", "n1<victim@x.com>"],
    ["a display name with a space", "Victim <victim@x.com>"],
    ["a bare angle address", "<victim@x.com>"],
    ["a comment", "victim@x.com(c1)"],
    ["a comment in front", "(c1)victim@x.com"],
    ["a space inside", "vic tim@x.com"],
    ["a space at the end", "victim@x.com "],
    ["a tab", "victim@x.com\t"],
    ["a line break", "victim@x.com\nBcc: other@y.com"],
    ["a no-break space", "victim@x.com\u00a0"],
    ["quotes", '"victim"@x.com'],
    ["a quoted local part with an @", '"a@b"@x.com'],
    ["two @", "a@b@x.com"],
    ["no dot in the domain", "victim@localhost"],
    ["a trailing dot", "victim@x.com."],
    ["a leading dot in the domain", "victim@.x.com"],
    ["two dots in the domain", "victim@x..com"],
    ["a leading dot in the local part", ".victim@x.com"],
    ["a dot before the @", "victim.@x.com"],
    ["two dots in the local part", "vic..tim@x.com"],
    ["a list with a comma", "a@b.c,d@e.f"],
    ["a list with a semicolon", "a@b.c;d@e.f"],
    ["a group", "g:victim@x.com;"],
    ["a domain literal", "victim@[127.0.0.1]"],
    ["a backslash", "vic\\tim@x.com"],
    ["a hyphen starting a label", "victim@-x.com"],
    ["a hyphen ending a label", "victim@x-.com"],
    ["an underscore in the domain", "victim@x_y.com"],
    ["an emoji", "😀@x.com"],
    ["a control character", "victim\u0000@x.com"],
    ["a right-to-left override", "victim\u202e@x.com"],
    ["no local part", "@x.com"],
    ["nothing", ""],
    ["a local part over 64 characters", `${"l".repeat(65)}@x.in`],
    ["a label over 63 characters", `a@${"d".repeat(64)}.in`],
    ["over 254 characters", `a@${`${"d".repeat(50)}.`.repeat(5)}in`],
  ])("refuses %s: %j", (_, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it("answers at once on the input that made the old pattern backtrack", () => {
    const hostile = `a@${".".repeat(1_000_000)}@`;
    const started = performance.now();
    expect(isEmailAddress(hostile)).toBe(false);
    expect(isEmailAddress(`a@${"b.".repeat(500_000)}@`)).toBe(false);
    expect(isEmailAddress(`a@${"b.".repeat(120)}`)).toBe(false);
    // Generous: the old pattern took minutes on this input.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("canonicalEmail", () => {
  it.each([
    ["Victim@Example.COM", "victim@example.com"],
    ["  victim@example.com ", "victim@example.com"],
    ["First.Last+Tag@Example.Org.IN", "first.last+tag@example.org.in"],
    ["सीता@उदाहरण.भारत", "सीता@उदाहरण.भारत"],
    // "é" as e and a combining accent, and as one character: one spelling.
    ["re\u0301my@example.fr", "r\u00e9my@example.fr"],
  ])("spells %j as %j", (typed, canonical) => {
    expect(canonicalEmail(typed)).toBe(canonical);
    expect(isEmailAddress(canonical)).toBe(true);
  });
});

describe("boundedText", () => {
  it("stops at the length check: nothing after it runs on an over-long value", () => {
    let refinements = 0;
    const schema = boundedText(10, "too long", { required: "required" }).refine(() => {
      refinements += 1;
      return true;
    });
    const result = schema.safeParse("x".repeat(11));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["too long"]);
    expect(refinements).toBe(0);
  });

  it("says required for an empty value, once", () => {
    const schema = boundedText(10, "too long", { required: "required" }).refine(() => false, "invalid");
    expect(schema.safeParse("   ").error?.issues.map((issue) => issue.message)).toEqual(["required"]);
  });

  it("trims unless told not to", () => {
    expect(boundedText(5, "too long").parse("  ab  ")).toBe("ab");
    expect(boundedText(10, "too long", { trim: false }).parse("  ab  ")).toBe("  ab  ");
  });
});

describe("requiredText", () => {
  const schema = requiredText({ max: 5, required: "required", tooLong: (max) => `at most ${max}` });
  const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

  it("says the catalogue's words for a missing, empty and over-long value", () => {
    expect(messages(undefined)).toEqual(["required"]);
    expect(messages("  ")).toEqual(["required"]);
    expect(messages("abcdef")).toEqual(["at most 5"]);
  });

  it("takes a trimmed text up to its limit", () => {
    expect(schema.parse(" abcde ")).toBe("abcde");
  });
});
