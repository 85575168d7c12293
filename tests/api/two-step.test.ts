/**
 * Two-step sign-in (issue 45, decision 093): turning it on with an authenticator app's
 * code, the second step of a sign-in (an app code once, a recovery code once each),
 * wrong codes limited like wrong passwords, turning it off, required for every
 * Administrator once one has it, and a lost phone reset by another Administrator.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { totpCode } from "../../server/auth/second-factor.ts";
import { admins, auditEvents } from "../../server/db/schema.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { STAFF_PASSWORD, staffMember } from "../support/staff-accounts.ts";
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from "../support/test-app.ts";

const WRONG_CODE = "That code is not right. Use the newest code your app shows, or one of your recovery codes.";
const CHALLENGE_GONE = "This sign-in has expired or had too many wrong codes. Enter your password again.";
/** Wrong codes one client address may send in a window (LOGIN_MAX_FAILURES_PER_CLIENT, lower than the default). */
const PER_CLIENT = 8;
const MUST_SET_UP = "Set up two-step sign-in first: it is required for Administrators on this site.";

/** A code the app shows `stepsAhead` 30-second steps from now (the server takes one step either side). */
const codeAt = (secret: string, stepsAhead = 0) => totpCode(secret, new Date(Date.now() + stepsAhead * 30_000));

