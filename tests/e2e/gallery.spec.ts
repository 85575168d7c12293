/**
 * The gallery as people use it: the admin uploads two photos, visitors find them
 * on /Gallery (the photos counted, category chip, viewer with its keys and swipe), filters
 * show the specified empty states, and the admin deletes the item again.
 * Each test creates the items it needs and removes them.
 */
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { photoJpeg, photoPng } from "../support/test-images.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

interface ApiItem {
  id: string;
  title: string;
  category: string;
}

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

async function listItems(request: APIRequestContext): Promise<ApiItem[]> {
  return (await (await request.get("/api/gallery")).json()) as ApiItem[];
}

/** An item made through the API, for tests about what visitors see. */
async function createItem(page: Page, title: string, photos: number, category = "education"): Promise<ApiItem> {
  const files = [];
  for (let i = 0; i < photos; i++) {
    files.push({
      field: "images",
      filename: `p${i}.jpg`,
      contentType: "image/jpeg",
      data: await photoJpeg({
        width: 800,
        height: 600,
        colors: [i ? "#38bdf8" : "#fb7185", "#1e3a8a"],
        label: `${i + 1}`,
      }),
    });
  }
  const { payload, headers } = multipartBody({ title, category, location: "Jaipur" }, files);
  const res = await page.request.post("/api/gallery", {
    headers: { ...headers, ...(await adminApiHeaders(page)) },
    data: payload,
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: ApiItem }).data;
}

async function deleteItem(page: Page, id: string) {
  await page.request.delete(`/api/gallery/${id}`, { headers: await adminApiHeaders(page) });
}

