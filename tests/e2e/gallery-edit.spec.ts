/**
 * Gallery items are editable after their upload (issue 23, finding 1; decision
 * 029), on a phone, and saved whole by one Save (issue 43, decision 057): the
 * admin deletes one photo, changes the title, a caption and the order, adds a
 * photo, saves once, and /Gallery shows it all; a caption survives a reload and
 * the viewer shows it, and an alt text unlike the caption is the photo's alt; a
 * save that fails saves nothing, says so and keeps the work. Also: one category
 * list for the upload and the public filter (finding 2), and a batch with one bad
 * file keeps the good photos and names the bad one (finding 17).
 */
import { randomBytes } from "node:crypto";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { createGalleryItem, deleteGalleryItem } from "../support/gallery-items.ts";
import { photoJpeg } from "../support/test-images.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;
const caption = (photo: number) => `Caption for photo ${photo}`;

test("the admin edits an item on a phone and saves it once: one photo deleted, title, a caption and the order changed, a photo added; /Gallery follows", async ({
  page,
}) => {
  test.slow();
  const title = unique("Five photos");
  const id = await createGalleryItem(page, title, 3);
  try {
    await signInAsAdmin(page);
    // Found by its title, as a person finds an item among many (other specs add items meanwhile).
    await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/gallery/${id}$`));
    await expect(page.getByRole("tab", { name: "Gallery" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Photos (3)" })).toBeVisible();
    // One save for the whole item.
    await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(1);
    await expect(page.getByText("Everything is saved.")).toBeVisible();

    // Photo 2 is marked for deletion, and waits below the list until the save.
    await page.getByRole("button", { name: "Delete photo 2" }).click();
    await expect(page.getByRole("heading", { name: "Photos (2)" })).toBeVisible();
    await expect(page.getByText("Deleted when you save (1)")).toBeVisible();
    await expect(page.getByLabel(caption(2), { exact: true })).toHaveValue("Photo number 3");

    const newTitle = unique("Sports day");
    await page.getByLabel("Title").fill(newTitle);
    await page.getByLabel("Category").selectOption("volunteers");
    // The last photo first, with a new caption.
    await page.getByRole("button", { name: "Move photo 2 up" }).click();
    await page.getByLabel(caption(1), { exact: true }).fill("Children running the relay");

    // One more photo, chosen in Add photos: it joins the list as new, in its place.
    const addSection = page.getByRole("region", { name: "Add photos" });
    await expect(addSection.getByText("Choose photos")).toBeVisible();
    await expect(addSection.getByText("Drag photos here, or")).toBeHidden();
    await addSection
      .getByLabel("Images")
      .setInputFiles([
        { name: "extra.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 500, height: 500 }) },
      ]);
    await expect(page.getByRole("heading", { name: "Photos (3)" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Photo 3" }).getByText("New: not saved yet")).toBeVisible();
    await page.getByLabel(caption(3), { exact: true }).fill("The prize giving");
    await expect(
      page.getByText(
        "Not saved yet: details, captions or alt texts of 1 photo, the order, 1 new photo, 1 photo to delete.",
      ),
    ).toBeVisible();

    // The save asks about the photo it deletes, shown with its thumbnail and caption.
    await page.getByRole("button", { name: "Save changes" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this photo?" });
    await expect(confirm).toContainText(`Saving removes this photo of "${title}" from the website.`);
    await expect(confirm.getByText("Photo number 2")).toBeVisible();
    await expect(confirm.locator("img")).toHaveCount(1);
    await expect
      .poll(() => confirm.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await confirm.getByRole("button", { name: "Delete and save" }).click();
    await expect(page.getByText("Gallery item updated successfully!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Everything is saved.")).toBeVisible();
    await expect(page.getByText("New: not saved yet")).toHaveCount(0);
    await expect(page.getByLabel(caption(1), { exact: true })).toHaveValue("Children running the relay");
    await expect(page.getByLabel(caption(3), { exact: true })).toHaveValue("The prize giving");

    // What visitors see.
    await page.goto("/Gallery?category=volunteers");
    const card = page.getByRole("article").filter({ hasText: newTitle });
    await expect(card.getByText("3 photos")).toBeVisible();
    await expect(card.getByText("Volunteers", { exact: true })).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
    await card.getByRole("button", { name: `Open ${newTitle} in the photo viewer` }).click();
    const viewer = page.getByRole("dialog", { name: newTitle });
    await expect(viewer.getByText("1 / 3")).toBeVisible();
    await expect(viewer.getByRole("img", { name: "Children running the relay" }).first()).toBeVisible();
    await expect(viewer.getByRole("img", { name: "Photo number 2" })).toHaveCount(0);
  } finally {
    await deleteGalleryItem(page, id);
  }
});

test("a caption edit survives a reload and the viewer shows it; an alt text unlike the caption is the photo's alt", async ({
  page,
}) => {
  test.slow(); // an upload, the editor, a reload and the public page
  const title = unique("Reading circle");
  const id = await createGalleryItem(page, title, 2);
  const words = "Girls reading under the neem tree,\nat the Kekri centre";
  const alt = "Six girls sit on a mat with open books";
  try {
    await signInAsAdmin(page);
    await page.goto(`/admin/gallery/${id}`);
    // A multi-line field, which the alt text follows until told otherwise.
    const field = page.getByLabel(caption(1), { exact: true });
    await expect(field).toHaveValue("Photo number 1");
    expect(await field.evaluate((element) => element.tagName)).toBe("TEXTAREA");
    const same = page.getByLabel("Alt text: same as caption (photo 1)");
    await expect(same).toBeChecked();
    await expect(page.getByLabel("Alt text for photo 1")).toHaveCount(0);
    await field.fill(words);
    await same.uncheck();
    await expect(page.getByLabel("Alt text for photo 1")).toHaveValue(words);
    await page.getByLabel("Alt text for photo 1").fill(alt);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Gallery item updated successfully!")).toBeVisible();
    await expect(page.getByText("Everything is saved.")).toBeVisible();

    // Saved, not kept as unsaved work: after a reload it is the item's own, with nothing to restore.
    await page.reload();
    await expect(page.getByLabel(caption(1), { exact: true })).toHaveValue(words);
    await expect(page.getByLabel("Alt text: same as caption (photo 1)")).not.toBeChecked();
    await expect(page.getByLabel("Alt text for photo 1")).toHaveValue(alt);
    await expect(page.getByRole("button", { name: "Restore them" })).toHaveCount(0);
    const stored = (await (await page.request.get(`/api/gallery/${id}`)).json()) as {
      data: { images: { altText: string; caption: string | null }[] };
    };
    expect(stored.data.images.map(({ altText, caption }) => ({ altText, caption }))).toEqual([
      { altText: alt, caption: words },
      { altText: "Photo number 2", caption: null },
    ]);

    // Visitors read the caption under the photo; the photo's alt is the alt text.
    await page.goto(`/Gallery?q=${encodeURIComponent(title)}`);
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.getByRole("img", { name: alt })).toBeVisible();
    await card.getByRole("button", { name: `Open ${title} in the photo viewer` }).click();
    const viewer = page.getByRole("dialog", { name: title });
    await expect(viewer.getByText("Girls reading under the neem tree,")).toBeVisible();
    await expect(viewer.getByText("at the Kekri centre")).toBeVisible();
    await expect(viewer.getByRole("img", { name: alt }).first()).toBeVisible();
    await expect(viewer.getByRole("img", { name: words })).toHaveCount(0);
    // Photo 2 has no caption of its own: its alt text shows.
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText("Photo number 2", { exact: true })).toBeVisible();
  } finally {
    await deleteGalleryItem(page, id);
  }
});

test("a save that fails saves nothing, says why, and keeps the work", async ({ page }) => {
  test.slow(); // an upload, two saves and a reload
  const title = unique("Two tabs");
  const id = await createGalleryItem(page, title, 2);
  try {
    await signInAsAdmin(page);
    await page.goto(`/admin/gallery/${id}`);
    await page.getByLabel("Title").fill(`${title} renamed`);
    await page.getByLabel(caption(1), { exact: true }).fill("A caption typed in this tab");
    // Meanwhile another tab deletes photo 2.
    const item = (await (await page.request.get(`/api/gallery/${id}`)).json()) as {
      data: { images: { id: string }[] };
    };
    const deleted = await page.request.delete(`/api/gallery/${id}/images/${item.data.images[1]!.id}`, {
      headers: await adminApiHeaders(page),
    });
    expect(deleted.status()).toBe(200);

    await page.getByRole("button", { name: "Save changes" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Nothing was saved" });
    await expect(alert).toContainText("A photo listed is not one of this item's photos");
    await expect(alert).toContainText("Your changes are still here.");
    await expect(page.getByText("Failed to save gallery item.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(`${title} renamed`);
    await expect(page.getByLabel(caption(1), { exact: true })).toHaveValue("A caption typed in this tab");
    const after = (await (await page.request.get(`/api/gallery/${id}`)).json()) as {
      data: { title: string; images: { caption: string | null }[] };
    };
    expect(after.data.title).toBe(title);
    expect(after.data.images.map((photo) => photo.caption)).toEqual([null]);

    // The reload shows the item as it is now and offers the work back.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Photos (1)" })).toBeVisible();
    await page.getByRole("button", { name: "Restore them" }).click();
    await expect(page.getByLabel(caption(1), { exact: true })).toHaveValue("A caption typed in this tab");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Gallery item updated successfully!")).toBeVisible();
    await expect(page.getByText(`${title} renamed`, { exact: true })).toBeVisible();
  } finally {
    await deleteGalleryItem(page, id);
  }
});

test("an item's only photo cannot be deleted, and the editor says why", async ({ page }) => {
  const title = unique("Single photo");
  const id = await createGalleryItem(page, title, 1);
  try {
    await signInAsAdmin(page);
    await page.goto(`/admin/gallery/${id}`);
    await expect(page.getByRole("heading", { name: "Photos (1)" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete photo 1" })).toBeDisabled();
    await expect(page.getByText("This is the item's only photo, so it cannot be deleted here")).toBeVisible();
  } finally {
    await deleteGalleryItem(page, id);
  }
});

test("the upload offers exactly the categories the public Gallery filters by", async ({ page }) => {
  await page.goto("/Gallery");
  const chips = await page
    .getByRole("group", { name: "Filter by category" })
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((b) => b.firstChild?.textContent?.trim() ?? ""));
  await signInAsAdmin(page);
  await page.goto("/admin/gallery?action=upload");
  const options = await page
    .getByRole("dialog", { name: "Upload to Gallery" })
    .getByLabel("Category")
    .evaluate((select) => [...(select as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.text));
  expect(chips.slice(1)).toEqual(options);
  expect(options).toEqual(expect.arrayContaining(["Health", "Community", "Volunteers"]));
});

test("a batch with one file that is not a photo keeps the good photos and names the bad file", async ({ page }) => {
  const title = unique("Mixed batch");
  await signInAsAdmin(page);
  await page.goto("/admin/gallery?action=upload");
  const modal = page.getByRole("dialog", { name: "Upload to Gallery" });
  await modal.getByLabel("Title").fill(title);
  await modal.getByLabel("Images").setInputFiles([
    { name: "good.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 600, height: 400 }) },
    { name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is text, not a JPEG at all") },
  ]);
  await modal.getByRole("button", { name: "Upload 2 image(s)" }).click();
  await expect(page.getByText('1 image(s) uploaded successfully! Not added: "fake.jpg".')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/admin\/gallery\/[0-9a-f-]{36}$/);
  await expect(page.getByText("These files were not added:")).toBeVisible();
  await expect(page.getByText('"fake.jpg" is not a JPEG, PNG, WebP or GIF image.')).toBeVisible();
  await expect(page.getByRole("heading", { name: "Photos (1)" })).toBeVisible();
  const id = page.url().split("/").pop()!;
  await deleteGalleryItem(page, id);
});
