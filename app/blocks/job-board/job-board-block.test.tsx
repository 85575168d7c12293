import { describe, expect, it } from "vitest";
import { jobOpenings, workWithUs, workWithUsBlocks } from "~/content/jobs";
import { blockOf, renderForTest } from "../render-for-test";
import { JobBoardBlock } from "./job-board-block";

describe("JobBoardBlock", () => {
  it("is the #openings section with the board's openings", () => {
    const html = renderForTest(<JobBoardBlock block={blockOf(workWithUsBlocks, "jobBoard")} />);
    expect(html).toContain('<section id="openings"');
    expect(html).toContain(`>${workWithUs.openingsHeading}</h2>`);
    expect(html).toContain(jobOpenings[0]?.title);
  });
});
