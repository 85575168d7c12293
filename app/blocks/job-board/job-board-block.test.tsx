import { describe, expect, it } from "vitest";
import { openingsFor } from "#common/content-model/job-openings";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { initialJobOpenings } from "../../../server/content-seed/job-openings";
import { blockOf, renderForTest } from "../render-for-test";
import { JobBoardBlock } from "./job-board-block";

const openings = openingsFor(initialJobOpenings, "en", "2026-01-01");
const board = blockOf(shownOnNewSite("workWithUs").blocks, "jobBoard");

describe("JobBoardBlock", () => {
  it("is the #openings section with the openings it is given, counted on the chips", () => {
    const html = renderForTest(<JobBoardBlock block={{ ...board, openings }} />);
    expect(html).toContain('<section id="openings"');
    expect(html).toContain(">Find your role</h2>");
    for (const job of openings) expect(html).toContain(job.title.replace("&", "&amp;"));
    expect(html).toContain(`${openings.length} positions found`);
  });

  it("names the chips, the urgencies and the cards' parts with the block's words", () => {
    const words = {
      ...board,
      filter: { ...board.filter, allCategories: "Every role" },
      categories: { ...board.categories, tech: "Tech & data" },
      urgencies: { ...board.urgencies, high: "Hiring now" },
      labels: { ...board.labels, apply: "Send us your application" },
    };
    const html = renderForTest(<JobBoardBlock block={{ ...words, openings }} />);
    expect(html).toContain("Every role");
    expect(html).toContain("Tech &amp; data");
    expect(html).toContain("Hiring now");
    expect(html).toContain("Send us your application");
    expect(html).not.toContain("All Positions");
  });

  it("says so when no opening is listed", () => {
    const html = renderForTest(<JobBoardBlock block={{ ...board, openings: [] }} />);
    expect(html).toContain("No positions found");
  });
});
