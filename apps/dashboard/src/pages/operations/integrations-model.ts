import type { ConnectionOutcome, Integration } from "@cairn/schema/integrations";

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
