/**
 * A multipart/form-data body built by hand, for `app.inject` and plain HTTP
 * requests: exactly the bytes a browser's FormData sends.
 */
import { randomBytes } from "node:crypto";

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export function multipartBody(
  fields: Record<string, string | string[]>,
  files: MultipartFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(12).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, values] of Object.entries(fields)) {
    for (const value of [values].flat()) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(payload.length) },
  };
}
