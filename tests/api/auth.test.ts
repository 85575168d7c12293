import { randomBytes } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MemoryRateLimiter } from "../../server/services/rate-limiter.ts";
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from "../support/test-app.ts";

const login = (t: TestApp, payload: object, url = "/api/auth/login", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

describe("POST /api/auth/login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("signs in with the right credentials: token, admin and a 12-hour session", async () => {
    const res = await login(t, TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      admin: { username: TEST_ADMIN.username },
      message: "Login successful",
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.token).toBe(body.token);
    const hours = (Date.parse(body.data.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it("keeps a remembered session for 30 days", async () => {
    const res = await login(t, { ...TEST_ADMIN, rememberMe: true });
    const days = (Date.parse(res.json().data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("stores only a hash of the token", async () => {
    const { token } = (await login(t, TEST_ADMIN)).json();
    const rows = await t.database.db.execute(sql`select token_hash from admin_sessions`);
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it("accepts the username in any letter case and with spaces around it", async () => {
    const res = await login(t, { username: `  ${TEST_ADMIN.username.toUpperCase()} `, password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a wrong password with 401 Invalid credentials and no token", async () => {
    const res = await login(t, { username: TEST_ADMIN.username, password: "wrong-password-123" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: "Invalid credentials" });
  });

  it("refuses an unknown username the same way", async () => {
    const res = await login(t, { username: "nobody", password: "whatever-password" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain("Invalid credentials");
  });

  it.each([
    [{ username: "", password: "x" }, "username"],
    [{ username: "admin" }, "password"],
    [{}, "username"],
  ])("answers missing fields %o with 400 Validation errors", async (payload, field) => {
    const res = await login(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Validation errors/);
    expect(res.json().errors).toHaveProperty(field);
  });
});

describe("sessions: /api/auth/me and /api/auth/logout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the admin for a valid token", async () => {
    const headers = await signIn(t);
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { username: TEST_ADMIN.username, authorName: t.services.config.site.name },
    });
  });

  it.each([
    [undefined, "No token, authorization denied"],
    ["Bearer", "Malformed token, authorization denied"],
    ["Basic dXNlcjpwYXNz", "Malformed token, authorization denied"],
    ["Bearer not-a-token", "Malformed token, authorization denied"],
    [`Bearer ${"A".repeat(43)}`, "Invalid or revoked token, authorization denied"],
  ])("refuses authorization %s with 401", async (authorization, message) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message });
  });

  it("logout revokes the token", async () => {
    const headers = await signIn(t);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe("Invalid or revoked token, authorization denied");
  });

  it("an expired session gets 401", async () => {
    const headers = await signIn(t);
    await t.database.db.execute(sql`update admin_sessions set expires_at = now() - interval '1 minute'`);
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Session expired, authorization denied");
  });
});

describe("failed sign-in limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: "3", LOGIN_MAX_FAILURES_PER_CLIENT: "5", LOGIN_WINDOW_SECONDS: "2" });
  });
  afterAll(() => t.close());

  it("answers 429 with Retry-After after repeated failures for one username, however it is written", async () => {
    const wrong = { password: "wrong-password-123" };
    // Letter case, spaces and a trailing slash must not give fresh attempts.
    expect((await login(t, { username: TEST_ADMIN.username, ...wrong })).statusCode).toBe(401);
    expect(
      (await login(t, { username: TEST_ADMIN.username.toUpperCase(), ...wrong }, "/api/auth/login/")).statusCode,
    ).toBe(401);
    expect((await login(t, { username: ` ${TEST_ADMIN.username} `, ...wrong })).statusCode).toBe(401);

    const blocked = await login(t, TEST_ADMIN);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);

    // Once the window has passed, the right password works again.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await login(t, TEST_ADMIN)).statusCode).toBe(200);
  });

  it("limits one client trying many usernames", async () => {
    await new Promise((resolve) => setTimeout(resolve, 2100));
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { username: `guess-${i}`, password: "wrong-password-123" })).statusCode).toBe(401);
    }
    expect((await login(t, { username: "guess-new", password: "wrong-password-123" })).statusCode).toBe(429);
    // Another client address is not affected.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: TEST_ADMIN,
      remoteAddress: "10.1.2.3",
    });
    expect(other.statusCode).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    await new Promise((resolve) => setTimeout(resolve, 2100));
    for (let i = 0; i < 6; i++) expect((await login(t, TEST_ADMIN)).statusCode).toBe(200);
  });
});

