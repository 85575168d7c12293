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

export interface SinkOptions {
  /** A recipient this answers with an error for (e.g. 550 no such mailbox, 451 try later); undefined accepts it. */
  refuse?: (address: string) => { code: number; message: string } | undefined;
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
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
  // A client killed mid-conversation (the SIGKILL tests) resets its connection: not the sink's failure.
  server.on("error", () => {});
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

/** Quoted-printable (RFC 2045 6.7) back to its bytes, read as UTF-8. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** An encoded header word (=?UTF-8?B?…?= or =?UTF-8?Q?…?=) decoded. */
const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : fromQuotedPrintable(text.replace(/_/g, " ")),
  );

/**
 * A received message read back: its headers (folded lines joined, encoded words
 * decoded), and the text of each part by its content type (text/plain, text/html).
 */
export function readMail(raw: string): {
  headers: Record<string, string>;
  parts: Record<string, string>;
  /** The files sent with it, as sent (a receipt's PDF). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
} {
  const split = (chunk: string) => {
    const end = chunk.indexOf("\r\n\r\n");
    const head = chunk.slice(0, end).replace(/\r\n[ \t]+/g, " ");
    const headers: Record<string, string> = {};
    for (const line of head.split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
    }
    return { headers, body: chunk.slice(end + 4) };
  };
  const decode = (headers: Record<string, string>, body: string) => {
    const encoding = headers["content-transfer-encoding"]?.toLowerCase();
    if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    if (encoding === "quoted-printable") return fromQuotedPrintable(body);
    return body;
  };
  const message = split(raw);
  const parts: Record<string, string> = {};
  const attachments: { filename: string; contentType: string; content: Buffer }[] = [];
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers["content-type"] ?? "")?.[1];
  const chunks = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1)
        .filter((chunk) => !chunk.startsWith("--"))
        .map((chunk) => split(chunk.replace(/^\r\n/, "")))
    : [message];
  for (const { headers, body } of chunks) {
    const type = (headers["content-type"] ?? "text/plain").split(";")[0]?.trim() ?? "text/plain";
    const filename = /filename="?([^";]+)"?/.exec(headers["content-disposition"] ?? "")?.[1];
    if (filename && headers["content-transfer-encoding"]?.toLowerCase() === "base64") {
      attachments.push({ filename, contentType: type, content: Buffer.from(body.replace(/\s+/g, ""), "base64") });
      continue;
    }
    parts[type] = decode(headers, body).replace(/\r\n/g, "\n");
  }
  return { headers: message.headers, parts, attachments };
}
