import type { Webhook, WebhookDelivery } from "@cairn/schema/webhooks";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { RotateCwIcon } from "lucide-react";
import { useTRPC } from "../../lib/api";
import { formatDateTime, pluralize } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { ListSkeleton, QueryView } from "../../parts/states";
import { deliveriesQuery, redeliverMutation, useWebhooksChanged } from "./queries";
import { deliveryOutcome } from "./webhooks-model";

/** A hook's delivery log, the newest first, each with "Send again". */
export function DeliveriesDialog({ hook, onClose }: { hook: Webhook | null; onClose: () => void }) {
  return (
    <Dialog open={hook !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Deliveries</DialogTitle>
          <DialogDescription className="break-all">{hook?.url}</DialogDescription>
        </DialogHeader>
        {hook ? <DeliveryLog hook={hook} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DeliveryLog({ hook }: { hook: Webhook }) {
  const trpc = useTRPC();
  const log = useQuery(deliveriesQuery(trpc, hook.id));
  return (
    <div className="max-h-[60vh] overflow-y-auto">
      <QueryView
        query={log}
        skeleton={<ListSkeleton rows={3} label="Loading deliveries" />}
        errorTitle="Couldn't load the deliveries"
      >
        {(deliveries) =>
          deliveries.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nothing sent yet. Send a test ping, or make a change it listens to.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Deliveries">
              {deliveries.map((delivery) => (
                <DeliveryRow key={delivery.id} hook={hook} delivery={delivery} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

const STATUS_BADGE = {
  succeeded: { variant: "success", text: "Delivered" },
  failed: { variant: "danger", text: "Failed" },
  pending: { variant: "warning", text: "Pending" },
} as const;

function DeliveryRow({ hook, delivery }: { hook: Webhook; delivery: WebhookDelivery }) {
  const trpc = useTRPC();
  const webhooksChanged = useWebhooksChanged();
  const again = useMutation({
    ...redeliverMutation(trpc),
    onSuccess: async () => {
      toast({ title: "Sending again", description: delivery.event });
      await webhooksChanged();
    },
  });
  const badge = STATUS_BADGE[delivery.status];
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={badge.variant}>{badge.text}</Badge>
        <code className="text-sm font-medium">{delivery.event}</code>
        <span className="text-xs text-muted-foreground">#{delivery.id}</span>
        <Button
          className="ml-auto"
          variant="outline"
          size="sm"
          loading={again.isPending}
          disabled={!hook.active}
          aria-label={`Send again (delivery ${delivery.id})`}
          onClick={() => again.mutate({ webhookId: hook.id, deliveryId: delivery.id })}
        >
          <RotateCwIcon aria-hidden="true" />
          Send again
        </Button>
      </div>
      <p className="text-sm">{deliveryOutcome(delivery)}</p>
      <p className="text-xs text-muted-foreground">
        {pluralize(delivery.attempts, "attempt")} · queued {formatDateTime(delivery.createdAt)}
        {delivery.lastAttemptAt ? ` · last tried ${formatDateTime(delivery.lastAttemptAt)}` : ""}
        {delivery.redeliveryOf ? ` · resend of #${delivery.redeliveryOf}` : ""}
      </p>
      {delivery.error ? (
        <p className="break-words text-xs text-danger-soft-foreground">{delivery.error}</p>
      ) : null}
      {delivery.responseExcerpt ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground">The receiver's answer</summary>
          <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2">
            {delivery.responseExcerpt}
          </pre>
        </details>
      ) : null}
      <ActionError error={again.error} />
    </li>
  );
}
