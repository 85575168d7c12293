/**
 * The nightly deletion as the staff see and steer it (issue 42): "Keep" on an Inbox
 * message puts it on hold (the API says so too) and pressing it again lets it go;
 * "Keep" on a form's response does the same; Settings says in words how long each
 * kind is kept and what the next 30 days and the last runs hold. Each test sends its
 * own message or makes its own form, and deletes it at the end.
 */
import type { Page } from "@playwright/test";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The message's `held` as the admin API lists it. */
async function heldInApi(page: Page, firstName: string): Promise<boolean | undefined> {
  const res = await page.request.get(`/api/contact?q=${encodeURIComponent(firstName)}`, {
    headers: await adminApiHeaders(page),
  });
  const { items } = ((await res.json()) as { data: { items: { held: boolean }[] } }).data;
  return items[0]?.held;
}

test("Keep holds an Inbox message and releases it; Settings says how long each kind is kept", async ({ page }) => {
  test.slow();
  const firstName = unique("Kamla");
  const sent = await page.request.post("/api/contact", {
    data: {
      firstName,
      lastName: "Sharma",
      email: `${firstName.toLowerCase()}@example.in`,
      interest: "general",
      message: "Please keep my letter about the school's land.",
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const headers = await adminApiHeaders(page);
  try {
    await signInAsAdmin(page);
    await page.goto("/admin/inbox");
    const item = page.getByRole("article", { name: `${firstName} Sharma` });
    await expect(item).toBeVisible();
    await expect(item.getByText("On hold", { exact: true })).toHaveCount(0);

    await item.getByRole("button", { name: "Keep", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Kept: the nightly deletion passes it by." }),
    ).toBeVisible();
    const kept = item.getByRole("button", { name: "Kept (on hold)" });
    await expect(kept).toHaveAttribute("aria-pressed", "true");
    await expect(item.getByText("On hold", { exact: true })).toBeVisible();
    expect(await heldInApi(page, firstName)).toBe(true);

    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "How long visitors' details are kept", level: 2 })).toBeVisible();
    for (const heading of ["How long each is kept", "To be deleted in the next 30 days", "Last nightly deletions"]) {
      await expect(page.getByRole("heading", { name: heading, level: 3 })).toBeVisible();
    }
    await expect(page.getByText("2 years after they arrive")).toBeVisible();
    await expect(page.getByText("1 year after the form is closed")).toBeVisible();
    await expect(page.getByText("1 week after signing up")).toBeVisible();
    await expect(page.getByText(/Every night at 2:30 am \(India Standard Time\)/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "main");

    // Released: pressed again, it goes when its time comes.
    await page.goto("/admin/inbox");
    await item.getByRole("button", { name: "Kept (on hold)" }).click();
    await expect(item.getByRole("button", { name: "Keep", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(item.getByText("On hold", { exact: true })).toHaveCount(0);
    expect(await heldInApi(page, firstName)).toBe(false);
  } finally {
    const res = await page.request.get(`/api/contact?q=${encodeURIComponent(firstName)}`, { headers });
    for (const { id } of ((await res.json()) as { data: { items: { id: string }[] } }).data.items) {
      await page.request.delete(`/api/contact/${id}`, { headers });
    }
  }
});

test("Keep holds a form's response, and the list says it is on hold", async ({ page }) => {
  test.slow();
  const headers = await adminApiHeaders(page);
  const created = await page.request.post("/api/custom-forms", {
    headers,
    data: {
      title: unique("Land records camp "),
      description: "Bring your papers.",
      category: "Event",
      fields: [{ id: "name", label: "Full name", type: "text", required: true }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const formId = ((await created.json()) as { data: { id: string } }).data.id;
  try {
    const answered = await page.request.post(`/api/custom-forms/${formId}/responses`, {
      data: { clientId: unique("hold-"), values: { name: "Sunita Devi" } },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    await signInAsAdmin(page);
    await page.goto(`/admin/forms/${formId}`);
    const detail = page.getByRole("article", { name: "Sunita Devi" });
    await detail.getByRole("button", { name: "Keep", exact: true }).click();
    await expect(detail.getByRole("button", { name: "Kept (on hold)" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("navigation", { name: "Responses", exact: true })).toContainText("On hold");
    const res = await page.request.get(`/api/custom-forms/${formId}/responses`, { headers });
    expect(((await res.json()) as { data: { responses: { held: boolean }[] } }).data.responses[0]?.held).toBe(true);
  } finally {
    await page.request.delete(`/api/custom-forms/${formId}`, { headers });
  }
});
