/**
 * Forms as people use them: the admin adds an external form link and builds a
 * custom form; a visitor finds them on /forms, fills the custom form (mistakes
 * first), also with the connection cut; the admin reads the response and exports
 * CSV. Each test makes its own forms (unique titles) and deletes them at the end.
 */
import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { samplePdf } from "../support/sample-files.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface StoredResponse {
  clientId: string;
  values: Record<string, unknown>;
}

async function responsesOf(page: Page, formId: string): Promise<StoredResponse[]> {
  const res = await page.request.get(`/api/custom-forms/${formId}/responses`, { headers: await adminApiHeaders(page) });
  return ((await res.json()) as { data: { responses: StoredResponse[] } }).data.responses;
}

async function createCustomForm(page: Page, title: string) {
  const res = await page.request.post("/api/custom-forms", {
    headers: await adminApiHeaders(page),
    data: {
      title,
      description: "Tell us when you can help at the learning centre.",
      category: "Volunteer",
      fields: [
        { id: "name", label: "Full name", type: "text", required: true },
        { id: "days", label: "Days", type: "checkbox", required: false, options: ["Saturday", "Sunday"] },
      ],
    },
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function deleteCustomForm(page: Page, id: string) {
  await page.request.delete(`/api/custom-forms/${id}`, { headers: await adminApiHeaders(page) });
}

/** The queue in this browser's local storage. */
const queued = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem("custom_form_response_queue") ?? "[]") as unknown[]);

test.describe("external form links", () => {
  test("the admin adds a link (bad URL refused first); it appears on /forms and opens in a new tab, counting the click", async ({
    page,
    context,
  }) => {
    test.slow();
    const title = unique("Volunteer Drive");
    const link = `https://example.org/apply/${encodeURIComponent(title)}`;
    // No internet here: the external form answers from this stub.
    await context.route("https://example.org/**", (route) =>
      route.fulfill({ body: "<h1>External form</h1>", contentType: "text/html" }),
    );
    await signInAsAdmin(page);

    // The Overview's quick action lands on the Forms tab with the modal open.
    await page.goto("/admin?tab=forms&action=create");
    const modal = page.getByRole("dialog", { name: "Add Form Link" });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Add Form", exact: true }).click();
    await expect(
      modal.getByText("Please fill in all required fields (title, description, link)").first(),
    ).toBeVisible();

    await modal.getByLabel("Title").fill(title);
    await modal.getByLabel("Description").fill("Join our weekend teaching drive in Jaipur.");
    await modal.getByLabel("Form link").fill("not a web address");
    await modal.getByRole("button", { name: "Add Form", exact: true }).click();
    await expect(modal.getByText("Please enter a valid URL for the form link")).toBeVisible();
    await expect(modal.getByLabel("Form link")).toHaveAttribute("aria-invalid", "true");

    await modal.getByLabel("Form link").fill(link);
    await modal.getByLabel("Category").selectOption("Career");
    await modal.getByRole("button", { name: "Add Form", exact: true }).click();
    await expect(page.getByText("Form added successfully to server!")).toBeVisible();
    await expect(modal).toBeHidden();
    const row = page.locator(`[data-form-link="${title}"]`);
    await expect(row).toContainText("Career");

    await page.goto("/forms");
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card).toContainText("Career");
    const chip = page.locator("main").getByRole("button", { name: "Career", exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(card).toBeVisible();
    const popupPromise = page.waitForEvent("popup");
    await card.getByRole("link", { name: /Open Form/ }).click();
    const popup = await popupPromise;
    expect(popup.url()).toBe(link);
    await popup.close();

    const headers = await adminApiHeaders(page);
    const stored = async () => {
      const all = (await (await page.request.get("/api/external-forms", { headers })).json()) as {
        data: { id: string; title: string; clicks: number }[];
      };
      return all.data.find((form) => form.title === title);
    };
    await expect.poll(async () => (await stored())?.clicks).toBe(1);

    // Deleting asks first, then says so.
    await page.goto("/admin?tab=forms");
    await page.getByRole("button", { name: `Delete the link "${title}"` }).click();
    await page.getByRole("dialog", { name: "Delete this form link?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Form deleted successfully from server!")).toBeVisible();
    await expect(page.locator(`[data-form-link="${title}"]`)).toHaveCount(0);
    expect(await stored()).toBeUndefined();
  });
});

test.describe("custom forms", () => {
  test("the admin builds a form with every field type; a visitor fills it; the admin reads it and exports CSV", async ({
    page,
  }) => {
    // A long journey (build, fill, read, export) on a shared machine.
    test.slow();
    const title = unique("Teacher Sign-up");
    await signInAsAdmin(page);
    await page.goto("/admin?tab=forms");
    await page.getByRole("button", { name: "Create Custom Form" }).click();
    const builder = page.getByRole("dialog", { name: "Create Custom Form" });
    await builder.getByLabel("Form title").fill(title);
    await builder.getByRole("textbox", { name: /^Description/ }).fill("For retired teachers who want to help.");

    const questions: [string, string, boolean, string?][] = [
      ["Full name", "Short text", true],
      ["Email", "Email", true],
      ["Phone", "Phone number", false],
      ["About you", "Paragraph", false],
      ["City", "Dropdown", true, "Jaipur\nUdaipur"],
      ["Mode", "Multiple choice (one answer)", false, "Online\nIn person"],
      ["Days", "Checkboxes (several answers)", false, "Saturday\nSunday"],
      ["CV", "File upload", false],
      ["Start date", "Date", false],
    ];
    for (const [index, [label, type, required, options]] of questions.entries()) {
      if (index > 0) await builder.getByRole("button", { name: "Add question" }).click();
      const question = builder.locator("[data-question]").nth(index);
      const labelBox = question.getByRole("textbox", { name: "Question", exact: true });
      // A new question takes the focus, ready to type.
      if (index > 0) await expect(labelBox).toBeFocused();
      await labelBox.fill(label);
      await question.getByLabel("Answer type").selectOption({ label: type });
      if (required) await question.getByLabel("Required").check();
      if (options) await question.getByRole("textbox", { name: /^Options/ }).fill(options);
    }
    // Reorder with the keyboard-reachable buttons: the date moves above the file question.
    await builder.getByRole("button", { name: "Move question 9 up" }).click();
    await expect(
      builder.locator("[data-question]").nth(7).getByRole("textbox", { name: "Question", exact: true }),
    ).toHaveValue("Start date");
    await builder.getByRole("button", { name: "Create form" }).click();
    await expect(page.getByText("Custom form created.")).toBeVisible();
    const row = page.locator(`[data-custom-form="${title}"]`);
    await expect(row).toContainText("9 questions");
    await expect(row).toContainText("0 responses");

    // The visitor finds it on /forms and opens it.
    await page.goto("/forms");
    await page.getByRole("article").filter({ hasText: title }).getByRole("link", { name: "Go to Page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const formId = page.url().split("/forms/")[1] ?? "";

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("City is required")).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full name").fill("प्रिया शर्मा");
    await page.getByLabel("Email").fill("priya@example");
    await page.getByLabel("Phone").fill("call me");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Invalid phone number")).toBeVisible();
    const describedBy = await page.getByLabel("Email").getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Invalid email address");

    await page.getByLabel("Email").fill("priya@example.in");
    await page.getByLabel("Phone").fill("+91 (98765) 43210");
    await page.getByLabel("About you").fill('Taught maths for 30 years, "loves" puzzles, and more');
    await page.getByLabel("City").selectOption("Udaipur");
    await page.getByLabel("In person").check();
    await page.getByLabel("Saturday").check();
    await page.getByLabel("Sunday").check();
    await page.getByLabel("Start date").fill("2025-11-01");
    await page
      .getByLabel("CV")
      .setInputFiles({ name: "priya-cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
    await expectNoSeriousA11yViolations(page, "main");
    await page.getByRole("button", { name: "Submit" }).click();
    // A lasting confirmation in place of the form, in view (issue 23, finding 9).
    const confirmation = page.getByRole("heading", { name: "Form submitted successfully!" });
    await expect(confirmation).toBeInViewport();
    await expect(confirmation).toBeFocused();
    await expect(page.getByLabel("Full name")).toHaveCount(0);
    await page.getByRole("button", { name: "Fill in the form again" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue("");

    // The admin sees it and exports it.
    await page.goto(`/admin/forms/${formId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("response-count")).toHaveText("1 response");
    // Each response is called by the name given in it (issue 23, finding 13), still numbered.
    await expect(page.getByRole("button", { name: /^प्रिया शर्मा Response #1/ })).toBeVisible();
    const detail = page.getByRole("article");
    await expect(detail).toContainText("प्रिया शर्मा");
    await expect(detail).toContainText("Udaipur");
    await expect(detail).toContainText("priya-cv.pdf");

    const fileDownload = page.waitForEvent("download");
    await detail.getByRole("button", { name: "Download priya-cv.pdf" }).click();
    expect((await readFile(await (await fileDownload).path())).subarray(0, 5).toString()).toBe("%PDF-");

    const csvDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toBe(`${title} responses.csv`);
    const csv = await readFile(await csvFile.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const textCsv = csv.toString("utf8");
    expect(textCsv).toContain(
      "Full name,Email,Phone,About you,City,Mode,Days,Start date,CV,Submitted at (Asia/Kolkata time)",
    );
    // The phone in its plain normal form (issue 42).
    expect(textCsv).toContain("प्रिया शर्मा,priya@example.in,+919876543210,");
    expect(textCsv).toContain('"Taught maths for 30 years, ""loves"" puzzles, and more"');

    await deleteCustomForm(page, formId);
    await page.goto(`/admin/forms/${formId}`);
    await expect(page.getByRole("heading", { name: "Form Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Admin" })).toHaveAttribute("href", "/admin/forms");
  });

  test("an unknown form shows Form Not Found with a 404", async ({ page }) => {
    const response = await page.goto("/forms/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Form Not Found" })).toBeVisible();
    await expect(page.getByText("The form you're looking for doesn't exist.")).toBeVisible();
  });
});

test.describe("offline", () => {
  test("a response made without a connection waits on the device and reaches the server exactly once", async ({
    page,
    context,
  }) => {
    test.slow();
    const title = unique("Village Survey");
    const formId = await createCustomForm(page, title);
    await page.goto(`/forms/${formId}`);
    // The answers' check loads on the first focus (decision 037): the visitor starts
    // while the signal lasts (offline.spec.ts opens a form saved by the service worker).
    const check = [/\/assets\/schemas-[\w-]+\.js$/, /\/assets\/zod-[\w-]+\.js$/].map((file) =>
      page.waitForResponse(file),
    );
    await page.getByLabel("Full name").focus();
    await Promise.all(check);
    await page.waitForLoadState("networkidle");

    // First: offline, then the connection returns while the page is open.
    await context.setOffline(true);
    await page.getByLabel("Full name").fill("Asha");
    await page.getByLabel("Sunday").check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByTestId("queued-responses")).toContainText("Saved on this device");
    await expect(page.getByTestId("queued-responses")).toContainText("1 response is saved on this device");
    expect(await queued(page)).toHaveLength(1);
    expect(await responsesOf(page, formId)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByText("Your saved response has been sent.")).toBeVisible();
    await expect(page.getByTestId("queued-responses")).toHaveCount(0);
    expect(await queued(page)).toHaveLength(0);
    let stored = await responsesOf(page, formId);
    expect(stored.map((r) => r.values.name)).toEqual(["Asha"]);

    // Second: the tab is closed while offline; the response is sent when the site is next opened.
    await context.setOffline(true);
    await page.getByLabel("Full name").fill("Ravi");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByTestId("queued-responses")).toBeVisible();
    await page.close();
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto("/forms");
    await expect(later.getByText("Your saved response has been sent.")).toBeVisible();
    stored = await responsesOf(later, formId);
    expect(stored.map((r) => r.values.name)).toEqual(["Asha", "Ravi"]);
    expect(new Set(stored.map((r) => r.clientId)).size).toBe(2);

    // Nothing is sent again on later visits.
    await later.reload();
    await later.waitForLoadState("networkidle");
    expect(await responsesOf(later, formId)).toHaveLength(2);
    expect(await queued(later)).toHaveLength(0);
    await deleteCustomForm(later, formId);
    await later.close();
  });

  test("a form opened before still shows from the device when the connection is gone", async ({ page, context }) => {
    const title = unique("Health Camp");
    const formId = await createCustomForm(page, title);
    await page.goto(`/forms/${formId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto("/forms");
    // The links' routes are discovered once they render (/__manifest, decision 038): offline
    // before that answer, the click would have no route to go to.
    await page.waitForLoadState("networkidle");
    await setOfflineAndWait(context, page);
    await page.getByRole("article").filter({ hasText: title }).getByRole("link", { name: "Go to Page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("You are offline. This is the copy of the form saved on this device.")).toBeVisible();
    await context.setOffline(false);
    await deleteCustomForm(page, formId);
  });
});

async function setOfflineAndWait(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}
