import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SIGNUP_MODES, type SignupMode } from "../app/config/accounts";
import { type SiteIdentity, siteIdentityFromEnv } from "../app/config/site";
import { isTimeZone } from "../app/lib/dates";
import { type IntegrationsConfig, integrationsConfig } from "./config-integrations";

/** The value `.env.example` suggests for development; production refuses it. */
export const DEVELOPMENT_AUTH_SECRET = "development-secret-change-me-0123456789";

export class ConfigError extends Error {
  override name = "ConfigError";
}

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((value) => value === "1" || value === "true" || value === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  SITE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  AUTH_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  DRAIN_DELAY_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(0, "must be 0 or more")
    .max(120_000, "must be at most 120000")
    .default(0),
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TEST_HOOKS: booleanFlag,
  SIGNUP: z
    .enum(SIGNUP_MODES, { error: "must be approval, open, closed or invite" })
    .default("approval"),
  TRUST_PROXY: booleanFlag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  CONTACT_NOTIFY_EMAIL: z
    .email("must be an e-mail address")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  CAREERS_NOTIFY_EMAIL: z
    .email("must be an e-mail address")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .min(3, "must be a sender address")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  COMPANY_NAME: z.string().max(100, "must be at most 100 characters").optional(),
  COMPANY_EMAIL: z.email("must be an e-mail address").optional().or(z.literal("")),
  COMPANY_PHONE: z.string().max(40, "must be at most 40 characters").optional(),
  COMPANY_ADDRESS: z.string().max(200, "must be at most 200 characters").optional(),
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "must be a time zone name such as Africa/Addis_Ababa")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TRASH_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(3650, "must be at most 3650")
    .default(30),
  APPLICATION_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(3650, "must be at most 3650")
    .default(180),
  DOCUMENT_MAX_MB: z.coerce
    .number({ error: "must be a whole number of megabytes" })
    .int("must be a whole number of megabytes")
    .min(1, "must be at least 1")
    // An upload is held in memory while it is checked: more would risk the server's memory.
    .max(200, "must be at most 200")
    .default(50),
  ALERTS_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number of e-mails" })
    .int("must be a whole number of e-mails")
    .min(0, "must be 0 (no limit) or more")
    .max(100_000, "must be at most 100000")
    .default(120),
  ALERTS_CLAIM_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds" })
    .int("must be a whole number of seconds")
    .min(5, "must be at least 5")
    .max(3600, "must be at most 3600")
    .default(60),
  LINK_CHECK_EXTERNAL: z
    .enum(["on", "off", "1", "0", "true", "false", "yes", "no", ""], {
      error: "must be on or off",
    })
    .optional()
    .transform((value) => value === "on" || value === "1" || value === "true" || value === "yes"),
  LINK_CHECK_CONCURRENCY: z.coerce
    .number({ error: "must be a whole number of requests" })
    .int("must be a whole number of requests")
    .min(1, "must be at least 1")
    .max(32, "must be at most 32")
    .default(4),
  LINK_CHECK_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(365, "must be at most 365")
    .default(7),
  TENDER_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(3650, "must be at most 3650")
    .default(365),
  ACTIVITY_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(3650, "must be at most 3650")
    .default(365),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)",
    )
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: z.string().min(1, "must not be empty").default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type Env = z.infer<typeof EnvSchema>;

/** An S3-compatible bucket for the uploaded media (the options of the media storage). */
export interface S3MediaConfig {
  readonly bucket: string;
  /** Unset: AWS itself. */
  readonly endpoint?: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Where the bucket's files are public (a CDN, the bucket's website): the site redirects there. */
  readonly publicUrl?: string;
  /** A folder of the bucket ('private/cv/'); unset: its top level. */
  readonly prefix?: string;
}

