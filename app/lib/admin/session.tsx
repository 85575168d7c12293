/**
 * The admin's session in the browser (spec 4): the token and user stored under
 * admin_token and admin_user restore the session at start without asking the
 * server; an unparsable stored user clears both. Sign-in stores both (for the tab
 * only, unless "Keep me signed in" was ticked: see storeSession), sign-out and any
 * 401 clear both.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { redirect, useNavigate } from "react-router";
import type { AdminProfile } from "#common/schemas/auth";
import {
  clearStoredSession,
  SESSION_CLEARED_EVENT,
  SESSION_STORED_EVENT,
  storedSession,
  storeSession,
} from "../api-client";

interface AdminSession {
  admin: AdminProfile | null;
  token: string | null;
  /** True until the stored session has been read (always true during server rendering). */
  loading: boolean;
  signOut(): void;
}

const SessionContext = createContext<AdminSession | null>(null);

/** The session kept in browser storage, or null (an unparsable stored user clears it). */
export function readStoredSession(): { token: string; admin: AdminProfile } | null {
  const { token, user: rawUser } = storedSession();
  if (!token || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as { username?: unknown };
    if (typeof user?.username !== "string") throw new Error("no username");
    return { token, admin: { username: user.username } };
  } catch {
    clearStoredSession();
    return null;
  }
}

/** Stores a new session (for the tab only, unless `rememberMe`); every screen's session follows. */
export function storeSignIn(token: string, admin: AdminProfile, rememberMe: boolean): void {
  storeSession(token, JSON.stringify({ username: admin.username, rememberMe }), rememberMe);
}

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ token: string | null; admin: AdminProfile | null; loading: boolean }>({
    token: null,
    admin: null,
    loading: true,
  });

  useEffect(() => {
    const read = () => {
      const stored = readStoredSession();
      setState({ token: stored?.token ?? null, admin: stored?.admin ?? null, loading: false });
    };
    read();
    const onCleared = () => setState({ token: null, admin: null, loading: false });
    window.addEventListener(SESSION_CLEARED_EVENT, onCleared);
    window.addEventListener(SESSION_STORED_EVENT, read);
    return () => {
      window.removeEventListener(SESSION_CLEARED_EVENT, onCleared);
      window.removeEventListener(SESSION_STORED_EVENT, read);
    };
  }, []);

  const signOut = useCallback(() => {
    clearStoredSession();
    setState({ token: null, admin: null, loading: false });
  }, []);

  const value = useMemo(() => ({ ...state, signOut }), [state, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useAdminSession() must be used inside <AdminSessionProvider>");
  return session;
}

/** For admin screens: sends a visitor without a session to /admin/login. */
export function useRequireAdmin(): AdminSession {
  const session = useAdminSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session.loading && !session.token) navigate("/admin/login", { replace: true });
  }, [session.loading, session.token, navigate]);
  return session;
}

/**
 * The sign-in page, told where to come back to: a session that ended (expired, or
 * signed out by a password change elsewhere) returns the admin to the same screen.
 */
export function signInRedirect(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(`/admin/login?next=${encodeURIComponent(pathname + search)}`);
}

/** Where to go after signing in: `next` when it is an admin screen of this site, else the dashboard. */
export function afterSignIn(next: string | null): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith("/admin/login") ? next : "/admin";
}
