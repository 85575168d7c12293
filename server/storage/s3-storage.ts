/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), so several
 * server instances can share one set of uploads. A PutObject is atomic: a reader
 * sees the whole object or none.
 */
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.ts";
import type { PutOptions, Storage, StoredKeyInfo, StoredObject } from "./storage.ts";
import { assertValidStorageKey } from "./storage-key.ts";

function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata.httpStatusCode === 404)
  );
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // The default CRC checksums (and the chunked uploads they bring) are not
    // understood by many S3-compatible servers; send them only where S3 requires.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  return {
    driver: "s3",

    async put(key: string, body: Buffer | Readable, options: PutOptions) {
      assertValidStorageKey(key);
      // A stream of unknown length cannot be signed for a single PutObject; such
      // bodies are small here (uploads are size-limited), so they are buffered.
      const streamable = Buffer.isBuffer(body) || options.size !== undefined;
      const payload = streamable ? body : await toBuffer(body as Readable);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: payload,
          ContentType: options.contentType,
          ContentLength: Buffer.isBuffer(payload) ? payload.length : options.size,
        }),
      );
    },

    async get(key: string): Promise<StoredObject | undefined> {
      assertValidStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error("S3 answered a body that is not a Node stream");
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? "application/octet-stream",
          size: answer.ContentLength ?? 0,
          etag: answer.ETag ?? `"${key}"`,
        };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    async exists(key: string) {
      assertValidStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async delete(key: string) {
      assertValidStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    },

    async *list(): AsyncIterable<StoredKeyInfo> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    // PutObject is all or nothing: an interrupted one leaves no object behind.
    async removeUnfinishedWrites() {
      return 0;
    },

    // The cheapest call that proves the endpoint, the credentials and the bucket.
    async ready(signal) {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
  };
}
