import { describe, expect, it } from "vitest";
import { reach, reachBlocks } from "~/content/reach";
import { count, renderForTest } from "../render-for-test";
import { RegionPanelsBlock } from "./region-panels-block";

const block = reachBlocks.find((b) => b.kind === "regionPanels");
if (!block) throw new Error("/Reach has a region-panels block");

describe("RegionPanelsBlock", () => {
  it("shows the section heading and four tabs, the first selected, every panel in the HTML", () => {
    const html = renderForTest(<RegionPanelsBlock block={block} />);
    expect(html).toContain(`>${reach.explore.heading}</h2>`);
    expect(count(html, /role="tab"/g)).toBe(4);
    expect(count(html, /role="tabpanel"/g)).toBe(4);
    expect(html).toContain(reach.geographic.heading);
    for (const label of Object.values(reach.tabs)) expect(html).toContain(label);
  });
});
