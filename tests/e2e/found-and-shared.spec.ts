/**
 * Found and shared: the sitemap and robots.txt, the icons and the web app
 * manifest, every page's link-preview picture, a post's BlogPosting JSON-LD, and
 * one spelling per page (301 from other letter cases and trailing slashes).
 */
import sharp from "sharp";
import { adminApiHeaders } from "../support/admin-browser.ts";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";
import { photoJpeg } from "../support/test-images.ts";
import { expect, test } from "./fixtures.ts";

/** Posts are removed after each test: other specs expect a site without posts (Home's Latest Updates). */
const created: string[] = [];
test.afterEach(async ({ page }) => {
  const headers = await adminApiHeaders(page);
  for (const id of created.splice(0)) await page.request.delete(`/api/blogs/${id}`, { headers });
});

async function createPost(page: import("@playwright/test").Page, title: string, withCover: boolean) {
  const headers = await adminApiHeaders(page);
  let image: string | null = null;
  if (withCover) {
    const upload = await page.request.post("/api/blogs/cover", {
      headers,
      multipart: {
        image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: await photoJpeg({ width: 2000, height: 1500 }) },
      },
    });
    expect(upload.status()).toBe(201);
    image = ((await upload.json()) as { data: { image: string } }).data.image;
  }
  const res = await page.request.post("/api/blogs", {
    headers,
    data: { title, excerpt: "Shared on WhatsApp.", content: "A **story** from the field.", tags: ["field"], image },
  });
  expect(res.status()).toBe(201);
  const post = ((await res.json()) as { data: { id: string; slug: string } }).data;
  created.push(post.id);
  return post;
}

test("the sitemap lists every public page and every published post, and robots.txt names it", async ({ page }) => {
  const post = await createPost(page, "Sitemap post", false);
  const res = await page.request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  const xml = await res.text();
  await page.goto("/");
  const locs = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("sitemap.xml is not well-formed XML");
    if (doc.documentElement.namespaceURI !== "http://www.sitemaps.org/schemas/sitemap/0.9")
      throw new Error("namespace");
    return [...doc.getElementsByTagName("loc")].map((loc) => new URL(loc.textContent ?? "").pathname);
  }, xml);
  for (const route of PUBLIC_ROUTES) expect(locs).toContain(route);
  expect(locs).toContain(`/blog/${post.slug}`);
  expect(locs.some((loc) => loc.startsWith("/admin"))).toBe(false);
  expect(xml).toMatch(new RegExp(`/blog/${post.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));

  const robots = await page.request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
});

test("icons and the manifest answer with the right types and sizes", async ({ page }) => {
  const ico = await page.request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  const icoBytes = await ico.body();
  expect(icoBytes.readUInt16LE(2)).toBe(1); // an icon file
  expect(icoBytes.readUInt16LE(4)).toBe(3); // 16, 32 and 48 px

  const manifestRes = await page.request.get("/manifest.webmanifest");
  expect(manifestRes.status()).toBe(200);
  expect(manifestRes.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await manifestRes.json()) as {
    name: string;
    theme_color: string;
    background_color: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toBe("Pragati Education Foundation");
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of [...manifest.icons, { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" }]) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"], icon.src).toContain(icon.type);
    if (icon.type === "image/png") {
      const { width, height } = await sharp(await res.body()).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  }

  await page.goto("/Education");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
});

test("every page's og:image and twitter:image answer 200 with a 1200x630 picture", async ({ page }) => {
  test.slow();
  const post = await createPost(page, "Post with a cover", true);
  const checked = new Map<string, string>();
  for (const route of [...PUBLIC_ROUTES, `/blog/${post.slug}`]) {
    await page.goto(route);
    const og = await page.locator('meta[property="og:image"]').getAttribute("content");
    const twitter = await page.locator('meta[name="twitter:image"]').getAttribute("content");
    expect(og, route).toBe(twitter);
    expect(await page.locator('meta[property="og:image:alt"]').getAttribute("content"), route).toBeTruthy();
    if (!og || checked.has(og)) continue;
    const res = await page.request.get(og);
    expect(res.status(), `${route}: ${og}`).toBe(200);
    expect(res.headers()["content-type"], og).toMatch(/^image\/(png|jpeg)$/);
    const { width, height } = await sharp(await res.body()).metadata();
    expect(`${width}x${height}`, og).toBe("1200x630");
    checked.set(og, route);
  }
  // The post with a cover has its own picture; every other page the site's.
  expect([...checked.keys()].some((url) => url.endsWith(`/blog/${post.slug}/share-image.jpg`))).toBe(true);
  expect([...checked.keys()].some((url) => url.endsWith("/og-image.png"))).toBe(true);
});

test("a post carries BlogPosting JSON-LD with the NGO as publisher", async ({ page }) => {
  const post = await createPost(page, "Structured data post", true);
  await page.goto(`/blog/${post.slug}`);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    headline: "Structured data post",
    description: "Shared on WhatsApp.",
    author: { "@type": "Person" },
    publisher: { "@type": "NGO", name: "Pragati Education Foundation" },
    keywords: "field",
  });
  expect(posting.url).toMatch(new RegExp(`/blog/${post.slug}$`));
  expect(posting.image[0]).toMatch(/\/share-image\.jpg$/);
  for (const field of ["datePublished", "dateModified"]) {
    expect(Number.isNaN(Date.parse(posting[field])), field).toBe(false);
  }
});

test("other spellings of a page's path answer 301 to the specification's spelling", async ({ page }) => {
  const cases: [string, string][] = [
    ["/aboutus", "/AboutUs"],
    ["/ABOUTUS", "/AboutUs"],
    ["/AboutUs/", "/AboutUs"],
    ["/gallery?q=school", "/Gallery?q=school"],
    ["/Blog/", "/blog"],
    ["/BLOG/RSS.XML", "/blog/rss.xml"],
  ];
  for (const [from, to] of cases) {
    const res = await page.request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
  }
  expect((await page.request.get("/AboutUs", { maxRedirects: 0 })).status()).toBe(200);
  await page.goto("/aboutus");
  expect(new URL(page.url()).pathname).toBe("/AboutUs");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/AboutUs$/);
});
