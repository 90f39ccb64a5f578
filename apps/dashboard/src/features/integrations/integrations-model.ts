import type { ConnectionOutcome, Integration } from "@cairn/schema/integrations";
import { formatClock } from "../../lib/format";

/**
 * The card's words of the spec (docs/product.md §2.13): the badge says whether the integration
 * is switched on ("Active"/"Inactive"), the line whether it works ("Connected and syncing" or
 * "Not connected"). The honest state (`stateBadge`, `stateSentence`) is shown beside them, never
 * instead: a switched-on integration without settings is Active and Not connected.
 */
export function specTexts(integration: Pick<Integration, "enabled" | "state">): {
  badge: "Active" | "Inactive";
  line: "Connected and syncing" | "Not connected";
} {
  return {
    badge: integration.enabled ? "Active" : "Inactive",
    line: integration.state === "connected" ? "Connected and syncing" : "Not connected",
  };
}

/** One line under the switch that says what the state means, in words. */
export function stateSentence(
  integration: Pick<Integration, "state" | "lastSync" | "lastError">,
): string {
  switch (integration.state) {
    case "connected":
      return integration.lastSync
        ? `Connected · last checked ${formatClock(integration.lastSync)}`
        : "Connected";
    case "failing":
      return "Failing: the last check or delivery did not go through";
    case "not_configured":
      return "Not configured: add its settings to connect";
    case "unchecked":
      return "Configured, not tested yet";
    case "off":
      return "Off";
  }
}

/** What the settings' save said about the connection, for its toast. */
export function savedDescription(
  integration: Pick<Integration, "configured" | "lastError" | "lastSync">,
): string {
  if (integration.configured && integration.lastError !== null) {
    return `Integration settings have been updated, but the connection test failed: ${integration.lastError}`;
  }
  if (integration.configured && integration.lastSync !== null) {
    return "Integration settings have been updated successfully. Connection test passed.";
  }
  return "Integration settings have been updated successfully.";
}

export const TYPE_LABELS: Readonly<Record<string, string>> = {
  project_management: "Project Management",
  communication: "Communication",
  storage: "Storage",
};

/** Test Connection's outcome as a title over the API's own sentence. */
export const OUTCOME_LABELS: Readonly<Record<ConnectionOutcome, string>> = {
  connected: "Connected",
  not_configured: "Not configured",
  rejected: "Connection refused",
  provider_error: "Provider error",
  timeout: "Timed out",
  unreachable: "Unreachable",
  unexpected_answer: "Unexpected answer",
  secret_unreadable: "Secret unreadable",
};

export function outcomeTone(result: {
  ok: boolean;
  outcome: ConnectionOutcome;
}): "success" | "warning" | "danger" {
  if (result.ok) return "success";
  return result.outcome === "not_configured" ? "warning" : "danger";
}

/**
 * Whether this visitor may change integrations. The API sends settings to administrators only,
 * so a list with settings says so as soon as it arrives, before the session check answers.
 */
export function canManageIntegrations(
  role: string | undefined,
  list: readonly Pick<Integration, "settings">[] | undefined,
): boolean {
  if (role !== undefined) return role === "admin";
  return list?.some((integration) => Object.keys(integration.settings).length > 0) ?? false;
}
