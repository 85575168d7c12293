/** The administrator the end-to-end server is started with (test-only values). */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-correct-horse-battery" } as const;
