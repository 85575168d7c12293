/**
 * Two production server processes on one PostgreSQL, one Redis and one
 * S3-compatible server (s3rver) behave as one site, with requests sent to A and
 * B in turn: sessions, logout, the sign-in limit, photos, visitor messages and
 * form responses all cross from one to the other. No browser needed.
 *
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (set by .ci/run).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { multipartBody } from "../support/multipart-body.ts";
import { startS3Server, type TestS3Server } from "../support/s3-server.ts";
import { type ServerProcess, signInAt, startBuiltServer } from "../support/server-process.ts";
import { photoJpeg } from "../support/test-images.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
test.skip(!databaseUrl || !redisUrl, "needs TEST_DATABASE_URL and TEST_REDIS_URL");

const suffix = randomBytes(4).toString("hex");
const admin = { username: `admin-${suffix}`, password: `instances-${suffix}-long-password` };
/** Each check comes from its own client address (through TRUST_PROXY), so other tests' limits never mix in. */
const client = (n: number) => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${n}`;

let database: string;
let s3: TestS3Server;
let dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = `test_instances_${suffix}`;
  const adminDb = new pg.Client({ connectionString: databaseUrl });
  await adminDb.connect();
  await adminDb.query(`CREATE DATABASE "${database}"`);
  await adminDb.end();
  const url = new URL(databaseUrl as string);
  url.pathname = `/${database}`;
  s3 = await startS3Server();
  dataDirs = [await mkdtemp(path.join(tmpdir(), "ngo-a-")), await mkdtemp(path.join(tmpdir(), "ngo-b-"))];
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: url.href,
    REDIS_URL: redisUrl as string,
    ...s3.env,
    TRUST_PROXY: "1",
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOGIN_MAX_FAILURES: "5",
  });
  // One after the other: both apply the migrations at start.
  a = await startBuiltServer(env(dataDirs[0] as string));
  b = await startBuiltServer(env(dataDirs[1] as string));
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  const adminDb = new pg.Client({ connectionString: databaseUrl });
  await adminDb.connect();
  await adminDb.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await adminDb.end();
});

async function call(server: ServerProcess, url: string, init: RequestInit & { from: string }) {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", init.from);
  return fetch(`${server.base}${url}`, { ...init, headers });
}

async function signIn(
  server: ServerProcess,
  from: string,
  credentials: { username: string; password: string } = admin,
) {
  return call(server, "/api/auth/login", {
    from,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
}

function token(server: ServerProcess, from: string): Promise<string> {
  return signInAt(server.base, admin, { "x-forwarded-for": from });
}

test("two instances on PostgreSQL, Redis and S3 behave as one site", async () => {
  test.setTimeout(180_000);
  expect(a.pid).not.toBe(b.pid);
  const me = (server: ServerProcess, authorization: string) =>
    call(server, "/api/auth/me", { from: client(1), headers: { authorization } });

  // A session created on A works on B; logged out on A, it is refused on B at once.
  const session = await token(a, client(1));
  expect((await me(b, session)).status).toBe(200);
  expect(
    (await call(a, "/api/auth/logout", { from: client(1), method: "POST", headers: { authorization: session } }))
      .status,
  ).toBeLessThan(300);
  expect((await me(b, session)).status).toBe(401);
  expect((await me(a, session)).status).toBe(401);

  // Failed sign-ins sent to A and B in turn reach 429 at the same count as on one instance.
  // (Each round has its own username and client address, so the first round's limit cannot end the second early.)
  async function attemptsUntilLimited(servers: ServerProcess[], round: number): Promise<number> {
    const credentials = { username: `nobody-${round}-${suffix}`, password: "a-wrong-password-here" };
    // One address for the whole round: the limit is per client and username (a username
    // guessed at from many addresses is slowed down, never locked).
    const from = client(10 + round);
    for (let attempt = 1; attempt <= 60; attempt++) {
      const res = await signIn(servers[attempt % servers.length] as ServerProcess, from, credentials);
      if (res.status === 429) return attempt;
      expect(res.status).toBe(401);
    }
    return Number.POSITIVE_INFINITY;
  }
  const onOne = await attemptsUntilLimited([a], 1);
  expect(onOne).toBeLessThanOrEqual(21);
  expect(await attemptsUntilLimited([a, b], 2)).toBe(onOne);

  const authorization = await token(b, client(5));

  // A photo uploaded through A is served by B, byte for byte.
  const { payload, headers } = multipartBody({ title: `Two instances ${suffix}` }, [
    { field: "images", filename: "a.jpg", contentType: "image/jpeg", data: await photoJpeg() },
  ]);
  const upload = await call(a, "/api/gallery", {
    from: client(5),
    method: "POST",
    headers: { ...headers, authorization },
    body: new Uint8Array(payload),
  });
  expect(upload.status).toBe(201);
  const items = (await (await call(b, "/api/gallery", { from: client(5) })).json()) as {
    title: string;
    images: { url: string; thumbnail: string; original: string }[];
  }[];
  const item = items.find((candidate) => candidate.title === `Two instances ${suffix}`);
  expect(item).toBeDefined();
  for (const url of item?.images.flatMap((image) => [image.url, image.thumbnail, image.original]) ?? []) {
    const [fromA, fromB] = await Promise.all([call(a, url, { from: client(5) }), call(b, url, { from: client(5) })]);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  }

  // A visitor message sent to A is in B's inbox.
  const message = `Sent to A ${suffix}`;
  const sent = await call(a, "/api/contact", {
    from: client(6),
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Meena",
      lastName: "Iyer",
      email: "meena@example.in",
      phone: "",
      interest: "volunteer",
      message,
      updates: true,
    }),
  });
  expect(sent.status).toBe(200);
  const inbox = (await (await call(b, "/api/contact", { from: client(5), headers: { authorization } })).json()) as {
    data: { items: { message: string }[] };
  };
  expect(inbox.data.items.map((m) => m.message)).toContain(message);

  // A custom-form response sent to A is counted by B.
  const created = await call(b, "/api/custom-forms", {
    from: client(5),
    method: "POST",
    headers: { "content-type": "application/json", authorization },
    body: JSON.stringify({
      title: `Sign-up ${suffix}`,
      description: "Tell us.",
      category: "Volunteer",
      fields: [{ id: "name", label: "Full name", type: "text", required: true }],
    }),
  });
  expect(created.status).toBe(201);
  const formId = ((await created.json()) as { data: { id: string } }).data.id;
  const responded = await call(a, `/api/custom-forms/${formId}/responses`, {
    from: client(7),
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId: `client-${suffix}`, values: { name: "Priya" } }),
  });
  expect(responded.status).toBe(201);
  const forms = (await (
    await call(b, "/api/custom-forms", { from: client(5), headers: { authorization } })
  ).json()) as {
    data: { id: string; responseCount: number }[];
  };
  expect(forms.data.find((form) => form.id === formId)?.responseCount).toBe(1);
});

test("job openings published on A are on B's pages at the next read (issue 41)", async () => {
  test.setTimeout(120_000);
  const authorization = await token(a, client(8));
  const page = async (server: ServerProcess, url: string) => (await call(server, url, { from: client(9) })).text();
  // B has the page in its response cache before the change.
  expect(await page(b, "/WorkWithUs")).toContain("6 positions found");

  const opened = (await (
    await call(a, "/api/content/job-openings", { from: client(8), headers: { authorization } })
  ).json()) as { data: { document: { openings: { id: string; title: { en: string } }[] }; version: number } };
  const [first, ...rest] = opened.data.document.openings;
  const renamed = { ...first, title: { ...first?.title, en: `Programme Lead ${suffix}` } };
  const saved = await call(a, "/api/content/job-openings", {
    from: client(8),
    method: "PUT",
    headers: { "content-type": "application/json", authorization },
    body: JSON.stringify({ document: { openings: [renamed, ...rest] }, version: opened.data.version }),
  });
  expect(saved.status).toBe(200);

  // The change reaches B through PostgreSQL's notifications: B's cached page is dropped.
  await expect.poll(() => page(b, "/WorkWithUs"), { timeout: 10_000 }).toContain(`Programme Lead ${suffix}`);
  const search = await (await call(b, `/api/search?q=${suffix}&type=opening`, { from: client(9) })).text();
  expect(search).toContain(`Programme Lead ${suffix}`);
});
