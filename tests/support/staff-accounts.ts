/**
 * Staff accounts for API tests, made as an Administrator makes them: invited through
 * POST /api/staff (no mail server in tests, so the answer carries the link), the
 * password set through the link, then signed in.
 */
import type { StaffRole } from "#common/staff-roles";
import { adminAuth } from "./admin-auth.ts";
import { signIn, type TestApp } from "./test-app.ts";

export const STAFF_PASSWORD = "staff-password-long-enough";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Its Authorization header. */
  auth: { authorization: string };
}

let made = 0;

/** Invites a person with `role`; answers the link's token (no password set yet). */
export async function invite(t: TestApp, role: StaffRole, name = `Staff ${role} ${++made}`) {
  const email = `${role}-${made}-${Date.now()}@example.org`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/staff",
    headers: await adminAuth(t),
    payload: { name, email, role },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const { account, link } = res.json().data as { account: { id: string }; link: string };
  return { id: account.id, email, name, token: new URL(link).searchParams.get("token") ?? "" };
}

/** A signed-in person with `role`. */
export async function staffMember(t: TestApp, role: StaffRole): Promise<StaffMember> {
  const invited = await invite(t, role);
  const set = await t.app.inject({
    method: "POST",
    url: "/api/auth/set-password",
    payload: { token: invited.token, password: STAFF_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`set-password failed: ${set.statusCode} ${set.body}`);
  const auth = await signIn(t, { username: invited.email, password: STAFF_PASSWORD });
  return { id: invited.id, email: invited.email, name: invited.name, role, auth };
}
