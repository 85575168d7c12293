/** Request shapes of the sign-in API, shared by the login page and the server. */
import { z } from "zod";
import { adminMessages as messages } from "../messages/admin.ts";

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

/** POST /api/auth/login: the token at the top level (the specified client reads it there) and in `data`. */
export const loginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  admin: adminProfileView,
  message: z.string(),
  data: z.object({ token: z.string(), admin: adminProfileView, expiresAt: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponse>;
