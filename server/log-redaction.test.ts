import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { logRedaction, redactUrl } from "./log-redaction.ts";

const TOKEN = "q3J9xV_2mKpL8sTn4Wc6Yb0Rf1Hd5Ga7Ue9Io3Pz-Ak";

describe("redactUrl", () => {
  it.each([
    // Where the site's tokens travel.
    [`/newsletter/confirm?token=${TOKEN}`, "/newsletter/confirm?token=[redacted]"],
    [`/newsletter/unsubscribe?token=${TOKEN}`, "/newsletter/unsubscribe?token=[redacted]"],
    [`/hi/newsletter/confirm?token=${TOKEN}`, "/hi/newsletter/confirm?token=[redacted]"],
    [
      `/newsletter/confirm.data?token=${TOKEN}&_routes=routes%2Fnewsletter-confirm`,
      "/newsletter/confirm.data?token=[redacted]&_routes=routes%2Fnewsletter-confirm",
    ],
    [`/newsletter/unsubscribe?index&token=${TOKEN}`, "/newsletter/unsubscribe?index&token=[redacted]"],
    [`/admin/login?setup=${TOKEN}`, "/admin/login?setup=[redacted]"],
    [`/admin/login?next=%2Fadmin&setup=${TOKEN}`, "/admin/login?next=%2Fadmin&setup=[redacted]"],
    // Any address, any letter case or encoding of the name, a link a mail client escaped.
    [`/Newsletter/Confirm?TOKEN=${TOKEN}`, "/Newsletter/Confirm?TOKEN=[redacted]"],
    [`/newsletter/confirm?%74oken=${TOKEN}`, "/newsletter/confirm?%74oken=[redacted]"],
    [`/newsletter/confirm?utm=mail&amp;token=${TOKEN}`, "/newsletter/confirm?utm=mail&amp;token=[redacted]"],
    [
      `/api/x?access_token=a&formTicket=b&password=c&x=1`,
      "/api/x?access_token=[redacted]&formTicket=[redacted]&password=[redacted]&x=1",
    ],
    [`/newsletter/confirm?token=a&token=b`, "/newsletter/confirm?token=[redacted]&token=[redacted]"],
    [`/newsletter/confirm?token=${TOKEN}%ZZ`, "/newsletter/confirm?token=[redacted]"],
    [`/x?%E0%A4=1&token=${TOKEN}`, "/x?%E0%A4=1&token=[redacted]"],
    // Left as they are.
    ["/newsletter/confirm", "/newsletter/confirm"],
    ["/newsletter/confirm?token=", "/newsletter/confirm?token="],
    ["/newsletter/confirm?token", "/newsletter/confirm?token"],
    ["/blog?tag=token-economy&page=2", "/blog?tag=token-economy&page=2"],
    ["/search?q=password", "/search?q=password"],
    ["/api/blogs/setup-guide?setupGuide=1", "/api/blogs/setup-guide?setupGuide=1"],
    ["/?", "/?"],
  ])("%s → %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe("the access log", () => {
  it("shows the request line without the token", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream, ...logRedaction } });
    app.get("/newsletter/confirm", async () => "ok");
    await app.inject({ url: `/newsletter/confirm?token=${TOKEN}`, remoteAddress: "203.0.113.7" });
    await app.close();
    const log = lines.join("");
    expect(log).not.toContain(TOKEN);
    const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "incoming request");
    expect(incoming.req).toMatchObject({
      method: "GET",
      url: "/newsletter/confirm?token=[redacted]",
      remoteAddress: "203.0.113.7",
    });
  });
});
