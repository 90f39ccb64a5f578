import { integrationSlug } from "@cairn/schema/integration-settings";
import { type Integration, stateOf } from "@cairn/schema/integrations";
import type { IntegrationRow } from "./integrations.repo.js";
import { isConfigured, presentSettings, readStored } from "./stored-settings.js";

/**
 * A row as answered. Settings go to administrators only (secrets masked even then): a site
 * address or a workspace id tells an outsider more than a public page should.
 */
export function presentIntegration(row: IntegrationRow, admin: boolean): Integration {
  const stored = readStored(row.name, row.settings);
  const configured = isConfigured(row.name, stored);
  return {
    name: row.name,
    slug: integrationSlug(row.name),
    type: row.type,
    enabled: row.enabled,
    configured,
    state: stateOf({ ...row, configured }),
    settings: admin ? presentSettings(row.name, stored) : {},
    status: row.status,
    lastSync: row.lastSync,
    syncCount: row.syncCount,
    errorCount: row.errorCount,
    responseTime: row.responseTime,
    lastError: row.lastError,
  };
}
