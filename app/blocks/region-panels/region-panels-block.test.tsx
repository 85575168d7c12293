import { describe, expect, it } from "vitest";
import { pageDocumentData } from "~/lib/page-document.server";
import { reachPage } from "../../../server/content-seed/pages/reach";
import { blockOf, count, iconsDrawn, renderForTest } from "../render-for-test";
import { RegionPanelsBlock } from "./region-panels-block";

const block = blockOf(pageDocumentData(reachPage, "reach", "en").blocks, "regionPanels");

describe("RegionPanelsBlock", () => {
  it("shows the section heading and four tabs, the first selected, every panel in the HTML", () => {
    const html = renderForTest(<RegionPanelsBlock block={block} />);
    expect(html).toContain(`>${block.heading}</h2>`);
    expect(count(html, /role="tab"/g)).toBe(4);
    expect(count(html, /role="tabpanel"/g)).toBe(4);
    expect(html).toContain('aria-selected="true"');
    for (const panel of [block.geographic, block.program, block.expansion, block.partnership]) {
      expect(html).toContain(panel.tab);
      expect(html).toContain(`>${panel.heading}</h3>`);
    }
  });

  it("draws each region's figures and words, the programmes' figures, the plans' budgets and the partners' icons", () => {
    const html = renderForTest(<RegionPanelsBlock block={block} />);
    const [north] = block.geographic.regions;
    expect(html).toContain(`${block.geographic.labels.states}: ${north?.states.join(", ")}`);
    expect(html).toContain(`>${north?.beneficiaries}</dd>`);
    expect(count(html, /<h4 class="text-xl font-bold text-slate-900">/g)).toBe(block.geographic.regions.length);
    for (const plan of block.expansion.plans) expect(html).toContain(plan.budget);
    expect(iconsDrawn(html)).toContain("users-round");
  });
});
