import { errorMessage } from "@cairn/api-client/errors";
import type { ConnectionTestResult, Integration } from "@cairn/schema/integrations";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleDashedIcon,
  PlugZapIcon,
  SettingsIcon,
} from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTRPC } from "../../lib/api";
import { formatClock } from "../../lib/format";
import { stateBadge } from "../badges/integration-state";
import { IntegrationIcon } from "./integration-icons";
import {
  OUTCOME_LABELS,
  outcomeTone,
  specTexts,
  stateSentence,
  TYPE_LABELS,
} from "./integrations-model";
import {
  testIntegrationMutation,
  toggleIntegrationMutation,
  useIntegrationUpdates,
} from "./queries";

/**
 * One integration (docs/product.md §2.13): name, type, its state (Off, Not configured, Not tested yet,
 * Connected with the time of the last check, Failing with the last error), the on/off switch,
 * Settings and Test Connection. Switching one on that lacks its settings opens them instead. Only administrators may use the controls; for anyone
 * else they are disabled and described by the page's hint (`hintId`).
 */
export function IntegrationCard({
  integration,
  canManage,
  hintId,
  onConfigure,
}: {
  integration: Integration;
  canManage: boolean;
  hintId?: string;
  onConfigure: (name: string) => void;
}) {
  const trpc = useTRPC();
  const { replace, refresh } = useIntegrationUpdates();
  const titleId = useId();
  const stateId = useId();
  const { name } = integration;
  const spec = specTexts(integration);

  const toggle = useMutation({
    ...toggleIntegrationMutation(trpc),
    onSuccess: async (updated) => {
      replace(updated);
      toast({
        title: "Integration Updated",
        description: "Integration status has been updated successfully.",
        variant: "success",
      });
      await refresh();
    },
    onError: (error) => {
      console.error(`Failed to update integration status (${name}).`, error);
      toast({
        title: "Error",
        description: "Failed to update integration status.",
        variant: "destructive",
      });
    },
  });

  const test = useMutation({
    ...testIntegrationMutation(trpc),
    onSuccess: async (result) => {
      replace(result.integration);
      await refresh();
    },
  });

  const enabled = toggle.isPending ? toggle.variables.enabled : integration.enabled;
  const hint = canManage ? undefined : hintId;

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      {/* The badges wrap under the name on a phone rather than widen the card (320 px). */}
      <div className="flex flex-wrap items-start gap-3">
        <IntegrationIcon name={name} className="size-10 shrink-0" />
        <div className="flex min-w-0 flex-1 basis-36 flex-col">
          <h2 id={titleId} className="truncate font-semibold">
            {name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {TYPE_LABELS[integration.type] ?? integration.type}
          </p>
        </div>
        <div className="flex flex-wrap gap-1 sm:flex-col sm:items-end">
          <Badge variant={integration.enabled ? "success" : "neutral"}>{spec.badge}</Badge>
          {integration.state === "off" ? null : (
            <Badge variant={stateBadge(integration.state).tone}>
              {stateBadge(integration.state).label}
            </Badge>
          )}
        </div>
      </div>

      <div className="flex items-center gap-3">
        <Switch
          checked={enabled}
          disabled={!canManage || toggle.isPending}
          aria-label={`Enable ${name}`}
          aria-describedby={[stateId, hint].filter(Boolean).join(" ")}
          onCheckedChange={(checked) =>
            // On without its settings it could only pretend: open them instead.
            checked && !integration.configured
              ? onConfigure(name)
              : toggle.mutate({ name, enabled: checked })
          }
        />
        <span id={stateId} className="flex flex-col text-sm">
          <span className="font-medium">{spec.line}</span>
          <span className="text-muted-foreground">{stateSentence(integration)}</span>
        </span>
      </div>

      {integration.state === "failing" && integration.lastError && !test.data ? (
        <p className="flex items-start gap-1.5 text-sm text-danger">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">Last check failed: {integration.lastError}</span>
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!canManage}
          aria-describedby={hint}
          onClick={() => onConfigure(name)}
        >
          <SettingsIcon aria-hidden="true" />
          Settings<span className="sr-only"> for {name}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!canManage}
          loading={test.isPending}
          aria-describedby={hint}
          onClick={() => test.mutate({ name })}
        >
          <PlugZapIcon aria-hidden="true" />
          Test Connection<span className="sr-only"> to {name}</span>
        </Button>
      </div>

      <div role="status" className="contents">
        {test.isPending ? (
          <p className="text-sm text-muted-foreground">Testing the connection to {name}…</p>
        ) : test.data ? (
          <TestResult result={test.data} />
        ) : test.error ? (
          <ResultBox tone="danger" title="Test failed">
            {errorMessage(test.error, "The test could not be run. Please try again.")}
          </ResultBox>
        ) : null}
      </div>
    </article>
  );
}

function TestResult({ result }: { result: ConnectionTestResult }) {
  const tone = outcomeTone(result);
  const status = stateBadge(result.integration.state);
  return (
    <ResultBox tone={tone} title={OUTCOME_LABELS[result.outcome] ?? result.outcome}>
      <span className="block">{result.message}</span>
      <span className="mt-1 block text-xs opacity-90">
        Status: {status.label} · Response time:{" "}
        {result.responseTime === null ? "no answer" : `${result.responseTime} ms`} · Tested at{" "}
        <time dateTime={result.testedAt}>{formatClock(result.testedAt)}</time>
      </span>
    </ResultBox>
  );
}

const BOX_TONES = {
  success: "border-success/30 bg-success-soft text-success-soft-foreground",
  warning: "border-warning/30 bg-warning-soft text-warning-soft-foreground",
  danger: "border-danger/30 bg-danger-soft text-danger-soft-foreground",
} as const;

function ResultBox({
  tone,
  title,
  children,
}: {
  tone: keyof typeof BOX_TONES;
  title: string;
  children: ReactNode;
}) {
  const Icon =
    tone === "success" ? CircleCheckIcon : tone === "warning" ? CircleDashedIcon : CircleAlertIcon;
  return (
    <div className={cn("flex gap-2 rounded-lg border p-3 text-sm", BOX_TONES[tone])}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 break-words">
        <p className="font-semibold">{title}</p>
        <p>{children}</p>
      </div>
    </div>
  );
}
