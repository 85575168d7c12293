/**
 * Staff accounts and the audit log (issue 45): invitations by e-mail or by a link to
 * pass on, passwords set through one-time links, disabling and removing (sessions end
 * at once), the first administrator and one's own account protected, forgotten
 * passwords that never tell whether the address exists, and an audit entry for every
 * change and every read of a person's data, kept a year.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDay } from "#common/site-clock";
import { accountTokens, auditEvents } from "../../server/db/schema.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { readMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { invite, STAFF_PASSWORD, staffMember } from "../support/staff-accounts.ts";
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from "../support/test-app.ts";

const linkInvalid = "This link is not valid any more: it was used, or it expired. Ask for a new one.";
const setPassword = (t: TestApp, token: string, password = STAFF_PASSWORD) =>
  t.app.inject({ method: "POST", url: "/api/auth/set-password", payload: { token, password } });
const login = (t: TestApp, username: string, password = STAFF_PASSWORD) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
const session = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/auth/session", headers });

describe("staff accounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("invites a person with a link to pass on when there is no mail server, storing only its hash", async () => {
    const invited = await invite(t, "editor", "Meera Joshi");
    expect(invited.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.database.db.select().from(accountTokens).where(eq(accountTokens.adminId, invited.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toBe(invited.token);
    const list = await t.app.inject({ method: "GET", url: "/api/staff", headers: await adminAuth(t) });
    const row = (list.json().data as { id: string }[]).find((account) => account.id === invited.id);
    expect(row).toMatchObject({ name: "Meera Joshi", role: "editor", status: "invited", owner: false });
    expect(list.json().data[0]).toMatchObject({ username: TEST_ADMIN.username, role: "administrator", owner: true });
    // No password yet: nothing signs in.
    expect((await login(t, invited.email, "")).statusCode).toBe(400);
    expect((await login(t, invited.email, "anything-at-all-1")).statusCode).toBe(401);
  });

  it("lets the invited person set a password once, then sign in with their e-mail address and role", async () => {
    const invited = await invite(t, "coordinator", "Ravi Kumar");
    const set = await setPassword(t, invited.token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ username: invited.email });
    expect((await setPassword(t, invited.token, "another-password-long")).json()).toEqual({
      success: false,
      message: linkInvalid,
    });
    const signedIn = await login(t, invited.email.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    const me = await session(t, { authorization: `Bearer ${signedIn.json().token}` });
    expect(me.json().data).toMatchObject({ name: "Ravi Kumar", role: "coordinator", roleName: "Coordinator" });
    expect(me.json().data.permissions).toContain("inbox.read");
    expect(me.json().data.permissions).not.toContain("posts.write");
  });

  it("refuses an expired link, a made-up one, and a short password", async () => {
    const invited = await invite(t, "viewer");
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.adminId, invited.id));
    expect((await setPassword(t, invited.token)).json().message).toBe(linkInvalid);
    expect((await setPassword(t, "x".repeat(43))).statusCode).toBe(400);
    expect((await setPassword(t, "not a token")).json().message).toBe(linkInvalid);
    const short = await setPassword(t, invited.token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("at least 12 characters");
  });

  it("sends a new invitation on request, and the earlier link stops working", async () => {
    const invited = await invite(t, "viewer");
    const again = await t.app.inject({
      method: "POST",
      url: `/api/staff/${invited.id}/invitation`,
      headers: await adminAuth(t),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await setPassword(t, invited.token)).json().message).toBe(linkInvalid);
    const token = new URL(again.json().data.link).searchParams.get("token") ?? "";
    expect((await setPassword(t, token)).statusCode).toBe(200);
    const done = await t.app.inject({
      method: "POST",
      url: `/api/staff/${invited.id}/invitation`,
      headers: await adminAuth(t),
    });
    expect(done.statusCode).toBe(409);
  });

  it("refuses a second account with the same address, and bad input, with a clear 4xx", async () => {
    const invited = await invite(t, "viewer");
    const headers = await adminAuth(t);
    const twice = await t.app.inject({
      method: "POST",
      url: "/api/staff",
      headers,
      payload: { name: "Again", email: invited.email.toUpperCase(), role: "viewer" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Someone on the staff already has this e-mail address");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/staff",
      headers,
      payload: { name: "", email: "not-an-address", role: "owner" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "name", "role"]);
    const unknown = await t.app.inject({
      method: "PATCH",
      url: "/api/staff/00000000-0000-4000-8000-000000000000",
      headers,
      payload: { role: "viewer" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("ends a disabled person's open session at once, refuses their sign-in, and lets them back when enabled", async () => {
    const member = await staffMember(t, "editor");
    expect((await session(t, member.auth)).statusCode).toBe(200);
    const disable = await t.app.inject({
      method: "PATCH",
      url: `/api/staff/${member.id}`,
      headers: await adminAuth(t),
      payload: { disabled: true },
    });
    expect(disable.json().data).toMatchObject({ status: "disabled" });
    expect((await session(t, member.auth)).statusCode).toBe(401);
    expect((await login(t, member.email)).json()).toEqual({ success: false, message: "Invalid credentials" });
    await t.app.inject({
      method: "PATCH",
      url: `/api/staff/${member.id}`,
      headers: await adminAuth(t),
      payload: { disabled: false, role: "viewer" },
    });
    const back = await login(t, member.email);
    expect(back.statusCode).toBe(200);
    const me = await session(t, { authorization: `Bearer ${back.json().token}` });
    expect(me.json().data.role).toBe("viewer");
  });

  it("removes a person: their session ends, the audit log keeps their name", async () => {
    const member = await staffMember(t, "coordinator");
    await t.app.inject({ method: "GET", url: "/api/contact", headers: member.auth });
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/staff/${member.id}`,
      headers: await adminAuth(t),
    });
    expect(removed.statusCode).toBe(200);
    expect((await session(t, member.auth)).statusCode).toBe(401);
    const entries = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorId, member.id));
    expect(entries.map((entry) => entry.action)).toContain("getContact");
    expect(entries.every((entry) => entry.actorName === member.name)).toBe(true);
  });

  it("shows each person's own name as the author of their new posts, until they set another", async () => {
    const editor = await staffMember(t, "editor");
    const post = (headers: Record<string, string>, title: string) =>
      t.app.inject({ method: "POST", url: "/api/blogs", headers, payload: { title, excerpt: "E", content: "C" } });
    expect((await post(editor.auth, "First")).json().data.author).toBe(editor.name);
    const set = await t.app.inject({
      method: "PUT",
      url: "/api/auth/author-name",
      headers: editor.auth,
      payload: { authorName: "Meera from the field team" },
    });
    expect(set.statusCode).toBe(200);
    expect((await post(editor.auth, "Second")).json().data.author).toBe("Meera from the field team");
    // The first administrator's stays the organisation's name, as before.
    expect((await post(await adminAuth(t), "Third")).json().data.author).toBe(t.services.config.site.name);
  });

  it("lists one's own open sessions and ends another one, but not someone else's", async () => {
    const member = await staffMember(t, "viewer");
    const phone = await signIn(t, { username: member.email, password: STAFF_PASSWORD });
    const list = await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: member.auth });
    const sessions = list.json().data as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((one) => one.current)).toHaveLength(1);
    const other = sessions.find((one) => !one.current);
    const someoneElse = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${other?.id}`,
      headers: await adminAuth(t),
    });
    expect(someoneElse.statusCode).toBe(404);
    expect((await session(t, phone)).statusCode).toBe(200);
    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${other?.id}`,
      headers: member.auth,
    });
    expect(ended.json()).toMatchObject({ success: true, message: "Session ended" });
    expect((await session(t, phone)).statusCode).toBe(401);
    expect((await session(t, member.auth)).statusCode).toBe(200);
  });

  it("lets nobody disable, remove or re-role their own account or the first administrator's", async () => {
    const other = await staffMember(t, "administrator");
    const owner = (await t.app.inject({ method: "GET", url: "/api/staff", headers: await adminAuth(t) })).json()
      .data[0] as { id: string };
    for (const [payload, method] of [
      [{ disabled: true }, "PATCH"],
      [{ role: "viewer" }, "PATCH"],
      [undefined, "DELETE"],
    ] as const) {
      const onOwner = await t.app.inject({ method, url: `/api/staff/${owner.id}`, headers: other.auth, payload });
      expect(onOwner.statusCode).toBe(409);
      expect(onOwner.json().message).toContain("first administrator");
      const onSelf = await t.app.inject({ method, url: `/api/staff/${other.id}`, headers: other.auth, payload });
      expect(onSelf.statusCode).toBe(409);
      expect(onSelf.json().message).toContain("your own account");
    }
    // The first administrator signs in and answers exactly as before.
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: await adminAuth(t) });
    expect(me.json()).toEqual({
      success: true,
      data: { username: TEST_ADMIN.username, authorName: expect.any(String) },
    });
  });
});

describe("invitations and forgotten passwords by e-mail", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, LOGIN_MAX_FAILURES_PER_CLIENT: "4" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const tokenIn = (raw: string) => /token=([A-Za-z0-9_-]{43})/.exec(readMail(raw).parts["text/plain"] ?? "")?.[1];
  const forgot = (email: string, ip = "203.0.113.7") =>
    t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, remoteAddress: ip });

  it("mails the invitation, and answers no link then", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/staff",
      headers: await adminAuth(t),
      payload: { name: "Asha Devi", email: "asha@example.org", role: "coordinator" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ mailed: true, link: null });
    const [mail] = mailTo("asha@example.org");
    expect(mail).toBeDefined();
    const token = tokenIn(mail?.raw ?? "");
    expect(token).toBeDefined();
    expect((await setPassword(t, token ?? "")).statusCode).toBe(200);
    expect((await login(t, "asha@example.org")).statusCode).toBe(200);
  });

  it("answers a forgotten password the same for a known and an unknown address, mailing only the known", async () => {
    const known = await forgot("Asha@Example.org");
    const unknown = await forgot("nobody@example.org");
    await t.services.mail.idle();
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(mailTo("nobody@example.org")).toEqual([]);
    const resets = mailTo("asha@example.org");
    expect(resets).toHaveLength(2);
    const signedIn = await signIn(t, { username: "asha@example.org", password: STAFF_PASSWORD });
    const token = tokenIn(resets[1]?.raw ?? "") ?? "";
    expect((await setPassword(t, token, "a-brand-new-password")).statusCode).toBe(200);
    // The old password and the sessions it opened are gone.
    expect((await session(t, signedIn)).statusCode).toBe(401);
    expect((await login(t, "asha@example.org")).statusCode).toBe(401);
    expect((await login(t, "asha@example.org", "a-brand-new-password")).statusCode).toBe(200);
  });

  it("limits the requests of one client with 429", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await forgot(`someone${i}@example.org`, "198.51.100.9")).statusCode);
    expect(answers.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(answers.slice(4)).toEqual([429, 429]);
  });
});

describe("the audit log", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1", VISITOR_SUBMIT_PER_EMAIL_MAX: "100" });
  });
  afterAll(() => t.close());

  const auditPage = async (query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/audit?${query}`, headers: await adminAuth(t) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Record<string, unknown>[]; total: number };
  };

  it("records who opened an application, from the address the proxy forwarded", async () => {
    const { payload, headers } = multipartBody(
      {
        type: "volunteer",
        firstName: "Kamla",
        lastName: "Devi",
        email: "kamla@example.in",
        phone: "+91 98765 22222",
        age: "30",
        availability: "weekends",
        interests: ["Education & Teaching"],
        motivation: "To teach.",
      },
      [],
    );
    expect((await t.app.inject({ method: "POST", url: "/api/applications", payload, headers })).statusCode).toBe(200);
    const coordinator = await staffMember(t, "coordinator");
    const list = await t.app.inject({ method: "GET", url: "/api/applications", headers: coordinator.auth });
    const id = list.json().data.items[0].id as string;
    const opened = await t.app.inject({
      method: "GET",
      url: `/api/applications/${id}`,
      headers: { ...coordinator.auth, "x-forwarded-for": "203.0.113.50" },
    });
    expect(opened.json().data).toMatchObject({ id, firstName: "Kamla" });
    const { items } = await auditPage(`actor=${coordinator.id}&action=getApplicationsById`);
    expect(items).toEqual([
      expect.objectContaining({
        actorName: coordinator.name,
        action: "getApplicationsById",
        description: expect.stringContaining("Open one application"),
        targetKind: "applications",
        targetId: id,
        // Whose application, in words: first name and initial (decision 092).
        targetLabel: "Kamla D.",
        clientAddress: "203.0.113.50",
      }),
    ]);
    // The list read is one entry of its own; a Viewer cannot read either.
    expect((await auditPage(`actor=${coordinator.id}&action=getApplications`)).total).toBe(1);
    const viewer = await staffMember(t, "viewer");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/applications/${id}`, headers: viewer.auth })).statusCode,
    ).toBe(403);
  });

  it("records changes and sign-ins but not the reads of content, and filters by kind and days", async () => {
    const editor = await staffMember(t, "editor");
    const post = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      headers: editor.auth,
      payload: { title: "A school", excerpt: "E", content: "C" },
    });
    expect(post.statusCode).toBe(201);
    await t.app.inject({ method: "GET", url: "/api/blog-trash", headers: editor.auth });
    await t.app.inject({ method: "POST", url: "/api/blogs/preview", headers: editor.auth, payload: { content: "x" } });
    const mine = (await auditPage(`actor=${editor.id}`)).items.map((entry) => entry.action);
    expect(mine.sort()).toEqual(["postAuthLogin", "postAuthSetPassword", "postBlogs"]);
    const today = siteDay(new Date(), t.services.config.site.timeZone);
    expect((await auditPage(`targetKind=blogs&from=${today}&to=${today}`)).total).toBeGreaterThanOrEqual(1);
    expect((await auditPage("targetKind=blogs&to=2020-01-01")).total).toBe(0);
    const bad = await t.app.inject({ method: "GET", url: "/api/audit?from=yesterday", headers: await adminAuth(t) });
    expect(bad.statusCode).toBe(400);
  });

  it("exports the filtered entries as CSV, and offers no way to change or delete one", async () => {
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/audit/export.csv?action=getApplicationsById",
      headers: await adminAuth(t),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toContain("When,Who,What,Action,About,Which,Id,Client address");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,applications,Kamla D\.,[0-9a-f-]{36},203\.0\.113\.50$/);
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/audit", headers: await adminAuth(t), payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it("names what each change was about in words: a post's title as it is now, a person's name", async () => {
    const editor = await staffMember(t, "editor");
    const made = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      headers: editor.auth,
      payload: { title: "A well for the school", excerpt: "E", content: "C" },
    });
    const postId = made.json().data.id as string;
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${postId}`,
      headers: editor.auth,
      payload: { title: "A new well for the school" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const about = async (query: string) =>
      (await auditPage(query)).items.map(({ action, targetLabel }) => [action, targetLabel]);
    expect(await about(`targetKind=blogs&targetId=${postId}`)).toEqual([
      ["putBlogsById", "A new well for the school"],
      ["postBlogs", "A well for the school"],
    ]);

    const member = await staffMember(t, "viewer");
    const disabled = await t.app.inject({
      method: "PATCH",
      url: `/api/staff/${member.id}`,
      headers: await adminAuth(t),
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/staff/${member.id}`,
      headers: await adminAuth(t),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // The removed account is named still: its name was read before it went.
    expect(await about(`targetKind=staff&targetId=${member.id}`)).toEqual([
      ["deleteStaffById", member.name],
      ["patchStaffById", member.name],
      ["postStaff", member.name],
    ]);
    // Sign-ins are about the person signing in.
    expect(await about(`actor=${member.id}&action=postAuthLogin`)).toEqual([["postAuthLogin", member.name]]);
  });

  it("keeps a deleted message's sender by first name and initial, and an erasure blanks its person's names", async () => {
    const person = { email: "sunita.rao@example.in", phone: "+91 98765 33333" };
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        firstName: "Sunita",
        lastName: "Rao",
        ...person,
        interest: "volunteer",
        message: "Hi",
        updates: false,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const coordinator = await staffMember(t, "coordinator");
    const list = await t.app.inject({ method: "GET", url: "/api/contact?q=Sunita", headers: coordinator.auth });
    const [id] = (list.json().data.items as { id: string }[]).map((message) => message.id);
    await t.app.inject({ method: "GET", url: `/api/contact/${id}`, headers: coordinator.auth });
    const labels = async () =>
      (await auditPage(`targetKind=contact&targetId=${id}`)).items.map(({ action, targetLabel }) => [
        action,
        targetLabel,
      ]);
    expect(await labels()).toEqual([["getContactById", "Sunita R."]]);

    const erased = await t.app.inject({
      method: "POST",
      url: "/api/personal-data/erase",
      headers: coordinator.auth,
      payload: { email: person.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.messages).toBe(1);
    // The entry stays, with what was done and the record's id, but no longer the person's name.
    expect(await labels()).toEqual([["getContactById", null]]);
    // The erasure's own entry names whose data went by as little as the address's domain and first letters.
    const erasure = await auditPage(`actor=${coordinator.id}&action=postPersonalDataErase`);
    expect(erasure.items).toEqual([
      expect.objectContaining({ targetKind: "personal-data", targetLabel: "su…@example.in" }),
    ]);
  });

  it("names a deleted record by what it was called before it went", async () => {
    const { payload, headers } = multipartBody(
      {
        type: "internship",
        firstName: "Ravi",
        lastName: "Shankar Prasad",
        email: "ravi.prasad@example.in",
        phone: "+91 98765 44444",
        age: "21",
        availability: "weekends",
        interests: ["Education & Teaching"],
        motivation: "To learn.",
      },
      [],
    );
    const sent = await t.app.inject({ method: "POST", url: "/api/applications", payload, headers });
    expect(sent.statusCode, sent.body).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/applications?q=Ravi", headers: await adminAuth(t) });
    const id = list.json().data.items[0].id as string;
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/applications/${id}`,
      headers: await adminAuth(t),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await auditPage(`targetKind=applications&targetId=${id}`)).items).toEqual([
      expect.objectContaining({ action: "deleteApplicationsById", targetLabel: "Ravi P." }),
    ]);
  });

  it("is emptied of entries over a year old by the retention job", async () => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    await t.services.audit.record({
      actor: undefined,
      action: "old",
      description: "An old entry",
      targetKind: "test",
      clientAddress: "127.0.0.1",
    });
    await t.database.db
      .update(auditEvents)
      .set({ at: new Date(Date.now() - 366 * 86_400_000) })
      .where(eq(auditEvents.action, "old"));
    await t.services.retention.run();
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    expect(after?.n).toBe(before?.n);
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, "old"))).toEqual([]);
  });
});
