import { describe, expect, it } from "vitest";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { blockOf, inOrder, positionsOf, renderForTest } from "../render-for-test";
import { StepsBlock } from "./steps-block";

const steps = [
  { title: "Consultation", description: "We meet the principal and teachers.", duration: "1 week" },
  { title: "School Assessment", description: "A baseline of learning levels.", duration: "2-3 weeks" },
  { title: "Launch and Review", description: "The programme begins.", duration: "Ongoing" },
];

describe("StepsBlock", () => {
  it("shows the heading and every step's title in order", () => {
    const html = renderForTest(
      <StepsBlock block={{ kind: "steps", tone: "muted", heading: "Partnership Process", steps }} />,
    );
    expect(html).toContain(">Partnership Process</h2>");
    expect(
      inOrder(
        positionsOf(
          html,
          steps.map((step) => step.title),
        ),
      ),
    ).toBe(true);
  });

  it("ends with its callout: an h3, a line and an outline button", () => {
    // Work With Us's, pointing to the fellowships.
    const html = renderForTest(<StepsBlock block={blockOf(shownOnNewSite("workWithUs").blocks, "steps")} />);
    expect(html).toContain(">Early in your career?</h3>");
    expect(html).toMatch(/<a (?=[^>]*href="\/Fellowship")[^>]*border-brand-700/);
  });
});
