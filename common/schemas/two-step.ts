/** Shapes of two-step sign-in (issue 45, decision 093), shared by the admin and the server. */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { adminMessages as messages } from "../messages/admin.ts";

/** A code as typed: six digits from the app ("123 456" too) or a recovery code ("abcde-fghij"). */
const codeField = z
  .string({ error: messages.twoStep.codeRequired })
  .trim()
  .min(1, messages.twoStep.codeRequired)
  .max(40, messages.twoStep.codeRequired);

/** POST /api/auth/login when the password was right and the account has two-step on. */
export const secondStepAsked = z.object({
  success: z.literal(true),
  secondStep: z.literal(true),
  /** The half-done sign-in, sent back with the code (a few minutes, a few wrong codes). */
  challenge: z.string(),
  message: z.string(),
});
export type SecondStepAsked = z.infer<typeof secondStepAsked>;

export const secondStepRequest = z.object({
  challenge: z.string().max(64),
  code: codeField,
});
export type SecondStepRequest = z.input<typeof secondStepRequest>;

/** GET /api/auth/two-step: the signed-in person's own two-step sign-in. */
export const twoStepStatusView = z.object({
  enabled: z.boolean(),
  enabledAt: dateTimeSchema.nullable(),
  recoveryCodesLeft: z.number().int(),
  /** An Administrator on a site where another Administrator has it on: it cannot be turned off. */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusView>;
export type TwoStepStatusView = Wire<TwoStepStatus>;

/** POST /api/auth/two-step/setup: the secret for the app, as text and as a QR code. */
export const twoStepSetupView = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type TwoStepSetup = z.infer<typeof twoStepSetupView>;

export const enableTwoStepRequest = z.object({ code: codeField });
export type EnableTwoStepRequest = z.input<typeof enableTwoStepRequest>;

/** Turning it off and new recovery codes ask for the password again. */
export const confirmPasswordRequest = z.object({
  currentPassword: z.string().min(1, messages.login.passwordRequired).max(256),
});
export type ConfirmPasswordRequest = z.input<typeof confirmPasswordRequest>;

export const recoveryCodesView = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesView = z.infer<typeof recoveryCodesView>;
