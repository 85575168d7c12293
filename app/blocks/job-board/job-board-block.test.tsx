import { describe, expect, it } from "vitest";
import { openingsFor } from "#common/content-model/job-openings";
import { workWithUs, workWithUsBlocks } from "~/content/jobs";
import { initialJobOpenings } from "../../../server/content-seed/job-openings";
import { blockOf, renderForTest } from "../render-for-test";
import { JobBoardBlock } from "./job-board-block";

const openings = openingsFor(initialJobOpenings, "en", "2026-01-01");

describe("JobBoardBlock", () => {
  it("is the #openings section with the openings it is given, counted on the chips", () => {
    const html = renderForTest(<JobBoardBlock block={{ ...blockOf(workWithUsBlocks, "jobBoard"), openings }} />);
    expect(html).toContain('<section id="openings"');
    expect(html).toContain(`>${workWithUs.openingsHeading}</h2>`);
    for (const job of openings) expect(html).toContain(job.title.replace("&", "&amp;"));
    expect(html).toContain(`${openings.length} positions found`);
  });

  it("says so when no opening is listed", () => {
    const html = renderForTest(<JobBoardBlock block={{ ...blockOf(workWithUsBlocks, "jobBoard"), openings: [] }} />);
    expect(html).toContain(workWithUs.emptyHeading);
  });
});
