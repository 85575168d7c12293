/**
 * The one place that reads `process.env`. The environment is parsed with zod at
 * start; a bad value stops the server with a message naming the variable.
 */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { SiteConfig } from "#common/site-config";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * TRUST_PROXY: which hops in front of the server may tell the client's address
 * (X-Forwarded-For). A hop count ("1": the nearest proxy appends the real address,
 * and only that entry counts), or a comma-separated list of proxy addresses and
 * CIDR ranges (proxy-addr's names loopback, linklocal and uniquelocal too).
 * "true" means one hop: trusting every hop would let a client choose its own address.
 */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (["", "false", "0", "no"].includes(lower)) return false;
    if (["true", "yes"].includes(lower)) return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: "custom",
      message: `must be a hop count (1) or proxy addresses/CIDR ranges (10.0.0.0/8,::1); not ${bad.join(", ")}`,
    });
    return z.NEVER;
  });

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-IN", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Public origin used for canonical URLs and link previews, e.g. https://example.org */
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The proxies in front whose X-Forwarded-For entries are believed (see trustProxySetting). */
  TRUST_PROXY: trustProxySetting.default(false),
  /** Largest JSON body the API accepts, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),

  /** Seconds a JSON or form body may take to arrive, and a multipart upload. */
  BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Memory the response cache of public pages and API lists may hold, in MiB (0 turns it off). */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /**
   * Turns on Prometheus metrics at /metrics, for a scraper sending `Authorization: Bearer <this>`
   * (decision 097); unset, /metrics does not exist.
   */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, "must be at least 16 characters (e.g. `openssl rand -hex 32`)").max(256).optional(),
  ),

  /** Create or reset the administrator at start (both, or neither). */
  ADMIN_USERNAME: optionalString.pipe(z.string().min(3).max(64).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, "must be at least 12 characters").max(256).optional()),
  /** Failed sign-ins allowed per username, and per client address, in one window. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Shared rate limits between several instances; in memory when unset. */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),

  /** S3-compatible object storage for uploads; files stay on disk in DATA_DIR/uploads when S3_BUCKET is unset. */
  S3_BUCKET: optionalString,
  /** e.g. https://s3.ap-south-1.amazonaws.com, or a MinIO / R2 endpoint; the AWS default when unset. */
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** true for servers that need bucket-in-path URLs (MinIO and most self-hosted ones). */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /**
   * Age (seconds) a stored file without a database row must reach before the sweep removes it.
   * Default: 0 with the embedded database (one process), 900 with PostgreSQL (other instances may be mid-upload).
   */
  UPLOAD_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).optional(),

  /**
   * How long what visitors send is kept (the privacy notice says the same; issue 42):
   * messages and applications, days after they arrived; a custom form's answers, days
   * after the form was closed; a newsletter subscription never confirmed, days.
   */
  RETENTION_MESSAGE_DAYS: z.coerce.number().int().min(1).default(730),
  RETENTION_FORM_ANSWER_DAYS: z.coerce.number().int().min(1).default(365),
  RETENTION_UNCONFIRMED_DAYS: z.coerce.number().int().min(1).default(7),

  /**
   * The backups the server takes by itself (issue 46): on unless BACKUPS=false; every
   * night at BACKUP_TIME on the site's clock into BACKUP_DIR (DATA_DIR/backups), the
   * newest of each of the last 7 days and 4 weeks kept: under 30 days, as /privacy
   * promises. Monthly ones (BACKUP_KEEP_MONTHLY) keep an erased person's details for
   * months: /privacy must then say so (decision 098).
   */
  BACKUPS: booleanFlag.default(true),
  BACKUP_DIR: optionalString,
  /**
   * Keep the archives in this S3 bucket (objects backups/<name>), reached with the
   * S3_ENDPOINT, S3_REGION and keys of the uploads: a bucket of their own (decision 099).
   * BACKUP_DIR is then only where each is written before it goes there.
   */
  BACKUP_S3_BUCKET: optionalString,
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time of day as HH:MM, 24-hour (03:30)")
    .default("03:30"),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).default(4),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).default(0),

  /** Visitor messages and applications: the admin is e-mailed a copy when both are set. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  NOTIFY_EMAIL: optionalString.pipe(z.email().optional()),
  /**
   * Newsletter messages handed to the mail server in any hour, counted over every
   * instance (decision 072). Small providers cap what an account sends a day (a
   * few hundred); the rest of an issue waits for the next hour.
   */
  NEWSLETTER_MAX_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
  /**
   * Messages and applications one client address may send in one window. Generous: on Indian mobile
   * networks hundreds of phones share one address (carrier-grade NAT).
   */
  VISITOR_SUBMIT_MAX: z.coerce.number().int().min(1).default(300),
  VISITOR_SUBMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Messages, and applications, with one e-mail address in the same window. */
  VISITOR_SUBMIT_PER_EMAIL_MAX: z.coerce.number().int().min(1).default(5),
  /** A visitor form sent sooner than this after it appeared is taken for a bot and dropped (0: no check). */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(2),
  /** Custom-form responses one client address may send in one window (a phone's offline queue sends many at once). */
  FORM_RESPONSE_MAX: z.coerce.number().int().min(1).default(600),
  FORM_RESPONSE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Clicks on one form link counted per client address in an hour; more are accepted but not counted. */
  FORM_CLICKS_COUNTED_PER_HOUR: z.coerce.number().int().min(1).default(50),
  /**
   * Page views and Core Web Vitals (issue 46, decision 099): the beacons one client address may
   * send in ten minutes (generous: many phones share one address), and how often each instance
   * writes what it counted to the database.
   */
  VISITS_MAX_PER_CLIENT: z.coerce.number().int().min(1).default(600),
  VISITS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),

  /**
   * Donations (issue 47, decision 103): the keys that seal donors' PANs, "k1:<base64 of 32
   * bytes>", newest first (`openssl rand -base64 32`). Unset: one is made in DATA_DIR/secrets,
   * right for one instance; several instances on one PostgreSQL must all be given the same.
   */
  DONATION_DATA_KEYS: z.string().trim().optional(),
  /** The letters before a receipt request's code (PEF-7KQ2XM) and a receipt's number (PEF/2026-27/000123). */
  DONATION_CODE_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,6}$/, "must be 2 to 6 letters")
    .default("PEF"),

  SITE_NAME: z.string().trim().min(1).default("Pragati Education Foundation"),
  /** Dates and times the admin reads (lists, CSV exports) are in this zone (issue 23). */
  SITE_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, "must be an IANA time zone name such as Asia/Kolkata")
    .default("Asia/Kolkata"),
  SITE_SHORT_NAME: z.string().trim().min(1).default("Pragati"),
  SITE_TAGLINE: z.string().trim().min(1).default("Education, livelihood and dignity for every community"),
  SITE_UPI_ID: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/, "must look like name@bank")
    .default("pragatifoundation@sbi"),
  SITE_PHONE: z.string().trim().min(5).default("+91 98765 43210"),
  SITE_EMAIL: z.email().default("contact@pragatifoundation.org"),
  SITE_WHATSAPP: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{8,20}$/, "must be a phone number with country code")
    .default("+91 98765 43210"),
  SITE_ADDRESS: z
    .string()
    .trim()
    .min(5)
    .default("2nd Floor, Shanti Bhawan, Gandhi Nagar, Jaipur, Rajasthan 302015, India"),
  SITE_HOURS_WEEKDAYS: z.string().trim().min(1).default("9:00 AM - 6:00 PM"),
  SITE_HOURS_SATURDAY: z.string().trim().min(1).default("10:00 AM - 4:00 PM"),
  /** An outside application form for a new site's Site details; unset, every Apply opens the site's own form. */
  SITE_VOLUNTEER_FORM_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
});

