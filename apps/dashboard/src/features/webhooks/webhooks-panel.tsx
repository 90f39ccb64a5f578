import type { CreatedWebhook, Webhook } from "@cairn/schema/webhooks";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { HistoryIcon, PencilIcon, PlusIcon, SendIcon, Trash2Icon, WebhookIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { ListSkeleton, QueryView } from "../../parts/states";
import { useSession } from "../session/session-context";
import { DeliveriesDialog } from "./deliveries-dialog";
import { PrivateTargetsSetting } from "./private-targets-setting";
import {
  hookProjectsQueries,
  pingWebhookMutation,
  removeWebhookMutation,
  updateWebhookMutation,
  useWebhooksChanged,
  webhooksQuery,
} from "./queries";
import { SecretDialog } from "./secret-dialog";
import { type ProjectChoice, WebhookDialog } from "./webhook-dialog";
import { deliveryOutcome, hookState, STATE_TEXT, scopeText } from "./webhooks-model";

/** The projects a person may point hooks at: every project for admins, their own for consultants. */
function useHookProjects(admin: boolean, userId: number) {
  const trpc = useTRPC();
  const choices = hookProjectsQueries(trpc, admin, userId);
  const all = useQuery(choices.all);
  const mine = useQuery(choices.mine);
  const projects = (admin ? all.data : mine.data) ?? [];
  return projects.map((project): ProjectChoice => ({ id: project.id, name: project.name }));
}

/** The Webhooks page's body: the hooks one may see, their dialogs, and the admin's setting. */
export function WebhooksPanel() {
  const trpc = useTRPC();
  const { user } = useSession();
  const admin = user.role === "admin";
  const hooks = useQuery(webhooksQuery(trpc));
  const projects = useHookProjects(admin, user.id);
  const names = useMemo(() => new Map(projects.map((p) => [p.id, p.name])), [projects]);
  const [editing, setEditing] = useState<Webhook | null | "new">(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground">
          {admin
            ? "Hooks for every project, or chosen ones; you see everyone's."
            : "Hooks for the projects you lead."}
        </p>
        <Button className="sm:ml-auto" onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" />
          New webhook
        </Button>
      </div>
      <QueryView
        query={hooks}
        skeleton={<ListSkeleton rows={3} label="Loading webhooks" />}
        errorTitle="Couldn't load the webhooks"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<WebhookIcon />}
              title="No webhooks yet"
              description="A webhook sends signed JSON to your own service when tasks, comments, milestones, health checks or leads change."
              action={
                <Button onClick={() => setEditing("new")}>
                  <PlusIcon aria-hidden="true" />
                  New webhook
                </Button>
              }
            />
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Webhooks">
              {list.map((hook) => (
                <HookRow
                  key={hook.id}
                  hook={hook}
                  scope={scopeText(hook, names)}
                  showOwner={admin && hook.ownerId !== user.id}
                  onEdit={() => setEditing(hook)}
                  onLog={() => setLogOf(hook)}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      {admin ? <PrivateTargetsSetting /> : null}
      <WebhookDialog
        open={editing !== null}
        hook={editing === "new" ? null : editing}
        admin={admin}
        projects={projects}
        onClose={() => setEditing(null)}
        onCreated={setCreated}
      />
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <DeliveriesDialog hook={logOf} onClose={() => setLogOf(null)} />
    </div>
  );
}

const STATE_BADGE = { active: "success", paused: "neutral", disabled: "danger" } as const;

function HookRow({
  hook,
  scope,
  showOwner,
  onEdit,
  onLog,
}: {
  hook: Webhook;
  scope: string;
  showOwner: boolean;
  onEdit: () => void;
  onLog: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useWebhooksChanged();
  const ping = useMutation({
    ...pingWebhookMutation(trpc),
    onSuccess: async () => {
      toast({ title: "Test ping queued", description: "Its result shows in the deliveries." });
      await refresh();
    },
  });
  const toggle = useMutation({ ...updateWebhookMutation(trpc), onSuccess: refresh });
  const remove = useMutation({
    ...removeWebhookMutation(trpc),
    onSuccess: async () => {
      toast({ title: "Webhook deleted" });
      await refresh();
    },
  });
  const state = hookState(hook);
  const last = hook.lastDelivery;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATE_BADGE[state]}>{STATE_TEXT[state]}</Badge>
        <span className="min-w-0 break-all font-mono text-sm">{hook.url}</span>
      </div>
      <p className="text-sm text-muted-foreground">
        {scope} · {hook.events.join(", ")}
        {showOwner ? ` · by ${hook.ownerName}` : ""}
      </p>
      {state === "disabled" && hook.disabledReason ? (
        <p
          role="note"
          className="rounded-md bg-danger-soft p-2 text-sm text-danger-soft-foreground"
        >
          {hook.disabledReason}
        </p>
      ) : null}
      <p className="text-sm">
        {last
          ? `Last delivery: ${last.event} — ${deliveryOutcome(last)}, ${formatDateTime(last.createdAt)}`
          : "No delivery yet."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onLog}>
          <HistoryIcon aria-hidden="true" />
          Deliveries
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!hook.active}
          loading={ping.isPending}
          onClick={() => ping.mutate({ webhookId: hook.id })}
        >
          <SendIcon aria-hidden="true" />
          Send test ping
        </Button>
        <Button variant="outline" size="sm" onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={toggle.isPending}
          onClick={() => toggle.mutate({ webhookId: hook.id, active: !hook.active })}
        >
          {hook.active ? "Pause" : "Switch on"}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          aria-label={`Delete the webhook to ${hook.url}`}
          onClick={() => {
            if (window.confirm(`Delete the webhook to ${hook.url} and its delivery log?`)) {
              remove.mutate({ webhookId: hook.id });
            }
          }}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
      <ActionError error={ping.error ?? toggle.error ?? remove.error} />
    </li>
  );
}
