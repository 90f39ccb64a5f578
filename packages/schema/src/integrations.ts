import { z } from "zod";
import { text, timestamp } from "./common.js";
import { INTEGRATION_STATUSES, INTEGRATION_TYPES } from "./constants.js";

export const integrationType = z.enum(INTEGRATION_TYPES);
export const integrationStatus = z.enum(INTEGRATION_STATUSES);

export const settingValue = z.union([z.string(), z.boolean(), z.null()]);

/**
 * What an integration is doing, in one word, the same on every page: switched off; on but
 * missing required settings; configured but never checked; its last check or delivery
 * succeeded (at `lastSync`); or its last one failed (with `lastError`).
 */
export const INTEGRATION_STATES = [
  "off",
  "not_configured",
  "unchecked",
  "connected",
  "failing",
] as const;
export const integrationState = z.enum(INTEGRATION_STATES);
export type IntegrationState = z.infer<typeof integrationState>;

export const INTEGRATION_STATE_LABELS: Readonly<Record<IntegrationState, string>> = {
  off: "Off",
  not_configured: "Not configured",
  unchecked: "Not tested yet",
  connected: "Connected",
  failing: "Failing",
};

/** The one rule for an integration's state (the API's answers and every page use it). */
export function stateOf(integration: {
  enabled: boolean;
  configured: boolean;
  lastError: string | null;
  lastSync: string | null;
}): IntegrationState {
  if (!integration.enabled) return "off";
  if (!integration.configured) return "not_configured";
  if (integration.lastError !== null) return "failing";
  return integration.lastSync === null ? "unchecked" : "connected";
}

/**
 * An integration as answered. `settings` holds every field of the integration (see
 * integration-settings.ts), null when unset; secret fields are masked (`••••` and the last four
 * characters), never returned. Only administrators receive settings: for anyone else the object
 * is empty. `configured`: every required field is set.
 */
export const integration = z.object({
  name: z.string(),
  /** The name in lower case with dashes (`microsoft-teams`); paths accept either. */
  slug: z.string(),
  type: integrationType,
  enabled: z.boolean(),
  configured: z.boolean(),
  /** See `stateOf`. */
  state: integrationState,
  settings: z.record(z.string(), settingValue),
  status: integrationStatus,
  lastSync: timestamp.nullable(),
  syncCount: z.number().int(),
  errorCount: z.number().int(),
  /** Of the last call to the provider, in ms. */
  responseTime: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type Integration = z.infer<typeof integration>;

const integrationName = text({ error: "is required" })
  .trim()
  .min(1, { error: "is required" })
  .max(100, { error: "must be at most 100 characters" });

export const integrationNameParam = z.strictObject({ name: integrationName });

export const toggleIntegrationInput = z.strictObject({
  name: integrationName,
  enabled: z.boolean({ error: "must be true or false" }),
});

/** The settings object of docs/product.md §7; each integration's fields are checked by the API. */
export const integrationSettingsInput = z.object({ name: integrationName }).catchall(
  z.union(
    [
      text().max(2000, { error: "must be at most 2000 characters" }),
      // Ids typed as numbers (a board id of 123) are read as their digits.
      z.number(),
      z.boolean(),
      z.null(),
    ],
    { error: "must be text, a number, true or false, or null" },
  ),
);

/**
 * What Test Connection found:
 * - `connected`: the provider accepted the credentials (or, for Slack and Teams, the message);
 * - `not_configured`: a required setting is missing, nothing was sent;
 * - `rejected`: the provider refused the credentials or the request;
 * - `provider_error`: the provider failed on its side (5xx) or is limiting requests (429);
 * - `timeout`: no answer within the time limit;
 * - `unreachable`: no connection (DNS, refused, TLS);
 * - `unexpected_answer`: an answer that is not what this provider sends;
 * - `secret_unreadable`: a stored secret failed decryption (changed outside Cairn, or another
 *   ENCRYPTION_KEY); it must be entered again.
 */
export const CONNECTION_OUTCOMES = [
  "connected",
  "not_configured",
  "rejected",
  "provider_error",
  "timeout",
  "unreachable",
  "unexpected_answer",
  "secret_unreadable",
] as const;
export const connectionOutcome = z.enum(CONNECTION_OUTCOMES);
export type ConnectionOutcome = z.infer<typeof connectionOutcome>;

export const connectionTestResult = z.object({
  ok: z.boolean(),
  outcome: connectionOutcome,
  /** What happened, in a sentence a person can act on. */
  message: z.string(),
  /** null when nothing was sent. */
  responseTime: z.number().int().nullable(),
  testedAt: timestamp,
  /** The integration with its updated status and counters. */
  integration,
});
export type ConnectionTestResult = z.infer<typeof connectionTestResult>;
