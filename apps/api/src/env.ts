/**
 * The one reader of `process.env`. Every setting is validated at start-up; a bad value stops
 * the server with a message that lists every bad key, not just the first.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ATTACHMENT_DEFAULT_MAX_BYTES } from "@cairn/schema/attachments";
import { INTEGRATION_NAMES } from "@cairn/schema/constants";
import { integrationSlug } from "@cairn/schema/integration-settings";
import { IMPORT_MAX_BYTES } from "@cairn/schema/tool-stack";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    error: "must be true or false",
  })
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const INTEGRATION_SLUGS: readonly string[] = INTEGRATION_NAMES.map(integrationSlug);

/** `{"slack": "http://127.0.0.1:4010"}`: where each provider's calls go instead of its host. */
const baseUrls = z
  .string()
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON object" });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(
      z.string(),
      z
        .url({ protocol: /^https?$/, error: "must be an http(s) origin" })
        .refine((value) => new URL(value).pathname === "/", {
          error: "must be an origin, without a path",
        }),
      { error: "must be a JSON object" },
    ),
  )
  .superRefine((urls, ctx) => {
    for (const key of Object.keys(urls)) {
      if (!INTEGRATION_SLUGS.includes(key)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `names must be among ${INTEGRATION_SLUGS.join(", ")}`,
        });
      }
    }
  });

const delayList = z
  .string()
  .regex(/^\d+(,\d+){0,9}$/, {
    error: "must be up to 10 whole numbers of ms separated by commas, such as 1000,5000,30000",
  })
  .transform((text) => text.split(",").map(Number));

/** "https://a.example.com, https://b.example.com": origins only, no path. */
const originList = z
  .string()
  .transform((text) =>
    text
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .url({ protocol: /^https?$/, error: "must list http(s) origins, separated by commas" })
        .refine((value) => new URL(value).origin === value.replace(/\/$/, ""), {
          error: "must list origins without a path, such as https://app.example.com",
        }),
    ),
  );

