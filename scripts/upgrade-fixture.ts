/**
 * `npm run upgrade-fixture`: the fixture of tests/api/upgrade.test.ts for this
 * version's schema (issue 46, docs/testing.md "Upgrades"). Run it on the release
 * before a schema change, then commit the two files it writes beside the earlier
 * fixtures: a site with something in as many tables as the API reaches, backed up with
 * `npm run admin -- backup`'s own function, and what it held (each table's rows, each
 * stored file's SHA-256) as JSON.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app.ts";
import { backup } from "../server/backups/offline-backup.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { migrationsDir, projectRoot } from "../server/paths.ts";
import { createServices } from "../server/services/index.ts";
import { multipartBody } from "../tests/support/multipart-body.ts";
import { samplePdf } from "../tests/support/sample-files.ts";
import { photoJpeg } from "../tests/support/test-images.ts";

const journal = JSON.parse(await readFile(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const out = path.join(projectRoot, "tests", "fixtures", "upgrade", journal.entries.at(-1)?.tag ?? "fixture");
const ADMIN = { username: "fixture-admin", password: "fixture-password-long-enough" };
const work = await mkdtemp(path.join(tmpdir(), "ngo-fixture-"));
const dataDir = path.join(work, "site");
const env = {
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
};
const config = loadConfig(env);
const database = await openDatabase({ driver: "pglite", dataDir, owner: "the fixture maker" });
const services = createServices({ config, database });
const app = await buildApp({ services });
await app.ready();
await services.auth.ensureAdmin({ info() {}, warn() {} });
const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: ADMIN });
const headers = { authorization: `Bearer ${login.json().token}` };
async function ok(label: string, res: { statusCode: number; body: string }) {
  if (res.statusCode >= 300) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body || "{}");
}
const post = (url: string, payload: object, extra: Record<string, string> = headers) =>
  app.inject({ method: "POST", url, payload, headers: extra });

// Posts: two published, one draft, one in the Trash; one with a cover photo.
const cover = multipartBody({}, [
  {
    field: "image",
    filename: "cover.jpg",
    contentType: "image/jpeg",
    data: await photoJpeg({ width: 800, height: 500, label: "cover" }),
  },
]);
const uploaded = await app.inject({
  method: "POST",
  url: "/api/blogs/cover",
  payload: cover.payload,
  headers: { ...cover.headers, ...headers },
});
const coverUrl = uploaded.statusCode < 300 ? JSON.parse(uploaded.body).data?.image : undefined;
console.log("cover upload", uploaded.statusCode, coverUrl ?? uploaded.body.slice(0, 200));
for (const [title, status] of [
  ["Cricket camp", "published"],
  ["Library opens", "published"],
  ["Draft: rains", "draft"],
  ["Old notice", "published"],
] as const) {
  const made = await ok(
    title,
    await post("/api/blogs", {
      title,
      excerpt: "Short.",
      content: "Some **words** and a [link](https://example.org).",
      tags: ["News", "Jaipur"],
      status,
      ...(coverUrl && title === "Cricket camp" ? { image: coverUrl } : {}),
    }),
  );
  if (title === "Old notice")
    await ok("trash", await app.inject({ method: "DELETE", url: `/api/blogs/${made.data.id}`, headers }));
}
// Gallery: one item of two photos.
const photos = multipartBody({ title: "Annual day", category: "education" }, [
  {
    field: "images",
    filename: "a.jpg",
    contentType: "image/jpeg",
    data: await photoJpeg({ width: 900, height: 600, label: "one" }),
  },
  {
    field: "images",
    filename: "b.jpg",
    contentType: "image/jpeg",
    data: await photoJpeg({ width: 900, height: 600, label: "two" }),
  },
]);
await ok(
  "gallery",
  await app.inject({
    method: "POST",
    url: "/api/gallery",
    payload: photos.payload,
    headers: { ...photos.headers, ...headers },
  }),
);
// Forms: a link, a custom form with two responses.
await ok(
  "external form",
  await post("/api/external-forms", {
    title: "Volunteer Application",
    description: "Teach.",
    link: "https://forms.gle/volunteer",
  }),
);
const form = await ok(
  "custom form",
  await post("/api/custom-forms", {
    title: "Volunteer sign-up",
    description: "Tell us.",
    category: "Volunteer",
    fields: [{ id: "name", label: "Full name", type: "text", required: true }],
  }),
);
for (const name of ["Priya", "Arjun"])
  await ok(
    "response",
    await post(`/api/custom-forms/${form.data.id}/responses`, { clientId: `client-${name}`, values: { name } }, {}),
  );
// What visitors send: a message, an application with a résumé, a subscription.
await ok(
  "contact",
  await post(
    "/api/contact",
    {
      firstName: "Meena",
      lastName: "Iyer",
      email: "meena@example.in",
      phone: "",
      interest: "volunteer",
      message: "I would like to help.",
      updates: true,
    },
    {},
  ),
);
const application = multipartBody(
  {
    type: "internship",
    firstName: "Rahul",
    lastName: "Verma",
    email: "rahul@example.in",
    phone: "+91 98765 00000",
    age: "21",
    address: "Malviya Nagar, Jaipur",
    education: "undergraduate",
    experience: "Tutoring.",
    availability: "weekends",
    interests: ["Education & Teaching"],
    motivation: "To help.",
  },
  [{ field: "resume", filename: "cv.pdf", contentType: "application/pdf", data: samplePdf() }],
);
await ok(
  "application",
  await app.inject({
    method: "POST",
    url: "/api/applications",
    payload: application.payload,
    headers: application.headers,
  }),
);
await ok(
  "subscribe",
  await app.inject({
    method: "POST",
    url: "/api/newsletter",
    payload: { email: "asha@example.in" },
    remoteAddress: "203.0.113.7",
  }),
);
// The staff's: a newsletter issue, a privacy request, a staff member.
await ok("issue", await post("/api/newsletter/issues", { subjectEn: "News from the field", bodyEn: "Hello **all**." }));
await ok(
  "privacy request",
  await post("/api/privacy-requests", {
    kind: "copy",
    name: "Ravi",
    contact: "ravi@example.in",
    receivedOn: "2026-11-20",
  }),
);
await ok("staff", await post("/api/staff", { name: "Sunita Editor", email: "sunita@example.org", role: "editor" }));

const tables = (await database.db.execute(
  sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
)) as unknown as { rows: { name: string }[] };
const rows: Record<string, number> = {};
for (const { name } of tables.rows) {
  const counted = (await database.db.execute(
    sql.raw(`select count(*)::int as n from "public"."${name}"`),
  )) as unknown as { rows: { n: number }[] };
  rows[name] = counted.rows[0]?.n ?? 0;
}
const migrations = (await database.db.execute(
  sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
)) as unknown as { rows: { n: number }[] };
await app.close();
await services.close();
await database.close();

const files: Record<string, string> = {};
const uploads = path.join(dataDir, "uploads");
for (const entry of await readdir(uploads, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  const key = path.relative(uploads, file).split(path.sep).join("/");
  if (key.startsWith(".tmp/")) continue;
  files[key] = createHash("sha256")
    .update(await readFile(file))
    .digest("hex");
}
// As a server leaves it after a quiet night: checkpointed, on a fresh log segment (a smaller archive).
{
  const { PGlite } = await import("@electric-sql/pglite");
  const settle = new PGlite(path.join(dataDir, "pgdata"));
  await settle.waitReady;
  await settle.exec("CHECKPOINT");
  await settle.query("SELECT pg_switch_wal()");
  await settle.exec("CHECKPOINT");
  await settle.close();
}
const archive = `${out}.tar`;
await backup({ dataDir, databaseUrl: undefined, s3: undefined }, archive);
await writeFile(
  `${out}.json`,
  `${JSON.stringify({ madeBy: process.env.FIXTURE_MADE_BY ?? "npm run upgrade-fixture", migrations: migrations.rows[0]?.n, rows, files }, null, 2)}\n`,
);
console.log(JSON.stringify({ archive, rows, files: Object.keys(files).length }, null, 1));
