import { describe, expect, it } from "vitest";
import { plainTextFromMarkdown, truncate } from "./blog-text";

describe("truncate", () => {
  it("leaves short text alone", () => {
    expect(truncate("Short  text ", 60)).toBe("Short text");
  });

  it("cuts long text at a word boundary, within the limit, with ...", () => {
    const text = "Forty girls from three villages learned to bowl, bat and lead their own teams this summer.";
    const cut = truncate(text, 60);
    expect(cut).toBe("Forty girls from three villages learned to bowl, bat and...");
    expect(cut.length).toBeLessThanOrEqual(63);
  });

  it("cuts a long word where it must", () => {
    expect(truncate("x".repeat(200), 120)).toBe(`${"x".repeat(120)}...`);
  });
});

describe("plainTextFromMarkdown", () => {
  it("keeps the words and drops the syntax", () => {
    expect(
      plainTextFromMarkdown(
        "## The camp\n\nIt rained on **day two**. See [photos](https://x.in) ![a](/a.png)\n\n- one\n1. two\n\n```\ncode\n```\n\n<script>bad()</script>",
      ),
    ).toBe("The camp It rained on day two. See photos one two");
  });
});
