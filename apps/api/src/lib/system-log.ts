/**
 * Durable operational events (`system_logs`): errors, warnings and security events for the
 * status page, and info-level activity. Metadata passes through `redact` first: no secret,
 * cookie, token or password is ever stored. The statements are system-log.repo.ts's.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { insertSystemLog } from "./system-log.repo.js";

export type LogLevel = "error" | "warn" | "info" | "debug";

const SECRET_KEY = /pass(word)?|secret|token|cookie|authorization|api[-_]?key|credential/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 5) return "[nested]";
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) ? "[redacted]" : redact(inner, depth + 1),
      ]),
    );
  }
  return value;
}

/** Replaces every occurrence of these values (secrets in clear) in a text, for logs and answers. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let scrubbed = text;
  // Longest first, so a secret that contains another is removed whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length >= 4) scrubbed = scrubbed.split(secret).join("[secret]");
  }
  return scrubbed;
}

export async function writeSystemLog(
  db: Kysely<Database>,
  entry: { level: LogLevel; module: string; message: string; metadata?: Record<string, unknown> },
): Promise<void> {
  await insertSystemLog(db, {
    level: entry.level,
    module: entry.module,
    message: entry.message.slice(0, 2000),
    metadata: entry.metadata ? JSON.stringify(redact(entry.metadata)) : null,
  });
}
