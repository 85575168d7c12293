/**
 * Screenshots of pages in the system Chromium, for looking at what we build:
 *   npx tsx scripts/screenshot.ts http://localhost:3000/AboutUs [more URLs] [--out dir] [--full]
 * Each URL is taken at 390 px (phone) and 1280 px (desktop) wide.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/browser.ts";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const outDir = outIndex >= 0 ? (args.splice(outIndex, 2)[1] ?? "screenshots") : "screenshots";
const full = args.includes("--full");
const urls = args.filter((a) => !a.startsWith("--"));

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [390, 1280]) {
  // Without the service worker: the copy of the page it saves is a request Playwright
  // never sees finish, so "networkidle" would not come.
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, serviceWorkers: "block" });
  for (const url of urls) {
    await page.goto(url, { waitUntil: "networkidle" });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: full });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
