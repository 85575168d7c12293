/**
 * Signing out offers to clear unsaved drafts (issue 40): the editors keep what is
 * typed in this browser's storage (components/admin/shared/unsaved-work.tsx), where
 * the next person at a shared computer could read it. With drafts kept, Logout asks
 * "Remove unsaved drafts from this browser?": removing deletes exactly the drafts
 * (their text and their files), keeping leaves them to be offered back, Cancel stays
 * signed in. Without drafts, Logout signs out at once.
 */
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "../support/admin-browser.ts";
import { expect, test } from "./fixtures.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const QUESTION = "Remove unsaved drafts from this browser?";

/** The keys of local storage, and of the file stash in IndexedDB (app/lib/file-stash.ts). */
const stored = (page: Page) =>
  page.evaluate(async () => {
    const local = Object.keys(window.localStorage).sort();
    const files = await new Promise<string[]>((resolve) => {
      const open = indexedDB.open("custom-form-files", 1);
      open.onupgradeneeded = () => open.result.createObjectStore("files");
      open.onsuccess = () => {
        const keys = open.result.transaction("files").objectStore("files").getAllKeys();
        keys.onsuccess = () => {
          open.result.close();
          resolve((keys.result as string[]).sort());
        };
      };
    });
    return { local, files };
  });

/** A file kept under `key` in the stash, as the gallery's upload draft or the visitors' queue keep theirs. */
const stashFile = (page: Page, key: string) =>
  page.evaluate(
    (k) =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open("custom-form-files", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("files");
        open.onsuccess = () => {
          const transaction = open.result.transaction("files", "readwrite");
          transaction.objectStore("files").put({ photo: new File(["x"], "photo.jpg", { type: "image/jpeg" }) }, k);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    key,
  );

/** Types a title into the blog page editor, leaves it unsaved and goes back to the dashboard. */
async function leaveUnsavedBlogDraft(page: Page, title: string) {
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill(title);
  await expect.poll(async () => (await stored(page)).local).toContain("admin-draft:blog:new");
  // The browser's "leave this page?" (unsaved changes): leave.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

test("with an unsaved draft, Logout asks; Remove drafts and sign out removes exactly the drafts", async ({ page }) => {
  const title = unique("Half-written post");
  await signInAsAdmin(page);
  await leaveUnsavedBlogDraft(page, title);
  // A gallery upload's photos kept with its draft, a visitor's queued answer's file, and other storage.
  await stashFile(page, "admin-draft:gallery:upload");
  await stashFile(page, "visitor-response-1");
  await page.evaluate(() => window.localStorage.setItem("not-a-draft", "kept"));

  await page.getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: QUESTION });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep drafts and sign out" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
  await dialog.getByRole("button", { name: "Remove drafts and sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();

  const after = await stored(page);
  expect(after.local.filter((key) => key.startsWith("admin-draft:"))).toEqual([]);
  expect(after.local).toContain("not-a-draft");
  expect(after.files).toEqual(["visitor-response-1"]);

  // Signed in again (the test's session is stored at every page load): nothing is offered back.
  await page.goto("/admin/blogs/new");
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByText(/were kept on this device/)).toHaveCount(0);
});

test("Cancel stays signed in; Keep drafts and sign out keeps the draft, offered back after signing in", async ({
  page,
}) => {
  const title = unique("Notes for later");
  await signInAsAdmin(page);
  await leaveUnsavedBlogDraft(page, title);

  await page.getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: QUESTION });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await dialog.getByRole("button", { name: "Keep drafts and sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await stored(page)).local).toContain("admin-draft:blog:new");

  await page.goto("/admin/blogs/new");
  await expect(page.getByText(/were kept on this device/)).toBeVisible();
  await page.getByRole("button", { name: "Restore them" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
});

test("without drafts, Logout signs out at once", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
