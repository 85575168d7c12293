import { describe, expect, it } from "vitest";
import { boundedText, isEmailAddress } from "./text.ts";

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
  it.each(samples)("agrees with the specification's pattern on %j", (sample) => {
    expect(isEmailAddress(sample)).toBe(SPEC_PATTERN.test(sample));
  });

  it("answers at once on the input that made the old pattern backtrack", () => {
    const hostile = `a@${".".repeat(1_000_000)}@`;
    const started = performance.now();
    expect(isEmailAddress(hostile)).toBe(false);
    expect(isEmailAddress(`a@${"b.".repeat(500_000)}@`)).toBe(false);
    // Generous: the old pattern took minutes on this input.
    expect(performance.now() - started).toBeLessThan(1000);
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
