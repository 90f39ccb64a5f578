/**
 * The pure rules of the monitoring views (docs/product.md §2.14, §8, §9): the health badge, the error-rate
 * colour, the polls and the defaults shown when a load fails.
 */
import type { SystemMetrics } from "@cairn/schema/monitoring";

type Tone = "success" | "warning" | "danger" | "neutral";

export interface HealthBadge {
  /** The word on the badge, as the contract gives it. */
  label: "HEALTHY" | "WARNING" | "error" | "UNKNOWN";
  tone: Tone;
}

/** docs/product.md §2.14: HEALTHY, WARNING, error, otherwise UNKNOWN (a failed load included). */
export function healthBadge(status: string | null | undefined): HealthBadge {
  switch (status) {
    case "healthy":
      return { label: "HEALTHY", tone: "success" };
    case "warning":
      return { label: "WARNING", tone: "warning" };
    case "error":
      return { label: "error", tone: "danger" };
    default:
      return { label: "UNKNOWN", tone: "neutral" };
  }
}

/** docs/product.md §9: the API error rate is shown red above 10 %. */
export const ERROR_RATE_RED_ABOVE = 10;

export function errorRateIsHigh(percent: number): boolean {
  return percent > ERROR_RATE_RED_ABOVE;
}

/** The polls of docs/product.md §9, in milliseconds. */
export const POLLS = {
  statusPage: { metrics: 5_000, health: 3_000, logs: 10_000, activity: 5_000 },
  adminPanel: { metrics: 10_000, health: 5_000 },
} as const;

/** docs/product.md §7: logs with level=error, an empty second filter and limit 20; activity of 10 minutes. */
export const LOGS_FILTER = { level: "error", module: "", limit: 20 } as const;
export const ACTIVITY_WINDOW = { minutes: 10 } as const;

/**
 * TanStack Query's `refetchInterval`: the poll while auto refresh is on, none when it is off
 * (Refresh Now still refetches by hand).
 */
export function pollEvery(autoRefresh: boolean, ms: number): number | false {
  return autoRefresh ? ms : false;
}

/** docs/product.md §8: metrics that failed to load are shown as zeros, with no integrations. */
export const DEFAULT_METRICS: Pick<SystemMetrics, "database" | "api" | "integrations"> = {
  database: { connected: false, queryCount: 0, errorCount: 0, avgResponseTime: 0 },
  api: { totalRequests: 0, errorRate: 0, avgResponseTime: 0, recentErrorRate: 0 },
  integrations: [],
};

const count = new Intl.NumberFormat("en-GB");
const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return count.format(value);
}

/** `0.4 ms`, `12.3 ms`, `250 ms`. */
export function formatMs(value: number): string {
  return `${value >= 100 ? count.format(Math.round(value)) : oneDecimal.format(value)} ms`;
}

/** `0%`, `2.5%`, `12%`. */
export function formatPercent(value: number): string {
  return `${oneDecimal.format(value)}%`;
}

const stamp = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** A log's time, to the second: `3 Mar, 14:05:09`. */
export function formatStamp(iso: string): string {
  return stamp.format(new Date(iso));
}

/** docs/product.md §2.14: the last sync, or 'Never'. */
export function formatLastSync(iso: string | null): string {
  return iso ? formatStamp(iso) : "Never";
}

export const INTEGRATION_STATUS_LABELS: Readonly<Record<string, { label: string; tone: Tone }>> = {
  active: { label: "Active", tone: "success" },
  inactive: { label: "Inactive", tone: "neutral" },
  error: { label: "Error", tone: "danger" },
};

export function integrationStatusBadge(status: string): { label: string; tone: Tone } {
  return INTEGRATION_STATUS_LABELS[status] ?? { label: status, tone: "neutral" };
}

export const LOG_LEVEL_TONES: Readonly<Record<string, Tone | "info">> = {
  error: "danger",
  warn: "warning",
  info: "info",
  debug: "neutral",
};

/** Metadata as formatted JSON (docs/product.md §2.14), or null when there is none to show. */
export function formatMetadata(metadata: Record<string, unknown> | null): string | null {
  if (!metadata || Object.keys(metadata).length === 0) return null;
  return JSON.stringify(metadata, null, 2);
}
