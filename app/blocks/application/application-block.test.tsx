import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { blockOf, renderForTestLoaded } from "../render-for-test";
import { ApplicationBlock } from "./application-block";

/** A new site's, as /VolunteerInternship's route draws it. */
const block = blockOf(shownOnNewSite("volunteerInternship").blocks, "application");

describe("ApplicationBlock", () => {
  it("shows the volunteer roles and form, without a resume field, at the plain address", async () => {
    const html = await renderForTestLoaded(
      <ToastProvider>
        <ApplicationBlock block={block} />
      </ToastProvider>,
    );
    expect(html).toContain(">Volunteer opportunities</h2>");
    expect(html).toContain(">4-6 hours/week<");
    expect(html).toContain('name="type" value="volunteer"/>');
    expect(html).not.toContain('name="resume"');
    // The form offers the page's roles.
    expect(html).toContain('<option value="teaching-assistant">Teaching Assistant</option>');
  });

  it("is drawn for internships at ?type=internship, so the toggle works without JavaScript", async () => {
    const html = await renderForTestLoaded(
      <ToastProvider>
        <ApplicationBlock block={block} />
      </ToastProvider>,
      { url: "/?type=internship" },
    );
    expect(html).toContain(">Internship application</h2>");
    expect(html).toContain(">₹5,000-8,000/month<");
    expect(html).toContain('<input type="hidden" name="type" value="internship"/>');
    expect(html).toContain('name="resume"');
    expect(html).toMatch(/<form method="get">/);
  });

  it("is drawn for a job at ?type=job&position=, with that job chosen and a resume field", async () => {
    // The page's loader gives the block the jobs listed today.
    const jobs = [
      { id: "village-librarian", title: "Village Librarian" },
      { id: "education-program-manager", title: "Education Program Manager" },
    ];
    const html = await renderForTestLoaded(
      <ToastProvider>
        <ApplicationBlock block={{ ...block, jobs }} />
      </ToastProvider>,
      { url: "/?type=job&position=education-program-manager" },
    );
    expect(html).toContain(">Job application</h2>");
    expect(html).toContain('name="type" value="job"/>');
    expect(html).toMatch(/<option value="education-program-manager" selected="">Education Program Manager</);
    expect(html).toContain('<option value="village-librarian">Village Librarian</option>');
    expect(html).toContain('name="resume"');
  });

  it("takes every word around the form, the switch's and the cards', from its block", async () => {
    const edited = {
      ...block,
      toggle: { ...block.toggle, label: "Apply to us as" },
      labels: { ...block.labels, skills: "Useful skills" },
      volunteerRoles: [{ ...block.volunteerRoles[0]!, id: "story-writer", title: "Story Writer" }],
    };
    const html = await renderForTestLoaded(
      <ToastProvider>
        <ApplicationBlock block={edited} />
      </ToastProvider>,
    );
    expect(html).toContain("Apply to us as</legend>");
    expect(html).toContain(">Useful skills</p>");
    expect(html).toContain('<option value="story-writer">Story Writer</option>');
    expect(html).not.toContain("Teaching Assistant");
  });
});
