import { describe, expect, it } from "vitest";
import { jobOpeningsSchema } from "#common/content-model/job-openings";
import { count, renderForTest } from "~/blocks/render-for-test";
import { ConfirmProvider } from "~/components/ui/modal";
import { ContentForm } from "./content-form";
import { modelFields } from "./model-fields";

const localized = (en: string) => ({ en, hi: "", hiStale: false });
const opening = (id: string, title: string) => ({
  id,
  title: localized(title),
  department: localized("Programs"),
  location: localized("Jaipur"),
  type: localized("Full-time"),
  experience: localized("2 years"),
  category: "tech",
  urgency: "low",
  posted: "2026-03-05",
  closes: "",
  description: localized("About"),
  requirements: [{ id: `${id}-r1`, text: localized("Spreadsheets") }],
  responsibilities: [],
  benefits: [],
});

function draw(errors: Record<string, string> = {}) {
  const value = { openings: [opening("teacher", "Education Program Manager"), opening("analyst", "Data Analyst")] };
  return renderForTest(
    <ConfirmProvider>
      <ContentForm
        fields={modelFields(jobOpeningsSchema)}
        value={value}
        published={value}
        errors={errors}
        onChange={() => {}}
      />
    </ConfirmProvider>,
  );
}

describe("the list editor of the content form", () => {
  it("draws a card per opening, titled, with named buttons, choices as selects and days as date inputs", () => {
    const html = draw();
    expect(html).toContain("(2 of at most 60)");
    expect(count(html, /<details/g)).toBe(4);
    expect(html).toContain('disabled="" aria-label="Move Education Program Manager up"');
    expect(html).toContain('aria-label="Move Data Analyst up"');
    expect(html).toContain('aria-label="Remove Spreadsheets"');
    expect(html).toContain(">Add opening<");
    expect(html).toContain(">Add requirement<");
    expect(html).toContain('<option value="tech" selected="">Technology</option>');
    expect(count(html, /type="date"/g)).toBe(4);
    // The ids are kept, not shown.
    expect(html).not.toContain('value="teacher"');
    expect(count(html, /<details open=""/g)).toBe(0);
  });

  it("opens the card of an item with an error and shows the error at its field", () => {
    const html = draw({ "openings.1.title.en": "Job title is required (in English)" });
    expect(count(html, /<details open=""/g)).toBe(1);
    expect(html).toContain("Job title is required (in English)");
  });
});
