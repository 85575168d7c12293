/**
 * A person's photo on a page the staff edit (issue 41), on a site of its own (the shared
 * e2e site's Leadership keeps its initials): signed in, the staff open Leadership in the
 * Pages screen, upload a photo for its first person with its alt text in English and
 * Hindi, and publish; /Leadership then shows the photo, loaded, with the English alt text,
 * and /hi/Leadership with the Hindi. The gallery's dialog opens from the keyboard and
 * gives the focus back when it closes.
 */
import { contentDocuments } from "#common/content-model/documents";
import { contentDocumentText, contentFormText, photoFieldText } from "~/content/admin/content";
import { photoJpeg } from "../support/test-images.ts";
import { expect, test } from "./fixtures.ts";
import { siteOfItsOwn } from "./own-site.ts";

const ALT = "Meera Sharma with her students";
const HINDI_ALT = "अपने विद्यार्थियों के साथ Meera Sharma";
const site = siteOfItsOwn("photo");

test("the staff upload a leader's photo with its alt text and publish; the page shows it in both languages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await site.signIn(page);
  await page.goto(`${site.base()}/admin/pages/leadership`);
  await expect(page.getByRole("heading", { name: "Leadership page" })).toBeVisible();

  // The executives' section, its first person.
  const section = page.locator('[data-item="blocks.1"]');
  await section.locator("summary").first().click();
  const person = section.locator('[data-item="blocks.1.cards.items.0"]');
  await person.locator("summary").first().click();
  const photo = person.locator('[data-field="blocks.1.cards.items.0.photo"]');
  await expect(photo.getByText(photoFieldText.none)).toBeVisible();

  // The gallery's dialog, from the keyboard: the focus comes back to its button.
  const choose = photo.getByRole("button", { name: photoFieldText.chooseFromGallery });
  await choose.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: photoFieldText.galleryTitle });
  await expect(dialog.getByText(photoFieldText.galleryEmpty)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();

  // Upload, then the alt text the model requires.
  await photo.getByLabel(photoFieldText.upload).setInputFiles({
    name: "meera.jpg",
    mimeType: "image/jpeg",
    buffer: await photoJpeg({ width: 900, height: 900, colors: ["#c2410c", "#1e293b"] }),
  });
  await expect(photo.getByText(photoFieldText.uploaded)).toBeVisible({ timeout: 30_000 });
  await expect(photo.getByRole("img", { name: photoFieldText.current("Photo") })).toBeVisible();
  const alt = photo.locator('[data-field="blocks.1.cards.items.0.photo.alt"]');
  await alt.getByLabel(contentFormText.english).fill(ALT);
  await alt.getByLabel(contentFormText.hindi).fill(HINDI_ALT);
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText(contentDocuments["page-leadership"].saved)).toBeVisible();

  // The page: the photo instead of her initials, loaded, sized, in each language.
  for (const [address, text] of [
    ["/Leadership", ALT],
    ["/hi/Leadership", HINDI_ALT],
  ] as const) {
    await page.goto(`${site.base()}${address}`);
    const image = page.getByRole("img", { name: text });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("width", "900");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
});
