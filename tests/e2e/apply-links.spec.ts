/**
 * Every "Apply" reaches the staff (issue 41): on a fresh site (no outside form set in
 * Site details) each Apply and "Volunteer & Internship" link opens the site's own
 * application form, in the page's language; a job's Apply opens it with that job
 * chosen, the confirmation names the job, and the Inbox shows the application with it.
 */
import type { Page } from "@playwright/test";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { samplePdf } from "../support/sample-files.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const OWN_FORM = "/VolunteerInternship#apply";
const main = (page: Page) => page.getByRole("main");

test("every Apply and Volunteer link on a fresh site opens the site's own form", async ({ page }) => {
  // Some twenty pages in both languages: more than one page's 30 seconds on a busy CI machine.
  test.slow();
  const buttons: [string, string | RegExp][] = [
    ["/", "Volunteer With Us"],
    ["/Career", "Apply Now"],
    ["/Education", "Volunteer Now"],
    ["/FAQs", "Volunteer With Us"],
    ["/WorkWithUs", "Submit a General Application"],
  ];
  for (const [path, name] of buttons) {
    await page.goto(path);
    const link = main(page).getByRole("link", { name, exact: true }).first();
    await expect(link, `${path}: ${name}`).toHaveAttribute("href", OWN_FORM);
    await expect(link).not.toHaveAttribute("target", "_blank");
  }
  await page.goto("/GetInTouch");
  await expect(
    main(page)
      .getByRole("link", { name: /^Volunteer/ })
      .first(),
  ).toHaveAttribute("href", OWN_FORM);

  // Each job's Apply names its job; on a Hindi page, the Hindi form.
  await page.goto("/WorkWithUs");
  await expect(
    main(page).getByRole("link", { name: /^Apply for this role\s*: Education Program Manager$/ }),
  ).toHaveAttribute("href", "/VolunteerInternship?type=job&position=education-program-manager#apply");
  await page.goto("/hi/WorkWithUs");
  const hindiApply = main(page).locator('a[href*="position=education-program-manager"]');
  await expect(hindiApply).toHaveAttribute("href", /^\/hi\/VolunteerInternship\?type=job&position=/);
});

test("a job's Apply opens the form with the job chosen; the Inbox shows the application with that job", async ({
  page,
}) => {
  const firstName = `Job${Date.now().toString(36)}`;
  await page.goto("/WorkWithUs");
  await waitForHydration(page);
  await main(page)
    .getByRole("link", { name: /^Apply for this role\s*: Education Program Manager$/ })
    .click();
  await expect(page).toHaveURL(/\/VolunteerInternship\?type=job&position=education-program-manager#apply$/);
  await expect(page.getByRole("heading", { name: "Job application" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Position" })).toHaveValue("education-program-manager");

  await page.getByLabel("First Name").fill(firstName);
  await page.getByLabel("Last Name").fill("Sharma");
  await page.getByLabel("Email Address").fill("meera@example.in");
  await page.getByLabel("Phone Number").fill("+91 98765 00000");
  await page.getByRole("spinbutton", { name: "Age", exact: true }).fill("31");
  await page.getByLabel("Availability").selectOption("fulltime");
  await page.getByLabel("Education & Teaching").check();
  await page.getByLabel("Why do you want to join us?").fill("I ran learning centres for six years.");
  await page.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Your application for Education Program Manager has reached our team.")).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/admin/inbox?kind=job");
  const item = page.getByRole("article", { name: `${firstName} Sharma` });
  await expect(item.getByText("Job: Education Program Manager", { exact: true })).toBeVisible();

  const headers = await adminApiHeaders(page);
  const list = await page.request.get("/api/applications?kind=job&pageSize=100", { headers });
  const items = ((await list.json()) as { data: { items: { id: string; firstName: string }[] } }).data.items;
  for (const found of items.filter((entry) => entry.firstName === firstName)) {
    await page.request.delete(`/api/applications/${found.id}`, { headers });
  }
});
