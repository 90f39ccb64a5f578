/**
 * The metrics in Prometheus' text exposition format (version 0.0.4), for real ops tooling:
 * counters as totals since the process started, durations as summaries (`_sum` in seconds,
 * `_count`),
 * integration statuses as one 0/1 series per status.
 */
import { INTEGRATION_STATUSES } from "@cairn/schema/constants";
import type { CollectedMetrics } from "./collect-metrics.js";

type Labels = Record<string, string>;
type Sample = [labels: Labels, value: number];

function escapeLabel(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
}

function family(name: string, type: "counter" | "gauge", help: string, samples: Sample[]): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
  for (const [labels, value] of samples) {
    const entries = Object.entries(labels);
    const labelText =
      entries.length === 0
        ? ""
        : `{${entries.map(([key, text]) => `${key}="${escapeLabel(text)}"`).join(",")}}`;
    lines.push(`${name}${labelText} ${Number.isFinite(value) ? value : 0}`);
  }
  return lines.join("\n");
}

/** A duration as Prometheus' summary without quantiles: `_sum` (seconds) and `_count`. */
function summary(name: string, help: string, sumSeconds: number, count: number): string {
  return [
    `# HELP ${name} ${help}`,
    `# TYPE ${name} summary`,
    `${name}_sum ${sumSeconds}`,
    `${name}_count ${count}`,
  ].join("\n");
}

const one = (value: number): Sample[] => [[{}, value]];
const seconds = (ms: number) => ms / 1000;

export function prometheusText(
  collected: Pick<CollectedMetrics, "ping" | "queries" | "requests" | "integrations">,
  startedAt: Date,
): string {
  const { ping, queries, requests, integrations } = collected;
  const per = (value: (row: (typeof integrations)[number]) => number): Sample[] =>
    integrations.map((row) => [{ integration: row.name }, value(row)]);
  const families = [
    family(
      "cairn_process_start_time_seconds",
      "gauge",
      "When this API process started.",
      one(startedAt.getTime() / 1000),
    ),
    family(
      "cairn_database_up",
      "gauge",
      "1 when the database answered the last ping.",
      one(ping.ok ? 1 : 0),
    ),
    family(
      "cairn_database_ping_seconds",
      "gauge",
      "Round trip of the last database ping.",
      ping.ok ? one(seconds(ping.latencyMs)) : [],
    ),
    family(
      "cairn_database_queries_total",
      "counter",
      "Statements sent to the database.",
      one(queries.queryCount),
    ),
    family(
      "cairn_database_query_errors_total",
      "counter",
      "Statements that failed, or found no connection.",
      one(queries.errorCount),
    ),
    summary(
      "cairn_database_query_duration_seconds",
      "Time spent in database statements.",
      seconds(queries.totalMs),
      queries.timedCount,
    ),
    family(
      "cairn_http_requests_total",
      "counter",
      "API requests answered (monitoring paths excluded).",
      one(requests.totalRequests),
    ),
    family(
      "cairn_http_request_errors_total",
      "counter",
      "API requests answered with a 5xx status.",
      one(requests.errors),
    ),
    summary(
      "cairn_http_request_duration_seconds",
      "Time spent answering API requests.",
      seconds(requests.totalMs),
      requests.totalRequests,
    ),
    family(
      "cairn_integration_enabled",
      "gauge",
      "1 when the integration is switched on.",
      per((row) => (row.enabled ? 1 : 0)),
    ),
    family(
      "cairn_integration_status",
      "gauge",
      "1 for the integration's current status.",
      integrations.flatMap((row) =>
        INTEGRATION_STATUSES.map(
          (status): Sample => [{ integration: row.name, status }, row.status === status ? 1 : 0],
        ),
      ),
    ),
    family(
      "cairn_integration_syncs_total",
      "counter",
      "Successful calls to the provider.",
      per((row) => row.syncCount),
    ),
    family(
      "cairn_integration_errors_total",
      "counter",
      "Failed calls to the provider.",
      per((row) => row.errorCount),
    ),
    family(
      "cairn_integration_response_seconds",
      "gauge",
      "Response time of the last call to the provider.",
      integrations
        .filter((row) => row.responseTime !== null)
        .map((row): Sample => [{ integration: row.name }, seconds(row.responseTime ?? 0)]),
    ),
  ];
  return `${families.join("\n")}\n`;
}
