import { describe, expect, it } from "vitest";
import { applyLink } from "./apply-link";

describe("applyLink", () => {
  it("opens the site's own form, with the type and the opening chosen", () => {
    const own = { externalApplicationFormUrl: "" };
    expect(applyLink(own)).toEqual({ to: "/VolunteerInternship#apply", external: false });
    expect(applyLink(own, { type: "job", position: "education-program-manager" })).toEqual({
      to: "/VolunteerInternship?type=job&position=education-program-manager#apply",
      external: false,
    });
  });

  it("opens the outside form the staff set, whatever the button", () => {
    const outside = { externalApplicationFormUrl: "https://forms.example.org/apply" };
    expect(applyLink(outside, { type: "internship" })).toEqual({
      to: "https://forms.example.org/apply",
      external: true,
    });
  });
});
