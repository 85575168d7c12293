import { describe, expect, it } from "vitest";
import { initialJobOpenings } from "../../server/content-seed/job-openings";
import { jobOpeningsSchema, openingsFor } from "./job-openings";

describe("job openings", () => {
  it("a new site's openings pass the model's own check, each list item with an id of its own", () => {
    expect(jobOpeningsSchema.parse(initialJobOpenings)).toEqual(initialJobOpenings);
    for (const opening of initialJobOpenings.openings) {
      // Every English text of the first start has its Hindi.
      expect(opening.title.hi, opening.id).not.toBe("");
      expect(
        opening.benefits.every((benefit) => benefit.text.hi !== ""),
        opening.id,
      ).toBe(true);
    }
  });

  it("are listed up to and including their last day, in the page's language (English where no Hindi)", () => {
    const [first, second] = initialJobOpenings.openings;
    const document = {
      openings: [
        { ...first!, closes: "2026-11-27" },
        { ...second!, closes: "2026-11-26", department: { en: "Livelihood", hi: "", hiStale: false } },
      ],
    };
    expect(openingsFor(document, "en", "2026-11-27").map((job) => job.id)).toEqual([first!.id]);
    expect(openingsFor(document, "hi", "2026-11-26").map((job) => [job.title, job.department])).toEqual([
      [first!.title.hi, first!.department.hi],
      [second!.title.hi, "Livelihood"],
    ]);
    expect(openingsFor(document, "en", "2026-11-28")).toEqual([]);
  });
});
