/**
 * Drafts and scheduling through the admin screens: Save draft in the modal (the
 * table says "Draft", /blog does not list it), its preview at its own admin address
 * (and that address without a session shows nothing of it), a reopened draft's main
 * button keeping it a draft, publishing it (after one question), a published post's
 * "Update Blog" and taking it back to a draft;
 * a draft saved with a title alone; the page editor scheduling a post on the site's
 * clock (India's) from a browser set to New York time, with "Schedule" on its
 * button and "Scheduled · … IST" in the table.
 */
import type { Page } from "@playwright/test";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Post {
  id: string;
  slug: string;
  title: string;
}

/** The admin's list (with the token and no filter it holds drafts and scheduled posts too). */
async function findPost(page: Page, title: string): Promise<Post> {
  const res = await page.request.get("/api/blogs", { headers: await adminApiHeaders(page) });
  const post = ((await res.json()) as { data: Post[] }).data.find((candidate) => candidate.title === title);
  if (!post) throw new Error(`no post titled ${title}`);
  created.push(post.id);
  return post;
}

/** Posts are removed after each test: other specs expect a site without posts. */
const created: string[] = [];
test.afterEach(async ({ page }) => {
  const headers = await adminApiHeaders(page);
  for (const id of created.splice(0)) await page.request.delete(`/api/blogs/${id}`, { headers });
});

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

