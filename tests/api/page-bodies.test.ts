/**
 * What pages accept as a request body, on the production build (issue 40): a page
 * without a form answers 405 (not a 500 with a stack trace), a form body over its
 * page's limit answers 413 whether its length is declared or not, a refused form
 * sends back only its own fields and never more than the longest one takes, and
 * the forms still work as a visitor without JavaScript sends them. The API's own
 * document answers on the build too (the pages' catch-all route once broke it).
 * Runs once, on the embedded database: the answers do not depend on the database.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_FORM_MAX_BYTES } from "#common/form-body-limits";
import { LIMITS } from "#common/visitor-form-fields";
import { multipartBody } from "../support/multipart-body.ts";
import { samplePdf } from "../support/sample-files.ts";
import { projectRoot, type ServerProcess, startBuiltServer } from "../support/server-process.ts";

const serverEntry = path.join(projectRoot, process.env.BUILD_DIR ?? "build", "server-dist", "server", "index.js");
const skip = process.env.TEST_DB_DRIVER === "postgres" || (!existsSync(serverEntry) && !process.env.CI);

const contactUs = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@example.in",
  phone: "+91 98765 00000",
  subject: "partnership",
  consent: "true",
  message: "We would like to support the Jaipur centre.",
};

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A POST over a raw socket: the body written in chunks, with or without a declared length. */
function post(
  url: string,
  options: { contentType: string; chunk: Buffer; totalBytes: number; declareLength: boolean },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": options.contentType, origin: new URL(url).origin };
    if (options.declareLength) headers["content-length"] = String(options.totalBytes);
    const request = http.request(url, { method: "POST", headers });
    let answered = false;
    request.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (text: string) => {
        body += text;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    // The server closes the connection once it has refused: the rest cannot be written.
    request.on("error", (err) => {
      if (!answered) reject(err);
    });
    let sent = 0;
    const writeMore = () => {
      while (!answered && sent < options.totalBytes) {
        const piece = options.chunk.subarray(0, Math.min(options.chunk.length, options.totalBytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

describe.skipIf(skip)("page request bodies on the built server", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    expect(existsSync(serverEntry), `${serverEntry} is missing: run npm run build first`).toBe(true);
    dataDir = await mkdtemp(path.join(tmpdir(), "ngo-page-bodies-"));
    server = await startBuiltServer({ DATA_DIR: dataDir, FORM_MIN_FILL_SECONDS: "0" });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves the API's document (GET /api/openapi.json answers 200 with every operation)", async () => {
    const res = await fetch(`${server.base}/api/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain("/api/contact");
    // Pages are not API operations.
    expect(Object.keys(document.paths).some((p) => !p.startsWith("/api/"))).toBe(false);
  });

  it("a page's address with query parameters no page reads is the page's own cache entry", async () => {
    const first = await fetch(`${server.base}/AboutUs?utm_source=one`);
    await first.arrayBuffer();
    const second = await fetch(`${server.base}/AboutUs?cachebuster=${Date.now()}`);
    expect(await second.text()).not.toContain("cachebuster");
    expect(second.headers.get("x-cache")).toBe("HIT");
    // A parameter the page reads is its own address.
    const search = await fetch(`${server.base}/blog?q=jaipur&utm_source=one`);
    await search.arrayBuffer();
    expect((await fetch(`${server.base}/blog?q=jaipur`)).headers.get("x-cache")).toBe("HIT");
  });

  it.each(["/FAQs", "/AboutUs", "/hi/AboutUs", "/AboutUs.data", "/", "/blog/rss.xml"])(
    "a POST to %s, a page without a form, answers 405 and logs no stack trace",
    async (page) => {
      const before = server.output().length;
      const res = await fetch(`${server.base}${page}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
        body: "a=b",
      });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      await res.arrayBuffer();
      expect(server.output().slice(before)).not.toMatch(/"level":50|\n\s+at /);
    },
  );

  it.each([
    ["/ContactUs", true],
    ["/hi/GetInTouch.data", true],
    ["/ContactUs", false],
    ["/hi/GetInTouch.data", false],
    ["/newsletter/unsubscribe", false],
  ])("a form body over the page's limit to %s (length declared: %s) answers 413", async (page, declareLength) => {
    const res = await post(`${server.base}${page}`, {
      contentType: "application/x-www-form-urlencoded",
      chunk: Buffer.from(`message=${"a".repeat(64 * 1024)}`),
      totalBytes: PAGE_FORM_MAX_BYTES * 4,
      declareLength,
    });
    expect(res.status).toBe(413);
  });

  it("a field over its limit ends the read with 413, however short the whole form", async () => {
    const res = await post(`${server.base}/ContactUs`, {
      contentType: "application/x-www-form-urlencoded",
      chunk: Buffer.from(formBody({ ...contactUs, message: "m".repeat(40 * 1024) })),
      totalBytes: Buffer.byteLength(formBody({ ...contactUs, message: "m".repeat(40 * 1024) })),
      declareLength: false,
    });
    expect(res.status).toBe(413);
  });

  it("a refused form sends back its own fields only, each cut at the longest field's limit", async () => {
    const long = "x".repeat(20_000);
    const res = await fetch(`${server.base}/ContactUs`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      body: formBody({ ...contactUs, message: long, planted: "p".repeat(20_000) }),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("x".repeat(LIMITS.message));
    expect(html).not.toContain("x".repeat(LIMITS.message + 1));
    expect(html).not.toContain("ppppp");
  });

  it("a contact form sent without JavaScript is still stored (200)", async () => {
    const res = await fetch(`${server.base}/ContactUs`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      body: formBody(contactUs),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thank you");
  });

  it("an application with its resume sent without JavaScript is still stored (200)", async () => {
    const { payload, headers } = multipartBody(
      {
        type: "internship",
        firstName: "Asha",
        lastName: "Verma",
        email: "asha@example.in",
        phone: "+91 98765 11111",
        age: "24",
        availability: "weekends",
        interests: "Education & Teaching",
        motivation: "I want to help children read.",
      },
      [{ field: "resume", filename: "asha.pdf", contentType: "application/pdf", data: samplePdf() }],
    );
    const res = await fetch(`${server.base}/VolunteerInternship`, {
      method: "POST",
      headers: { ...headers, origin: server.base },
      body: new Uint8Array(payload),
    });
    expect(res.status).toBe(200);
  });

  it("a receipt request sent without JavaScript leads to the donor's own page, which no cache keeps (issue 47)", async () => {
    const asked = await fetch(`${server.base}/hi/donate/receipt`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      body: formBody({
        nameOnPan: "Asha Verma",
        pan: "ABCPV1234F",
        email: "asha@example.in",
        address: "4 Civil Lines, Jaipur 302006",
        indianCitizen: "yes",
        amount: "1000",
        consent: "true",
        language: "hi",
      }),
    });
    expect(asked.status).toBe(303);
    const location = asked.headers.get("location") ?? "";
    expect(location).toMatch(/^\/hi\/donate\/receipt\/PEF-[2-9A-HJ-NP-Z]{6}\?key=[\w-]+$/);
    const page = await fetch(`${server.base}${location}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    const code = location.split("/")[4]?.split("?")[0] ?? "";
    expect(html).toContain(`>${code}<`);
    expect(html).toContain(`tn=${code}`);
    expect(html).toContain("am=1000.00");

    const wrongKey = await fetch(`${server.base}${location.replace(/key=.*/, "key=wrong")}`);
    expect(wrongKey.status).toBe(404);

    const utr = await fetch(`${server.base}${location}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      body: formBody({ utr: "4321 8765 2109" }),
    });
    expect(utr.status).toBe(200);
    expect(await utr.text()).toContain("धन्यवाद: यूपीआई रेफ़रेंस सहेज लिया गया है");
  });

  it("a receipt request with mistakes comes back with them beside their fields, nothing kept", async () => {
    const res = await fetch(`${server.base}/donate/receipt`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      body: formBody({ nameOnPan: "Asha Verma", pan: "ABCDE12345", indianCitizen: "yes", language: "en" }),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter the PAN as on the card");
    expect(html).toContain("Please check the fields marked above.");
    expect(html).toContain('value="Asha Verma"');
  });
});
