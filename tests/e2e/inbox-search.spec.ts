/**
 * Finding one applicant in the Inbox (issue 43): search by name, e-mail or phone
 * (a phone found however it is written), filter by kind and days, all kept in the
 * URL across a reload; an empty result says what was searched and offers to clear
 * the filters; on a phone the kind and days fold behind a Filters button. Each test
 * sends its own applications (unique names and numbers) and deletes them at the end.
 */
import type { Page } from "@playwright/test";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Five digits no other test's phone number ends with. */
const fiveDigits = () => String(10_000 + Math.floor(Math.random() * 90_000));

/** Sends a volunteer or internship application as a visitor's browser would, through the public API. */
async function apply(page: Page, fields: { firstName: string; phone: string; type?: "volunteer" | "internship" }) {
  const res = await page.request.post("/api/applications", {
    multipart: {
      type: fields.type ?? "volunteer",
      firstName: fields.firstName,
      lastName: "Kumari",
      email: `${fields.firstName.toLowerCase()}@example.in`,
      phone: fields.phone,
      age: "24",
      address: "Bassi, Jaipur",
      education: "graduate",
      experience: "",
      availability: "weekends",
      interests: "Education & Teaching",
      motivation: "I want to teach girls in my village.",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function deleteApplications(page: Page, firstNames: string[]) {
  const headers = await adminApiHeaders(page);
  for (const name of firstNames) {
    const res = await page.request.get(`/api/applications?q=${encodeURIComponent(name)}&pageSize=100`, { headers });
    const { items } = ((await res.json()) as { data: { items: { id: string }[] } }).data;
    for (const item of items) await page.request.delete(`/api/applications/${item.id}`, { headers });
  }
}

test.describe("the Inbox's search", () => {
  test("finds an applicant by phone however it is written; the search survives a reload; a kind with no match says so and clears", async ({
    page,
  }) => {
    test.slow();
    const digits = fiveDigits();
    const meena = unique("Meena");
    const other = unique("Asha");
    await apply(page, { firstName: meena, phone: `+91 98290 ${digits}` });
    await apply(page, { firstName: other, phone: `+91 97000 ${fiveDigits()}` });
    await signInAsAdmin(page);
    await page.goto("/admin/inbox");

    // Written the other way: a leading 0, no spaces, no country code.
    await page.getByRole("searchbox", { name: "Search by name, e-mail or phone" }).fill(`098290${digits}`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=098290${digits}`));
    const applicationsTab = page.getByRole("tab", { name: "Applications (1 found)" });
    await expect(applicationsTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("article", { name: `${meena} Kumari` })).toBeVisible();
    await expect(page.getByRole("article", { name: `${other} Kumari` })).toHaveCount(0);
    await expect(page.getByText(`Showing: “098290${digits}”`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "main");

    // A reload (or the link, shared) shows the same.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search by name, e-mail or phone" })).toHaveValue(
      `098290${digits}`,
    );
    await expect(page.getByRole("article", { name: `${meena} Kumari` })).toBeVisible();

    // A kind where she is not: the list says what was searched, and clearing brings everything back.
    await page.getByLabel("Kind").selectOption({ label: "Internship applications" });
    await expect(page).toHaveURL(/[?&]kind=internship/);
    await expect(page.getByRole("tablist", { name: "Inbox lists" })).toHaveCount(0);
    await expect(page.getByText("Nothing matches")).toBeVisible();
    await expect(page.getByText(`No applications match “098290${digits}”, Internship applications.`)).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await expect(page).not.toHaveURL(/[?&](q|kind)=/);
    await expect(page.getByRole("searchbox", { name: "Search by name, e-mail or phone" })).toHaveValue("");
    await page.getByRole("tab", { name: /^Applications/ }).click();
    await expect(page.getByRole("article", { name: `${other} Kumari` })).toBeVisible();

    await deleteApplications(page, [meena, other]);
  });

  test("filters by kind and by days in India time, from the address alone", async ({ page }) => {
    test.slow();
    const intern = unique("Rahul");
    await apply(page, { firstName: intern, phone: `+91 91234 ${fiveDigits()}`, type: "internship" });
    await signInAsAdmin(page);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

    await page.goto(`/admin/inbox?kind=internship&from=${today}&to=${today}&q=${intern}`);
    await expect(page.getByLabel("Kind")).toHaveValue("internship");
    await expect(page.getByLabel("From")).toHaveValue(today);
    await expect(page.getByRole("article", { name: `${intern} Kumari` })).toBeVisible();
    await expect(page.getByText(/^1 of \d+ match$/)).toBeVisible();

    // The day before today has none of it.
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 3600 * 1000).toISOString().slice(0, 10);
    await page.getByLabel("From").fill(yesterday);
    await page.getByLabel("To").fill(yesterday);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`to=${yesterday}`));
    await expect(page.getByText("Nothing matches")).toBeVisible();

    await deleteApplications(page, [intern]);
  });

  test("at 390 px the kind and days fold behind Filters, which counts those in use", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto("/admin/inbox");
    const kind = page.getByLabel("Kind");
    await expect(page.getByRole("searchbox", { name: "Search by name, e-mail or phone" })).toBeVisible();
    await expect(kind).toBeHidden();
    const filters = page.getByRole("button", { name: "Filters", exact: true });
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await kind.selectOption("volunteer");
    await expect(page).toHaveURL(/[?&]kind=volunteer/);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "main");
  });
});
