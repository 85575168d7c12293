/**
 * The database schema: one Drizzle definition for embedded PGlite and PostgreSQL.
 * Migrations are generated from it (`npm run db:generate -- --name what-changed`)
 * and committed; a landed migration is never edited.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ConsentRecord } from "#common/consent-record";
import type { PaymentMode } from "#common/donations/payment-mode";
import type { Locale } from "#common/locale";
import type { TransparencyDocumentKind } from "#common/schemas/transparency-documents";
import type { StaffRole } from "#common/staff-roles";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();

/**
 * Site search (docs/decisions/024-*): a `tsvector` column the database keeps
 * current itself (generated from the row's text, so every insert and update is
 * indexed in the same statement), with a GIN index. The `simple` configuration
 * lowercases words without stemming: it works the same for English and Hindi,
 * and on PGlite and PostgreSQL alike.
 */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const searchVector = (expression: ReturnType<typeof sql>) => tsvector("search").generatedAlwaysAs(expression);

/** Facts about this installation (when it was first started, and similar). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- admin and sessions

/**
 * Staff accounts (issue 45, decision 089). The oldest is the specification's single
 * administrator (ADMIN_USERNAME/ADMIN_PASSWORD and the first-start setup act on it);
 * the others are invited by an Administrator: their username is their e-mail address,
 * and they have no password until they open their invitation. Two-step sign-in will add
 * its own nullable columns here.
 */
