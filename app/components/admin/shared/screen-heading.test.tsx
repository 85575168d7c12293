import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScreenHeading } from "./screen-heading";

describe("an admin screen's heading", () => {
  it("is an h2 with the id its section is labelled by, then the intro", () => {
    const html = renderToStaticMarkup(<ScreenHeading id="staff-heading" title="Staff" intro="Invite the people" />);
    expect(html).toMatch(/<h2 id="staff-heading" class="[^"]*">Staff<\/h2><p class="[^"]*">Invite the people<\/p>/);
    expect(html).not.toContain("<h1");
  });

  it("draws no intro and no button row when there are none (a reader without the right gets no empty box)", () => {
    const html = renderToStaticMarkup(<ScreenHeading title="Blogs" actions={false} />);
    expect(html).not.toContain("<p");
    expect(html.match(/<div/g)).toHaveLength(2);
  });

  it("puts the link back above the heading, links about the subject under the intro, and the buttons after the words", () => {
    const html = renderToStaticMarkup(
      <ScreenHeading
        title="Edit item"
        intro="A title"
        back={<a href="/admin/gallery">Back</a>}
        actions={<button type="button">Upload</button>}
      >
        <a href="/Education">View page</a>
      </ScreenHeading>,
    );
    const order = ["Back", "Edit item", "A title", "View page", "Upload"].map((word) => html.indexOf(word));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
