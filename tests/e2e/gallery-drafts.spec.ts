/**
 * Unsaved gallery work is never lost on a phone (issue 23, finding 4; decision
 * 030): the upload modal's fields and chosen photos survive a reload and come
 * back with Restore them, and upload from there; the item editor's unsaved edits
 * (a photo chosen to add included, decision 057) survive a reload, and the back
 * gesture asks before throwing them away.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "../support/admin-browser.ts";
import { createGalleryItem, deleteGalleryItem } from "../support/gallery-items.ts";
import { photoJpeg, photoPng } from "../support/test-images.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

/** How many files a kept draft (the upload modal's by default) holds in this browser's IndexedDB. */
const keptFiles = (page: Page, key = "admin-draft:gallery:new") =>
  page.evaluate(
    (key) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("custom-form-files");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("files")) return resolve(0);
          const get = db.transaction("files").objectStore("files").get(key);
          get.onsuccess = () => resolve(Object.keys(get.result ?? {}).length);
          get.onerror = () => resolve(-1);
        };
        open.onerror = () => resolve(-1);
      }),
    key,
  );

test("the upload modal's title and two chosen photos survive a reload, come back with Restore them, and upload @phone", async ({
  page,
}) => {
  test.slow();
  const title = unique("Well opening in Kekri");
  await signInAsAdmin(page);
  await page.goto("/admin/gallery");
  const openModal = () => page.getByRole("button", { name: "Upload Images" }).first().click();
  await openModal();
  const modal = page.getByRole("dialog", { name: "Upload to Gallery" });
  await modal.getByLabel("Images").setInputFiles([
    { name: "well.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 900, height: 600 }) },
    {
      name: "school.png",
      mimeType: "image/png",
      buffer: await photoPng({ width: 600, height: 600, colors: ["#a3e635", "#14532d"] }),
    },
  ]);
  await expect(modal.getByText("2 image(s) selected")).toBeVisible();
  await modal.getByLabel("Alt text for well.jpg").fill("Girls drawing water at the new well");
  await modal.getByLabel("Title").fill(title);
  await modal.getByLabel("Location").fill("Kekri, Ajmer");
  // The photos are written to IndexedDB in the background: reload once they are there.
  await expect.poll(() => keptFiles(page)).toBe(2);

  await page.reload();
  await openModal();
  await expect(modal.getByText(/^Unsaved changes from .* were kept on this device\.$/)).toBeVisible();
  await modal.getByRole("button", { name: "Restore them" }).click();
  await expect(modal.getByLabel("Title")).toHaveValue(title);
  await expect(modal.getByLabel("Location")).toHaveValue("Kekri, Ajmer");
  await expect(modal.getByText("2 image(s) selected")).toBeVisible();
  await expect(modal.getByLabel("Alt text for well.jpg")).toHaveValue("Girls drawing water at the new well");
  for (const name of ["well.jpg", "school.png"]) {
    const preview = modal.getByRole("listitem").filter({ hasText: name }).locator("img");
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await modal.getByRole("button", { name: "Upload 2 image(s)" }).click();
  await expect(page.getByText("2 image(s) uploaded successfully!")).toBeVisible({ timeout: 30_000 });
  await expect(modal).toBeHidden();
  const items = (await (await page.request.get("/api/gallery")).json()) as {
    id: string;
    title: string;
    images: { altText: string }[];
  }[];
  const item = items.find((entry) => entry.title === title);
  try {
    expect(item?.images.map((image) => image.altText)).toEqual(["Girls drawing water at the new well", ""]);

    // Uploaded: nothing is kept, files included; the next opening starts empty.
    await expect.poll(() => keptFiles(page)).toBe(0);
    await page.reload();
    await openModal();
    await expect(modal.getByLabel("Title")).toHaveValue("");
    await expect(modal.getByText(/were kept on this device/)).toHaveCount(0);
  } finally {
    if (item) await deleteGalleryItem(page, item.id);
  }
});

test("the back gesture with unsaved item edits asks, Keep editing keeps them, and a reload offers them back, a chosen photo included @phone", async ({
  page,
}) => {
  test.slow();
  const title = unique("Health camp");
  const id = await createGalleryItem(page, title, 2);
  try {
    await signInAsAdmin(page);
    // Found by its title, as a person finds an item among many (other specs add items meanwhile).
    await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/gallery/${id}$`));
    const newTitle = unique("Eye camp in Pisangan");
    await page.getByLabel("Title").fill(newTitle);
    await page.getByLabel("Caption for photo 2", { exact: true }).fill("A nurse checking eyesight");
    await page.getByRole("button", { name: "Move photo 2 up" }).click();
    await page
      .getByRole("region", { name: "Add photos" })
      .getByLabel("Images")
      .setInputFiles([{ name: "chart.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 700 }) }]);
    await expect(page.getByRole("heading", { name: "Photos (3)" })).toBeVisible();

    await page.goBack();
    const ask = page.getByRole("dialog", { name: "Discard your changes?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/gallery/${id}$`));
    await expect(page.getByLabel("Title")).toHaveValue(newTitle);
    await expect(page.getByLabel("Caption for photo 1", { exact: true })).toHaveValue("A nurse checking eyesight");

    // A reload (or a crash) keeps all of it, the chosen photo too (once it is in IndexedDB): one offer.
    await expect.poll(() => keptFiles(page, `admin-draft:gallery:${id}`)).toBe(1);
    await page.reload();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByRole("heading", { name: "Photos (2)" })).toBeVisible();
    const restore = page.getByRole("button", { name: "Restore them" });
    await expect(restore).toHaveCount(1);
    await restore.click();
    await expect(page.getByLabel("Title")).toHaveValue(newTitle);
    await expect(page.getByLabel("Caption for photo 1", { exact: true })).toHaveValue("A nurse checking eyesight");
    await expect(page.getByLabel("Caption for photo 2", { exact: true })).toHaveValue("Photo number 1");
    const chosen = page.getByRole("listitem", { name: "Photo 3" });
    await expect(chosen.getByText("chart.jpg")).toBeVisible();
    await expect
      .poll(() => chosen.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Saved, all of it at once: leaving no longer asks, and nothing is kept.
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Gallery item updated successfully!")).toBeVisible({ timeout: 30_000 });
    // The screen shows the item as stored: its heading names the new title, the photo is no longer new.
    await expect(page.getByRole("tabpanel").getByText(newTitle, { exact: true })).toBeVisible();
    await expect(page.getByText("Everything is saved.")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Photo 3" }).getByText("New: not saved yet")).toHaveCount(0);
    await expect.poll(() => keptFiles(page, `admin-draft:gallery:${id}`)).toBe(0);
    await page.getByRole("link", { name: "Back to the gallery" }).click();
    await expect(page).toHaveURL(/\/admin\/gallery$/);
    await expect(ask).toHaveCount(0);
  } finally {
    await deleteGalleryItem(page, id);
  }
});

test("the back gesture during an upload asks, and Keep editing lets the upload finish @phone", async ({ page }) => {
  const title = unique("Saplings in Beawar");
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  await page.getByRole("button", { name: "Upload Images" }).first().click();
  const modal = page.getByRole("dialog", { name: "Upload to Gallery" });
  await modal.getByLabel("Title").fill(title);
  await modal
    .getByLabel("Images")
    .setInputFiles([{ name: "sapling.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 800 }) }]);

  // The server's answer is held back (a slow connection) until the question was answered.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/gallery", async (route) => {
    if (route.request().method() === "POST") await answered;
    await route.continue();
  });
  await modal.getByRole("button", { name: "Upload 1 image(s)" }).click();
  await expect(modal.getByRole("button", { name: "Cancel upload" })).toBeVisible();

  await page.goBack();
  const ask = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  answer();
  await expect(page.getByText("1 image(s) uploaded successfully!")).toBeVisible({ timeout: 30_000 });
  const items = (await (await page.request.get("/api/gallery")).json()) as { id: string; title: string }[];
  const item = items.find((entry) => entry.title === title);
  expect(item).toBeDefined();
  if (item) await deleteGalleryItem(page, item.id);
});