export interface Config extends IntegrationsConfig {
  readonly mode: Env["NODE_ENV"];
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  /** As configured (used in messages). */
  readonly dataDirSetting: string;
  /** Absolute. */
  readonly dataDir: string;
  readonly siteUrl: string;
  readonly authSecret: string | undefined;
  readonly logLevel: Env["LOG_LEVEL"];
  readonly shutdownTimeoutMs: number;
  /**
   * After SIGTERM, how long the server keeps answering while /readyz says 503, so a load
   * balancer that probes it stops sending requests before the port closes.
   */
  readonly drainDelayMs: number;
  /** Lets /metrics answer other than loopback clients (as a Bearer token). */
  readonly metricsToken: string | undefined;
  /** Extra endpoints used by the end-to-end tests; never enable them in a deployment. */
  readonly testHooks: boolean;
  readonly site: SiteIdentity;
  /** approval: new accounts wait for an administrator; open: they are admins; closed: no sign-up. */
  readonly signupMode: SignupMode;
  /** Days an item stays in the trash before it is deleted for good (TRASH_DAYS). */
  readonly trashDays: number;
  /** Days the activity log keeps an entry (ACTIVITY_DAYS). */
  readonly activityDays: number;
  /** Days applications (and their CVs) are kept after their position closes (APPLICATION_DAYS). */
  readonly applicationDays: number;
  /** The largest PDF the media library accepts, in bytes (DOCUMENT_MAX_MB). */
  readonly documentMaxBytes: number;
  /** Days tender registrants' and askers' data is kept after the award or cancellation (TENDER_DAYS). */
  readonly tenderDays: number;
  /** Alert e-mails sent per minute across every instance (ALERTS_PER_MINUTE; 0: no limit). */
  readonly alertsPerMinute: number;
  /**
   * How long an instance's claim on an alert e-mail lasts: after a crash, another instance (or
   * the restarted one) sends it once this has passed (ALERTS_CLAIM_SECONDS).
   */
  readonly alertsClaimSeconds: number;
  /**
   * The link checker: whether links to other sites are asked too (LINK_CHECK_EXTERNAL, off: a
   * server without internet), how many at once (LINK_CHECK_CONCURRENCY), and every how many days
   * a check runs (LINK_CHECK_DAYS).
   */
  readonly linkCheck: { external: boolean; concurrency: number; everyDays: number };
  /** Who is told of each application (CAREERS_NOTIFY_EMAIL); unset: the site's contact e-mail. */
  readonly careersNotifyEmail: string | undefined;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  readonly trustProxy: boolean;
  /** Session cookies carry `Secure` (the site is served over HTTPS). */
  readonly secureCookies: boolean;
  /** Contact form notifications: sent only when both are set. */
  readonly smtpUrl: string | undefined;
  readonly contactNotifyEmail: string | undefined;
  readonly mailFrom: string;
  /** Uploaded media: kept in `dir` (DATA_DIR/media), or in the bucket when S3_BUCKET is set. */
  readonly media: { readonly dir: string; readonly s3?: S3MediaConfig };
  /**
   * Applicants' CVs: never served by any route. In `dir` (DATA_DIR/applications), or in the
   * media bucket under the `private/cv/` prefix.
   */
  readonly applications: { readonly dir: string; readonly s3?: S3MediaConfig };
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    hostname === "::1" ||
    hostname.startsWith("127.")
  );
}

