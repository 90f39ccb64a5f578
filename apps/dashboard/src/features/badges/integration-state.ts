import { INTEGRATION_STATE_LABELS, type IntegrationState } from "@cairn/schema/integrations";

/** The badge of an integration's state: the same words and colours on every page. */
export function stateBadge(state: IntegrationState): {
  label: string;
  tone: "success" | "danger" | "warning" | "info" | "neutral";
} {
  const tone = (
    {
      connected: "success",
      failing: "danger",
      not_configured: "warning",
      unchecked: "info",
      off: "neutral",
    } as const
  )[state];
  return { label: INTEGRATION_STATE_LABELS[state], tone };
}
