/**
 * Gallery items are editable after their upload (issue 23, finding 1; decision
 * 029), on a phone: the admin opens an item, deletes one photo, changes the title,
 * an alt text and the order, adds a photo, and /Gallery shows it all. Also: one
 * category list for the upload and the public filter (finding 2), and a batch
 * with one bad file keeps the good photos and names the bad one (finding 17).
 */
import { randomBytes } from "node:crypto";
import { signInAsAdmin } from "../support/admin-browser.ts";
import { createGalleryItem, deleteGalleryItem } from "../support/gallery-items.ts";
import { photoJpeg } from "../support/test-images.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;
test("the admin edits an item on a phone: one photo deleted, title, alt text and order changed, a photo added; /Gallery follows", async ({
  page,
}) => {
  test.slow();
  const title = unique("Five photos");
  const id = await createGalleryItem(page, title, 3);
  try {
    await signInAsAdmin(page);
    await page.goto("/admin/gallery");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/gallery/${id}$`));
    await expect(page.getByRole("tab", { name: "Gallery" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Photos (3)" })).toBeVisible();

    // Delete photo 2, after confirming.
    await page.getByRole("button", { name: "Delete photo 2" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this photo?" });
    await expect(confirm).toContainText(`Photo 2 of "${title}"`);
    await confirm.getByRole("button", { name: "Delete photo" }).click();
    await expect(page.getByText("Photo deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Photos (2)" })).toBeVisible();
    await expect(page.getByLabel("Alt text for photo 2")).toHaveValue("Photo number 3");

    // New title.
    const newTitle = unique("Sports day");
    await page.getByLabel("Title").fill(newTitle);
    await page.getByLabel("Category").selectOption("volunteers");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Gallery item updated successfully!")).toBeVisible();

    // The last photo first, with a new alt text.
    await page.getByRole("button", { name: "Move photo 2 up" }).click();
    await page.getByLabel("Alt text for photo 1").fill("Children running the relay");
    await expect(page.getByText("You have unsaved changes to the photos.")).toBeVisible();
    await page.getByRole("button", { name: "Save order and descriptions" }).click();
    await expect(page.getByText("Photo order and descriptions saved.")).toBeVisible();
    await expect(page.getByText("You have unsaved changes to the photos.")).toBeHidden();

    // One more photo, through the same upload as the modal.
    const addSection = page.getByRole("region", { name: "Add photos" });
    await addSection
      .getByLabel("Images")
      .setInputFiles([
        { name: "extra.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 500, height: 500 }) },
      ]);
    await addSection.getByLabel("Alt text for extra.jpg").fill("The prize giving");
    await addSection.getByRole("button", { name: "Add 1 image(s)" }).click();
    await expect(page.getByText("1 image(s) uploaded successfully!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Photos (3)" })).toBeVisible();
    await expect(page.getByLabel("Alt text for photo 3")).toHaveValue("The prize giving");

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
