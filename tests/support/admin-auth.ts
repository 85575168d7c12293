/** The admin's Authorization header for a test app, signing in once per app: hashing a password is slow on purpose. */
import { signIn, type TestApp } from "./test-app.ts";

const sessions = new WeakMap<TestApp, Promise<{ authorization: string }>>();

export function adminAuth(t: TestApp): Promise<{ authorization: string }> {
  let session = sessions.get(t);
  if (!session) {
    session = signIn(t);
    sessions.set(t, session);
  }
  return session;
}
