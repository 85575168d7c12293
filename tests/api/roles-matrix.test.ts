/**
 * Every staff-only operation of /api/openapi.json, asked by each role, with no
 * token, an expired token and a disabled account's token (issue 45): a role the
 * table (common/staff-roles.ts) allows gets past the guard (any answer but 401 and
 * 403: a made-up id is a 404, a missing body a 400), any other role gets 403, and
 * without a valid session it is 401. The table itself is checked against what
 * the issue asks: no personal data for a Viewer or an Editor.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS, type Permission, readsPersonalData, STAFF_ROLES, type StaffRole } from "#common/staff-roles";
import { hashToken } from "../../server/auth/tokens.ts";
import { adminSessions } from "../../server/db/schema.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { type StaffMember, staffMember } from "../support/staff-accounts.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";

type Operation = { security?: unknown[]; "x-permission"?: Permission; "x-roles"?: StaffRole[] };
const METHODS = ["get", "post", "put", "patch", "delete"];
const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** Paths that carry a person's data, named here apart from the table, so a mistake in the table shows. */
const PERSONAL_PATHS = [
  /^\/api\/contact(\/|$)/,
  /^\/api\/applications(\/|$)/,
  /^\/api\/custom-forms\/\{id\}\/responses/,
  /^\/api\/newsletter\/subscribers/,
  /^\/api\/personal-data\//,
  /^\/api\/privacy-requests/,
];

describe("the roles matrix on every operation of /api/openapi.json", () => {
  let t: TestApp;
  let operations: { method: string; url: string; operation: Operation }[];
  const headersOf = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([url, item]) =>
      Object.entries(item)
        .filter(([method, operation]) => METHODS.includes(method) && (operation.security ?? []).length > 0)
        .map(([method, operation]) => ({ method, url, operation })),
    );
    headersOf.set("administrator (the first)", await adminAuth(t));
    for (const role of STAFF_ROLES) headersOf.set(role, (await staffMember(t, role)).auth);
    headersOf.set("no token", {});

    const expired = await signIn(t);
    await t.database.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, hashToken(expired.authorization.replace(/^Bearer /, ""))));
    headersOf.set("expired token", expired);

    const leaver: StaffMember = await staffMember(t, "administrator");
    const disable = await t.app.inject({
      method: "PATCH",
      url: `/api/staff/${leaver.id}`,
      headers: await adminAuth(t),
      payload: { disabled: true },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    headersOf.set("disabled account", leaver.auth);
  }, 120_000);
  afterAll(() => t.close());

  it("documents a permission of the table, and the roles holding it, on every staff-only operation", () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const { method, url, operation } of operations) {
      const permission = operation["x-permission"];
      expect(permission && permission in PERMISSIONS, `${method} ${url}`).toBe(true);
      expect(operation["x-roles"], `${method} ${url}`).toEqual([...PERMISSIONS[permission as Permission].roles]);
    }
  });

  it("gives no personal data to a Viewer or an Editor, and records every read of it", () => {
    const personal = operations.filter(({ url }) => PERSONAL_PATHS.some((path) => path.test(url)));
    expect(personal.length).toBeGreaterThan(15);
    for (const { method, url, operation } of personal) {
      expect(operation["x-roles"], `${method} ${url}`).not.toContain("viewer");
      expect(operation["x-roles"], `${method} ${url}`).not.toContain("editor");
      if (method === "get") expect(readsPersonalData(operation["x-permission"] as Permission), url).toBe(true);
    }
    // The exports of what people sent: CSV of messages, applications, responses, subscribers.
    const exports = operations.filter(({ url }) => url.endsWith(".csv") && !url.startsWith("/api/audit"));
    expect(exports.length).toBe(4);
    for (const { operation } of exports) expect(operation["x-roles"]).toEqual(["administrator", "coordinator"]);
  });

  it("lets in exactly the roles the table names, refuses the others with 403, and anyone without a session with 401", async () => {
    const failures: string[] = [];
    for (const { method, url, operation } of operations) {
      // Signing out would end the session the next operations use: its own test below.
      if (url === "/api/auth/logout") continue;
      const path = url.replace(/\{[^}]+\}/g, SOME_ID);
      const allowed = operation["x-roles"] ?? [];
      for (const [who, headers] of headersOf) {
        const res = await t.app.inject({ method: method.toUpperCase(), url: path, headers });
        const role = who.startsWith("administrator") ? "administrator" : who;
        const expected = !(STAFF_ROLES as readonly string[]).includes(role)
          ? [401]
          : allowed.includes(role as StaffRole)
            ? "allowed"
            : [403];
        const fine = expected === "allowed" ? ![401, 403].includes(res.statusCode) : expected.includes(res.statusCode);
        if (!fine)
          failures.push(`${method.toUpperCase()} ${url} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (res.statusCode === 403) expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("signs out any role, and not without a session", async () => {
    for (const role of STAFF_ROLES) {
      const member = await staffMember(t, role);
      const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: member.auth });
      expect(out.statusCode, role).toBe(200);
      const again = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: member.auth });
      expect(again.statusCode, role).toBe(401);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(401);
  });
});
