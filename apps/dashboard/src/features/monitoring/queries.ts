/**
 * System monitoring, named once. The monitoring panel (monitoring-panel.tsx) and the public
 * status page (routes/public/system-status-page.tsx) read the metrics and health, each polled at
 * the interval the screen gives (`false`: no poll); the status page also reads the error logs and
 * the recent activity, for administrators. Nothing is written: Refresh Now reads every
 * monitoring query on screen again.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../lib/api";
import { ACTIVITY_WINDOW, LOGS_FILTER } from "./monitoring-model";

type Trpc = Api["trpc"];

/** How often a read is polled (`false`: never). */
type Poll = number | false;

export function metricsQuery(trpc: Trpc, poll: Poll) {
  return { ...trpc.monitoring.metrics.queryOptions(), refetchInterval: poll };
}

export function systemHealthQuery(trpc: Trpc, poll: Poll) {
  return { ...trpc.monitoring.health.queryOptions(), refetchInterval: poll };
}

/** The latest errors (administrators only: `enabled` is false for anyone else). */
export function errorLogsQuery(trpc: Trpc, enabled: boolean, poll: Poll) {
  return {
    ...trpc.monitoring.logs.queryOptions(LOGS_FILTER),
    enabled,
    refetchInterval: poll,
  };
}

/** What happened in the last minutes (administrators only, as the logs). */
export function activityQuery(trpc: Trpc, enabled: boolean, poll: Poll) {
  return {
    ...trpc.monitoring.activity.queryOptions(ACTIVITY_WINDOW),
    enabled,
    refetchInterval: poll,
  };
}

/** Reads every monitoring query on screen again now; settles once they are back. */
export function useRefetchMonitoring() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.refetchQueries({ ...trpc.monitoring.pathFilter(), type: "active" }),
    [queryClient, trpc],
  );
}
