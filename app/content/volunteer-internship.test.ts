import { describe, expect, it } from "vitest";
import { volunteerInternship } from "./volunteer-internship";

describe("Volunteer / Internship figures (spec 9)", () => {
  it("has 4 volunteer roles with the specified weekly time commitments", () => {
    expect(volunteerInternship.volunteerRoles.map((role) => role.time)).toEqual([
      "4-6 hours/week",
      "6-8 hours/week",
      "Flexible",
      "10-15 hours/week",
    ]);
  });

  it("has 3 internships with the specified durations and stipends", () => {
    expect(volunteerInternship.internships.map((i) => [i.duration, i.stipend])).toEqual([
      ["3-6 months", "₹5,000-8,000/month"],
      ["2-4 months", "₹4,000-6,000/month"],
      ["4-6 months", "₹6,000-9,000/month"],
    ]);
  });
});
