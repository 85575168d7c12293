/**
 * A real SMTP server for tests (the `smtp-server` package), listening on a free
 * local port and keeping every message it receives, raw, for the test to read.
 * No TLS: the test talks to it on the loopback interface.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body). */
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An smtp:// address where nothing listens (a port that was free a moment ago). */
export async function unreachableSmtpUrl(): Promise<string> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.url;
}
