/**
 * Deleting one person's data, as the privacy notice promises (issue 23): a
 * visitor sends a Contact Us message and answers a custom form with the same
 * e-mail address; another visitor does the same. The admin, on a phone, finds the
 * first person's data from the Inbox, sees what will go, confirms, and both of
 * their items are gone while the other person's stay. A family's shared phone
 * (issue 42): found by the number alone, another name's message is not ticked and
 * stays.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Person {
  firstName: string;
  email: string;
}

/** A custom form asking for a name and an e-mail address; answers its id. */
async function createSignUpForm(page: Page, title: string): Promise<string> {
  const created = await page.request.post("/api/custom-forms", {
    headers: await adminApiHeaders(page),
    data: {
      title,
      description: "Sign up to help.",
      category: "Volunteer",
      fields: [
        { id: "name", label: "Full name", type: "text", required: true },
        { id: "email", label: "Email", type: "email", required: true },
      ],
    },
  });
  return ((await created.json()) as { data: { id: string } }).data.id;
}

async function sendContactUs(page: Page, person: Person) {
  await page.goto("/ContactUs");
  await page.getByLabel("First Name").fill(person.firstName);
  await page.getByLabel("Last Name").fill("Meena");
  await page.getByLabel("Email Address").fill(person.email);
  await page.getByLabel("Subject").selectOption("general");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Please send me the programme details.");
  await page.getByLabel(/I agree to the privacy policy/).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /Thank you for reaching out!/ })).toBeVisible();
}

async function answerForm(page: Page, formId: string, person: Person) {
  await page.goto(`/forms/${formId}`);
  await page.getByLabel("Full name").fill(`${person.firstName} Meena`);
  await page.getByLabel("Email").fill(person.email);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Form submitted successfully!" })).toBeVisible();
}

test("the admin finds one person's message and form response by e-mail and deletes both; another person's stay @phone", async ({
  page,
}) => {
  test.slow();
  const id = unique();
  const asha: Person = { firstName: `Asha${id}`, email: `asha.${id}@example.in` };
  const ravi: Person = { firstName: `Ravi${id}`, email: `ravi.${id}@example.in` };
  const headers = await adminApiHeaders(page);
  const formId = await createSignUpForm(page, `Library day ${id}`);

  try {
    for (const person of [asha, ravi]) {
      await sendContactUs(page, person);
      await answerForm(page, formId, person);
    }

    await signInAsAdmin(page);
    await page.goto("/admin/inbox");
    await expect(page.getByRole("article", { name: `${asha.firstName} Meena` })).toBeVisible();
    await page.getByRole("button", { name: "One person's data: copy or delete" }).click();
    const dialog = page.getByRole("dialog", { name: "One person's data: copy or delete" });
    await dialog.getByRole("button", { name: "Find their data" }).click();
    await expect(dialog.getByText("Enter the person's e-mail address or phone number")).toBeVisible();
    await dialog.getByLabel("E-mail address").fill(asha.email.toUpperCase());
    await dialog.getByRole("button", { name: "Find their data" }).click();

    // What will go, named and counted per kind, before anything is deleted.
    const found = dialog.getByTestId("person-data-found");
    await expect(found.locator('[data-kind="messages"] legend')).toHaveText("Messages (1)");
    const message = found.getByRole("checkbox", { name: `Contact Us · ${asha.firstName} Meena` });
    await expect(message).toBeChecked();
    await expect(found.locator('[data-kind="messages"] label')).toContainText("found by e-mail");
    await expect(found.locator('[data-kind="responses"] legend')).toHaveText("Form responses (1)");
    await expect(found.getByRole("checkbox", { name: `Library day ${id}` })).toBeChecked();
    await expect(found.locator("[data-kind]")).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // The copy to send her: one ZIP, its page naming what she sent, nobody else's.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download a copy of the 2 ticked items" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
    const copyPage = strFromU8(zip["your-details.html"] ?? new Uint8Array());
    expect(copyPage).toContain(asha.email);
    expect(copyPage).toContain(`Library day ${id}`);
    expect(copyPage).not.toContain(ravi.email);

    await dialog.getByRole("button", { name: "Delete the 2 ticked items" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this person's data?" });
    await expect(confirm).toContainText("This deletes 1 message and 1 form response, for good. It cannot be undone.");
    await confirm.getByRole("button", { name: "Delete them" }).click();
    const done = "Deleted this person's data: 1 message and 1 form response.";
    await expect(dialog.getByText(done)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: done })).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();

    // The Inbox shows Ravi's message and no longer Asha's.
    await expect(page.getByRole("article", { name: `${asha.firstName} Meena` })).toHaveCount(0);
    await expect(page.getByRole("article", { name: `${ravi.firstName} Meena` })).toBeVisible();
    // The form's responses: Ravi's only.
    await page.goto(`/admin/forms/${formId}`);
    await expect(page.getByTestId("response-count")).toHaveText("1 response");
    await expect(page.getByRole("button", { name: new RegExp(`^${ravi.firstName} Meena`) })).toBeVisible();
    await expect(page.getByText(asha.email)).toHaveCount(0);
    // Looking again finds nothing.
    await page.getByRole("button", { name: "One person's data: copy or delete" }).click();
    await dialog.getByLabel("E-mail address").fill(asha.email);
    await dialog.getByRole("button", { name: "Find their data" }).click();
    await expect(dialog.getByText(/^Nothing from this person is stored/)).toBeVisible();
  } finally {
    await page.request.delete(`/api/custom-forms/${formId}`, { headers });
    const messages = await page.request.get("/api/contact?pageSize=100", { headers });
    const items = ((await messages.json()) as { data: { items: { id: string; email: string }[] } }).data.items;
    for (const item of items.filter((m) => m.email === ravi.email || m.email === asha.email)) {
      await page.request.delete(`/api/contact/${item.id}`, { headers });
    }
  }
});

