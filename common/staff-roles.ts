/**
 * Staff roles and what each may do (issue 45, decision 089): the one table the server
 * checks on every admin API route (server/api/require-admin.ts) and the admin area
 * reads to offer only what a person may do. docs/staff-roles.md is this table in
 * words; a test keeps the two the same.
 *
 * A permission is a resource and a verb. "Personal data" is everything a visitor sent
 * about themselves (messages, applications and résumés, form responses, subscribers,
 * requests about their data, exports of them): a Viewer reads the site's content but
 * none of it, an Editor none of it either. Finance keeps the donations and receipts
 * (issue 47), which hold the donors' PANs, and reads the site's content like a Viewer.
 */

export const STAFF_ROLES = ["administrator", "editor", "coordinator", "finance", "viewer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role the first administrator (the specification's single admin) has. */
export const OWNER_ROLE: StaffRole = "administrator";

export const ROLE_NAMES: Record<StaffRole, string> = {
  administrator: "Administrator",
  editor: "Editor",
  coordinator: "Coordinator",
  finance: "Finance",
  viewer: "Viewer",
};

const everyone: readonly StaffRole[] = STAFF_ROLES;
const writers: readonly StaffRole[] = ["administrator", "editor"];
const caseworkers: readonly StaffRole[] = ["administrator", "coordinator"];
const administrators: readonly StaffRole[] = ["administrator"];
/** Who keeps the accounts (issue 47): donations, receipts, Form 10BD. */
const treasurers: readonly StaffRole[] = ["administrator", "finance"];

/**
 * Each permission: who holds it, what it lets them do (the words of docs/staff-roles.md),
 * and `personal` when it reads a person's data: each such read is in the audit log.
 */
export const PERMISSIONS = {
  "account.self": {
    roles: everyone,
    what: "See who is signed in, sign out, change one's own password and two-step sign-in",
  },
  "posts.read": { roles: everyone, what: "Read every post, drafts and the Trash too" },
  "posts.write": { roles: writers, what: "Write, publish, delete and restore posts" },
  "pages.read": {
    roles: everyone,
    what: "Read the site content: pages, site details, navigation, figures, jobs, FAQs, reports and accounts",
  },
  "pages.write": {
    roles: writers,
    what: "Edit, publish, schedule and restore the site content; upload, replace and remove reports and accounts",
  },
  "gallery.read": { roles: everyone, what: "Page through and search the gallery items in the admin" },
  "gallery.write": { roles: writers, what: "Upload, change and delete gallery photos" },
  "forms.read": { roles: everyone, what: "List the custom forms" },
  "forms.write": { roles: writers, what: "Add, change and delete form links and custom forms" },
  "newsletter.read": { roles: everyone, what: "List the newsletter issues and their progress" },
  "newsletter.write": {
    roles: writers,
    what: "Write, test, send and cancel newsletter issues, and see the addresses that failed",
  },
  "responses.read": { roles: caseworkers, what: "Read and export the responses to custom forms", personal: true },
  "responses.write": { roles: caseworkers, what: "Delete a response to a custom form" },
  "inbox.read": {
    roles: caseworkers,
    what: "Read and export messages and applications, download résumés",
    personal: true,
  },
  "inbox.counts": {
    roles: caseworkers,
    what: "See how many messages and applications there are, and how many are unread",
  },
  "inbox.write": { roles: caseworkers, what: "Mark messages and applications read, delete them" },
  "subscribers.read": { roles: caseworkers, what: "List and export the newsletter's subscribers", personal: true },
  "subscribers.write": { roles: caseworkers, what: "Delete a subscriber" },
  "personal-data.read": { roles: caseworkers, what: "Find what one person sent, and make their copy", personal: true },
  "personal-data.erase": { roles: caseworkers, what: "Erase what one person sent" },
  "privacy-requests.read": { roles: caseworkers, what: "List the requests about personal data", personal: true },
  "privacy-requests.write": { roles: caseworkers, what: "Record and answer requests about personal data" },
  "retention.read": { roles: caseworkers, what: "See what is deleted when, and the background work that failed" },
  "retention.write": { roles: caseworkers, what: "Put a record on hold past its retention period, or let it go" },
  "staff.manage": { roles: administrators, what: "Invite staff, change their role, disable and remove them" },
  "audit.read": { roles: administrators, what: "Browse and export the audit log" },
  "backups.read": { roles: administrators, what: "See the site's backups and restore drills" },
  "backups.write": { roles: administrators, what: "Take a backup now" },
  "visits.read": { roles: writers, what: "See how many visits each page had, and how fast it loaded for visitors" },
  "donations.read": {
    roles: treasurers,
    what: "See receipt requests, donations and receipts, with the donors' PANs, and download receipts",
    personal: true,
  },
  "donations.write": {
    roles: treasurers,
    what: "Import bank statements, record and confirm donations, issue, send and cancel receipts",
  },
} as const satisfies Record<string, { roles: readonly StaffRole[]; what: string; personal?: true }>;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly StaffRole[]).includes(role);
}

/** A permission that reads a person's data. */
export const readsPersonalData = (permission: Permission): boolean => "personal" in PERMISSIONS[permission];

/** Every permission a role holds, in the table's order. */
export function permissionsOf(role: StaffRole): Permission[] {
  return ALL_PERMISSIONS.filter((permission) => roleMay(role, permission));
}