/** The calls of a test app, from a client address of the test's own. */
function twoStepCalls(env: Record<string, string> = {}) {
  let t: TestApp;
  /** Each test's requests come from an address of its own, so the per-client limits of one do not reach another. */
  let client = 10;
  let from: string;

  const call = (method: "GET" | "POST" | "DELETE", url: string, headers?: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload, remoteAddress: from });
  const password = (username: string, secret = STAFF_PASSWORD) =>
    call("POST", "/api/auth/login", undefined, { username, password: secret });
  const secondStep = (challenge: string, code: string) =>
    call("POST", "/api/auth/login/second-step", undefined, { challenge, code });
  /** The password right: answers the challenge of the second step. */
  const challengeFor = async (username: string, secret = STAFF_PASSWORD) => {
    const res = await password(username, secret);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ secondStep: true, message: "Enter the code from your authenticator app" });
    expect(res.json()).not.toHaveProperty("token");
    return res.json().challenge as string;
  };
  /** Turns two-step on for a signed-in person; answers the app's secret and the recovery codes. */
  const turnOn = async (auth: object) => {
    const setup = await call("POST", "/api/auth/two-step/setup", auth);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const enabled = await call("POST", "/api/auth/two-step/enable", auth, { code: codeAt(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { secret, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
  };

  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    from = `203.0.113.${client++}`;
  });
  return {
    app: () => t,
    call,
    password,
    secondStep,
    challengeFor,
    turnOn,
    /** Sends the next requests from another address. */
    moveTo: (address: string) => {
      from = address;
    },
  };
}

describe("two-step sign-in", () => {
  const { app, call, password, secondStep, challengeFor, turnOn, moveTo } = twoStepCalls();
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  it("turns on with a code from the app for the key it was shown, and gives ten recovery codes once", async () => {
    const editor = await staffMember(t, "editor");
    expect((await call("GET", "/api/auth/two-step", editor.auth)).json().data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const setup = await call("POST", "/api/auth/two-step/setup", editor.auth);
    const { secret, uri, qrSvg } = setup.json().data as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/${encodeURIComponent(t.services.config.site.name)}:${encodeURIComponent(editor.email)}` +
        `?issuer=${encodeURIComponent(t.services.config.site.name)}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg [^>]*viewBox/);
    // Not on until the app proves it has the key.
    expect((await password(editor.email)).json()).toHaveProperty("token");

    const wrong = await call("POST", "/api/auth/two-step/enable", editor.auth, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      code: "That code does not match. Check the time on your phone, then enter the newest code.",
    });
    const enabled = await call("POST", "/api/auth/two-step/enable", editor.auth, { code: codeAt(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const status = (await call("GET", "/api/auth/two-step", editor.auth)).json().data;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // The secret stays on the server: no answer repeats it, and the codes are stored hashed.
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, editor.id));
    expect(row?.totpSecret).toBe(secret);
    expect(row?.totpPendingSecret).toBeNull();
    expect(JSON.stringify(status)).not.toContain(secret);
  });

  it("asks for a code after the right password, takes a current app code once, and records the sign-in", async () => {
    const editor = await staffMember(t, "editor");
    const { secret } = await turnOn(editor.auth);
    const challenge = await challengeFor(editor.email);

    const wrong = await secondStep(challenge, "123456");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(WRONG_CODE);
    // The next step's code (the one used to turn it on was this step's): a phone a little ahead.
    const code = codeAt(secret, 1);
    const done = await secondStep(challenge, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      message: "Login successful",
      admin: { username: editor.email },
    });
    const token = done.json().token as string;
    expect((await call("GET", "/api/auth/session", { authorization: `Bearer ${token}` })).json().data).toMatchObject({
      id: editor.id,
      twoStep: { enabled: true, mustSetUp: false },
    });
    // The challenge is used up, and the same code does not work twice.
    expect((await secondStep(challenge, code)).json().message).toBe(CHALLENGE_GONE);
    expect((await secondStep(await challengeFor(editor.email), code)).json().message).toBe(WRONG_CODE);

    const entries = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, editor.id));
    expect(entries.map((entry) => entry.description)).toContain("Sign in with two-step (the authenticator app)");
  });

  it("takes each recovery code once", async () => {
    const editor = await staffMember(t, "editor");
    const { recoveryCodes } = await turnOn(editor.auth);
    const [first, second] = recoveryCodes as [string, string];
    const withFirst = await secondStep(await challengeFor(editor.email), first.toUpperCase());
    expect(withFirst.statusCode, withFirst.body).toBe(200);
    const again = await secondStep(await challengeFor(editor.email), first);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(WRONG_CODE);
    // Typed without the dash, it is still the code.
    expect((await secondStep(await challengeFor(editor.email), second.replace("-", ""))).statusCode).toBe(200);
    const status = await call("GET", "/api/auth/two-step", editor.auth);
    expect(status.json().data.recoveryCodesLeft).toBe(8);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, editor.id));
    expect(audit.map((entry) => entry.description)).toContain("Sign in with two-step (a recovery code)");
  });

  it("ends a sign-in after five wrong codes, and limits wrong codes per account like wrong passwords", async () => {
    const editor = await staffMember(t, "editor");
    const { secret } = await turnOn(editor.auth);
    const challenge = await challengeFor(editor.email);
    for (let i = 0; i < 4; i++) expect((await secondStep(challenge, "000000")).json().message).toBe(WRONG_CODE);
    expect((await secondStep(challenge, "000000")).json().message).toBe(CHALLENGE_GONE);
    expect((await secondStep(challenge, codeAt(secret, 1))).json().message).toBe(CHALLENGE_GONE);

    // Five wrong codes is the account's limit in the window (LOGIN_MAX_FAILURES): from another
    // address, with a new challenge and the right code, it is still refused until the window ends.
    moveTo("198.51.100.7");
    const refused = await secondStep(await challengeFor(editor.email), codeAt(secret, 1));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });

  it("turns off with the password again; new recovery codes replace the old", async () => {
    const editor = await staffMember(t, "editor");
    const { recoveryCodes } = await turnOn(editor.auth);
    const wrongPassword = await call("POST", "/api/auth/two-step/recovery-codes", editor.auth, {
      currentPassword: "not-the-password",
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual({ currentPassword: "The current password is not correct" });
    const renewed = await call("POST", "/api/auth/two-step/recovery-codes", editor.auth, {
      currentPassword: STAFF_PASSWORD,
    });
    expect(renewed.json().data.recoveryCodes).toHaveLength(10);
    expect((await secondStep(await challengeFor(editor.email), recoveryCodes[0] ?? "")).statusCode).toBe(401);

    const off = await call("POST", "/api/auth/two-step/disable", editor.auth, { currentPassword: STAFF_PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe("Two-step sign-in is off");
    expect((await password(editor.email)).json()).toHaveProperty("token");
    expect(
      (await call("POST", "/api/auth/two-step/disable", editor.auth, { currentPassword: STAFF_PASSWORD })).statusCode,
    ).toBe(409);
  });

  it("is required of every Administrator once one has it, and a lost phone is reset by another Administrator", async () => {
    const other = await staffMember(t, "administrator");
    const editor = await staffMember(t, "editor");
    await turnOn(other.auth);
    const owner = await adminAuth(t);

    // The first administrator, without it, may only set it up.
    const blocked = await call("GET", "/api/staff", owner);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MUST_SET_UP);
    const me = await call("GET", "/api/auth/session", owner);
    expect(me.json().data.twoStep).toEqual({ enabled: false, mustSetUp: true });
    expect((await call("GET", "/api/auth/two-step", owner)).json().data.required).toBe(true);
    // Other roles are not asked to.
    expect((await call("GET", "/api/blog-trash", editor.auth)).statusCode).toBe(200);

    // An Administrator cannot turn theirs off while it is required.
    const off = await call("POST", "/api/auth/two-step/disable", other.auth, { currentPassword: STAFF_PASSWORD });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(
      "Two-step sign-in is required for Administrators on this site. To use a new phone, set it up again.",
    );

    await turnOn(owner);
    expect((await call("GET", "/api/staff", owner)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/staff/${other.id}/two-step`, other.auth)).statusCode).toBe(409);
    const reset = await call("DELETE", `/api/staff/${other.id}/two-step`, owner);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(
      `Two-step sign-in reset for ${other.name}. Their sessions have ended; they sign in with their password and set it up again.`,
    );
    expect((await call("GET", "/api/auth/session", other.auth)).statusCode).toBe(401);
    const signedIn = await password(other.email);
    expect(signedIn.json()).toHaveProperty("token");
    const fresh = { authorization: `Bearer ${signedIn.json().token}` };
    expect((await call("GET", "/api/auth/session", fresh)).json().data.twoStep).toEqual({
      enabled: false,
      mustSetUp: true,
    });
    expect((await call("GET", "/api/staff", fresh)).statusCode).toBe(403);
    // Reset already: nothing to reset.
    expect((await call("DELETE", `/api/staff/${other.id}/two-step`, owner)).statusCode).toBe(409);

    // The server's own way out, for the only Administrator without their codes.
    expect(await t.services.twoStep.turnOffFromServer(TEST_ADMIN.username)).toBe(true);
    expect((await call("GET", "/api/auth/session", owner)).statusCode).toBe(401);
    const again = await signIn(t);
    expect((await call("GET", "/api/auth/two-step", again)).json().data.enabled).toBe(false);
  });
});

describe("two-step sign-in from one client address", () => {
  const { app, secondStep, challengeFor, turnOn } = twoStepCalls({ LOGIN_MAX_FAILURES_PER_CLIENT: String(PER_CLIENT) });

  it("limits wrong codes per client address, whatever the account", async () => {
    const people = [await staffMember(app(), "viewer"), await staffMember(app(), "viewer")];
    for (const person of people) await turnOn(person.auth);
    const statuses: number[] = [];
    for (const person of people) {
      for (let i = 0; i < PER_CLIENT / 2; i++) {
        statuses.push((await secondStep(await challengeFor(person.email), "000000")).statusCode);
      }
    }
    expect(statuses).toEqual(Array(PER_CLIENT).fill(401));
    // One more from this address is refused before it is checked, whichever account.
    const extra = await secondStep(await challengeFor(people[0]?.email ?? ""), "000000");
    expect(extra.statusCode).toBe(429);
  });
});
