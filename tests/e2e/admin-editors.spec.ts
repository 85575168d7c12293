/**
 * The admin's editors as a busy administrator on a phone meets them (issue 23):
 * unsaved work in the blog modal and the form builder survives a reload and is
 * offered back, the back gesture asks before throwing it away (finding 4); the
 * modal is the same editor as the page, with Insert image, preview and the
 * pictures in the text shown as pictures (finding 6); a picture inserted gets
 * Alt text and Caption fields, cannot be published without alt text, and shows
 * as a figure with its caption on the post (issue 43).
 */
import type { Page } from "@playwright/test";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { photoJpeg } from "../support/test-images.ts";
import { expect, test } from "./fixtures.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const created: string[] = [];
test.afterEach(async ({ page }) => {
  const headers = await adminApiHeaders(page);
  for (const id of created.splice(0)) await page.request.delete(`/api/blogs/${id}`, { headers });
});

async function postId(page: Page, title: string): Promise<string> {
  const res = await page.request.get("/api/blogs", { headers: await adminApiHeaders(page) });
  const post = ((await res.json()) as { data: { id: string; title: string }[] }).data.find((p) => p.title === title);
  if (!post) throw new Error(`no post titled ${title}`);
  created.push(post.id);
  return post.id;
}

test("the blog modal's unsaved text survives a reload and is offered back @phone", async ({ page }) => {
  const title = unique("Library corner in Chaksu");
  await signInAsAdmin(page);
  await page.goto("/admin/blogs");
  await page.getByRole("button", { name: "Create New Blog", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Blog" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill("Two shelves, ninety books, one very proud class.");

  await page.reload();
  await page.getByRole("button", { name: "Create New Blog", exact: true }).click();
  await expect(dialog.getByText(/^Unsaved changes from .* were kept on this device\.$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Restore them" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Content")).toHaveValue("Two shelves, ninety books, one very proud class.");

  // Discarding on purpose removes the kept copy: the next opening starts empty.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard" }).click();
  await page.getByRole("button", { name: "Create New Blog", exact: true }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue("");
  await expect(dialog.getByText(/were kept on this device/)).toHaveCount(0);
});

test("the back gesture asks before leaving unsaved text, and Keep editing keeps it @phone", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Blogs" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await page.getByRole("button", { name: "Create New Blog", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Blog" });
  await dialog.getByLabel("Title").fill("Half a thought");

  await page.goBack();
  const ask = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(dialog.getByLabel("Title")).toHaveValue("Half a thought");

  await page.goBack();
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the form builder's unsaved questions survive a reload @phone", async ({ page }) => {
  const title = unique("Teacher volunteers");
  await signInAsAdmin(page);
  await page.goto("/admin/forms");
  await page.getByRole("button", { name: "Create Custom Form" }).click();
  const builder = page.getByRole("dialog", { name: "Create Custom Form" });
  await builder.getByLabel("Form title").fill(title);
  await builder.getByRole("textbox", { name: "Question", exact: true }).fill("Which subject do you teach?");

  await page.reload();
  await page.getByRole("button", { name: "Create Custom Form" }).click();
  await builder.getByRole("button", { name: "Restore them" }).click();
  await expect(builder.getByLabel("Form title")).toHaveValue(title);
  await expect(builder.getByRole("textbox", { name: "Question", exact: true })).toHaveValue(
    "Which subject do you teach?",
  );
  await builder.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard" }).click();
});

test("Edit opens the same editor as the page: Insert image, preview, rules, pictures shown as pictures", async ({
  page,
}) => {
  const title = unique("Science fair at Dudu");
  await signInAsAdmin(page);
  const headers = await adminApiHeaders(page);
  const upload = await page.request.post("/api/blogs/cover", {
    headers,
    multipart: {
      image: { name: "fair.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 1200, height: 800 }) },
    },
  });
  const { image } = ((await upload.json()) as { data: { image: string } }).data;
  const res = await page.request.post("/api/blogs", {
    headers,
    data: {
      title,
      excerpt: "Volcanoes, circuits and a very patient goat.",
      content: `## The projects\n\n![Children showing a paper volcano](${image})\n\nEvery class took part.`,
    },
  });
  expect(res.status()).toBe(201);
  await postId(page, title);

  // Found by its title, as a person finds a post among many (other specs add posts meanwhile).
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Edit "${title}"` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Blog" });
  // The picture in the text, as a picture with its alt text in its own field.
  await expect(dialog.getByText("Pictures in the text (1)")).toBeVisible();
  const card = dialog.locator('[data-picture="1"]');
  await expect(card.getByLabel("Alt text")).toHaveValue("Children showing a paper volcano");
  const picture = card.locator("img");
  await expect(picture).toHaveAttribute("src", image);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog.getByText("Insert image", { exact: true })).toBeVisible();

  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByRole("heading", { level: 2, name: "The projects" })).toBeVisible();
  await dialog.getByRole("button", { name: "Edit", exact: true }).click();

  // The page editor's rule in the modal too: a post has an author.
  await dialog.getByLabel("Author").fill("");
  await dialog.getByRole("button", { name: "Update Blog" }).click();
  await expect(dialog.getByText("Author is required")).toBeVisible();
  await dialog.getByLabel("Author").fill("Kavita Meena");
  await dialog.getByRole("button", { name: "Update Blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog updated successfully!" })).toBeVisible();
  await expect(page.locator("tr", { hasText: title })).toContainText("Kavita Meena");
});

test("Insert image gives the picture Alt text and Caption fields; the post shows a figure with its caption", async ({
  page,
}) => {
  const title = unique("Sports day in Bagru");
  await signInAsAdmin(page);
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Sack races and a relay.");
  await page.getByLabel("Content").fill("The relay was close.");
  await page.getByLabel("Content").press("End");
  await page
    .getByLabel("Insert image")
    .setInputFiles({ name: "relay.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 900, height: 600 }) });
  // The picture goes in with no words to edit in brackets; its own fields take them.
  await expect(page.getByLabel("Content")).toHaveValue(/\n\n!\[\]\(\/api\/images\/blog\/[0-9a-f]{32}-\d+\.webp\)\n/);
  const card = page.locator('[data-picture="1"]');
  await expect(card.getByLabel("Alt text")).toBeFocused();
  await expect(card).toContainText("Needs alt text before the post can be published");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(card.getByText(/^Picture 1 needs alt text/)).toBeVisible();
  await expect(card.getByLabel("Alt text")).toBeFocused();

  await card.getByLabel("Alt text").fill('Girls passing the "baton" [relay]');
  await card.getByLabel("Caption").fill("The last leg, Bagru, 14 November");
  await expect(page.getByLabel("Content")).toHaveValue(
    /!\[Girls passing the "baton" \\\[relay\\\]\]\(\/api\/images\/blog\/\S+ "The last leg, Bagru, 14 November"\)/,
  );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Publish this post now?" })
    .getByRole("button", { name: "Publish now" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Blog post created successfully!" })).toBeVisible();
  await postId(page, title);

  // Visitors see the picture with its alt text, its caption under it.
  const res = await page.request.get(`/api/blogs?q=${encodeURIComponent(title)}`);
  const slug = ((await res.json()) as { data: { slug: string }[] }).data[0]?.slug;
  await page.goto(`/blog/${slug}`);
  const figure = page.locator("article figure");
  await expect(figure.getByRole("img", { name: 'Girls passing the "baton" [relay]' })).toBeVisible();
  await expect(figure.locator("figcaption")).toHaveText("The last leg, Bagru, 14 November");
});
