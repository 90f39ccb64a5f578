import type { Job } from "@cairn/schema/jobs";
import type { PushTool } from "@cairn/schema/tool-stack";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import { useQuery } from "@tanstack/react-query";
import { SettingsIcon, UploadCloudIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useTRPC } from "../../lib/api";
import { CardsSkeleton, QueryView } from "../../parts/states";
import { stateBadge } from "../badges/integration-state";
import { IntegrationIcon } from "../integrations/integration-icons";
import { integrationsQuery } from "../integrations/queries";
import { PushDialog } from "./push-dialog";
import {
  integrationOf,
  TOOL_MAKES,
  TOOL_NAMES,
  TOOL_ORDER,
  toolReadiness,
} from "./tool-stack-model";

/**
 * "Set up in <tool>" for each tool a project can be pushed into, with the state of its
 * integration. A tool that is switched off or lacks its settings says so and points to the
 * integrations page instead of starting.
 */
export function PushSection({
  projectId,
  onStarted,
}: {
  projectId: number;
  onStarted: (job: Job) => void;
}) {
  const trpc = useTRPC();
  const integrations = useQuery(integrationsQuery(trpc));
  const [tool, setTool] = useState<PushTool | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Set up in your team's tool
        </h2>
        <p className="text-sm text-muted-foreground">
          Make this project's plan and board in the tool your team works in. Running it again skips
          what is already there.
        </p>
      </div>
      <QueryView
        query={integrations}
        errorTitle="Couldn't load the integrations"
        skeleton={<CardsSkeleton count={6} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" />}
      >
        {(list) => (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {TOOL_ORDER.map((slug) => (
              <ToolCard
                key={slug}
                tool={slug}
                integration={integrationOf(list, slug)}
                onStart={() => setTool(slug)}
              />
            ))}
          </ul>
        )}
      </QueryView>
      <PushDialog
        projectId={projectId}
        tool={tool}
        onClose={() => setTool(null)}
        onStarted={(job) => {
          setTool(null);
          onStarted(job);
        }}
      />
    </section>
  );
}

function ToolCard({
  tool,
  integration,
  onStart,
}: {
  tool: PushTool;
  integration: ReturnType<typeof integrationOf>;
  onStart: () => void;
}) {
  const name = TOOL_NAMES[tool];
  const readiness = toolReadiness(integration, tool);
  const noteId = useId();
  const badge = integration ? stateBadge(integration.state) : null;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <div className="flex items-start gap-3">
        <IntegrationIcon name={name} className="size-9 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="font-semibold">{name}</h3>
          <p className="text-sm text-muted-foreground">{TOOL_MAKES[tool]}</p>
        </div>
        {badge ? <Badge variant={badge.tone}>{badge.label}</Badge> : null}
      </div>
      {readiness.ready ? (
        <>
          {readiness.warning ? (
            <p
              id={noteId}
              className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
            >
              {readiness.warning}
            </p>
          ) : null}
          <Button
            className="self-start"
            aria-describedby={readiness.warning ? noteId : undefined}
            onClick={onStart}
          >
            <UploadCloudIcon aria-hidden="true" />
            Set up in {name}
          </Button>
        </>
      ) : (
        <>
          <p id={noteId} className="text-sm text-muted-foreground">
            {readiness.reason}
          </p>
          <Link
            to="/integrations"
            aria-describedby={noteId}
            className={buttonVariants({ variant: "outline", className: "self-start" })}
          >
            <SettingsIcon aria-hidden="true" />
            Go to integrations
          </Link>
        </>
      )}
    </li>
  );
}