describe("limits that hold under bursts and behind a proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: "5", LOGIN_MAX_FAILURES_PER_CLIENT: "20", TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  const wrong = { username: TEST_ADMIN.username, password: "wrong-password-123" };
  // The first two tests guess other names: a name's own failures slow its sign-ins down
  // (up to 4 s each), which the third test, on the admin's name, should not inherit.
  const wrongFor = (username: string) => ({ username, password: "wrong-password-123" });

  it("checks at most the limit of 100 parallel wrong passwords from one address", async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        login(t, wrongFor("burst-guesser"), "/api/auth/login", { "x-forwarded-for": "198.51.100.1" }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
  });

  it("ignores the X-Forwarded-For entries a client writes itself: the proxy's own entry counts", async () => {
    const address = "198.51.100.2";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      // A client-chosen leftmost entry, then the address the trusted proxy appended.
      const forwarded = `203.0.113.${i}, ${address}`;
      statuses.push(
        (await login(t, wrongFor("proxy-guesser"), "/api/auth/login", { "x-forwarded-for": forwarded })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("does not lock the admin out: strangers' failures do not stop the right password from another address", async () => {
    for (let i = 0; i < 6; i++) await login(t, wrong, "/api/auth/login", { "x-forwarded-for": "198.51.100.3" });
    expect((await login(t, wrong, "/api/auth/login", { "x-forwarded-for": "198.51.100.3" })).statusCode).toBe(429);
    const admin = await login(t, TEST_ADMIN, "/api/auth/login", { "x-forwarded-for": "192.0.2.50" });
    expect(admin.statusCode).toBe(200);
  });
});

/**
 * Five failures from one address, then 100 more attempts with made-up usernames:
 * each is refused with 429 and Retry-After before anything is counted (issue 40:
 * every such attempt used to add counters, and the memory limiter walked them all).
 */
async function refusedClientCountsNothing(t: TestApp, address: string, prefix: string) {
  const attempt = (username: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username, password: "wrong-password-123" },
      remoteAddress: address,
    });
  for (let i = 0; i < 5; i++) expect((await attempt(`${prefix}guess-${i}`)).statusCode).toBe(401);
  const first = await attempt(`${prefix}made-up-0`);
  expect(first.statusCode).toBe(429);
  expect(Number(first.headers["retry-after"])).toBeGreaterThan(0);

  const hit = vi.spyOn(t.services.rateLimiter, "hit");
  try {
    for (let i = 1; i <= 100; i++) {
      const refused = await attempt(`${prefix}made-up-${i}`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/Too many failed sign-in attempts/);
    }
    expect(hit).not.toHaveBeenCalled();
  } finally {
    hit.mockRestore();
  }
}

describe("a client already refused (issue 40)", () => {
  it("adds no counter to the memory limiter for each new username it makes up", async () => {
    const t = await createTestApp({ LOGIN_MAX_FAILURES: "3", LOGIN_MAX_FAILURES_PER_CLIENT: "5" });
    try {
      const limiter = t.services.rateLimiter as MemoryRateLimiter;
      await limiter.hit("warm-up", 60);
      const held = limiter.size();
      await refusedClientCountsNothing(t, "198.51.100.40", "");
      // The five failures counted: five pairs, five usernames and the client; nothing since.
      expect(limiter.size()).toBe(held + 11);
      // Another client is counted as before: its pair, its address and the username.
      const other = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "first-try", password: "wrong-password-123" },
        remoteAddress: "198.51.100.41",
      });
      expect(other.statusCode).toBe(401);
      expect(limiter.size()).toBe(held + 14);
    } finally {
      await t.close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)("adds no key to Redis either (TEST_REDIS_URL)", async () => {
    const t = await createTestApp({
      REDIS_URL: redisUrl ?? "",
      LOGIN_MAX_FAILURES: "3",
      LOGIN_MAX_FAILURES_PER_CLIENT: "5",
      LOGIN_WINDOW_SECONDS: "60",
    });
    const redis = new Redis(redisUrl ?? "");
    try {
      // Keys outlive the test by their window: a fresh address and usernames each run.
      const [a = 0, b = 0, c = 0] = randomBytes(3);
      const marker = randomBytes(6).toString("hex");
      const keys = async () => (await redis.keys(`ratelimit:login:*${marker}*`)).length;
      await refusedClientCountsNothing(t, `10.${a}.${b}.${c}`, `${marker}-`);
      // Five pairs and five usernames, from before the refusal.
      expect(await keys()).toBe(10);
    } finally {
      redis.disconnect();
      await t.close();
    }
  });
});

