/**
 * Signing in for end-to-end tests of admin screens: through the real API, then
 * the token and user are stored the way the login page stores them.
 */
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-admin.ts";

export async function signInAsAdmin(page: Page): Promise<string> {
  const res = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
  const { token, admin } = (await res.json()) as { token: string; admin: { username: string } };
  await storeAdminSession(page, token, admin.username);
  return token;
}

/** Every page the browser opens from now on is signed in with `token` (a site of a test's own, too). */
export async function storeAdminSession(page: Page, token: string, username: string): Promise<void> {
  await page.addInitScript(
    ([t, user]) => {
      window.localStorage.setItem("admin_token", t as string);
      window.localStorage.setItem("admin_user", user as string);
    },
    [token.replace(/^Bearer /, ""), JSON.stringify({ username, rememberMe: false })],
  );
}

/** Headers for calling the admin API directly from a test (setting up or cleaning up data). */
export async function adminApiHeaders(page: Page): Promise<Record<string, string>> {
  const res = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}