export type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  /** PUBLIC_URL as configured (no trailing slash); undefined when unset. */
  publicUrl: string | undefined;
  /**
   * The origin every absolute URL of the site is built from (canonical links, Open
   * Graph, RSS): PUBLIC_URL, or this server's own address. Never the request's Host.
   */
  origin: string;
  /** False, a hop count, or the addresses of trusted proxies. */
  trustProxy: false | number | string[];
  bodyLimit: number;
  /** How long a request body may take to arrive: JSON/form, and multipart uploads. */
  timeouts: { bodySeconds: number; uploadSeconds: number };
  redisUrl: string | undefined;
  /** Byte budget of the response cache (server/cache/response-cache.ts). */
  responseCacheBytes: number;
  /** The bearer token of /metrics (METRICS_TOKEN); undefined: no metrics at all. */
  metricsToken: string | undefined;
  admin: { username: string | undefined; password: string | undefined };
  login: { maxFailuresPerUsername: number; maxFailuresPerClient: number; windowSeconds: number };
  mail: { smtpUrl: string | undefined; notifyEmail: string | undefined };
  /** Newsletter messages sent in any hour, across instances (NEWSLETTER_MAX_PER_HOUR). */
  newsletter: { maxPerHour: number };
  visitorSubmissions: { max: number; windowSeconds: number; perEmailMax: number; minFillSeconds: number };
  formResponses: { max: number; windowSeconds: number };
  formClicksCountedPerHour: number;
  /** Page views and vitals (VISITS_*): beacons per client address in a window, and the seconds between writes. */
  visits: { maxPerClient: number; windowSeconds: number; flushSeconds: number };
  site: SiteConfig;
  /** Donations (issue 47): the PAN keys as configured (undefined: this instance's key file), the code prefix. */
  donations: { dataKeys: string | undefined; codePrefix: string };
  /** Object storage for uploads; undefined keeps them on disk under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Undefined: chosen by the database driver (see UPLOAD_SWEEP_GRACE_SECONDS). */
  uploadSweepGraceSeconds: number | undefined;
  /** Days what visitors send is kept (RETENTION_*). */
  retention: { messageDays: number; formAnswerDays: number; unconfirmedDays: number };
  /** The nightly backups (BACKUP_*); undefined when BACKUPS=false. */
  backups:
    | {
        /** Where archives are written (and kept, without a bucket). */
        directory: string;
        /** The bucket archives are kept in (BACKUP_S3_BUCKET), if any. */
        bucket: S3Config | undefined;
        /** Hour and minute on the site's clock. */
        at: { hour: number; minute: number };
        keep: { daily: number; weekly: number; monthly: number };
      }
    | undefined;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  if (env.ADMIN_PASSWORD && !env.ADMIN_USERNAME) {
    throw new ConfigError(["ADMIN_USERNAME: must be set together with ADMIN_PASSWORD"]);
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(["S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY"]);
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    origin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT,
    timeouts: { bodySeconds: env.BODY_TIMEOUT_SECONDS, uploadSeconds: env.UPLOAD_TIMEOUT_SECONDS },
    redisUrl: env.REDIS_URL,
    responseCacheBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
    metricsToken: env.METRICS_TOKEN,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    login: {
      maxFailuresPerUsername: env.LOGIN_MAX_FAILURES,
      maxFailuresPerClient: env.LOGIN_MAX_FAILURES_PER_CLIENT,
      windowSeconds: env.LOGIN_WINDOW_SECONDS,
    },
    mail: { smtpUrl: env.SMTP_URL, notifyEmail: env.NOTIFY_EMAIL },
    newsletter: { maxPerHour: env.NEWSLETTER_MAX_PER_HOUR },
    visitorSubmissions: {
      max: env.VISITOR_SUBMIT_MAX,
      windowSeconds: env.VISITOR_SUBMIT_WINDOW_SECONDS,
      perEmailMax: env.VISITOR_SUBMIT_PER_EMAIL_MAX,
      minFillSeconds: env.FORM_MIN_FILL_SECONDS,
    },
    formResponses: { max: env.FORM_RESPONSE_MAX, windowSeconds: env.FORM_RESPONSE_WINDOW_SECONDS },
    formClicksCountedPerHour: env.FORM_CLICKS_COUNTED_PER_HOUR,
    visits: { maxPerClient: env.VISITS_MAX_PER_CLIENT, windowSeconds: 600, flushSeconds: env.VISITS_FLUSH_SECONDS },
    donations: { dataKeys: env.DONATION_DATA_KEYS || undefined, codePrefix: env.DONATION_CODE_PREFIX.toUpperCase() },
    site: {
      name: env.SITE_NAME,
      timeZone: env.SITE_TIME_ZONE,
      shortName: env.SITE_SHORT_NAME,
      tagline: env.SITE_TAGLINE,
      foundedYear: 2025,
      upiId: env.SITE_UPI_ID,
      phone: env.SITE_PHONE,
      email: env.SITE_EMAIL,
      whatsapp: env.SITE_WHATSAPP,
      address: env.SITE_ADDRESS,
      officeHours: { weekdays: env.SITE_HOURS_WEEKDAYS, saturday: env.SITE_HOURS_SATURDAY },
      externalApplicationFormUrl: env.SITE_VOLUNTEER_FORM_URL,
    },
    uploadSweepGraceSeconds: env.UPLOAD_SWEEP_GRACE_SECONDS,
    retention: {
      messageDays: env.RETENTION_MESSAGE_DAYS,
      formAnswerDays: env.RETENTION_FORM_ANSWER_DAYS,
      unconfirmedDays: env.RETENTION_UNCONFIRMED_DAYS,
    },
    backups: env.BACKUPS
      ? {
          directory: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
          bucket: env.BACKUP_S3_BUCKET ? s3Connection(env, env.BACKUP_S3_BUCKET) : undefined,
          at: { hour: Number(env.BACKUP_TIME.slice(0, 2)), minute: Number(env.BACKUP_TIME.slice(3)) },
          keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY, monthly: env.BACKUP_KEEP_MONTHLY },
        }
      : undefined,
    s3: env.S3_BUCKET ? s3Connection(env, env.S3_BUCKET) : undefined,
  };
}

/** A bucket reached with the S3_* connection settings (the uploads' and the backups' share them). */
function s3Connection(env: z.infer<typeof envSchema>, bucket: string): S3Config {
  return {
    bucket,
    endpoint: env.S3_ENDPOINT,
    // Most S3-compatible servers ignore the region but the signature needs one.
    region: env.S3_REGION ?? "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
