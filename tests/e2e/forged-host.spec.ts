/**
 * Absolute URLs come from configuration, never from the request: a request with a
 * forged Host header, a scheme-relative path (//evil.example/...) or an
 * absolute-form target must not put another host into any page, and above all not
 * into one that the next ordinary visitor is served (the page cache keys by path).
 */
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT);
const EVIL = "evil.example";

/** A GET with full control of the request line and Host header, which fetch does not allow. */
function rawGet(target: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: target, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** An absolute-form request line ("GET http://evil.example/Mentors HTTP/1.1"), as a proxy would send. */
function absoluteFormGet(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.write(`GET ${url} HTTP/1.1\r\nHost: ${EVIL}\r\nConnection: close\r\n\r\n`),
    );
    let response = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      response += chunk;
    });
    socket.on("end", () => resolve(response));
    socket.on("error", reject);
  });
}

test.describe("pages built for a forged host", () => {
  for (const path of ["/Mentors", "/blog", "/"]) {
    test(`a forged Host on ${path} reaches neither that answer nor the next visitor's page`, async ({ request }) => {
      const forged = await rawGet(path, EVIL);
      expect(forged.status).toBe(200);
      expect(forged.body).not.toContain(EVIL);
      expect(forged.body).toContain(`href="http://localhost:${port}${path === "/" ? "/" : path}"`);

      const next = await request.get(path);
      expect(await next.text()).not.toContain(EVIL);
    });
  }

  test("a scheme-relative or absolute-form target names no page of ours", async ({ request }) => {
    const schemeRelative = await rawGet(`//${EVIL}/Mentors`, EVIL);
    expect(schemeRelative.status).toBe(404);
    expect(schemeRelative.body).not.toContain(EVIL);

    const absolute = await absoluteFormGet(`http://${EVIL}/Mentors`);
    expect(absolute).not.toContain(`${EVIL}/Mentors"`);
    expect(absolute).not.toContain(`content="http://${EVIL}`);

    const next = await (await request.get("/Mentors")).text();
    expect(next).not.toContain(EVIL);
    expect(next).toContain(`<link rel="canonical" href="http://localhost:${port}/Mentors"/>`);
  });

  test("the RSS feed links to the configured origin", async ({ request }) => {
    await rawGet("/blog/rss.xml", EVIL);
    const feed = await (await request.get("/blog/rss.xml")).text();
    expect(feed).not.toContain(EVIL);
    expect(feed).toContain(`<link>http://localhost:${port}/blog</link>`);
  });
});
