import { describe, expect, it } from "vitest";
import { openingsFor } from "#common/content-model/job-openings";
import { JOB_CATEGORIES } from "#common/content-model/job-terms";
import { initialJobOpenings } from "../../server/content-seed/job-openings";
import { filterOpenings, initialCareersFilter, positionsFoundText, withOpeningCounts } from "./careers-filter";

const ids = (list: { id: string }[]) => list.map((job) => job.id);
/** The count line's wording (the page's: Work With Us's document). */
const wording = { countOne: "{n} position found", countOther: "{n} positions found" };
/** A chip per category, and All Positions. */
const jobCategories = ["all", ...Object.keys(JOB_CATEGORIES)].map((id) => ({ id }));
/** A new site's openings, as /WorkWithUs shows them. */
const jobOpenings = openingsFor(initialJobOpenings, "en", "2026-01-01");

describe("filterOpenings", () => {
  it("shows every opening with the default filter (all, no text)", () => {
    expect(filterOpenings(jobOpenings, initialCareersFilter)).toHaveLength(6);
  });

  it("keeps only the selected category", () => {
    expect(ids(filterOpenings(jobOpenings, { category: "program", search: "" }))).toEqual([
      "education-program-manager",
      "women-empowerment-coordinator",
    ]);
    expect(ids(filterOpenings(jobOpenings, { category: "tech", search: "" }))).toEqual(["full-stack-developer"]);
  });

  it("searches title, department and location, ignoring case and surrounding spaces", () => {
    expect(ids(filterOpenings(jobOpenings, { category: "all", search: "  DEVELOPER " }))).toEqual([
      "full-stack-developer",
    ]);
    expect(ids(filterOpenings(jobOpenings, { category: "all", search: "resource mobilisation" }))).toEqual([
      "fundraising-partnerships-manager",
    ]);
    expect(ids(filterOpenings(jobOpenings, { category: "all", search: "jaipur" }))).toEqual([
      "education-program-manager",
      "finance-admin-executive",
    ]);
  });

  it("does not search the description or requirements", () => {
    expect(filterOpenings(jobOpenings, { category: "all", search: "Tally" })).toEqual([]);
  });

  it("combines category AND search", () => {
    expect(ids(filterOpenings(jobOpenings, { category: "admin", search: "jaipur" }))).toEqual([
      "finance-admin-executive",
    ]);
    expect(filterOpenings(jobOpenings, { category: "tech", search: "jaipur" })).toEqual([]);
  });
});

describe("positionsFoundText", () => {
  it("is singular only for 1", () => {
    expect(positionsFoundText(0, wording)).toBe("0 positions found");
    expect(positionsFoundText(1, wording)).toBe("1 position found");
    expect(positionsFoundText(2, wording)).toBe("2 positions found");
    expect(positionsFoundText(6, wording)).toBe("6 positions found");
  });
});

describe("a new site's openings (spec 9)", () => {
  it("lists six openings; each category's count is the openings it holds", () => {
    expect(jobOpenings).toHaveLength(6);
    const counts = Object.fromEntries(withOpeningCounts(jobCategories, jobOpenings).map((c) => [c.id, c.count]));
    expect(counts.all).toBe(jobOpenings.length);
    for (const category of jobCategories.filter((c) => c.id !== "all")) {
      expect(counts[category.id], category.id).toBe(jobOpenings.filter((job) => job.category === category.id).length);
    }
    // Every opening is in one of the chips: the categories add up to All Positions.
    expect(Object.entries(counts).reduce((sum, [id, n]) => (id === "all" ? sum : sum + n), 0)).toBe(counts.all);
    for (const job of jobOpenings) {
      expect(job.requirements.length).toBeGreaterThanOrEqual(3);
      expect(job.benefits.length).toBeGreaterThanOrEqual(3);
    }
  });
});