describe("generated admin password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
  });
  afterAll(() => t.close());

  /** The setup link's token, as printed in the start-up log. */
  const setupToken = () => {
    const line = t.startupLog.find((entry) => typeof entry.obj.setupUrl === "string");
    return new URL(line?.obj.setupUrl as string).searchParams.get("setup") ?? "";
  };
  const defaults = (headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/auth/default-credentials",
      headers: { "x-setup-token": setupToken(), ...headers },
      remoteAddress,
    });

  it("creates admin with a strong password kept in a private file", async () => {
    const file = path.join(t.dataDir, "initial-admin-password");
    const password = (await readFile(file, "utf8")).trim();
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await login(t, { username: "admin", password })).statusCode).toBe(200);
  });

  it("shows the default credentials only to this machine, with the setup link's token, without forwarding headers", async () => {
    expect(t.startupLog.find((entry) => entry.obj.setupUrl)?.obj.setupUrl).toMatch(
      /^http:\/\/localhost:\d+\/admin\/login\?setup=[\w-]{24}$/,
    );
    const local = await defaults();
    expect(local.statusCode).toBe(200);
    expect(local.json().data.username).toBe("admin");

    expect((await defaults({}, "203.0.113.9")).statusCode).toBe(404);
    expect((await defaults({ "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(404);
    // A same-host forwarder (stunnel, nginx without X-Forwarded-For) connects from
    // 127.0.0.1 with no header: without the token from the log it learns nothing.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/default-credentials" })).statusCode).toBe(404);
    expect((await defaults({ "x-setup-token": "a".repeat(24) })).statusCode).toBe(404);
  });

  it("hides them once the password is changed, and signs out other sessions", async () => {
    const { password } = (await defaults()).json().data;
    const mine = await signIn(t, { username: "admin", password });
    const other = await signIn(t, { username: "admin", password });

    const tooShort = await t.app.inject({
      method: "PUT",
      url: "/api/auth/password",
      headers: mine,
      payload: { currentPassword: password, newPassword: "short" },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors.newPassword).toBe("The new password must be at least 12 characters");

    const wrongCurrent = await t.app.inject({
      method: "PUT",
      url: "/api/auth/password",
      headers: mine,
      payload: { currentPassword: "not-the-password", newPassword: "a-brand-new-password" },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe("The current password is not correct");

    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/auth/password",
      headers: mine,
      payload: { currentPassword: password, newPassword: "a-brand-new-password" },
    });
    expect(changed.statusCode).toBe(200);

    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: mine })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: other })).statusCode).toBe(401);
    expect((await defaults()).statusCode).toBe(404);
    expect((await login(t, { username: "admin", password })).statusCode).toBe(401);
    expect((await login(t, { username: "admin", password: "a-brand-new-password" })).statusCode).toBe(200);
  });
});

describe("ADMIN_USERNAME and ADMIN_PASSWORD", () => {
  it("reset the stored admin at start and sign out its sessions", async () => {
    const t = await createTestApp();
    try {
      const before = await signIn(t);
      const reset = t.services.auth;
      Object.assign(t.services.config.admin, { username: "new-admin", password: "another-long-password" });
      await reset.ensureAdmin({ info() {}, warn() {} });
      expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: before })).statusCode).toBe(401);
      expect((await login(t, TEST_ADMIN)).statusCode).toBe(401);
      expect((await login(t, { username: "new-admin", password: "another-long-password" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("write routes", () => {
  it("every write route refuses a request without a token, unless declared public", async () => {
    const t = await createTestApp();
    try {
      const writes = t.app.apiRoutes.filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && !r.public);
      expect(writes.length).toBeGreaterThan(0);
      for (const route of writes) {
        const url = route.url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
        const res = await t.app.inject({ method: route.method as "POST", url, payload: {} });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});

describe("PUT /api/auth/author-name: the name posts show as their author", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = async (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: "PUT", url: "/api/auth/author-name", payload, headers });

  it("stores the name; new posts without an author show it, never the sign-in name", async () => {
    const headers = await signIn(t);
    const saved = await put({ authorName: "  Pragati Team  " }, headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Author name saved",
      data: { username: TEST_ADMIN.username, authorName: "Pragati Team" },
    });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(me.json().data.authorName).toBe("Pragati Team");
    const post = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      headers,
      payload: { title: "A day at the school", excerpt: "What we saw.", content: "Children reading." },
    });
    expect(post.json().data.author).toBe("Pragati Team");
  });

  it.each([
    [{ authorName: "   " }, "Enter the name to show as the author of posts"],
    [{}, "Enter the name to show as the author of posts"],
    [{ authorName: "x".repeat(121) }, "The author name can be at most 120 characters"],
  ])("refuses %o with 400 naming the field", async (payload, message) => {
    const res = await put(payload, await signIn(t));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.authorName).toBe(message);
  });

  it("needs a signed-in admin", async () => {
    expect((await put({ authorName: "Someone" }, {})).statusCode).toBe(401);
  });
});
