/** Request shapes of the sign-in API, shared by the login page and the server. */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { adminMessages as messages } from "../messages/admin.ts";
import { ALL_PERMISSIONS, type Permission, STAFF_ROLES } from "../staff-roles.ts";

export const MIN_PASSWORD_LENGTH = 12;

export const loginRequest = z.object({
  username: z.string().trim().min(1, messages.login.usernameRequired).max(64),
  password: z.string().min(1, messages.login.passwordRequired).max(256),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const changePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, messages.login.passwordRequired).max(256),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, messages.auth.passwordTooShort(MIN_PASSWORD_LENGTH)).max(256),
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: messages.auth.passwordSame,
    path: ["newPassword"],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const adminProfileView = z.object({ username: z.string() });
export type AdminProfile = z.infer<typeof adminProfileView>;

export const AUTHOR_NAME_MAX = 120;

/**
 * The name a post shows as its author (issue 23): set in Settings, the organisation's
 * name until then. The sign-in name is never published.
 */
export const authorNameRequest = z.object({
  authorName: z
    .string({ error: messages.profile.authorNameRequired })
    .trim()
    .min(1, messages.profile.authorNameRequired)
    .max(AUTHOR_NAME_MAX, messages.profile.authorNameTooLong(AUTHOR_NAME_MAX)),
});
export type AuthorNameRequest = z.input<typeof authorNameRequest>;

/** GET /api/auth/me: who is signed in, and the name their posts show. */
export const adminMeView = adminProfileView.extend({ authorName: z.string() });
export type AdminMe = z.infer<typeof adminMeView>;

/** POST /api/auth/login: the token at the top level (the specified client reads it there) and in `data`. */
export const loginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  admin: adminProfileView,
  message: z.string(),
  data: z.object({ token: z.string(), admin: adminProfileView, expiresAt: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * GET /api/auth/session: who is signed in, their role and what it allows (issue 45), so
 * the admin offers only what the person may do. (/api/auth/me stays as it was.)
 */
export const staffSessionView = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  roleName: z.string(),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]])),
  /** Two-step sign-in: on for this account; or owed (an Administrator where it is required), then nothing else is allowed. */
  twoStep: z.object({ enabled: z.boolean(), mustSetUp: z.boolean() }),
});
export type StaffSession = z.infer<typeof staffSessionView>;

/** GET /api/auth/sessions: one of the signed-in person's open sessions (issue 45). */
export const sessionView = z.object({
  id: z.string(),
  createdAt: dateTimeSchema,
  lastUsedAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  rememberMe: z.boolean(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof sessionView>;
export type SessionView = Wire<OpenSession>;
