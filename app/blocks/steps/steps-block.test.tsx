import { describe, expect, it } from "vitest";
import { workWithUs, workWithUsBlocks } from "~/content/jobs";
import { href } from "~/content/paths";
import { schoolPartnerships } from "~/content/school-partnerships";
import { blockOf, inOrder, positionsOf, renderForTest } from "../render-for-test";
import { StepsBlock } from "./steps-block";

describe("StepsBlock", () => {
  it("shows the heading and every step's title in order", () => {
    const html = renderForTest(
      <StepsBlock
        block={{
          kind: "steps",
          tone: "muted",
          heading: schoolPartnerships.processHeading,
          steps: schoolPartnerships.steps,
        }}
      />,
    );
    expect(html).toContain(`>${schoolPartnerships.processHeading}</h2>`);
    expect(
      inOrder(
        positionsOf(
          html,
          schoolPartnerships.steps.map((step) => step.title),
        ),
      ),
    ).toBe(true);
  });

  it("ends with its callout: an h3, a line and an outline button", () => {
    const html = renderForTest(<StepsBlock block={blockOf(workWithUsBlocks, "steps")} />);
    expect(html).toContain(`>${workWithUs.fellowshipHeading}</h3>`);
    expect(html).toMatch(new RegExp(`<a (?=[^>]*href="${href("fellowship")}")[^>]*border-brand-700`));
  });
});
