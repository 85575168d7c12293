/**
 * Deadlines for receiving a request body. A client that trickles its body (one byte
 * every few seconds) would otherwise hold a connection, a socket buffer and a parser
 * for as long as it likes; a few hundred of them starve the server. JSON and form
 * bodies must arrive within BODY_TIMEOUT_SECONDS, multipart uploads (photos,
 * resumes, form answers with files, on slow phones) within UPLOAD_TIMEOUT_SECONDS.
 * Past it the client is told 408 in the API's JSON envelope and the connection closes.
 */
import type { FastifyInstance } from "fastify";
import type { ApiFailure } from "#common/api";

export const BODY_TIMEOUT_MESSAGE = "The request took too long to arrive. Please check your connection and try again.";

export interface BodyDeadlines {
  bodyMs: number;
  uploadMs: number;
}

export function registerBodyDeadlines(app: FastifyInstance, { bodyMs, uploadMs }: BodyDeadlines): void {
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw;
    const announced = raw.headers["transfer-encoding"] !== undefined || Number(raw.headers["content-length"]) > 0;
    if (!announced || raw.complete) return done();
    const upload = (raw.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/");

    const timer = setTimeout(
      () => {
        if (raw.complete) return;
        request.log.info({ upload }, "request body too slow; connection closed");
        // Fastify is still waiting for the body: it must not answer as well.
        reply.hijack();
        const closeSocket = () => raw.socket?.destroy();
        if (reply.raw.headersSent) return closeSocket();
        const body: ApiFailure = { success: false, message: BODY_TIMEOUT_MESSAGE };
        reply.raw.writeHead(408, { "content-type": "application/json; charset=utf-8", connection: "close" });
        reply.raw.end(JSON.stringify(body), closeSocket);
      },
      upload ? uploadMs : bodyMs,
    );
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once("end", clear);
    raw.once("close", clear);
    reply.raw.once("finish", clear);
    done();
  });
}