test("from one response, the dialog opens with its e-mail filled in and already looked up", async ({ page }) => {
  const id = unique();
  const person: Person = { firstName: `Meera${id}`, email: `meera.${id}@example.in` };
  const headers = await adminApiHeaders(page);
  const formId = await createSignUpForm(page, `Tree planting ${id}`);
  try {
    await answerForm(page, formId, person);
    await signInAsAdmin(page);
    await page.goto(`/admin/forms/${formId}`);
    await page.getByRole("button", { name: `Find all data from ${person.firstName} Meena` }).click();
    const dialog = page.getByRole("dialog", { name: "One person's data: copy or delete" });
    await expect(dialog.getByLabel("E-mail address")).toHaveValue(person.email);
    await expect(dialog.locator('[data-kind="responses"] legend')).toHaveText("Form responses (1)");
  } finally {
    await page.request.delete(`/api/custom-forms/${formId}`, { headers });
  }
});

test("a family's shared phone: found by the number alone, another name's message is not ticked and stays @phone", async ({
  page,
}) => {
  const id = unique();
  const phone = `98${String(Date.now()).slice(-8)}`;
  const sunita = { firstName: `Sunita${id}`, email: `sunita.${id}@example.in` };
  const vikram = { firstName: `Vikram${id}`, email: `vikram.${id}@example.in` };
  const headers = await adminApiHeaders(page);
  for (const [person, typed] of [
    [sunita, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`],
    [vikram, `0${phone}`],
  ] as const) {
    const sent = await page.request.post("/api/contact", {
      data: { ...person, lastName: "Rao", phone: typed, interest: "general", message: "Please call me back." },
    });
    expect(sent.status()).toBe(200);
  }
  try {
    await signInAsAdmin(page);
    await page.goto("/admin/inbox");
    await page.getByRole("button", { name: "One person's data: copy or delete" }).click();
    const dialog = page.getByRole("dialog", { name: "One person's data: copy or delete" });
    await dialog.getByLabel("E-mail address").fill(sunita.email);
    await dialog.getByLabel("Phone number").fill(phone);
    await dialog.getByRole("button", { name: "Find their data" }).click();

    const found = dialog.getByTestId("person-data-found");
    await expect(found.locator('[data-kind="messages"] legend')).toHaveText("Messages (2)");
    const hers = found.getByRole("checkbox", { name: `${sunita.firstName} Rao` });
    const his = found.getByRole("checkbox", { name: `${vikram.firstName} Rao` });
    await expect(hers).toBeChecked();
    await expect(his).not.toBeChecked();
    await expect(found.getByText("found by phone only")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Delete the ticked item" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this person's data?" });
    await expect(confirm).toContainText("This deletes 1 message, for good.");
    await confirm.getByRole("button", { name: "Delete them" }).click();
    await expect(dialog.getByText("Deleted this person's data: 1 message.")).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(page.getByRole("article", { name: `${sunita.firstName} Rao` })).toHaveCount(0);
    await expect(page.getByRole("article", { name: `${vikram.firstName} Rao` })).toBeVisible();
  } finally {
    const messages = await page.request.get("/api/contact?pageSize=100", { headers });
    const items = ((await messages.json()) as { data: { items: { id: string; email: string }[] } }).data.items;
    for (const item of items.filter((m) => m.email === sunita.email || m.email === vikram.email)) {
      await page.request.delete(`/api/contact/${item.id}`, { headers });
    }
  }
});

test("a request about personal data is recorded with its 30-day deadline, its data found, and answered @phone", async ({
  page,
}) => {
  const id = unique();
  const name = `Kavita${id}`;
  const email = `kavita.${id}@example.in`;
  await signInAsAdmin(page);
  await page.goto("/admin/inbox");
  await page.getByRole("link", { name: "Requests about personal data" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/requests$/);
  await expect(page.getByRole("tab", { name: "Inbox" })).toHaveAttribute("aria-selected", "true");

  // Missing fields are named beside them, and nothing is recorded.
  const form = page.getByRole("form", { name: "Record a request" });
  await form.getByRole("button", { name: "Record request" }).click();
  await expect(form.getByText("Choose what they asked for")).toBeVisible();
  await expect(form.getByText("Enter the name of the person who asked")).toBeVisible();

  await form.getByLabel("What they asked for").selectOption("erasure");
  await form.getByLabel("Their name").fill(name);
  await form.getByLabel("Their e-mail address or phone number").fill(email);
  await form.getByLabel("Notes").fill("Asked by phone on Monday.");
  await form.getByRole("button", { name: "Record request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Request recorded." })).toBeVisible();
  // The form is empty again for the next one.
  await expect(form.getByLabel("Their name")).toHaveValue("");

  const waiting = page.getByRole("region", { name: /^Waiting for a reply/ });
  const request = waiting.getByRole("listitem", { name: `Delete their data: ${name}` });
  await expect(request).toContainText("30 days left");
  await expect(request).toContainText("Asked by phone on Monday.");
  await expectNoSeriousA11yViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);

  // Find their data: the dialog opens with the address they asked from, already looked up.
  await request.getByRole("button", { name: "Find their data" }).click();
  const dialog = page.getByRole("dialog", { name: "One person's data: copy or delete" });
  await expect(dialog.getByLabel("E-mail address")).toHaveValue(email);
  await expect(dialog.getByText(/^Nothing from this person is stored/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();

  await request.getByRole("button", { name: "Mark answered" }).click();
  const answered = page.getByRole("region", { name: /^Answered/ });
  await expect(answered.getByRole("listitem", { name: `Delete their data: ${name}` })).toContainText("answered");
  await expect(waiting.getByRole("listitem", { name: `Delete their data: ${name}` })).toHaveCount(0);

  // Clean up: remove it (a request recorded by mistake).
  page.once("dialog", (confirm) => void confirm.accept());
  await answered
    .getByRole("listitem", { name: `Delete their data: ${name}` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByRole("listitem", { name: `Delete their data: ${name}` })).toHaveCount(0);
});
