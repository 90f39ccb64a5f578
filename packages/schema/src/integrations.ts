import { z } from "zod";
import { timestamp } from "./common.js";
import { INTEGRATION_STATUSES, INTEGRATION_TYPES } from "./constants.js";

export const integrationType = z.enum(INTEGRATION_TYPES);
export const integrationStatus = z.enum(INTEGRATION_STATUSES);

/** An integration as answered: secret settings are masked (`••••last4`), never returned. */
export const integration = z.object({
  name: z.string(),
  type: integrationType,
  enabled: z.boolean(),
  settings: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
  status: integrationStatus,
  lastSync: timestamp.nullable(),
  syncCount: z.number().int(),
  errorCount: z.number().int(),
  responseTime: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type Integration = z.infer<typeof integration>;

export const integrationNameParam = z.strictObject({
  name: z.string().trim().min(1).max(100),
});

export const toggleIntegrationInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  enabled: z.boolean({ error: "must be true or false" }),
});

export const integrationSettingsInput = z
  .object({ name: z.string().trim().min(1).max(100) })
  .catchall(z.union([z.string().max(2000), z.boolean(), z.null()]));

export const connectionTestResult = z.object({
  ok: z.boolean(),
  message: z.string(),
  responseTime: z.number().int(),
});
