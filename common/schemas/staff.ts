/**
 * Staff accounts (issue 45): the Administrator's invitations and changes
 * (/api/staff), the one-time links that set a password (/api/auth/set-password,
 * /api/auth/forgot-password), and the audit log's list and filters (/api/audit).
 */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { isCalendarDate } from "../calendar-date.ts";
import { adminMessages } from "../messages/admin.ts";
import { STAFF_ROLES } from "../staff-roles.ts";
import { MIN_PASSWORD_LENGTH } from "./auth.ts";
import { emailAddress } from "./contact.ts";
import { pageQuery } from "./inbox.ts";
import { boundedText } from "./text.ts";

const m = adminMessages.staff;
export const STAFF_NAME_MAX = 120;

const staffEmail = emailAddress({
  emailRequired: adminMessages.auth.emailRequired,
  emailInvalid: "Enter a valid e-mail address",
  tooLong: "The e-mail address is too long",
});
const role = z.enum(STAFF_ROLES, { error: `Choose a role: ${STAFF_ROLES.join(", ")}` });

/** POST /api/staff: invite a person by e-mail with a role. */
export const staffInvite = z
  .object({
    name: boundedText(STAFF_NAME_MAX, `The name can be at most ${STAFF_NAME_MAX} characters`, {
      required: m.nameRequired,
    }),
    email: staffEmail,
    role,
  })
  .strict();
export type StaffInvite = z.input<typeof staffInvite>;

/** PATCH /api/staff/{id}: another role, or disabled / enabled again. */
export const staffChange = z
  .object({ role: role.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((change) => change.role !== undefined || change.disabled !== undefined, "Send a role or disabled");
export type StaffChange = z.input<typeof staffChange>;

export const STAFF_STATUSES = ["active", "invited", "disabled"] as const;

export const staffAccountView = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  /** invited: has not set a password yet. */
  status: z.enum(STAFF_STATUSES),
  /** The first administrator: the specification's own, never disabled, removed or given another role. */
  owner: z.boolean(),
  /** Whether the person has two-step sign-in on (an Administrator can reset it for a lost phone). */
  twoStep: z.boolean(),
  createdAt: dateTimeSchema,
  /** When the person last used a session, if ever. */
  lastSeenAt: dateTimeSchema.nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountView>;
export type StaffAccountView = Wire<StaffAccount>;

/** An invitation made: mailed, or (no mail server, or it refused) the link for the Administrator to pass on. */
export const staffInvitationView = z.object({
  account: staffAccountView,
  mailed: z.boolean(),
  link: z.string().nullable(),
  expiresAt: dateTimeSchema,
});
export type StaffInvitation = z.infer<typeof staffInvitationView>;
export type StaffInvitationView = Wire<StaffInvitation>;

/** POST /api/auth/set-password: the token of an invitation or a reset link, and the new password. */
export const setPasswordRequest = z.object({
  token: z.string().max(100),
  password: z.string().min(MIN_PASSWORD_LENGTH, adminMessages.auth.passwordTooShort(MIN_PASSWORD_LENGTH)).max(256),
});
export type SetPasswordRequest = z.input<typeof setPasswordRequest>;

/** POST /api/auth/forgot-password. */
export const forgotPasswordRequest = z.object({
  email: z.string().trim().min(1, adminMessages.auth.emailRequired).max(254),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

// ---------------------------------------------------------------- the audit log

export const AUDIT_PAGE_SIZE = 50;

const day = (name: string) =>
  z
    .string()
    .max(10)
    .refine((value) => value === "" || isCalendarDate(value), `${name}: a day as YYYY-MM-DD`)
    .transform((value) => value || undefined)
    .optional();

/** GET /api/audit and its CSV: who (an account id), what (an action), about what (a kind and id), which days. */
export const auditQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(AUDIT_PAGE_SIZE),
  actor: z
    .uuid("actor: an account id")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  action: boundedText(80, "action: at most 80 characters")
    .transform((value) => value || undefined)
    .optional(),
  targetKind: boundedText(40, "targetKind: at most 40 characters")
    .transform((value) => value || undefined)
    .optional(),
  targetId: boundedText(200, "targetId: at most 200 characters")
    .transform((value) => value || undefined)
    .optional(),
  from: day("from"),
  to: day("to"),
});
export type AuditQuery = z.output<typeof auditQuery>;
export type AuditFilter = Omit<AuditQuery, "page" | "pageSize">;

export const auditEventView = z.object({
  id: z.string(),
  at: dateTimeSchema,
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  /** The operation in words (its summary in /api/openapi.json). */
  description: z.string(),
  targetKind: z.string(),
  targetId: z.string().nullable(),
  /** What the target was called when the entry was written (decision 092); null when nothing names it. */
  targetLabel: z.string().nullable(),
  clientAddress: z.string(),
});
export type AuditEventView = Wire<z.infer<typeof auditEventView>>;

export const auditPageView = z.object({
  items: z.array(auditEventView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageView>;
export type AuditPageView = Wire<AuditPage>;
