import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { volunteerInternship, volunteerInternshipBlocks } from "~/content/volunteer-internship";
import { blockOf, renderForTest } from "../render-for-test";
import { ApplicationBlock } from "./application-block";

const block = blockOf(volunteerInternshipBlocks, "application");

describe("ApplicationBlock", () => {
  it("shows the volunteer roles and form, without a resume field, at the plain address", () => {
    const html = renderForTest(
      <ToastProvider>
        <ApplicationBlock block={block} />
      </ToastProvider>,
    );
    expect(html).toContain(`>${volunteerInternship.listHeading.volunteer}</h2>`);
    expect(html).toContain(volunteerInternship.volunteerRoles[0]?.time);
    expect(html).toContain('name="type" value="volunteer"/>');
    expect(html).not.toContain('name="resume"');
  });

  it("is drawn for internships at ?type=internship, so the toggle works without JavaScript", () => {
    const html = renderForTest(
      <ToastProvider>
        <ApplicationBlock block={block} />
      </ToastProvider>,
      { url: "/?type=internship" },
    );
    expect(html).toContain(`>${volunteerInternship.form.heading.internship}</h2>`);
    expect(html).toContain(volunteerInternship.internships[0]?.stipend);
    expect(html).toContain('<input type="hidden" name="type" value="internship"/>');
    expect(html).toContain('name="resume"');
    expect(html).toMatch(/<form method="get">/);
  });

  it("is drawn for a job at ?type=job&position=, with that job chosen and a resume field", () => {
    // The page's loader gives the block the jobs listed today.
    const jobs = [
      { id: "village-librarian", title: "Village Librarian" },
      { id: "education-program-manager", title: "Education Program Manager" },
    ];
    const html = renderForTest(
      <ToastProvider>
        <ApplicationBlock block={{ ...block, jobs }} />
      </ToastProvider>,
      { url: "/?type=job&position=education-program-manager" },
    );
    expect(html).toContain(`>${volunteerInternship.form.heading.job}</h2>`);
    expect(html).toContain('name="type" value="job"/>');
    expect(html).toMatch(/<option value="education-program-manager" selected="">Education Program Manager</);
    expect(html).toContain('<option value="village-librarian">Village Librarian</option>');
    expect(html).toContain('name="resume"');
  });
});