export const admins = pgTable("admins", {
  id: id(),
  username: text("username").notNull().unique(),
  /** argon2id PHC string; null for an invited person who has not set one yet. */
  passwordHash: text("password_hash"),
  /** True while the password is the one the server generated at first start. */
  passwordGenerated: boolean("password_generated").notNull().default(false),
  /** administrator, editor, coordinator or viewer (common/staff-roles.ts). */
  role: text("role").$type<StaffRole>().notNull().default("administrator"),
  /** Where invitations and password resets go (lowercase); the first administrator may have none. */
  email: text("email").unique(),
  /** The person's name, as the staff list and the audit log show it. */
  name: text("name").notNull().default(""),
  /** The name the person's new posts show as their author (Settings); unset: see server/services/author-name.ts. */
  authorName: text("author_name"),
  /** Set while the account is disabled: it cannot sign in, and its sessions ended when it was set. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /**
   * Two-step sign-in (decision 093): the authenticator app's shared secret (base32), set once the
   * person proved their app with a code; `totpPendingSecret` is the one offered while they set it up.
   */
  totpSecret: text("totp_secret"),
  totpPendingSecret: text("totp_pending_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is good once. */
  totpLastStep: integer("totp_last_step"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One-time recovery codes of a person's two-step sign-in, stored as SHA-256 (they are random, not chosen). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_admin_idx").on(t.adminId)],
);

/**
 * A sign-in half done: the password was right and the second step is awaited. Its token (stored as
 * SHA-256) lives a few minutes and takes a few wrong codes before it is gone.
 */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    rememberMe: boolean("remember_me").notNull().default(false),
    wrongCodes: integer("wrong_codes").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_challenges_admin_idx").on(t.adminId)],
);

/**
 * One-time links of an account, stored as the SHA-256 of their token: an invitation
 * (set one's first password) or a password reset. Used once, and only before it expires.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"invite" | "reset">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_admin_idx").on(t.adminId)],
);

/** Sign-in sessions. Only a SHA-256 of the bearer token is stored. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    rememberMe: boolean("remember_me").notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);

// ---------------------------------------------------------------- stored files

/**
 * Every file kept in storage (disk or S3) has a row here, written in the same
 * transaction as the row that uses it. A file without a row is a leftover of an
 * interrupted upload and is removed by the clean-up at start.
 */
export const storedFiles = pgTable("stored_files", {
  /** Storage key, e.g. "gallery/3f9c…-1600.webp". */
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  width: integer("width"),
  height: integer("height"),
  /** The name the uploader's file had (shown for resumes and form answers). */
  originalName: text("original_name"),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- blog

export const blogs = pgTable(
  "blogs",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Markdown source. */
    content: text("content").notNull(),
    author: text("author").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    /** Cover image URL (an /api/images/... path or the placeholder). */
    image: text("image"),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * The language the post is written in ("en" or "hi", common/locale.ts): /hi/blog
     * lists Hindi posts first, each feed lists its own language's posts.
     */
    language: text("language").$type<Locale>().notNull().default("en"),
    /**
     * When the post was moved to the Trash (issue 43): hidden everywhere but the
     * admin's Trash, restorable, and deleted for good 30 days later. Null: not deleted.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Title weighs most, then excerpt and tags, then the text (search_tags_text: see migration 0001). */
    search: searchVector(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', excerpt || ' ' || search_tags_text(tags)), 'B') || setweight(to_tsvector('simple', content), 'C')`,
    ),
  },
  (t) => [
    /**
     * Every list of posts is newest first with the id breaking ties (`created_at DESC, id
     * DESC`): an index in that very order is read backwards for the first rows, where one on
     * the date alone made each list sort every row (10,000 posts: a 30 ms sort per list).
     */
    index("blogs_newest_idx").on(t.createdAt, t.id),
    index("blogs_search_idx").using("gin", t.search),
    /**
     * The posts visitors may see (their time aside), by featured and newest first: /blog's
     * featured section and its list, and their counts, read this narrow index instead of
     * every wide row (issue 46: 10,000 posts).
     */
    index("blogs_public_newest_idx")
      .on(t.featured, t.createdAt, t.id, t.publishedAt)
      .where(sql`${t.published} AND ${t.deletedAt} IS NULL`),
    /** The same for /hi/blog, which lists Hindi posts first (blog service `search`, `first`). */
    index("blogs_public_hindi_first_idx")
      .on(t.featured, sql`(${t.language} = 'hi')`, t.createdAt, t.id, t.publishedAt)
      .where(sql`${t.published} AND ${t.deletedAt} IS NULL`),
    /** The same posts' tags: /blog's tag dropdown reads them from here (blog service `tags`). */
    index("blogs_public_tags_idx").on(t.tags, t.publishedAt).where(sql`${t.published} AND ${t.deletedAt} IS NULL`),
  ],
);

// ---------------------------------------------------------------- forms

/** Links to forms hosted elsewhere (Google Forms and the like), or internal pages. */
export const externalForms = pgTable("external_forms", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  link: text("link").notNull(),
  /** Volunteer, Career, Program, Partnership, Contact or Feedback. */
  category: text("category").notNull().default("Volunteer"),
  disabled: boolean("disabled").notNull().default(false),
  clicks: integer("clicks").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A form field of a custom form (spec 3): text, email, phone, textarea, select, radio, checkbox, date, file. */
export interface CustomFormField {
  id: string;
  label: string;
  type: "text" | "email" | "phone" | "textarea" | "select" | "radio" | "checkbox" | "date" | "file";
  required: boolean;
  options?: string[];
}

/** Forms the admin builds; rendered at /forms/{id}. */
export const customForms = pgTable("custom_forms", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  category: text("category").notNull().default("Volunteer"),
  disabled: boolean("disabled").notNull().default(false),
  /** When it was last closed (disabled): its answers are deleted RETENTION_FORM_ANSWER_DAYS after. */
  closedAt: timestamp("closed_at", { withTimezone: true }),
  fields: jsonb("fields").$type<CustomFormField[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An answer value: text, a list of ticked options, or an uploaded file's description. */
export type FormAnswer =
  | string
  | string[]
  | { key: string; name: string; size: number; type: string; lastModified: number }
  | null;

export const formResponses = pgTable(
  "form_responses",
  {
    id: id(),
    formId: uuid("form_id")
      .notNull()
      .references(() => customForms.id, { onDelete: "cascade" }),
    /**
     * The id the browser gave the response when it was first submitted, so a
     * response re-sent from the offline queue is stored once.
     */
    clientId: text("client_id").notNull(),
    values: jsonb("values").$type<Record<string, FormAnswer>>().notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    /** Which privacy notice was offered, in which language, and what was ticked (issue 42); null before it was kept. */
    consentRecord: jsonb("consent_record").$type<ConsentRecord>(),
    /** Kept past its retention period (a legal hold): the nightly deletion passes it by. */
    held: boolean("held").notNull().default(false),

    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("form_responses_client_idx").on(t.formId, t.clientId),
    index("form_responses_form_idx").on(t.formId),
  ],
);

// ---------------------------------------------------------------- gallery

export const galleryItems = pgTable(
  "gallery_items",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    location: text("location").notNull().default(""),
    /** When the photos were taken or uploaded (spec: the upload's ISO time). */
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
    category: text("category").notNull().default("education"),
    createdAt: createdAt(),
    search: searchVector(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B') || setweight(to_tsvector('simple', location || ' ' || category), 'C')`,
    ),
  },
  (t) => [
    /** Newest first with the id breaking ties, as /Gallery and the Gallery tab list them (blogs_newest_idx). */
    index("gallery_items_newest_idx").on(t.createdAt, t.id),
    index("gallery_items_search_idx").using("gin", t.search),
    /** /Gallery's chips count each category's items from this index, not every row (issue 46). */
    index("gallery_items_category_idx").on(t.category),
  ],
);

/**
 * The text of the public content pages, FAQs and job openings (typed content
 * modules in app/content), written at every start from the running build, so a
 * change to a page's text is found without anything else to do.
 */
export const contentSearch = pgTable(
  "content_search",
  {
    /** "edited-page:/Education", "faq:how-donate", "opening:education-program-manager"; Hindi ones "hi:edited-page:/Education". */
    key: text("key").primaryKey(),
    /** The language of the text and of the page it leads to: a search looks in its page's language. */
    language: text("language").$type<Locale>().notNull().default("en"),
    /** "page", "faq" or "opening". */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    body: text("body").notNull(),
    search: searchVector(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'C')`,
    ),
  },
  (t) => [index("content_search_idx").using("gin", t.search), index("content_search_language_idx").on(t.language)],
);

// ---------------------------------------------------------------- newsletter

/**
 * Newsletter subscribers. Unconfirmed until the confirmation link is followed
 * (or forever, when the site has no SMTP server to send it); only confirmed
 * addresses count as subscribers. Unsubscribing deletes the row.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    /** As typed (trimmed); unique ignoring case. */
    email: text("email").notNull(),
    confirmed: boolean("confirmed").notNull().default(false),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The language of the page the address was given on ("hi" from a /hi page): the newsletter comes in it. */
    language: text("language").$type<Locale>().notNull().default("en"),
    /** Which privacy notice was offered, in which language, and what was ticked (issue 42); null before it was kept. */
    consentRecord: jsonb("consent_record").$type<ConsentRecord>(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_created_at_idx").on(t.createdAt),
  ],
);

/** Links sent to a subscriber (confirm, unsubscribe): only a SHA-256 of the token is kept; each works once, until it expires. */
export const newsletterTokens = pgTable(
  "newsletter_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** "confirm" or "unsubscribe". */
    purpose: text("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("newsletter_tokens_subscriber_idx").on(t.subscriberId)],
);

/**
 * A newsletter issue the staff write (issue 42): subject and Markdown text in
 * English and, optionally, Hindi. `state`: "draft", "scheduled" (sends itself at
 * `sendAt`), "sending" (its recipients are fixed in newsletter_deliveries), "sent"
 * (none is left to try). Decision 072.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: id(),
    subjectEn: text("subject_en").notNull(),
    bodyEn: text("body_en").notNull(),
    /** Empty when there is no Hindi version: Hindi subscribers get the English one. */
    subjectHi: text("subject_hi").notNull().default(""),
    bodyHi: text("body_hi").notNull().default(""),
    state: text("state").$type<"draft" | "scheduled" | "sending" | "sent">().notNull().default("draft"),
    /** When a scheduled issue starts sending. */
    sendAt: timestamp("send_at", { withTimezone: true }),
    /** When its recipients were fixed and sending began (the date the archive shows). */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** When the last delivery was settled (sent or failed). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** When the next messages go, while the hourly limit (or a retry) holds the rest back. */
    nextSendAt: timestamp("next_send_at", { withTimezone: true }),
    /** Confirmed subscribers when sending began. */
    recipients: integer("recipients").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [index("newsletter_issues_started_at_idx").on(t.startedAt)],
);

/**
 * One issue to one subscriber, fixed when sending begins: "pending" until the mail
 * server accepts it ("sent", at `sentAt`) or it failed its last try ("failed", with
 * `error`). A worker holds a pending one while `leaseUntil` is ahead (`leaseToken`
 * is its own); a lease that ran out (its process died) is taken again. Deleting the
 * subscriber (unsubscribing, the admin, an erasure) deletes their deliveries.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    state: text("state").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** A pending delivery is not tried before this (a retry's back-off). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last time it was handed to the mail server: what the hourly limit counts. */
    attemptedAt: timestamp("attempted_at", { withTimezone: true }),
    leaseToken: uuid("lease_token"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Why its last try failed (the mail server's answer). */
    error: text("error"),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_issue_subscriber_idx").on(t.issueId, t.subscriberId),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
    index("newsletter_deliveries_pending_idx").on(t.issueId, t.state),
    index("newsletter_deliveries_attempted_at_idx").on(t.attemptedAt),
  ],
);

/** One photo of a gallery item, with its stored variants. */
export const galleryImages = pgTable(
  "gallery_images",
  {
    id: id(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => galleryItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    alt: text("alt").notNull().default(""),
    /**
     * The words shown under the photo (issue 43). Null: the alt text is shown, as
     * before; set when the staff want the caption and the description for screen
     * readers to differ.
     */
    caption: text("caption"),
    originalKey: text("original_key")
      .notNull()
      .references(() => storedFiles.key),
    largeKey: text("large_key")
      .notNull()
      .references(() => storedFiles.key),
    thumbKey: text("thumb_key")
      .notNull()
      .references(() => storedFiles.key),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [index("gallery_images_item_idx").on(t.itemId)],
);

// ---------------------------------------------------------------- visitor messages

/** Messages from the Get In Touch and Contact Us forms. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    /** "get-in-touch" or "contact-us". */
    source: text("source").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    /** Get In Touch: volunteer, partnership, donation, programs, career, general. */
    interest: text("interest"),
    /** Contact Us: general, volunteer, partnership, support, feedback, other. */
    subject: text("subject"),
    message: text("message").notNull(),
    /** Get In Touch: wants updates. */
    updates: boolean("updates").notNull().default(false),
    /** Contact Us: accepted the privacy policy. */
    consent: boolean("consent").notNull().default(false),
    /** Which privacy notice was offered, in which language, and what was ticked (issue 42); null before it was kept. */
    consentRecord: jsonb("consent_record").$type<ConsentRecord>(),
    read: boolean("read").notNull().default(false),
    /** Kept past its retention period (a legal hold): the nightly deletion passes it by. */
    held: boolean("held").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

/** Volunteer and internship applications. */
export const applications = pgTable(
  "applications",
  {
    id: id(),
    /** "volunteer", "internship" or "job". */
    type: text("type").notNull(),
    /** The opening applied for (a role's, internship's or job's id), "" when none was chosen. */
    position: text("position").notNull().default(""),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    age: integer("age").notNull(),
    address: text("address").notNull().default(""),
    education: text("education").notNull().default(""),
    experience: text("experience").notNull().default(""),
    availability: text("availability").notNull(),
    interests: text("interests").array().notNull(),
    motivation: text("motivation").notNull(),
    resumeKey: text("resume_key").references(() => storedFiles.key),
    read: boolean("read").notNull().default(false),
    /** Kept past its retention period (a legal hold): the nightly deletion passes it by. */
    held: boolean("held").notNull().default(false),
    /** The language of the page it was sent from ("hi" from a /hi page). */
    language: text("language").$type<Locale>().notNull().default("en"),
    /** Which privacy notice was offered, in which language, and what was ticked (issue 42); null before it was kept. */
    consentRecord: jsonb("consent_record").$type<ConsentRecord>(),
    /**
     * An applicant under 18 (issue 42): the parent or guardian asked to confirm. While
     * `guardianTokenHash` is set the application waits for them (a SHA-256 of the
     * e-mailed link's token): nobody on the staff sees it, and past
     * `guardianExpiresAt` the nightly deletion removes it.
     */
    guardianName: text("guardian_name").notNull().default(""),
    guardianEmail: text("guardian_email").notNull().default(""),
    guardianTokenHash: text("guardian_token_hash").unique(),
    guardianExpiresAt: timestamp("guardian_expires_at", { withTimezone: true }),
    guardianConfirmedAt: timestamp("guardian_confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("applications_created_at_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- content the staff edit (issue 41)

/**
 * One published document of the content model (common/content-model/): the site
 * details, and later each page, the navigation and the lists. `version` counts its
 * saves: a save names the version it was made from and is refused when another
 * came first (two tabs never overwrite each other silently).
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    /** The model's kind ("site-details", "page"…) and the document's key within it. */
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    data: jsonb("data").notNull(),
    version: integer("version").notNull(),
    updatedAt: updatedAt(),
    /** Who saved it last (the admin's username), shown in the history. */
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [uniqueIndex("content_documents_kind_key_idx").on(t.kind, t.key)],
);

/** Every saved version of a content document, newest first in the history; restore copies one forward. */
/**
 * A document's draft (issue 41): what the staff saved without publishing, at most one
 * per document, with the published version it was begun from and, when it is
 * scheduled, the time it is to be published. Publishing it (now or then) deletes it.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    data: jsonb("data").notNull(),
    /** Each save of the draft adds one: a save from an older draft is refused, as for the document. */
    version: integer("version").notNull(),
    /** The published version the draft was begun from. */
    basedOn: integer("based_on").notNull(),
    /** When it is to be published by itself; none when it waits for someone. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [uniqueIndex("content_drafts_kind_key_idx").on(t.kind, t.key)],
);

export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: id(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    version: integer("version").notNull(),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by").notNull(),
    /** The version this one restored, when it was a restore. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [uniqueIndex("content_revisions_kind_key_version_idx").on(t.kind, t.key, t.version)],
);

// ---------------------------------------------------------------- retention (issue 42)

/** Each run of the nightly deletion: when, and how many of each kind it deleted. */
export const retentionRuns = pgTable("retention_runs", {
  id: id(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
  deleted: jsonb("deleted").$type<Record<string, number>>().notNull(),
});

/**
 * What a person asked the foundation to do with their details (issue 42): a copy, a
 * correction, an erasure, or the withdrawal of a consent, as the staff record it on
 * arrival (by e-mail, phone, letter or the contact form). The privacy notice
 * promises a reply within 30 days: the deadline counts from `receivedOn`.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: id(),
    /** "copy", "correction", "erasure" or "withdrawal" (PRIVACY_REQUEST_KINDS). */
    kind: text("kind").notNull(),
    /** Who asked, and the e-mail address or phone number they asked from. */
    name: text("name").notNull(),
    contact: text("contact").notNull(),
    /** The day it arrived, on the site's clock ("2026-11-29"). */
    receivedOn: text("received_on").notNull(),
    notes: text("notes").notNull().default(""),
    /** The day it was answered, on the site's clock; null while it waits. */
    answeredOn: text("answered_on"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("privacy_requests_received_on_idx").on(t.receivedOn)],
);

// ---------------------------------------------------------------- audit log

/**
 * Who did what, when and from where (issue 45, decision 089): every change through the
 * admin API and every read of a person's data. The actor's name is copied in, so an
 * entry still says who after their account is removed; nothing in the application
 * changes or deletes an entry, bar the retention job a year later.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account; no foreign key, so removing the account keeps its entries. */
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    /** What was done: the operation's id, e.g. getApplicationsById (server/services/audit-log.ts). */
    action: text("action").notNull(),
    /** The action in words, as the API's document describes the operation. */
    description: text("description").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id"),
    /**
     * What the target was called when the entry was written (a post's title, a person's
     * name, an applicant's first name and initial), so it reads in words after the thing
     * is gone; null when nothing names it, and made null for an erased person's records
     * (decision 092).
     */
    targetLabel: text("target_label"),
    /** The client address as the proxy settings (TRUST_PROXY) define it. */
    clientAddress: text("client_address").notNull(),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_actor_idx").on(t.actorId, t.at),
    index("audit_events_target_idx").on(t.targetKind, t.targetId),
  ],
);

// ---------------------------------------------------------------- backups (issue 46)

/**
 * Each backup the server took by itself and each restore drill it ran: when, the
 * archive's name and size, whether it was read back whole, and what went wrong, in
 * words for the admin. A `slot` (the day of a nightly backup, the week of a drill) is
 * taken once, so of several instances one runs it.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    /** "backup" or "drill". */
    kind: text("kind").notNull(),
    /** "2026-11-30" (a nightly backup: the site's day), "drill 2026-11-30" (the week's Monday), "now …" (asked for). */
    slot: text("slot").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** "running", "ok" or "failed". */
    status: text("status").notNull(),
    /** The archive's file name (a backup), or the archive the drill restored. */
    file: text("file"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** The archive was read back and matched its checksums (a backup), or restored and matched (a drill). */
    verified: boolean("verified").notNull().default(false),
    error: text("error"),
    /** When the archive was deleted under the retention of backups (7 daily, 4 weekly, 6 monthly). */
    prunedAt: timestamp("pruned_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("backup_runs_kind_slot_idx").on(t.kind, t.slot),
    index("backup_runs_started_at_idx").on(t.startedAt),
  ],
);

// ---------------------------------------------------------------- visits (issue 46, decision 099)

/**
 * Page views: one row per page, language and day on the site's clock, counted by
 * visitors' browsers and added in batches (`views = views + n`, so instances add up).
 * Nothing about the visitor: no cookie, identifier, address or browser.
 */
export const pageViews = pgTable(
  "page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** The page's English path ("/Education", "/blog/a-post"); the language says which was read. */
    path: text("path").notNull(),
    language: text("language").$type<Locale>().notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.language] })],
);

/**
 * Core Web Vitals of real page loads, as histograms: per page, metric and day, how
 * many measurements fell in each bucket of common/visits.ts's fixed edges (a row per
 * bucket that has any), so a 75th percentile is read from the sums without keeping
 * a single measurement.
 */
export const pageVitals = pgTable(
  "page_vitals",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    /** "LCP", "INP" or "CLS". */
    metric: text("metric").notNull(),
    /** The bucket's index in BUCKET_EDGES[metric]. */
    bucket: smallint("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.metric, t.bucket] })],
);

// ---------------------------------------------------------------- donations (issue 47)

/**
 * A donor's request for an 80G receipt, made before or after paying by UPI: who they
 * are as on their PAN, and the code they put in the UPI note so that their payment
 * can be told apart on the bank statement. `state`: "waiting" for the money,
 * "received" (a donation records it), "withdrawn" (the staff closed it). The PAN is
 * sealed (server/donations/pan-vault.ts) and found by its blind index.
 */
export const donationPledges = pgTable(
  "donation_pledges",
  {
    id: id(),
    /** "PEF-7KQ2XM": what the donor types in the UPI note. */
    code: text("code").notNull(),
    nameOnPan: text("name_on_pan").notNull(),
    panSealed: text("pan_sealed").notNull(),
    panIndex: text("pan_index").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    /** What the donor said they would give, in paise, if they did. */
    paise: integer("paise"),
    /** The 12-digit UPI reference the donor added after paying. */
    utr: text("utr"),
    /** The hash of the secret in the link that lets the donor add their UTR later. */
    accessHash: text("access_hash").notNull(),
    /**
     * The same secret sealed like a PAN (../donations/pan-vault.ts), so the e-mail with the
     * donor's link can be written when it is sent: a queued job holds ids, never a secret.
     */
    linkSealed: text("link_sealed"),
    locale: text("locale").$type<Locale>().notNull().default("en"),
    state: text("state").$type<"waiting" | "received" | "withdrawn">().notNull().default("waiting"),
    consentRecord: jsonb("consent_record").$type<ConsentRecord>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("donation_pledges_code_idx").on(t.code),
    index("donation_pledges_state_idx").on(t.state, t.createdAt),
    index("donation_pledges_pan_idx").on(t.panIndex),
  ],
);

/**
 * A gift received and confirmed by the staff: from a pledge and a statement credit,
 * or entered by hand (a cheque, a transfer, cash, a gift in kind). Confirming issues
 * its receipt in the same transaction. A UPI reference is recorded once.
 */
export const donations = pgTable(
  "donations",
  {
    id: id(),
    pledgeId: uuid("pledge_id").references(() => donationPledges.id, { onDelete: "set null" }),
    donorName: text("donor_name").notNull(),
    panSealed: text("pan_sealed"),
    panIndex: text("pan_index"),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    paise: integer("paise").notNull(),
    /** The day the money (or the gift) came, on the site's clock. */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    /** How it was paid (common/donations/payment-mode.ts): "upi", "bankTransfer", "cheque", "cash" or "kind". */
    mode: text("mode").$type<PaymentMode>().notNull(),
    /** The UTR, the cheque's number, the transfer's reference. */
    reference: text("reference").notNull().default(""),
    utr: text("utr"),
    /** "corpus", "specificGrant" or "others" (Form 10BD's donation types). */
    donationType: text("donation_type").$type<"corpus" | "specificGrant" | "others">().notNull().default("others"),
    /** What a gift in kind was. */
    kindDescription: text("kind_description").notNull().default(""),
    locale: text("locale").$type<Locale>().notNull().default("en"),
    createdAt: createdAt(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [
    uniqueIndex("donations_utr_idx").on(t.utr),
    index("donations_received_on_idx").on(t.receivedOn),
    index("donations_pan_idx").on(t.panIndex),
  ],
);

/**
 * A receipt: numbered in a series per financial year (`PEF/2026-27/000123`), never
 * renumbered nor deleted; a mistaken one is cancelled, with the reason. `issuer` is
 * what the receipt said of the foundation when it was issued (name, address, PAN,
 * registrations, signatory), so a later change of the site's details does not
 * change a receipt already given.
 */
export const donationReceipts = pgTable(
  "donation_receipts",
  {
    id: id(),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    donationId: uuid("donation_id")
      .notNull()
      .references(() => donations.id),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    issuer: jsonb("issuer").$type<Record<string, unknown>>().notNull(),
    issuedBy: text("issued_by").notNull(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("donation_receipts_number_idx").on(t.number),
    uniqueIndex("donation_receipts_year_sequence_idx").on(t.financialYear, t.sequence),
    index("donation_receipts_donation_idx").on(t.donationId),
  ],
);

/** The last receipt number of each financial year: taken and raised in the confirming transaction. */
export const receiptCounters = pgTable("receipt_counters", {
  financialYear: text("financial_year").primaryKey(),
  last: integer("last").notNull(),
});

/** One credit line of an imported bank or UPI statement, until a person matches or sets it aside. */
export const statementCredits = pgTable(
  "statement_credits",
  {
    id: id(),
    /** The import it came with (one file). */
    importId: uuid("import_id").notNull(),
    fileName: text("file_name").notNull(),
    row: integer("row").notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    paise: integer("paise").notNull(),
    narration: text("narration").notNull(),
    utrs: jsonb("utrs").$type<string[]>().notNull(),
    /** "open", "matched" (a donation records it) or "set-aside" (not a donation). */
    state: text("state").$type<"open" | "matched" | "set-aside">().notNull().default("open"),
    donationId: uuid("donation_id").references(() => donations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("statement_credits_state_idx").on(t.state, t.receivedOn)],
);

/**
 * A financial year's Form 10BD as filed on the Income Tax portal (issue 47): the
 * acknowledgement number the portal gave and the day it was filed. One row per year;
 * recording it again corrects it (the portal's number is what counts, not ours).
 */
export const form10bdFilings = pgTable("form_10bd_filings", {
  /** "2026-27" */
  financialYear: text("financial_year").primaryKey(),
  acknowledgementNumber: text("acknowledgement_number").notNull(),
  filedOn: date("filed_on", { mode: "string" }).notNull(),
  recordedBy: text("recorded_by").notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A donor's Form 10BE certificate for a financial year, as the portal made it after the
 * filing: one per donor of the year's file, the donor known by the blind index of their
 * PAN (`donations.pan_index`), never the PAN itself. The PDF holds the PAN, so its file is
 * kept under a private storage prefix ("form-10be/") that no public route serves.
 * `emailedAt`: when the mail queue handed it to the mail server for the donor.
 */
export const form10beCertificates = pgTable(
  "form_10be_certificates",
  {
    id: id(),
    financialYear: text("financial_year").notNull(),
    donorIndex: text("donor_index").notNull(),
    fileKey: text("file_key")
      .notNull()
      .references(() => storedFiles.key),
    size: integer("size").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: text("uploaded_by").notNull(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("form_10be_certificates_year_donor_idx").on(t.financialYear, t.donorIndex)],
);

// ---------------------------------------------------------------- transparency (issue 47)

/**
 * The annual reports and audited accounts the staff upload, one PDF of each kind per
 * financial year, listed on /transparency. Its public address is made from its kind and
 * year, so it stays the same when the file is replaced (a new `file_key`: keys are
 * content hashes); the file is a `stored_files` row like every other.
 */
export const transparencyDocuments = pgTable(
  "transparency_documents",
  {
    id: id(),
    /** "annual-report" or "audited-accounts" (TRANSPARENCY_DOCUMENT_KINDS). */
    kind: text("kind").$type<TransparencyDocumentKind>().notNull(),
    /** The Indian financial year it is for, April to March: "2025-26". */
    financialYear: text("financial_year").notNull(),
    /** As the English page lists it ("Annual report 2025-26" unless the staff wrote another). */
    title: text("title").notNull(),
    /** As the Hindi page lists it; empty: the kind's Hindi name and the year. */
    titleHi: text("title_hi").notNull().default(""),
    fileKey: text("file_key")
      .notNull()
      .references(() => storedFiles.key),
    /** The PDF's size in bytes, shown beside its link. */
    size: integer("size").notNull(),
    /** When the present file was uploaded (a replacement sets it anew). */
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("transparency_documents_kind_year_idx").on(t.kind, t.financialYear)],
);
