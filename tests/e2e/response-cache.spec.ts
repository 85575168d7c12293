/**
 * Public pages from the response cache, in the built site:
 * - every public route renders and hydrates in Chromium under the enforcing,
 *   hash-based Content-Security-Policy without a single violation;
 * - cached pages come compressed with an ETag and answer 304;
 * - a post written through the API shows on the very next read of every page,
 *   feed and API list that shows it, and disappears the same way.
 * Each test creates the data it needs and removes it.
 */
import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { adminApiHeaders } from "../support/admin-browser.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";
import { photoJpeg } from "../support/test-images.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

async function createPost(request: APIRequestContext, auth: Record<string, string>, title: string) {
  const res = await request.post("/api/blogs", {
    headers: auth,
    data: { title, excerpt: "From the field.", content: "## A week\n\nChildren learned fractions.", tags: ["Cache"] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string; slug: string } }).data;
}

test("every public route hydrates without a Content-Security-Policy violation", async ({ page }) => {
  test.setTimeout(300_000);
  const auth = await adminApiHeaders(page);
  const post = await createPost(page.request, auth, unique("CSP check"));
  const form = await page.request.post("/api/custom-forms", {
    headers: auth,
    data: {
      title: unique("CSP form"),
      description: "One question.",
      category: "Volunteer",
      fields: [{ id: "name", label: "Full name", type: "text", required: true }],
    },
  });
  expect(form.status(), await form.text()).toBe(201);
  const formId = ((await form.json()) as { data: { id: string } }).data.id;
  const { payload, headers } = multipartBody({ title: unique("CSP photo"), category: "education" }, [
    {
      field: "images",
      filename: "p.jpg",
      contentType: "image/jpeg",
      data: await photoJpeg({ width: 320, height: 240 }),
    },
  ]);
  const upload = await page.request.post("/api/gallery", { headers: { ...headers, ...auth }, data: payload });
  expect(upload.status()).toBe(201);
  const galleryId = ((await upload.json()) as { data: { id: string } }).data.id;

  // Reported by the browser itself, in addition to the console errors the fixture collects.
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  try {
    for (const path of [...PUBLIC_ROUTES, `/blog/${post.slug}`, `/forms/${formId}`]) {
      // The first request renders and fills the cache; the browser gets the cached bytes and headers.
      await page.request.get(path);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["x-cache"], path).toBe("HIT");
      const policy = response?.headers()["content-security-policy"] ?? "";
      const scriptSrc =
        policy
          .split(";")
          .map((d) => d.trim())
          .find((d) => d.startsWith("script-src")) ?? "";
      expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')*$/);
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, path).toEqual([]);
    }
  } finally {
    await page.request.delete(`/api/blogs/${post.id}`, { headers: auth });
    await page.request.delete(`/api/custom-forms/${formId}`, { headers: auth });
    await page.request.delete(`/api/gallery/${galleryId}`, { headers: auth });
  }
});

test("a cached page comes brotli-compressed with an ETag, and answers 304 when unchanged", async ({ request }) => {
  await request.get("/AboutUs");
  const res = await request.get("/AboutUs", { headers: { "accept-encoding": "br" } });
  expect(res.headers()["content-encoding"]).toBe("br");
  expect(res.headers()["x-cache"]).toBe("HIT");
  expect(res.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  const etag = res.headers().etag as string;
  // "…-br": quickly compressed on the miss; "…-br-best" once the background made its best (decision 055).
  expect(etag).toMatch(/^"[\w-]+-br(?:-best)?"$/);
  const again = await request.get("/AboutUs", { headers: { "accept-encoding": "br", "if-none-match": etag } });
  expect(again.status()).toBe(304);
  const head = await request.head("/AboutUs", { headers: { "accept-encoding": "br" } });
  expect(head.headers().etag?.replace("-br-best", "-br")).toBe(etag.replace("-br-best", "-br"));
});

test("a post written through the API is on the next read of every page and list that shows it", async ({ page }) => {
  const auth = await adminApiHeaders(page);
  const { request } = page;
  const shows = ["/", "/blog", "/blog/rss.xml", "/api/blogs"];
  // Warm every entry first, so the test proves the write dropped them.
  for (const path of shows) {
    await request.get(path);
    expect((await request.get(path)).headers()["x-cache"], path).toBe("HIT");
  }
  const title = unique("Fresh from Jaipur");
  const post = await createPost(request, auth, title);
  try {
    for (const path of [...shows, `/blog/${post.slug}`]) {
      expect(await (await request.get(path)).text(), path).toContain(title);
    }
    const renamed = unique("Renamed in Jaipur");
    const update = await request.put(`/api/blogs/${post.id}`, {
      headers: auth,
      data: { title: renamed, excerpt: "From the field.", content: "## A week\n\nNew text.", tags: ["Cache"] },
    });
    expect(update.status()).toBe(200);
    for (const path of [...shows, `/blog/${post.slug}`]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(renamed);
      expect(html, path).not.toContain(title);
    }
  } finally {
    await request.delete(`/api/blogs/${post.id}`, { headers: auth });
  }
  for (const path of shows) expect(await (await request.get(path)).text(), path).not.toContain(title);
  expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404);
});
