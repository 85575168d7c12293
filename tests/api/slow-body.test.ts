/**
 * Slow-drip bodies: a client that sends its body a byte at a time is cut off at
 * the deadline (BODY_TIMEOUT_SECONDS for JSON, UPLOAD_TIMEOUT_SECONDS for
 * multipart) with a 408, and its connection is closed. Over a real socket.
 */

import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_TIMEOUT_MESSAGE } from "../../server/api/body-deadline.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

describe("request bodies that arrive too slowly", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ BODY_TIMEOUT_SECONDS: "1", UPLOAD_TIMEOUT_SECONDS: "2" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends the head, then one body byte every 200 ms; answers what came back and when the socket closed. */
  function trickle(head: string): Promise<{ response: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, "127.0.0.1", () => socket.write(head));
      let response = "";
      const drip = setInterval(() => socket.writable && socket.write("a"), 200);
      socket.setEncoding("utf8");
      socket.on("data", (chunk) => {
        response += chunk;
      });
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(drip);
        resolve({ response, closedAfterMs: Date.now() - started });
      });
      setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        reject(new Error(`still open after 8 s; received: ${response}`));
      }, 8000);
    });
  }

  it("answers 408 and closes a JSON body trickled past its deadline", async () => {
    const { response, closedAfterMs } = await trickle(
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toContain(BODY_TIMEOUT_MESSAGE);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it("gives multipart uploads their own, longer deadline", async () => {
    const { response, closedAfterMs } = await trickle(
      "POST /api/applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n",
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1900);
  });

  it("leaves a body that arrives in time alone", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "" }),
    });
    expect(res.status).toBe(400);
    // The server is still answering after the cut-off connections.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it("runs its server with the deadlines configured: headers in 30 s, the request in the upload deadline, keep-alive 72 s", () => {
    // The response cache's own server (server/cache/http-cache.ts) takes Fastify's options.
    const server = t.app.server;
    expect(server.headersTimeout).toBe(30_000);
    expect(server.requestTimeout).toBe((2 + 30) * 1000);
    // Longer than a proxy keeps an idle connection (60 s is common), so the server never
    // closes one just as the proxy sends on it.
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  });
});
