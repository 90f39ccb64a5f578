/**
 * Calling an integration as it is configured (Test Connection, and notifications): check that
 * its required settings are there, open its secrets, run its provider's call, then keep the
 * outcome on the row (status, counters, last error) and in the system log. Shared so a test
 * and a real delivery are judged and recorded the same way.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { Config } from "../../env.js";
import { type SecretBox, SecretUnreadableError } from "../../lib/secret-box.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { type CheckResult, runCheck } from "./connection-check.js";
import { type IntegrationRow, recordCall } from "./integrations.repo.js";
import { providerFor } from "./providers/index.js";
import { missingRequired, openSettings, readStored, secretValues } from "./stored-settings.js";

/** What Test Connection posts to a chat channel (Slack, Teams): what the channel will hear. */
export const TEST_MESSAGE =
  "Cairn test message: this channel will hear about new signups, lead assignments, completed tasks and projects whose health drops.";

export interface CallDeps {
  db: Kysely<Database>;
  secretBox: SecretBox;
  config: Config["integrations"];
  signal?: AbortSignal;
}

export async function callIntegration(
  deps: CallDeps,
  row: IntegrationRow,
  message: string,
): Promise<CheckResult> {
  const stored = readStored(row.name, row.settings);
  const missing = missingRequired(row.name, stored);
  if (missing.length > 0) {
    return notConfigured(`Add the ${listed(missing)} of ${row.name} in Settings first.`);
  }
  const provider = providerFor(row.name);
  if (!provider) return notConfigured(`Cairn has no connector for ${row.name}.`);
  let opened: ReturnType<typeof openSettings>;
  try {
    opened = openSettings(deps.secretBox, row.name, stored);
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    return {
      ok: false,
      outcome: "secret_unreadable",
      message: `A secret stored for ${row.name} cannot be read: it was changed outside Cairn, or ENCRYPTION_KEY is not the one it was saved with. Enter it again in Settings.`,
      responseTime: null,
      retryable: false,
    };
  }
  return runCheck(provider, opened, {
    baseUrls: deps.config.baseUrls,
    timeoutMs: deps.config.timeoutMs,
    message,
    secrets: [...secretValues(row.name, opened), ...(provider.derivedSecrets?.(opened) ?? [])],
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
}

/**
 * Keeps what a call found. Nothing is recorded when nothing was attempted (settings missing).
 * Failures are logged as errors; a passed test as activity.
 */
export async function recordOutcome(
  db: Kysely<Database>,
  row: IntegrationRow,
  result: CheckResult,
  context: { trigger: "test" | "notification"; now: Date; attempts?: number },
): Promise<IntegrationRow> {
  if (result.outcome === "not_configured") return row;
  const updated = await recordCall(db, row.id, result, context.now);
  if (!result.ok) {
    await writeSystemLog(db, {
      level: "error",
      module: "integrations",
      message: `${row.name}: ${context.trigger === "test" ? "connection test failed" : "notification not delivered"}. ${result.message}`,
      metadata: {
        integration: row.name,
        outcome: result.outcome,
        responseTime: result.responseTime,
        ...(context.attempts ? { attempts: context.attempts } : {}),
      },
    });
  } else if (context.trigger === "test") {
    await writeSystemLog(db, {
      level: "info",
      module: "integrations",
      message: `${row.name}: connection test passed`,
      metadata: { integration: row.name, responseTime: result.responseTime },
    });
  }
  return updated;
}

function notConfigured(message: string): CheckResult {
  return { ok: false, outcome: "not_configured", message, responseTime: null, retryable: false };
}

/** ["API key", "token"] → "API key and token". */
function listed(labels: string[]): string {
  // "Token" → "token", "API key" stays: a sentence reads the labels in lower case.
  const words = labels.map((label) => label.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()));
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
