import type { ActivityEntry, LogEntry, SystemMetrics } from "@cairn/schema/monitoring";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { EmptyState } from "@cairn/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { useQuery } from "@tanstack/react-query";
import { CircleCheckIcon, ClockIcon, PauseIcon, PlayIcon, PlugIcon } from "lucide-react";
import { useState } from "react";
import { stateBadge } from "../../features/badges/integration-state";
import { IntegrationIcon } from "../../features/integrations/integration-icons";
import {
  formatLastSync,
  formatMetadata,
  formatStamp,
  LOG_LEVEL_TONES,
  POLLS,
  pollEvery,
} from "../../features/monitoring/monitoring-model";
import {
  type MonitoringData,
  RefreshNowButton,
  SystemHealthCard,
  useMonitoring,
} from "../../features/monitoring/monitoring-panel";
import { activityQuery, errorLogsQuery } from "../../features/monitoring/queries";
import { AdminOnlyNote } from "../../features/session/admin-only-note";
import { useOptionalSession } from "../../features/session/session-context";
import { useTRPC } from "../../lib/api";
import { useTab } from "../../lib/use-tab";
import { PageHeader } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import { PublicPage } from "../../shell/public-header";

const TABS = ["integrations", "logs", "activity"] as const;

/**
 * /system-status (docs/product.md §2.14), a public page: health, metrics and integration statuses for
 * everyone; error logs and recent activity for administrators. Polls per docs/product.md §9 while Auto
 * Refresh is on (the default); Refresh Now fetches everything at once either way.
 */
export default function SystemStatusPage() {
  const trpc = useTRPC();
  const session = useOptionalSession();
  const isAdmin = session?.user.role === "admin";
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [tab, setTab] = useTab(TABS);
  const polls = POLLS.statusPage;

  const monitoring = useMonitoring({
    metrics: pollEvery(autoRefresh, polls.metrics),
    health: pollEvery(autoRefresh, polls.health),
  });
  const logs = useQuery(errorLogsQuery(trpc, isAdmin, pollEvery(autoRefresh, polls.logs)));
  const activity = useQuery(activityQuery(trpc, isAdmin, pollEvery(autoRefresh, polls.activity)));

  return (
    <PublicPage current="status">
      <PageHeader
        title="System Status"
        description="Live health of the database, the API and the integrations."
        actions={
          <>
            <Button
              variant={autoRefresh ? "primary" : "outline"}
              onClick={() => setAutoRefresh((on) => !on)}
            >
              {autoRefresh ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
              {autoRefresh ? "Auto Refresh On" : "Auto Refresh Off"}
            </Button>
            <RefreshNowButton />
          </>
        }
      />
      <p className="sr-only" aria-live="polite">
        {autoRefresh ? "" : "Auto refresh is off: use Refresh Now to update."}
      </p>
      <SystemHealthCard {...monitoring} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Details">
          <TabsTrigger value="integrations">Integrations</TabsTrigger>
          <TabsTrigger value="logs">Error Logs</TabsTrigger>
          <TabsTrigger value="activity">Recent Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="integrations">
          <IntegrationStatuses monitoring={monitoring} />
        </TabsContent>
        <TabsContent value="logs">
          {isAdmin ? (
            <QueryView
              query={logs}
              skeleton={<ListSkeleton rows={3} label="Loading error logs" />}
              errorTitle="Couldn't load the error logs"
            >
              {(entries) =>
                entries.length === 0 ? (
                  <EmptyState
                    icon={<CircleCheckIcon />}
                    title="No error logs found. System is running smoothly!"
                  />
                ) : (
                  <LogList entries={entries} label="Error logs" />
                )
              }
            </QueryView>
          ) : (
            <AdminOnlyNote what="see the error logs" />
          )}
        </TabsContent>
        <TabsContent value="activity" className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">What happened in the last 10 minutes.</p>
          {isAdmin ? (
            <QueryView
              query={activity}
              skeleton={<ListSkeleton rows={3} label="Loading recent activity" />}
              errorTitle="Couldn't load the recent activity"
            >
              {(entries) =>
                entries.length === 0 ? (
                  <EmptyState icon={<ClockIcon />} title="No recent activity to display" />
                ) : (
                  <ActivityList entries={entries} />
                )
              }
            </QueryView>
          ) : (
            <AdminOnlyNote what="see the recent activity" />
          )}
        </TabsContent>
      </Tabs>
    </PublicPage>
  );
}

type IntegrationMetric = SystemMetrics["integrations"][number];

/** The Integrations tab: each integration's sync record (docs/product.md §2.14). */
function IntegrationStatuses({ monitoring }: { monitoring: MonitoringData }) {
  if (monitoring.metrics === null) return <ListSkeleton rows={4} label="Loading integrations" />;
  const list = monitoring.metrics.integrations;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<PlugIcon />}
        title="No integration data"
        description={
          monitoring.metrics.database.connected
            ? "The integrations' records are not available."
            : "The integrations' records live in the database, which does not answer now. They show again as soon as it does."
        }
      />
    );
  }
  return (
    <ul aria-label="Integrations" className="grid gap-3 lg:grid-cols-2">
      {list.map((integration) => (
        <IntegrationStatusRow key={integration.name} integration={integration} />
      ))}
    </ul>
  );
}