test("the admin uploads two photos; visitors see them, open the viewer, and the admin deletes them", async ({
  page,
}) => {
  // Upload, the visitor's pages, the viewer and the delete, in one test: a slow test's time.
  test.slow();
  const title = unique("Plantation drive");

  await signInAsAdmin(page);
  await page.goto("/admin?tab=gallery");
  await page.getByRole("button", { name: "Upload Images" }).first().click();
  const modal = page.getByRole("dialog", { name: "Upload to Gallery" });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel("Category")).toHaveValue("education");
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();

  await modal.getByLabel("Title").fill(title);
  await modal.getByLabel("Description").fill("Saplings along the canal road");
  await modal.getByLabel("Category").selectOption("women-empowerment");
  await modal.getByLabel("Location").fill("Bhilwara");
  await modal.getByLabel("Images").setInputFiles([
    { name: "first.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 1200, height: 800 }) },
    {
      name: "second.png",
      mimeType: "image/png",
      buffer: await photoPng({ width: 900, height: 900, colors: ["#a3e635", "#14532d"] }),
    },
  ]);
  await expect(modal.getByText("2 image(s) selected")).toBeVisible();
  // A desktop with a mouse is told it may drag photos in; a phone is not (gallery-edit.spec.ts).
  await expect(modal.getByText("Drag photos here, or")).toBeVisible();
  await expect(modal.getByText("Choose photos")).toBeHidden();
  await expectNoSeriousA11yViolations(page, "dialog[open]");
  await modal.getByLabel("Alt text for first.jpg").fill("Children planting a neem sapling");
  await page.getByRole("button", { name: "Upload 2 image(s)" }).click();
  await expect(page.getByText("2 image(s) uploaded successfully!")).toBeVisible({ timeout: 30_000 });
  await expect(modal).toBeHidden();

  const adminCard = page.getByRole("listitem").filter({ hasText: title });
  await expect(adminCard.getByText("Slideshow")).toBeVisible();
  await expect(adminCard.getByText("2 photos")).toBeVisible();

  // The public page, as a visitor sees it.
  await page.goto("/Gallery");
  // One photo is fetched ahead of everything (the largest paint); the rest of the first screen loads at once, normally.
  await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card.getByText("2 photos")).toBeVisible();
  await expect(card.getByText("Women Empowerment", { exact: true })).toBeVisible();
  const chip = page.getByRole("button", { name: /^Women Empowerment \d+$/ });
  await expect(chip).toHaveText(/^Women Empowerment\d+$/);
  await chip.click();
  await expect(chip).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/category=women-empowerment/);

  // The card's own slideshow.
  await card.getByRole("button", { name: "Next photo" }).click();
  await expect(card.getByRole("button", { name: "Show photo 2 of 2" })).toHaveAttribute("aria-current", "true");
  await card.getByRole("button", { name: "Previous photo" }).click();

  await expectNoSeriousA11yViolations(page);

  // The viewer: counter, arrows wrap around, Escape closes and focus returns.
  const opener = card.getByRole("button", { name: `Open ${title} in the photo viewer` });
  await opener.click();
  const viewer = page.getByRole("dialog", { name: title });
  await expect(viewer).toBeVisible();
  await expectNoSeriousA11yViolations(page, "dialog[open]");
  await expect(viewer.getByText("1 / 2")).toBeVisible();
  await expect(viewer.getByRole("img", { name: "Children planting a neem sapling" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 / 2")).toBeVisible();
  await expect(viewer.getByRole("img", { name: title }).first()).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("1 / 2")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("2 / 2")).toBeVisible();
  await viewer.getByRole("button", { name: "Show photo 1 of 2" }).click();
  await expect(viewer.getByText("1 / 2")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  // 'Showing N of M images' counts photos: this item alone (its title is unique) is two images,
  // of at least as many in the gallery (tests beside this one add and delete items).
  await page.goto(`/Gallery?q=${encodeURIComponent(title)}`);
  const showing = page.getByText(/^Showing \d+ of \d+ images$/);
  await expect(showing).toHaveText(/^Showing 2 of \d+ images$/);
  expect(Number((await showing.textContent())?.match(/of (\d+)/)?.[1])).toBeGreaterThanOrEqual(2);

  // The admin deletes it, after confirming.
  await page.goto("/admin?tab=gallery");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete gallery item?" });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Gallery item deleted successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
  expect((await listItems(page.request)).some((item) => item.title === title)).toBe(false);
});

test("the upload modal checks the title and the files, and shows the server's reason", async ({ page }) => {
  await signInAsAdmin(page);
  // The Overview's quick action arrives as ?action=upload.
  await page.goto("/admin?tab=gallery&action=upload");
  const modal = page.getByRole("dialog", { name: "Upload to Gallery" });
  await expect(modal).toBeVisible();
  await expect(page).not.toHaveURL(/action=upload/);

  await modal
    .getByLabel("Images")
    .setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") }]);
  await expect(modal.getByText("notes.txt is not an image and was skipped.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();

  // A text file dressed as a JPEG passes the browser's check; the server reads its bytes.
  await modal
    .getByLabel("Images")
    .setInputFiles([
      { name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is text, not a JPEG at all") },
    ]);
  await page.getByRole("button", { name: "Upload 1 image(s)" }).click();
  await expect(modal.getByText("Please enter a title for the images")).toBeVisible();
  await expect(modal.getByLabel("Title")).toBeFocused();

  const title = unique("Fake photo");
  await modal.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Upload 1 image(s)" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to upload gallery item" }).first()).toBeVisible();
  await expect(modal.getByText('"fake.jpg" is not a JPEG, PNG, WebP or GIF image.')).toBeVisible();
  // Nothing was stored (looked up by title: tests beside this one add and delete items).
  expect((await listItems(page.request)).some((item) => item.title === title)).toBe(false);

  await modal.getByRole("button", { name: "Remove fake.jpg" }).click();
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
  // A title was typed: closing asks before throwing it away (issue 23, finding 4).
  await modal.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard" }).click();
  await expect(modal).toBeHidden();
});

test("search and category misses show the specified empty states", async ({ page }) => {
  const item = await createItem(page, unique("Reading corner"), 1);
  try {
    await page.goto("/Gallery");
    const query = `zz-${randomBytes(3).toString("hex")}`;
    await page.getByLabel("Search the gallery").fill(query);
    await expect(page.getByText(`No images found matching "${query}"`)).toBeVisible();
    await expect(page.getByText(/^Showing 0 of \d+ images$/)).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByRole("article").filter({ hasText: item.title })).toBeVisible();

    // Health can be filtered but not uploaded (spec 3), so it is always empty here.
    await page.getByRole("button", { name: "Health 0" }).click();
    await expect(page.getByText("No images found for the selected category")).toBeVisible();

    // The filter is in the URL and rendered by the server.
    const html = await (await page.request.get("/Gallery?category=health")).text();
    expect(html).toContain("No images found for the selected category");
    const all = await (await page.request.get("/Gallery")).text();
    expect(all).toContain(item.title);
    expect(all).toMatch(/srcSet="[^"]*480w/i);
  } finally {
    await deleteItem(page, item.id);
  }
});

test("a photo that cannot be loaded shows 'Image not available'", async ({ page }) => {
  const item = await createItem(page, unique("Broken photo"), 1);
  try {
    await page.route("**/api/images/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/Gallery");
    const card = page.getByRole("article").filter({ hasText: item.title });
    await expect(card.getByText("Image not available")).toBeVisible();
  } finally {
    await deleteItem(page, item.id);
  }
});

test("on a phone, a swipe moves the viewer to the next photo @phone", async ({ page }) => {
  const item = await createItem(page, unique("Swipe test"), 2);
  try {
    await page.goto("/Gallery");
    await page.getByRole("button", { name: `Open ${item.title} in the photo viewer` }).click();
    const viewer = page.getByRole("dialog", { name: item.title });
    await expect(viewer.getByText("1 / 2")).toBeVisible();
    const box = (await viewer.getByText("1 / 2").boundingBox())!;
    // A leftward drag across the photo, above the counter.
    const x = box.x + box.width / 2;
    const y = box.y - 100;
    await page.mouse.move(x + 120, y);
    await page.mouse.down();
    await page.mouse.move(x, y, { steps: 5 });
    await page.mouse.move(x - 120, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer.getByText("2 / 2")).toBeVisible();
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect(viewer).toBeHidden();
  } finally {
    await deleteItem(page, item.id);
  }
});
