/**
 * The one reader of `process.env`. Every setting is validated at start-up; a bad value stops
 * the server with a message that lists every bad key, not just the first.
 */
import { fileURLToPath } from "node:url";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    error: "must be true or false",
  })
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

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
  MARKETING_DIST: z.string().min(1).default(webDist("marketing")),
  DASHBOARD_DIST: z.string().min(1).default(webDist("dashboard")),
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
  web: { marketingDist: string; dashboardDist: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
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
  if (production && e.DEMO_DATA === true) {
    problems.push("DEMO_DATA: demo accounts are never created in production");
  }
  if (e.AI_BASE_URL && !e.AI_MODEL) problems.push("AI_MODEL: is required with AI_BASE_URL");
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
    web: { marketingDist: e.MARKETING_DIST, dashboardDist: e.DASHBOARD_DIST },
  };
}
