/**
 * The lists the staff publish (issue 41), on a site of its own (a fresh data
 * directory: the shared e2e site's openings and questions stay as other specs expect).
 * Job openings: one added in the admin's API is on /WorkWithUs at the next read,
 * counted on its category's chip and in the hero's figures, in Hindi on
 * /hi/WorkWithUs and found by the search; its Apply opens the form with it chosen;
 * one whose last day has passed is gone from the page, the chips and the form.
 * FAQs: a Hindi answer changed is on /hi/FAQs while /FAQs keeps its English.
 * Navigation: a menu label and a footer link changed are on every page, in their
 * language. Pages: a heading changed is on /Education at the next read (and its sitemap date moves), and an
 * earlier version restored makes the page as it was. Figures: one changed is on every
 * page that cites it (Education's tiles, an FAQ answer, a job's description).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { Faqs } from "#common/content-model/faqs";
import type { Figures } from "#common/content-model/figures";
import type { JobOpeningRecord, JobOpenings } from "#common/content-model/job-openings";
import type { Navigation } from "#common/content-model/navigation";
import type { PageDocument } from "#common/content-model/page";
import { siteDay } from "#common/site-clock";
import { type ServerProcess, signInAt, startBuiltServer } from "../support/server-process.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const admin = { username: "jobs-admin", password: "jobs-admin-long-password" };
let server: ServerProcess;
let dataDir: string;
let authorization: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(path.join(tmpdir(), "ngo-jobs-"));
  server = await startBuiltServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  });
  authorization = await signInAt(server.base, admin);
});
test.afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const text = (en: string, hi = "") => ({ en, hi, hiStale: false });
const librarian: JobOpeningRecord = {
  id: "village-librarian",
  title: text("Village Librarian", "ग्राम पुस्तकालय सहायक"),
  department: text("Education", "शिक्षा"),
  location: text("Sitapur, Uttar Pradesh", "सीतापुर, उत्तर प्रदेश"),
  type: text("Part-time", "अंशकालिक"),
  experience: text("0-2 years", "0-2 वर्ष"),
  category: "program",
  urgency: "high",
  posted: "2026-11-20",
  closes: "",
  description: text("Keep the reading corner of our Sitapur learning centre open and lively."),
  requirements: [{ id: "r1", text: text("Loves books and children") }],
  responsibilities: [],
  benefits: [{ id: "b1", text: text("Monthly stipend") }],
};

async function opened<T>(name: string): Promise<{ document: T; version: number }> {
  const res = await fetch(`${server.base}/api/content/${name}`, { headers: { authorization } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { document: T; version: number } }).data;
}
const openings = () => opened<JobOpenings>("job-openings");
async function publish(
  document: JobOpenings | Faqs | Navigation | PageDocument | Figures,
  version: number,
  name = "job-openings",
) {
  const res = await fetch(`${server.base}/api/content/${name}`, {
    method: "PUT",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ document, version }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const main = (page: Page) => page.getByRole("main");

test("an opening the staff add is listed, counted, in Hindi, searchable and applied for; past its last day it is gone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Read once first, so the page is in the response cache when the openings change.
  await page.goto(`${server.base}/WorkWithUs`);
  await expect(main(page).getByRole("status")).toHaveText("6 positions found");

  const before = await openings();
  await publish({ openings: [librarian, ...before.document.openings] }, before.version);

  await page.goto(`${server.base}/WorkWithUs`);
  await expect(main(page).getByRole("status")).toHaveText("7 positions found");
  await expect(main(page).getByRole("button", { name: "All Positions 7", exact: true })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Program 3", exact: true })).toBeVisible();
  await expect(main(page).getByText("Open Positions", { exact: true }).locator("..")).toHaveText("Open Positions7");
  const card = main(page).locator("article", { has: page.getByRole("heading", { name: "Village Librarian" }) });
  await expect(card).toContainText("Sitapur, Uttar Pradesh");
  await expect(card).toContainText("Loves books and children");

  await page.goto(`${server.base}/hi/WorkWithUs`);
  await expect(main(page).getByRole("heading", { name: "ग्राम पुस्तकालय सहायक" })).toBeVisible();

  await page.goto(`${server.base}/search?q=${encodeURIComponent("reading corner")}`);
  await expect(
    main(page)
      .getByRole("link", { name: /Village Librarian/ })
      .first(),
  ).toBeVisible();

  // Its Apply opens the site's own form with it chosen.
  await page.goto(`${server.base}/WorkWithUs`);
  await waitForHydration(page);
  await main(page)
    .getByRole("link", { name: /^Apply for this role\s*: Village Librarian$/ })
    .click();
  await expect(page).toHaveURL(/\/VolunteerInternship\?type=job&position=village-librarian#apply$/);
  await expect(page.getByRole("combobox", { name: "Position" })).toHaveValue("village-librarian");

  // Its last day was yesterday: gone from the page, the chips and the form's choices.
  const now = await openings();
  const yesterday = siteDay(new Date(Date.now() - 86_400_000), "Asia/Kolkata");
  await publish(
    {
      openings: now.document.openings.map((opening) =>
        opening.id === librarian.id ? { ...opening, closes: yesterday } : opening,
      ),
    },
    now.version,
  );
  await page.goto(`${server.base}/WorkWithUs`);
  await expect(main(page).getByRole("status")).toHaveText("6 positions found");
  await expect(main(page).getByRole("heading", { name: "Village Librarian" })).toHaveCount(0);
  await page.goto(`${server.base}/VolunteerInternship?type=job`);
  await expect(page.locator('option[value="village-librarian"]')).toHaveCount(0);
});

test("a Hindi answer the staff change is on /hi/FAQs, while /FAQs keeps its English", async ({ page }) => {
  await page.goto(`${server.base}/hi/FAQs`);
  const before = await opened<Faqs>("faqs");
  const receipt = before.document.items.find((item) => item.id === "tax-receipt");
  const hindi = "हाँ। दान के बाद हमें PAN और UPI रेफ़रेंस भेजें, रसीद 3 दिन में ई-मेल से आएगी।";
  await publish(
    {
      items: before.document.items.map((item) =>
        item.id === "tax-receipt" ? { ...item, answer: { ...item.answer, hi: hindi } } : item,
      ),
    },
    before.version,
    "faqs",
  );
  await page.goto(`${server.base}/hi/FAQs`);
  await page.getByRole("button", { name: receipt?.question.hi }).click();
  await expect(page.getByRole("main").getByText(hindi, { exact: true })).toBeVisible();
  await page.goto(`${server.base}/FAQs`);
  await page.getByRole("button", { name: receipt?.question.en }).click();
  await expect(page.getByRole("main").getByText(receipt?.answer.en ?? "", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText(hindi)).toHaveCount(0);
});

test("a menu label and a footer link the staff change are on every page, in their language", async ({ page }) => {
  await page.goto(`${server.base}/AboutUs`);
  const before = await opened<Navigation>("navigation");
  await publish(
    {
      ...before.document,
      menu: before.document.menu.map((entry) =>
        entry.label.en === "More" ? { ...entry, label: text("Stories & photos", "कहानियाँ और तस्वीरें") } : entry,
      ),
      footerLinks: [
        ...before.document.footerLinks,
        {
          id: "annual-report",
          kind: "link",
          label: text("Annual report", "सालाना रिपोर्ट"),
          description: text(""),
          to: "/blog",
        },
      ],
    },
    before.version,
    "navigation",
  );
  for (const [path, menu, footer] of [
    ["/AboutUs", "Stories & photos", "Annual report"],
    ["/hi/Education", "कहानियाँ और तस्वीरें", "सालाना रिपोर्ट"],
  ] as const) {
    await page.goto(`${server.base}${path}`);
    await expect(page.getByRole("banner").getByRole("button", { name: menu }).first()).toBeAttached();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: footer, exact: true })).toBeVisible();
  }
});

test("a page's heading changed is on the page at the next read; the earlier version restored, the page is as it was", async ({
  page,
}) => {
  await page.goto(`${server.base}/Education`);
  const original = await page.getByRole("main").innerHTML();
  const before = await opened<PageDocument>("page-education");
  const educationLastmod = async () => {
    const xml = await (await fetch(`${server.base}/sitemap.xml`)).text();
    return /\/Education<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(xml)?.[1];
  };
  const listedBefore = await educationLastmod();
  expect(listedBefore, "the sitemap dates a page the staff edit").toBeDefined();
  await publish(
    {
      ...before.document,
      title: { ...before.document.title, en: "Every child learning" },
      heading: { ...before.document.heading, en: "Every child learning" },
    },
    before.version,
    "page-education",
  );
  await page.goto(`${server.base}/Education`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every child learning");
  await expect(page).toHaveTitle(/^Every child learning \|/);
  await page.goto(`${server.base}/hi/Education`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("शिक्षा की पहल");
  // The sitemap (cached until a publish) says the page changed.
  expect(Date.parse((await educationLastmod()) ?? "")).toBeGreaterThan(Date.parse(listedBefore ?? ""));

  const now = await opened<PageDocument>("page-education");
  const res = await fetch(`${server.base}/api/content/page-education/history/${before.version}/restore`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ version: now.version }),
  });
  expect(res.status).toBe(200);
  await page.goto(`${server.base}/Education`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Education Initiatives");
  expect(await page.getByRole("main").innerHTML()).toBe(original);
});

test("a figure the staff change is on every page that cites it, in both languages", async ({ page }) => {
  await page.goto(`${server.base}/Education`);
  await expect(page.getByRole("main").getByText("20+", { exact: true })).toBeVisible();
  const before = await opened<Figures>("figures");
  await publish(
    { items: before.document.items.map((item) => (item.name === "partner-schools" ? { ...item, value: "32" } : item)) },
    before.version,
    "figures",
  );
  await page.goto(`${server.base}/Education`);
  await expect(page.getByRole("main").getByText("32", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText("20+", { exact: true })).toHaveCount(0);
  await page.goto(`${server.base}/hi/WorkWithUs`);
  await expect(page.getByRole("main").getByText(/राजस्थान के 32 साझेदार स्कूलों/)).toBeVisible();
  await page.goto(`${server.base}/WorkWithUs`);
  await expect(page.getByRole("main").getByText(/across 32 partner schools/)).toBeVisible();
  await expect(page.getByRole("main").getByText(/\{partner-schools\}/)).toHaveCount(0);
});