test("a draft saved in the modal stays off /blog and has its own preview, which a stranger cannot open", async ({
  page,
  browser,
}) => {
  const title = unique("Notes from Bassi");
  await signInAsAdmin(page);
  await page.goto("/admin/blogs");
  await page.getByRole("button", { name: "Create New Blog", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Blog" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Excerpt").fill("Half written: the photos come next week.");
  await dialog.getByLabel("Content").fill("## First day\n\nThe children sang.");
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Draft saved.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.locator("tr", { hasText: title });
  await expect(row.locator("[data-status]")).toHaveText("Draft");
  // The badges' colours keep AA contrast.
  await expectNoSeriousA11yViolations(page);
  const post = await findPost(page, title);

  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // The preview, from the table row.
  await page.goto("/admin/blogs");
  await page.getByRole("link", { name: `Preview "${title}" as visitors will see it` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/${post.id}/preview$`));
  await expect(page.getByText("Draft — not visible to visitors")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "First day" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The same address without a session: the login, nothing of the post.
  const stranger = await browser.newContext({ serviceWorkers: "block" });
  try {
    const other = await stranger.newPage();
    await other.goto(page.url());
    await expect(other).toHaveURL(/\/admin\/login(\?next=|$)/);
    await expect(other.getByText(title)).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test("a published post's main button is the specification's Update Blog; Unpublish to draft takes it back", async ({
  page,
}) => {
  const title = unique("Library week");
  const res = await page.request.post("/api/blogs", {
    headers: await adminApiHeaders(page),
    data: { title, excerpt: "Stories every evening.", content: "The children read aloud." },
  });
  expect(res.status()).toBe(201);
  const post = await findPost(page, title);
  await signInAsAdmin(page);
  await page.goto("/admin/blogs");
  const row = page.locator("tr", { hasText: title });
  await page.getByRole("button", { name: `Edit "${title}"` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Blog" });
  await expect(edit.locator('button[type="submit"]')).toHaveText("Update Blog");
  await edit.getByRole("button", { name: "Unpublish to draft" }).click();
  await expect(toast(page, "Draft saved.")).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText("Draft");
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);
});

test("a reopened draft's main button keeps it a draft; Publish asks once, by mouse or keyboard", async ({ page }) => {
  const title = unique("Notes from Phagi");
  const res = await page.request.post("/api/blogs", {
    headers: await adminApiHeaders(page),
    data: { title, excerpt: "Half written.", content: "The well was dry.", published: false },
  });
  expect(res.status()).toBe(201);
  const post = await findPost(page, title);
  await signInAsAdmin(page);
  await page.goto("/admin/blogs");
  const row = page.locator("tr", { hasText: title });

  // Reopened, a line added, the main button pressed (issue 43: it used to publish at once).
  await page.getByRole("button", { name: `Edit "${title}"` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Blog" });
  await edit.getByLabel("Content").press("End");
  await edit.getByLabel("Content").pressSequentially("\nThen the rain came.");
  const main = edit.locator('button[type="submit"]');
  await expect(main).toHaveText("Save draft");
  await main.click();
  await expect(toast(page, "Draft saved.")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.locator("[data-status]")).toHaveText("Draft");
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);

  // Publishing is its own button and asks once; "Not yet" leaves it a draft, focus back on the button.
  await page.getByRole("button", { name: `Edit "${title}"` }).click();
  await edit.getByRole("button", { name: "Publish", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Publish this post now?" });
  await expect(ask).toContainText(`"${title}" will be on the website for everyone at once`);
  await ask.getByRole("button", { name: "Not yet" }).click();
  await expect(ask).toBeHidden();
  await expect(edit.getByRole("button", { name: "Publish", exact: true })).toBeFocused();
  // The keyboard works the question too.
  await page.keyboard.press("Enter");
  await ask.getByRole("button", { name: "Publish now" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText("Published");
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(200);
});

test("a draft saves with a title alone, its address shown and made from the title", async ({ page }) => {
  const title = unique("Idea for the monsoon camp");
  await signInAsAdmin(page);
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill(title);
  const slug = title.toLowerCase().replaceAll(" ", "-");
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(new RegExp(`/blog/${slug}`));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Draft saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.locator("tr", { hasText: title }).locator("[data-status]")).toHaveText("Draft");
  const post = await findPost(page, title);
  expect(post.slug).toBe(slug);
});

test.describe("on a device set to New York time", () => {
  // The site's zone is India's (SITE_TIME_ZONE's default); the browser's is not.
  test.use({ timezoneId: "America/New_York" });

  test("the page editor schedules a post on India's clock: Schedule on the button, the time shown back in IST", async ({
    page,
  }) => {
    const title = unique("Saturday sports day");
    await signInAsAdmin(page);
    await page.goto("/admin/blogs/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Content").fill("Races, kho-kho and a tug of war.");
    await page.getByLabel("Excerpt").fill("Races, kho-kho and a tug of war.");
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/New_York");
    // The field says whose clock it is.
    const field = page.getByLabel("Publish at");
    await expect(field).toHaveAccessibleDescription(/India Standard Time \(Asia\/Kolkata\)/);
    // 9:00 on 15 January next year, typed as the admin means it: 9:00 in India (3:30 UTC, 22:30 the evening before in New York).
    const year = new Date().getUTCFullYear() + 1;
    const at = `${year}-01-15T09:00`;
    await field.fill(at);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    // Scheduling a new post asks once, saying when.
    const ask = page.getByRole("dialog", { name: "Schedule this post?" });
    await expect(ask).toContainText(`15 Jan ${year}, 9:00 am IST`);
    await ask.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(
      toast(page, `Blog scheduled: it will appear on the website on 15 Jan ${year}, 9:00 am IST.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blogs$/);

    const status = page.locator("tr", { hasText: title }).locator("[data-status]");
    await expect(status).toHaveText(`Scheduled · 15 Jan ${year}, 9:00 am IST`);
    await expect(status).toHaveAttribute("data-status", "scheduled");
    await expectNoSeriousA11yViolations(page);
    const post = await findPost(page, title);
    const stored = await page.request.get(`/api/blogs/${post.id}`, { headers: await adminApiHeaders(page) });
    expect(new Date(((await stored.json()) as { data: { publishedAt: string } }).data.publishedAt).toISOString()).toBe(
      `${year}-01-15T03:30:00.000Z`,
    );
    expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);

    // The editor shows the time back as typed; its preview says when the post goes public.
    await page.goto(`/admin/blogs/${post.id}`);
    await expect(page.getByLabel("Publish at")).toHaveValue(at);
    await expect(page.getByRole("button", { name: "Schedule", exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Preview as visitors see it" }).click();
    await expect(
      page.getByText(`Scheduled for 15 Jan ${year}, 9:00 am IST — not visible to visitors until then`),
    ).toBeVisible();
  });
});

test("Active Forms on the Overview counts form links and published custom forms, and says so", async ({ page }) => {
  const headers = await adminApiHeaders(page);
  const link = await page.request.post("/api/external-forms", {
    headers,
    data: { title: unique("Volunteer sign-up"), description: "Help at the centre.", link: "https://example.org/f" },
  });
  const custom = await page.request.post("/api/custom-forms", {
    headers,
    data: {
      title: unique("Teacher training"),
      category: "Volunteer",
      fields: [{ id: "name", label: "Full name", type: "text", required: true }],
    },
  });
  const hidden = await page.request.post("/api/custom-forms", {
    headers,
    data: {
      title: unique("Not yet open"),
      disabled: true,
      fields: [{ id: "name", label: "Full name", type: "text", required: true }],
    },
  });
  const ids = await Promise.all(
    [link, custom, hidden].map(async (res) => {
      expect(res.status()).toBe(201);
      return ((await res.json()) as { data: { id: string } }).data.id;
    }),
  );
  try {
    // Whatever other tests left: the count is read from the same lists.
    const active = async (path: string) =>
      ((await (await page.request.get(path, { headers })).json()) as { data: { disabled: boolean }[] }).data.filter(
        (form) => !form.disabled,
      ).length;
    const links = await active("/api/external-forms");
    const customForms = await active("/api/custom-forms");
    expect(customForms).toBeGreaterThan(0);

    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.locator('[data-stat="Active Forms"]')).toHaveText(String(links + customForms));
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
    await expect(page.getByText(`${plural(links, "link")} · ${plural(customForms, "custom form")}`)).toBeVisible();
  } finally {
    await page.request.delete(`/api/external-forms/${ids[0]}`, { headers });
    for (const id of ids.slice(1)) await page.request.delete(`/api/custom-forms/${id}`, { headers });
  }
});
