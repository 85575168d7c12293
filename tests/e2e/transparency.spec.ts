/**
 * /transparency as the staff and visitors use it (issue 47): the admin sets the 80G
 * number and its validity in Site details (an end before the start refused beside its
 * field) and uploads an annual report in Reports and accounts (a file that is not a PDF
 * refused beside its field); /transparency and /hi/transparency then show the number, its
 * validity and the report, whose link downloads the PDF, and the footer links to the page.
 * Empty states before any of it. A server of its own: its Site details are changed here.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentDocuments } from "#common/content-model/documents";
import { contentDocumentText } from "~/content/admin/content";
import { reportsText } from "~/content/admin/reports";
import { storeAdminSession } from "../support/admin-browser.ts";
import { E2E_ADMIN } from "../support/e2e-admin.ts";
import { samplePdf } from "../support/sample-files.ts";
import { type ServerProcess, startBuiltServer } from "../support/server-process.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

let server: ServerProcess;
let dataDir: string;
test.beforeAll(async () => {
  // A fresh data directory's first start (migrations) takes a minute on a busy machine.
  test.setTimeout(180_000);
  dataDir = await mkdtemp(join(tmpdir(), "ngo-transparency-"));
  server = await startBuiltServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SITE_SHORT_NAME: "Pragati",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const EIGHTY_G = "AAATP1234FF20214";
const REPORT = samplePdf("Annual report 2025-26");

test("the staff set the 80G number and validity and upload a report; both pages show them and the PDF downloads", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const url = (path: string) => `${server.base}${path}`;

  // Before anything is set: the page says what is to come, in both languages.
  await page.goto(url("/transparency"));
  await expect(page.getByRole("heading", { level: 1, name: "Transparency" })).toBeVisible();
  await expect(
    page.getByText("Our registration numbers will be listed here as soon as they are issued."),
  ).toBeVisible();
  await expect(page.getByText("Our first annual report and audited accounts will be published here")).toBeVisible();
  await page.goto(url("/hi/transparency"));
  await expect(page.getByRole("heading", { level: 1, name: "पारदर्शिता" })).toBeVisible();
  await expect(page.getByText("हमारे पंजीकरण नंबर जारी होते ही यहाँ दिखेंगे।")).toBeVisible();

  // Site details: the 80G number and its validity; an end before the start is refused beside its field.
  const login = await page.request.post(url("/api/auth/login"), { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  await storeAdminSession(page, token, E2E_ADMIN.username);
  await page.goto(url("/admin/site"));
  await page.getByLabel("80G registration number").fill(EIGHTY_G);
  await page.getByLabel("80G valid from").fill("2027-04-01");
  await page.getByLabel("80G valid until").fill("2024-03-31");
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText("80G valid until: a day on or after 80G valid from")).toBeVisible();
  await expect(page.getByLabel("80G valid until")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("80G valid from").fill("2024-04-01");
  await page.getByLabel("80G valid until").fill("2027-03-31");
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText(contentDocuments["site-details"].saved)).toBeVisible();

  // Reports and accounts: a file that is not a PDF is refused beside its field, then the report goes up.
  await page.goto(url("/admin/reports"));
  await expect(page.getByRole("heading", { name: reportsText.heading })).toBeVisible();
  await expect(page.getByText(reportsText.empty)).toBeVisible();
  const upload = page.getByRole("form", { name: reportsText.form.uploadHeading });
  await upload.getByLabel(reportsText.form.kind).selectOption("annual-report");
  await upload.getByLabel(reportsText.form.financialYear).selectOption("2025-26");
  await upload.getByLabel(reportsText.form.file).setInputFiles({
    name: "report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("A report typed as text, named .pdf"),
  });
  await upload.getByRole("button", { name: reportsText.form.upload }).click();
  await expect(upload.getByText('"report.pdf" is not a PDF file.')).toBeVisible();
  await upload.getByLabel(reportsText.form.file).setInputFiles({
    name: "annual-report.pdf",
    mimeType: "application/pdf",
    buffer: REPORT,
  });
  await upload.getByRole("button", { name: reportsText.form.upload }).click();
  await expect(page.getByText("Annual report 2025-26 uploaded. The Transparency page lists it now.")).toBeVisible();
  const listed = page.getByRole("listitem", { name: "Annual report 2025-26" });
  await expect(listed).toBeVisible();
  await expect(listed.getByText(/^PDF, 0\.1 MB · uploaded /)).toBeVisible();

  // The page, in English.
  await page.goto(url("/transparency"));
  const registrations = page.getByRole("region", { name: "Our registrations" });
  const eightyG = registrations.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "80G" }) });
  await expect(eightyG.getByText("Gifts to us qualify for a tax deduction under section 80G")).toBeVisible();
  await expect(eightyG.getByText(EIGHTY_G)).toBeVisible();
  await expect(eightyG.getByText("Valid from 1 Apr 2024 to 31 Mar 2027")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Financial year 2025-26" })).toBeVisible();
  const link = page.getByRole("link", { name: /Annual report 2025-26\s*PDF, 0\.1 MB/ });
  await expect(link).toHaveAttribute("href", "/api/transparency/annual-report-2025-26.pdf");
  await expectNoSeriousA11yViolations(page);

  // The PDF downloads, named after the organisation and the report.
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("Pragati - Annual report 2025-26.pdf");
  expect((await readFile(await download.path())).equals(REPORT)).toBe(true);

  // In Hindi: the same number and report, in Hindi words.
  await page.goto(url("/hi/transparency"));
  await expect(page.getByRole("heading", { name: "80जी" })).toBeVisible();
  await expect(page.getByText("1 अप्रैल 2024 से 31 मार्च 2027 तक मान्य")).toBeVisible();
  await expect(page.locator("main").getByText(EIGHTY_G)).toBeVisible();
  await expect(page.getByRole("heading", { name: "वित्त वर्ष 2025-26" })).toBeVisible();
  await expect(page.getByRole("link", { name: /वार्षिक रिपोर्ट 2025-26\s*PDF, 0\.1 एमबी/ })).toHaveAttribute(
    "href",
    "/api/transparency/annual-report-2025-26.pdf",
  );
  await expectNoSeriousA11yViolations(page);

  // Every page's footer leads to it, beside the numbers.
  await page.goto(url("/"));
  const footer = page.getByTestId("registrations");
  await expect(footer.getByText(EIGHTY_G)).toBeVisible();
  await footer.getByRole("link", { name: "Registrations, annual reports and accounts" }).click();
  await expect(page).toHaveURL(url("/transparency"));
});