const webDist = (app: string) => fileURLToPath(new URL(`../../${app}/dist`, import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })
    .optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, {
      error: "must be 32 bytes, written as 64 hex digits or base64",
    })
    .optional(),
  DEMO_DATA: booleanFlag.optional(),
  AI_BASE_URL: z.url({ error: "must be an http(s) URL" }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag.default(false),
  PUBLIC_URL: originList.optional(),
  ALLOWED_ORIGINS: originList.optional(),
  COOKIE_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i,
      {
        error: "must be a host name such as example.com (no scheme, no port)",
      },
    )
    .optional(),
  INTEGRATION_BASE_URLS: baseUrls.optional(),
  INTEGRATION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, { error: "must be from 100 to 60000" })
    .max(60_000, { error: "must be from 100 to 60000" })
    .default(10_000),
  NOTIFICATION_RETRY_DELAYS_MS: delayList.default([1000, 5000, 30_000]),
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  HEALTH_DATABASE_SLOW_MS: z.coerce
    .number()
    .int()
    .min(10, { error: "must be from 10 to 60000" })
    .max(60_000, { error: "must be from 10 to 60000" })
    .default(200),
  DASHBOARD_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) origin" })
    .refine((value) => new URL(value).origin === value.replace(/\/$/, ""), {
      error: "must be an origin without a path, such as https://app.example.com",
    })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
      error: "must be an address such as Cairn <pmo@example.com>",
    })
    .optional(),
  ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int({ error: "must be a whole number of bytes from 1024 to 2147483647" })
    .min(1024, { error: "must be a whole number of bytes from 1024 to 2147483647" })
    .max(2_147_483_647, { error: "must be a whole number of bytes from 1024 to 2147483647" })
    .default(ATTACHMENT_DEFAULT_MAX_BYTES),
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int({ error: "must be a whole number of bytes from 1024 to 104857600" })
    .min(1024, { error: "must be a whole number of bytes from 1024 to 104857600" })
    .max(104_857_600, { error: "must be a whole number of bytes from 1024 to 104857600" })
    .default(IMPORT_MAX_BYTES),
  API_TOKEN_RATE_LIMIT: z.coerce
    .number()
    .int({ error: "must be a whole number of requests from 1 to 100000" })
    .min(1, { error: "must be a whole number of requests from 1 to 100000" })
    .max(100_000, { error: "must be a whole number of requests from 1 to 100000" })
    .default(600),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be an http(s) origin" })
    .refine((value) => new URL(value).origin === value.replace(/\/$/, ""), {
      error: "must be an origin without a path, such as https://s3.eu-west-1.amazonaws.com",
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, { error: "must be a region name such as eu-west-1" })
    .default("us-east-1"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(128).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  MARKETING_DIST: z.string().min(1).default(webDist("marketing")),
  DASHBOARD_DIST: z.string().min(1).default(webDist("dashboard")),
  STORYBOOK_DIST: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL("../../../packages/ui/storybook-static", import.meta.url))),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** Unset: the embedded database under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** 32 bytes; in embedded mode a missing key is generated once under `dataDir`. */
  encryptionKey: Buffer | undefined;
  demoData: boolean;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  trustProxy: boolean;
  /**
   * The origins people reach Cairn at (PUBLIC_URL). The CSRF check compares a request's Origin
   * with these, never with its Host header, which anyone can write. Empty: localhost names only
   * (development and tests), on any port.
   */
  publicOrigins: string[];
  /** Other origins whose pages may call the API with the session cookie (CORS); none by default. */
  allowedOrigins: string[];
  /**
   * The parent domain of sibling apps on their own subdomains (app., www., api.): the signed-in
   * hint is written for it so the apps can read it. The session cookie itself stays on the API's
   * host. Unset: every cookie is the API host's alone.
   */
  cookieDomain: string | undefined;
  integrations: {
    /** Provider slug → origin that replaces the provider's host (tests, egress proxies). */
    baseUrls: Readonly<Record<string, string>>;
    /** Time limit of one call to a provider. */
    timeoutMs: number;
    /** Waits before each retry of a failed notification; its length is the number of retries. */
    retryDelaysMs: readonly number[];
  };
  /** Lets Prometheus read /metrics with `Authorization: Bearer <token>`; unset: admins only. */
  metricsToken: string | undefined;
  /** A database ping slower than this many milliseconds makes the overall health a warning. */
  healthDatabaseSlowMs: number;
  /**
   * Where the dashboard app is reached (DASHBOARD_URL, else the first PUBLIC_URL): the origin of
   * the links Cairn writes into e-mails. Undefined in development and tests without PUBLIC_URL.
   */
  dashboardOrigin: string | undefined;
  /** Outgoing e-mail (SMTP_URL, MAIL_FROM); undefined: nothing is e-mailed, links are shown. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Uploaded files (docs/files.md). */
  files: {
    /** The local store's folder (DATA_DIR/files), used when no S3 bucket is configured. */
    dir: string;
    /** An S3-compatible bucket (S3_BUCKET and its keys); undefined: local disk. */
    s3:
      | {
          endpoint: string;
          region: string;
          bucket: string;
          accessKeyId: string;
          secretAccessKey: string;
          forcePathStyle: boolean;
        }
      | undefined;
    /** The largest file accepted (ATTACHMENT_MAX_BYTES). */
    maxBytes: number;
    /** The largest file an import takes (IMPORT_MAX_BYTES; docs/imports.md). */
    importMaxBytes: number;
  };
  /** Requests one API token may make per minute (API_TOKEN_RATE_LIMIT; docs/api-tokens.md). */
  apiTokenRateLimit: number;
  /** The built apps served beside the API (all-in-one); a folder without index.html is skipped. */
  web: { marketingDist: string; dashboardDist: string; storybookDist: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function isIpHost(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[");
}

function decodeKey(text: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === "production";
  if (production && !e.ENCRYPTION_KEY) {
    problems.push("ENCRYPTION_KEY: is required in production");
  }
  if (production && !e.PUBLIC_URL) {
    problems.push("PUBLIC_URL: is required in production (the https:// origin people use)");
  }
  if (production && e.DEMO_DATA === true) {
    problems.push("DEMO_DATA: demo accounts are never created in production");
  }
  if (e.AI_BASE_URL && !e.AI_MODEL) problems.push("AI_MODEL: is required with AI_BASE_URL");
  if (e.SMTP_URL && !e.MAIL_FROM) {
    problems.push("MAIL_FROM: is required with SMTP_URL (the sender of Cairn's e-mails)");
  }
  if (e.SMTP_URL && !e.DASHBOARD_URL && !e.PUBLIC_URL) {
    // A link in an e-mail must never be built from a request's Host header, which anyone writes.
    problems.push("DASHBOARD_URL: is required with SMTP_URL when PUBLIC_URL is not set");
  }
  const s3Keys = e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY;
  if (e.S3_BUCKET && !s3Keys) {
    problems.push("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: are required with S3_BUCKET");
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_BUCKET: is required with the other S3_ settings (else files stay on disk)");
  }
  if (e.S3_ENDPOINT && !e.S3_FORCE_PATH_STYLE && isIpHost(new URL(e.S3_ENDPOINT).hostname)) {
    // bucket.203.0.113.5 is no host name: an address can only be reached path-style.
    problems.push("S3_FORCE_PATH_STYLE: must be true when S3_ENDPOINT is an IP address");
  }
  const cookieDomain = e.COOKIE_DOMAIN?.toLowerCase();
  for (const origin of cookieDomain ? (e.PUBLIC_URL ?? []) : []) {
    const host = new URL(origin).hostname;
    if (host !== cookieDomain && !host.endsWith(`.${cookieDomain}`)) {
      problems.push(`COOKIE_DOMAIN: ${host} (PUBLIC_URL) is not ${cookieDomain} or below it`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    encryptionKey: e.ENCRYPTION_KEY ? decodeKey(e.ENCRYPTION_KEY) : undefined,
    demoData: !production && (e.DEMO_DATA ?? e.DATABASE_URL === undefined),
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicOrigins: (e.PUBLIC_URL ?? []).map((origin) => new URL(origin).origin),
    allowedOrigins: (e.ALLOWED_ORIGINS ?? []).map((origin) => new URL(origin).origin),
    cookieDomain,
    integrations: {
      baseUrls: e.INTEGRATION_BASE_URLS ?? {},
      timeoutMs: e.INTEGRATION_TIMEOUT_MS,
      retryDelaysMs: e.NOTIFICATION_RETRY_DELAYS_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    healthDatabaseSlowMs: e.HEALTH_DATABASE_SLOW_MS,
    dashboardOrigin: e.DASHBOARD_URL
      ? new URL(e.DASHBOARD_URL).origin
      : e.PUBLIC_URL?.[0] && new URL(e.PUBLIC_URL[0]).origin,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    files: {
      dir: join(e.DATA_DIR, "files"),
      s3:
        e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: new URL(e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).origin,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : undefined,
      maxBytes: e.ATTACHMENT_MAX_BYTES,
      importMaxBytes: e.IMPORT_MAX_BYTES,
    },
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    web: {
      marketingDist: e.MARKETING_DIST,
      dashboardDist: e.DASHBOARD_DIST,
      storybookDist: e.STORYBOOK_DIST,
    },
  };
}
