import { describe, expect, it } from "vitest";
import { jobOpeningsSchema } from "#common/content-model/job-openings";
import { pageSchema } from "#common/content-model/page";
import { count, renderForTest } from "~/blocks/render-for-test";
import { ConfirmProvider } from "~/components/ui/modal";
import { ContentForm } from "./content-form";
import { modelFields } from "./model-fields";
import { pageForTest, words } from "./page-for-test";

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

/** The words of each card's title, in the order drawn. */
const summaries = (html: string) =>
  html
    .split("<summary")
    .slice(1)
    .map((part) => (part.split("</summary>")[0] ?? "").replace(/<[^<>]*>/g, "").replace(/^[^>]*>/, ""));

describe("the form of a page", () => {
  function drawPage(errors: Record<string, string> = {}) {
    const published = pageForTest();
    const value = pageForTest();
    const cards = value.blocks[2];
    if (cards?.kind !== "programmeCards" || !cards.programmes[0]) throw new Error("the test page changed");
    // The first ticked line's English changed since its Hindi was written.
    cards.programmes[0].points[0] = words("Free of cost, always", "मुफ़्त");
    return renderForTest(
      <ConfirmProvider>
        <ContentForm
          fields={modelFields(pageSchema)}
          value={value}
          published={published}
          errors={errors}
          onChange={() => {}}
        />
      </ConfirmProvider>,
    );
  }

  it("draws each section as a closed card named by its kind and heading, with a select of its kind", () => {
    const html = drawPage();
    expect(count(html, /<details open=""/g)).toBe(0);
    expect(summaries(html).slice(0, 2)).toEqual(["Heading band", "Opens a page — Get Involved"]);
    expect(summaries(html)).toContain("Programme cards — Four ways we keep children learning");
    expect(html).toContain('aria-label="Move Programme cards — Four ways we keep children learning up"');
    expect(count(html, />Kind of section</g)).toBe(4);
    expect(html).toContain('<option value="programmeCards" selected="">Programme cards</option>');
    // The kind is the select, never a text input.
    expect(html).not.toContain('name="blocks.3.kind" type="text"');
    // Add asks which kind.
    expect(html).toContain(">Kind of the new section<");
    expect(html).toContain(">Add section<");
  });

  it("draws a button's kind as what it does, and adds buttons of a chosen kind", () => {
    const html = drawPage();
    expect(count(html, />What it does</g)).toBe(2);
    expect(html).toContain('<option value="link" selected="">Opens a page</option>');
    expect(summaries(html)).toContain("Opens the application form — Volunteer Now");
    expect(count(html, />What the new button does</g)).toBe(2);
    expect(count(html, />Add button</g)).toBe(2);
  });

  it("draws ticked lines English beside Hindi, each movable, and the optional colour with None first", () => {
    const html = drawPage();
    expect(html).toContain('name="blocks.2.programmes.0.points.1.en"');
    expect(html).toContain('name="blocks.2.programmes.0.points.1.hi"');
    expect(html).toContain('aria-label="Remove Reading tested"');
    expect(html).toContain('disabled="" aria-label="Move Free of cost, always up"');
    expect(html).toContain(">Add line<");
    expect(html).toContain("(2 of at most 8)");
    // Only the line whose English changed is out of date (lines are matched by place).
    expect(count(html, /Hindi out of date/g)).toBe(1);
    const outOfDate = html.indexOf("Hindi out of date");
    expect(html.lastIndexOf('data-field="blocks.2.programmes.0.points.0"', outOfDate)).toBeGreaterThan(
      html.lastIndexOf('data-field="blocks.2.programmes.0.points.1"', outOfDate),
    );
    expect(html).toContain('<option value="" selected="">None</option><option value="brand">Green</option>');
  });

  it("opens the section with an error in a line and shows it at the line", () => {
    const html = drawPage({ "blocks.2.programmes.0.points.1.en": "Ticked lines is required (in English)" });
    expect(count(html, /<details open=""/g)).toBe(2);
    expect(html).toContain("Ticked lines is required (in English)");
  });
});