function IntegrationStatusRow({ integration }: { integration: IntegrationMetric }) {
  const status = stateBadge(integration.state);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs">
      <div className="flex items-center gap-3">
        <IntegrationIcon name={integration.name} className="size-8 shrink-0" />
        <h3 className="font-semibold">{integration.name}</h3>
        <Badge variant={status.tone} className="ml-auto">
          {status.label}
        </Badge>
      </div>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        <Detail label="Last sync" value={formatLastSync(integration.lastSync)} />
        <Detail label="Sync count" value={String(integration.syncCount)} />
        <Detail label="Error count" value={String(integration.errorCount)} />
        <Detail
          label="Response time"
          value={integration.responseTime === null ? "—" : `${integration.responseTime} ms`}
        />
        <div className={cn("flex min-w-0 flex-col", integration.lastError && "col-span-full")}>
          <dt className="text-xs font-medium text-muted-foreground">Last error</dt>
          <dd
            className={integration.lastError ? "break-words text-danger" : "text-muted-foreground"}
          >
            {integration.lastError ?? "None"}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

const LEVEL_LABELS: Readonly<Record<string, string>> = {
  error: "Error",
  warn: "Warning",
  info: "Info",
  debug: "Debug",
};

/** Error logs: level, module, time, message and metadata as formatted JSON. */
function LogList({ entries, label }: { entries: readonly LogEntry[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {entries.map((entry) => {
        const metadata = formatMetadata(entry.metadata);
        return (
          <li
            key={entry.id}
            className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs"
          >
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant={LOG_LEVEL_TONES[entry.level] ?? "neutral"}>
                {LEVEL_LABELS[entry.level] ?? entry.level}
              </Badge>
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
                {entry.module}
              </code>
              <time
                dateTime={entry.timestamp}
                className="ml-auto text-muted-foreground tabular-nums"
              >
                {formatStamp(entry.timestamp)}
              </time>
            </div>
            <p className="break-words">{entry.message}</p>
            {metadata ? (
              <div className="flex flex-col gap-1">
                <p className="text-xs font-medium text-muted-foreground">Metadata</p>
                <pre className="rounded-md bg-muted p-3 font-mono text-xs break-all whitespace-pre-wrap">
                  {metadata}
                </pre>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Recent activity: one line per event, newest first. */
function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <ol
      aria-label="Recent activity"
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card shadow-xs"
    >
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm"
        >
          <Badge variant={LOG_LEVEL_TONES[entry.level] ?? "neutral"}>
            {LEVEL_LABELS[entry.level] ?? entry.level}
          </Badge>
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{entry.module}</code>
          <span className="min-w-0 flex-1 break-words">{entry.message}</span>
          <time dateTime={entry.timestamp} className="text-muted-foreground tabular-nums">
            {formatStamp(entry.timestamp)}
          </time>
        </li>
      ))}
    </ol>
  );
}