/**
 * Reads and validates the environment. Throws a ConfigError whose message names every
 * offending variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";

  if (e.AUTH_SECRET !== undefined && e.AUTH_SECRET !== "") {
    if (isProduction && e.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) {
      throw new ConfigError(
        "Invalid configuration: AUTH_SECRET is the development example value; set a random secret of 32 or more characters (openssl rand -base64 32)",
      );
    }
    if (e.AUTH_SECRET.length < 32) {
      throw new ConfigError(
        "Invalid configuration: AUTH_SECRET must be at least 32 characters long",
      );
    }
  } else if (isProduction && e.DATABASE_URL) {
    // Several instances share one PostgreSQL, so each must be given the same secret.
    throw new ConfigError(
      "Invalid configuration: AUTH_SECRET is required in production with DATABASE_URL (a random string of 32 or more characters)",
    );
  }

  if (e.TEST_HOOKS && !isLoopback(e.HOST)) {
    // The test endpoints create accounts and break tables: never on a reachable address.
    throw new ConfigError(
      "Invalid configuration: TEST_HOOKS needs HOST to be a loopback address (127.0.0.1)",
    );
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  if (isProduction && siteUrl.startsWith("http://") && !isLoopback(new URL(siteUrl).hostname)) {
    // Session cookies are Secure in production, so the public site must be served over HTTPS.
    throw new ConfigError("Invalid configuration: SITE_URL must be an https:// URL in production");
  }
  const problems: string[] = [];
  const integrations = integrationsConfig(env, isProduction, problems);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...integrations,
    mode: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDirSetting: e.DATA_DIR,
    dataDir,
    siteUrl,
    authSecret: e.AUTH_SECRET || undefined,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: e.DRAIN_DELAY_MS,
    metricsToken: e.METRICS_TOKEN,
    testHooks: e.TEST_HOOKS,
    site: siteIdentityFromEnv(e),
    signupMode: e.SIGNUP,
    trashDays: e.TRASH_DAYS,
    activityDays: e.ACTIVITY_DAYS,
    applicationDays: e.APPLICATION_DAYS,
    documentMaxBytes: e.DOCUMENT_MAX_MB * 1024 * 1024,
    tenderDays: e.TENDER_DAYS,
    alertsPerMinute: e.ALERTS_PER_MINUTE,
    alertsClaimSeconds: e.ALERTS_CLAIM_SECONDS,
    linkCheck: {
      external: e.LINK_CHECK_EXTERNAL,
      concurrency: e.LINK_CHECK_CONCURRENCY,
      everyDays: e.LINK_CHECK_DAYS,
    },
    careersNotifyEmail: e.CAREERS_NOTIFY_EMAIL,
    trustProxy: e.TRUST_PROXY,
    secureCookies: siteUrl.startsWith("https://"),
    smtpUrl: e.SMTP_URL,
    contactNotifyEmail: e.CONTACT_NOTIFY_EMAIL,
    mailFrom:
      e.MAIL_FROM ??
      `"${siteIdentityFromEnv(e).name} website" <no-reply@${new URL(siteUrl).hostname}>`,
    media: { dir: path.join(dataDir, "media"), s3: s3MediaConfig(e, isProduction) },
    applications: {
      dir: path.join(dataDir, "applications"),
      s3: privateBucket(s3MediaConfig(e, isProduction)),
    },
  };
}

/** The media bucket's private folder: no public address, its own prefix. */
function privateBucket(s3: S3MediaConfig | undefined): S3MediaConfig | undefined {
  return s3 ? { ...s3, publicUrl: undefined, prefix: "private/cv/" } : undefined;
}

/** The bucket S3_* name, if any; a half-configured bucket is refused rather than ignored. */
function s3MediaConfig(e: Env, isProduction: boolean): S3MediaConfig | undefined {
  if (!e.S3_BUCKET) {
    const orphans = (
      ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const
    ).filter((name) => e[name]);
    if (orphans.length > 0) {
      // Without S3_BUCKET the media go to the data folder, which the operator did not mean.
      throw new ConfigError(
        `Invalid configuration: ${orphans.join(", ")} ${orphans.length > 1 ? "are" : "is"} set but S3_BUCKET is not`,
      );
    }
    return undefined;
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!accessKeyId || !secretAccessKey) {
    const missing = (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
      (name) => !e[name],
    );
    throw new ConfigError(
      `Invalid configuration: S3_BUCKET needs ${missing.join(" and ")} (the bucket's credentials)`,
    );
  }
  const publicUrl = e.S3_PUBLIC_URL?.replace(/\/+$/, "");
  if (
    isProduction &&
    publicUrl?.startsWith("http://") &&
    !isLoopback(new URL(publicUrl).hostname)
  ) {
    // The site is served over HTTPS in production; browsers block http media on its pages.
    throw new ConfigError(
      "Invalid configuration: S3_PUBLIC_URL must be an https:// URL in production",
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId,
    secretAccessKey,
    publicUrl,
  };
}

/**
 * The secret that signs sessions. Configured → that one. Otherwise, in embedded mode (one
 * process, one data folder), a random secret is made once and kept in the data folder, so a
 * fresh checkout runs without set-up and never with a secret anyone else knows.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (!config.isProduction) return DEVELOPMENT_AUTH_SECRET;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length < 32) {
      throw new ConfigError(
        `${file} holds no valid secret (under 32 characters): remove it or set AUTH_SECRET`,
      );
    }
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  return secret;
}
