import { describe, expect, it } from "vitest";
import { z } from "zod";
import { photo } from "#common/content-model/fields";
import type { GalleryItemView } from "#common/schemas/gallery";
import { count, renderForTest } from "~/blocks/render-for-test";
import { ConfirmProvider } from "~/components/ui/modal";
import { ContentForm } from "./content-form";
import { galleryChoices, matchingChoices } from "./image-input";
import { flatFields, modelFields, newItem } from "./model-fields";

const schema = z.object({ photo: photo({ label: "Photo", help: "Optional." }).optional() });
const fields = modelFields(schema);
const URL = "/api/images/gallery/0123456789abcdef0123456789abcdef-1600.webp";
const stored = { url: URL, width: 2400, height: 1600, alt: { en: "Meera in a classroom", hi: "", hiStale: false } };

function draw(value: object, errors: Record<string, string> = {}) {
  return renderForTest(
    <ConfirmProvider>
      <ContentForm fields={fields} value={value} published={value} errors={errors} onChange={() => {}} />
    </ConfirmProvider>,
  );
}

describe("the photo field of the content form", () => {
  it("is a field of its own kind, none at first, its alt text listed only with a photo", () => {
    expect(fields).toEqual([
      expect.objectContaining({
        kind: "image",
        path: "photo",
        optional: true,
        alt: expect.objectContaining({ max: 200 }),
      }),
    ]);
    const list = {
      kind: "list",
      path: "",
      meta: { label: "People" },
      item: { label: "Person" },
      fields,
      min: 0,
    } as const;
    expect(newItem(list, "2026-01-01")).toEqual({});
    expect(flatFields(fields, {})).toEqual([]);
    expect(flatFields(fields, { photo: stored }).map((flat) => [flat.field.path, flat.label])).toEqual([
      ["photo.alt", "Photo › Alt text (what the photo shows)"],
    ]);
  });

  it("without a photo: its label, help, the gallery and upload buttons, no alt text and no Remove", () => {
    const html = draw({});
    expect(html).toContain('<legend class="px-1 text-sm font-bold text-slate-900">Photo</legend>');
    expect(html).toContain(">Optional.</p>");
    expect(html).toContain("Choose from the gallery</button>");
    // The upload is a file input named by its label, which keyboard users reach through the input.
    expect(html).toMatch(/<input id="([^"]+)-file" type="file" accept="image\/jpeg,image\/png,image\/webp,image\/gif"/);
    expect(html).toContain("Upload a photo</label>");
    expect(html).toContain('role="status" class="w-full text-sm text-slate-600">No photo chosen.</p>');
    expect(html).not.toContain("Remove photo");
    expect(html).not.toContain("Alt text");
  });

  it("with a photo: its thumbnail, Remove photo, and its alt text in English and Hindi, an error shown there", () => {
    const html = draw(
      { photo: stored },
      { "photo.alt.en": "Alt text (what the photo shows) is required (in English)" },
    );
    expect(html).toContain(`src="${URL.replace("-1600.webp", "-480.webp")}" alt="Photo chosen now"`);
    expect(html).toContain("Remove photo</button>");
    expect(html).toContain(">Alt text (what the photo shows)</p>");
    expect(html).toContain('value="Meera in a classroom"');
    expect(count(html, /name="photo\.alt\.(en|hi)"/g)).toBe(2);
    expect(html).toContain("is required (in English)");
  });
});

describe("the gallery's photos in the dialog", () => {
  const item = (title: string, alts: string[]): GalleryItemView =>
    ({
      id: title,
      title,
      description: "",
      location: "Jaipur",
      images: alts.map((alt, index) => ({
        id: `${title}-${index}`,
        url: `/api/images/gallery/${String(index).repeat(32)}-1600.webp`,
        thumbnail: `/api/images/gallery/${String(index).repeat(32)}-480.webp`,
        original: "",
        width: 1600,
        height: 900,
        alt,
        altText: alt,
      })),
    }) as unknown as GalleryItemView;
  const choices = galleryChoices([item("Teachers' day", ["Meera teaching", "A class"]), item("Plantation", ["Trees"])]);

  it("lists every photo of every item with its alt text", () => {
    expect(choices.map((choice) => choice.alt)).toEqual(["Meera teaching", "A class", "Trees"]);
    expect(choices[0]).toMatchObject({ width: 1600, height: 900 });
  });

  it("finds photos by every word searched, in their alt text or their item's title and place", () => {
    expect(matchingChoices(choices, "meera").map((choice) => choice.alt)).toEqual(["Meera teaching"]);
    expect(matchingChoices(choices, "teachers class").map((choice) => choice.alt)).toEqual(["A class"]);
    expect(matchingChoices(choices, "jaipur")).toHaveLength(3);
    expect(matchingChoices(choices, "  ")).toHaveLength(3);
    expect(matchingChoices(choices, "delhi")).toEqual([]);
  });
});
