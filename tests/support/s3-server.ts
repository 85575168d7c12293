/**
 * A real S3-protocol server (s3rver) on a free loopback port with a fresh bucket,
 * for tests of the S3 storage driver: the driver talks HTTP and SigV4 to it
 * exactly as it would to AWS or MinIO.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";
import type { S3Config } from "../../server/config.ts";

export interface TestS3Server {
  config: S3Config;
  /** The same server as environment variables, for createTestApp or a child process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** `bucket` is the uploads' (S3_BUCKET in `env`); `others` are made beside it (a backup bucket). */
export async function startS3Server(bucket = "test-uploads", others: string[] = []): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "ngo-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [bucket, ...others].map((name) => ({ name })),
  });
  const { port } = (await server.run()) as { port: number };
  // s3rver accepts this fixed key pair.
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint ?? "",
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
