/**
 * The admin's Subscribers tab as a route: the search text is in the URL (a reload
 * keeps it), and deleting an address goes through the route's action with its
 * toast, after which the list is read again.
 */
import { newsletterAdminMessages } from "#common/messages/newsletter-admin";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const text = newsletterAdminMessages;
const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("searching keeps the text in the URL, and deleting removes the address with a toast", async ({ page }) => {
  const kept = `${unique("kept")}@example.in`;
  const removed = `${unique("removed")}@example.in`;
  for (const email of [kept, removed]) {
    expect((await page.request.post("/api/newsletter", { data: { email } })).status()).toBeLessThan(300);
  }
  await signInAsAdmin(page);
  await page.goto("/admin/subscribers");
  await waitForHydration(page);

  await page.getByLabel(text.searchLabel).fill(removed.split("@")[0] as string);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${removed.split("@")[0]}`));
  const row = (email: string) => page.getByRole("listitem").filter({ hasText: email });
  await expect(row(removed)).toHaveCount(1);
  await expect(row(kept)).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel(text.searchLabel)).toHaveValue(removed.split("@")[0] as string);
  await expect(row(removed)).toHaveCount(1);

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: `${text.remove} ${removed}` }).click();
  await expect(page.getByText(text.removed)).toBeVisible();
  await expect(page.getByText(text.noMatch)).toBeVisible();

  // Clean up the other address: other specs count subscribers.
  const headers = await adminApiHeaders(page);
  const list = (await (await page.request.get(`/api/newsletter/subscribers?q=${kept}`, { headers })).json()) as {
    data: { items: { id: string }[] };
  };
  for (const { id } of list.data.items) await page.request.delete(`/api/newsletter/subscribers/${id}`, { headers });
});
