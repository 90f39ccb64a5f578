import type { SystemHealth, SystemMetrics } from "@cairn/schema/monitoring";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { Skeleton } from "@cairn/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { ActivityIcon, DatabaseIcon, PlugZapIcon, RotateCwIcon, ServerIcon } from "lucide-react";
import { type ReactNode, useCallback, useId, useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatClock } from "../../lib/format";
import { stateBadge } from "../badges/integration-state";
import {
  DEFAULT_METRICS,
  errorRateIsHigh,
  formatCount,
  formatMs,
  formatPercent,
  healthBadge,
} from "./monitoring-model";
import { metricsQuery, systemHealthQuery, useRefetchMonitoring } from "./queries";

export interface MonitoringData {
  /** Null while the first answer is awaited; the contract's defaults once a load failed. */
  metrics: SystemMetrics | Pick<SystemMetrics, "database" | "api" | "integrations"> | null;
  health: SystemHealth | null;
  loading: boolean;
}

/**
 * Metrics and health, polled at the given intervals (`false`: no poll). A failed load shows the
 * contract's defaults (docs/product.md §8: zeros, status UNKNOWN), never the last answer as if it were current.
 */
export function useMonitoring(polls: {
  metrics: number | false;
  health: number | false;
}): MonitoringData {
  const trpc = useTRPC();
  const metrics = useQuery(metricsQuery(trpc, polls.metrics));
  const health = useQuery(systemHealthQuery(trpc, polls.health));
  return {
    metrics: metrics.isError ? DEFAULT_METRICS : (metrics.data ?? null),
    health: health.isError ? null : (health.data ?? null),
    loading: metrics.isPending || health.isPending,
  };
}

/** Refetches every monitoring query on the page now (Refresh Now), polls or not. */
export function useRefreshMonitoring(): { refresh: () => void; refreshing: boolean } {
  const refetch = useRefetchMonitoring();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(() => {
    setRefreshing(true);
    void refetch().finally(() => setRefreshing(false));
  }, [refetch]);
  return { refresh, refreshing };
}

export function RefreshNowButton() {
  const { refresh, refreshing } = useRefreshMonitoring();
  return (
    <Button variant="outline" onClick={refresh} aria-busy={refreshing || undefined}>
      <RotateCwIcon aria-hidden="true" className={cn(refreshing && "motion-safe:animate-spin")} />
      Refresh Now
    </Button>
  );
}

/**
 * The System Health card (docs/product.md §2.14, and the admin dashboard's Integrations tab, §2.17): the
 * overall badge and the Database, API and Integrations panels.
 */
export function SystemHealthCard({ metrics, health, loading }: MonitoringData) {
  const titleId = useId();
  const badge = healthBadge(health?.status);
  const pending = metrics === null;
  const data = metrics ?? DEFAULT_METRICS;
  const connected = data.integrations.filter((integration) => integration.state === "connected");
  const highErrorRate = errorRateIsHigh(data.api.errorRate);

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className="rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border px-5 py-4">
        <ActivityIcon aria-hidden="true" className="size-5 text-primary" />
        <h2 id={titleId} className="text-lg font-semibold">
          System Health
        </h2>
        <span aria-live="polite" className="flex">
          {loading && !health ? (
            <Skeleton className="h-5 w-20" />
          ) : (
            <Badge variant={badge.tone} data-testid="health-badge">
              <span className="sr-only">Overall status: </span>
              {badge.label}
            </Badge>
          )}
        </span>
        {health ? (
          <p className="flex basis-full flex-wrap gap-x-2 text-sm text-muted-foreground sm:ml-auto sm:basis-auto">
            <span>{health.message}</span>
            <span className="whitespace-nowrap">
              Checked <time dateTime={health.checkedAt}>{formatClock(health.checkedAt)}</time>
            </span>
          </p>
        ) : null}
      </div>
      <div className="grid gap-3 p-3 sm:gap-4 sm:p-5 md:grid-cols-2 lg:grid-cols-3">
        <Panel
          className="lg:col-start-1 lg:row-start-1"
          title="Database"
          icon={<DatabaseIcon />}
          status={
            pending ? null : data.database.connected ? (
              <Badge variant="success">Connected</Badge>
            ) : (
              <Badge variant="danger">Disconnected</Badge>
            )
          }
        >
          <Stats pending={pending}>
            <Stat label="Total queries" value={formatCount(data.database.queryCount)} />
            <Stat
              label="Errors"
              value={formatCount(data.database.errorCount)}
              tone={data.database.errorCount > 0 ? "danger" : undefined}
            />
            <Stat label="Avg response" value={formatMs(data.database.avgResponseTime)} />
          </Stats>
        </Panel>
        <Panel
          className="lg:col-start-1 lg:row-start-2"
          title="API"
          icon={<ServerIcon />}
          status={<Badge variant="success">Online</Badge>}
        >
          <Stats pending={pending}>
            <Stat label="Total requests" value={formatCount(data.api.totalRequests)} />
            <Stat
              label="Error rate"
              value={formatPercent(data.api.errorRate)}
              tone={highErrorRate ? "danger" : undefined}
              note={highErrorRate ? "above 10%" : undefined}
            />
            <Stat label="Avg response" value={formatMs(data.api.avgResponseTime)} />
          </Stats>
        </Panel>
        <Panel
          className="md:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          title="Integrations"
          icon={<PlugZapIcon />}
          status={pending ? null : <Badge variant="info">{connected.length} Connected</Badge>}
        >
          {pending ? (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ) : data.integrations.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {data.database.connected
                ? "No integration data."
                : "Unavailable while the database does not answer."}
            </p>
          ) : (
            <ul
              aria-label="Integration statuses"
              className="grid gap-x-8 gap-y-1.5 text-sm sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-2"
            >
              {data.integrations.map((integration) => {
                const status = stateBadge(integration.state);
                return (
                  <li key={integration.name} className="flex items-center justify-between gap-2">
                    <span className="truncate">{integration.name}</span>
                    <Badge variant={status.tone}>{status.label}</Badge>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
      </div>
    </section>
  );
}

function Panel({
  title,
  icon,
  status,
  children,
  className,
}: {
  className?: string;
  title: string;
  icon: ReactNode;
  status: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-4 rounded-lg border border-border bg-background/60 p-4",
        className,
      )}
    >
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground [&_svg]:size-4"
        >
          {icon}
        </span>
        <h3 id={titleId} className="font-semibold">
          {title}
        </h3>
        <span className="ml-auto">{status ?? <Skeleton className="h-5 w-20" />}</span>
      </div>
      {children}
    </section>
  );
}

function Stats({ pending, children }: { pending: boolean; children: ReactNode }) {
  if (pending) {
    return (
      <div className="grid grid-cols-3 gap-3">
        {["a", "b", "c"].map((key) => (
          <div key={key} className="flex flex-col gap-2">
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-6 w-3/5" />
          </div>
        ))}
      </div>
    );
  }
  return <dl className="grid grid-cols-3 gap-3">{children}</dl>;
}

function Stat({
  label,
  value,
  tone,
  note,
}: {
  label: string;
  value: string;
  tone?: "danger";
  note?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col justify-between gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          "text-lg font-semibold tracking-tight whitespace-nowrap tabular-nums sm:text-xl",
          tone === "danger" && "text-danger",
        )}
        data-tone={tone}
      >
        {value}
        {note ? <span className="sr-only"> ({note})</span> : null}
      </dd>
    </div>
  );
}
