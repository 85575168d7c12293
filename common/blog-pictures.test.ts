import { describe, expect, it } from "vitest";
import { contentPictures, firstUndescribedPicture, pictureMarkdown, withPicture } from "./blog-pictures.ts";
import { publishRefusal } from "./blog-publish-rules.ts";

const url = "/api/images/blog/0123456789abcdef0123456789abcdef-1600.webp";

describe("pictures in a post's Markdown (issue 43)", () => {
  it("reads each picture's alt text, address and caption, in order, with Markdown's escapes undone", () => {
    const content = `Intro\n\n![Girls at the \\[new\\] pump](${url} "Phulera, \\"June\\"")\n\nText ![](/a.png) and ![x](/b.png)`;
    expect(contentPictures(content).map(({ number, alt, src, caption }) => ({ number, alt, src, caption }))).toEqual([
      { number: 1, alt: "Girls at the [new] pump", src: url, caption: 'Phulera, "June"' },
      { number: 2, alt: "", src: "/a.png", caption: "" },
      { number: 3, alt: "x", src: "/b.png", caption: "" },
    ]);
  });

  it("writes alt text and caption so that reading them back gives what was typed", () => {
    for (const [alt, caption] of [
      ["Children [Class 3] reading", 'The "library" corner \\ shelf'],
      ["बच्चे पढ़ते हुए", ""],
      ["", "Only a caption"],
    ] as const) {
      const markdown = pictureMarkdown({ alt, src: url, caption });
      const [read] = contentPictures(`Before ${markdown} after`);
      expect(read).toMatchObject({ alt, caption, src: url });
    }
    // Lines become one: a caption or alt text cannot break the picture's Markdown.
    expect(pictureMarkdown({ alt: "two\nlines", src: url, caption: "a\r\nb" })).toBe(`![two lines](${url} "a b")`);
    expect(pictureMarkdown({ alt: "no caption", src: url, caption: "  " })).toBe(`![no caption](${url})`);
  });

  it("changes one picture and leaves the rest of the text as it was", () => {
    const content = `A\n\n![](/a.png)\n\nB\n\n![b](/b.png)\n\nC`;
    const [, second] = contentPictures(content);
    if (!second) throw new Error("no second picture");
    expect(withPicture(content, second, { caption: "Sports day" })).toBe(
      `A\n\n![](/a.png)\n\nB\n\n![b](/b.png "Sports day")\n\nC`,
    );
  });

  it("finds the first picture without alt text (the old placeholder counts as none)", () => {
    expect(firstUndescribedPicture("![ok](/a.png) ![Describe the photo](/b.png) ![](/c.png)")?.number).toBe(2);
    expect(firstUndescribedPicture("![ok](/a.png) ![  ](/b.png)")?.number).toBe(2);
    expect(firstUndescribedPicture("![ok](/a.png)")).toBeUndefined();
  });

  it("stays quick on text made to make a pattern backtrack", () => {
    const started = performance.now();
    contentPictures("![".repeat(50_000));
    contentPictures(`![${"a".repeat(50_000)}`);
    contentPictures(`![a](${"/".repeat(50_000)}`);
    contentPictures(`![a](/x "${"\\".repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("what publishing needs (issue 43)", () => {
  it("needs the excerpt and content, with the specification's message", () => {
    expect(publishRefusal({ excerpt: " ", content: "" })).toEqual({
      message: "Please fill in all required fields (title, excerpt, content)",
      errors: { excerpt: "Excerpt is required", content: "Content is required" },
    });
    expect(publishRefusal({ excerpt: "x", content: "" })?.errors).toEqual({ content: "Content is required" });
  });

  it("names the first picture without alt text", () => {
    const refusal = publishRefusal({ excerpt: "x", content: "![a](/a.png)\n\n![](/b.png)" });
    expect(refusal?.picture).toBe(2);
    expect(refusal?.message).toMatch(/^Picture 2 needs alt text/);
    expect(refusal?.errors.content).toBe(refusal?.message);
    expect(publishRefusal({ excerpt: "x", content: "![a](/a.png)" })).toBeUndefined();
  });
});
