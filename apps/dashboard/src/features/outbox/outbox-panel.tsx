import type { OutboxMessage } from "@cairn/schema/outbox";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CheckCircle2Icon, RotateCwIcon, SendIcon } from "lucide-react";
import { useId } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime, pluralize } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { ListSkeleton, QueryView } from "../../parts/states";
import { outboxQuery, retryMessageMutation, useOutboxChanged } from "./queries";

/**
 * Outgoing messages (the outbox): Slack and Teams posts waiting to leave, being retried, or
 * given up after their last attempt — each with its error in words and, once given up, a Retry.
 */
export function OutboxPanel() {
  const trpc = useTRPC();
  const titleId = useId();
  const outbox = useQuery(outboxQuery(trpc));
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border px-5 py-4">
        <SendIcon aria-hidden="true" className="size-5 text-primary" />
        <h2 id={titleId} className="text-lg font-semibold">
          Outgoing messages
        </h2>
        {outbox.data ? (
          <p className="flex flex-wrap gap-2 text-sm text-muted-foreground sm:ml-auto">
            <span>Waiting: {outbox.data.counts.pending}</span>
            <span aria-hidden="true">·</span>
            <span>Failed: {outbox.data.counts.failed}</span>
          </p>
        ) : null}
      </div>
      <div className="p-3 sm:p-5">
        <QueryView
          query={outbox}
          skeleton={<ListSkeleton rows={2} label="Loading outgoing messages" />}
          errorTitle="Couldn't load the outgoing messages"
        >
          {({ messages }) =>
            messages.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <CheckCircle2Icon
                  aria-hidden="true"
                  className="size-4 text-success-soft-foreground"
                />
                Nothing waiting or failed.
              </p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label="Messages waiting or failed">
                {messages.map((message) => (
                  <OutboxRow key={message.id} message={message} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </div>
    </section>
  );
}

function OutboxRow({ message }: { message: OutboxMessage }) {
  const trpc = useTRPC();
  const changed = useOutboxChanged();
  const retry = useMutation({
    ...retryMessageMutation(trpc),
    onSuccess: async () => {
      toast({ title: "Message queued again", description: message.summary });
      await changed();
    },
  });
  const failed = message.status === "failed";
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={failed ? "danger" : "warning"}>{failed ? "Failed" : "Waiting"}</Badge>
          <span className="min-w-0 break-words text-sm font-medium">{message.summary}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          {pluralize(message.attempts, "attempt")} ·{" "}
          {failed ? "given up" : `next try ${formatDateTime(message.nextAttemptAt)}`} · queued{" "}
          {formatDateTime(message.createdAt)}
        </p>
        {message.lastError ? (
          <p className="break-words text-xs text-danger-soft-foreground">{message.lastError}</p>
        ) : null}
        <ActionError error={retry.error} />
      </div>
      {failed ? (
        <Button
          variant="outline"
          size="sm"
          loading={retry.isPending}
          aria-label={`Retry: ${message.summary}`}
          onClick={() => retry.mutate({ messageId: message.id })}
        >
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      ) : null}
    </li>
  );
}
