import { errorMessage } from "@cairn/api-client/errors";
import type { Notification, UnreadCount, UserEvent } from "@cairn/schema/notifications";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useCallback, useEffect, useRef } from "react";
import { useTRPC } from "../../lib/api";
import { applyEvent } from "./notifications-model";
import { headerQueries, inboxListQuery, markAllReadMutation, markReadMutation } from "./queries";

/** How many the panel shows at first, and how many more each "Show more" adds. */
export const PAGE = 20;

/**
 * The caller's inbox, live: the unread count (always, for the bell) and the lists the panel has
 * shown, both kept by the `notifications.events` stream — a new notification, or a read from
 * this tab or any other. Once the stream is listening, and after each reconnection, both are
 * read again, so nothing announced while it was not listening is missed.
 */
export function useInboxSync() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const countKey = trpc.notifications.unreadCount.queryKey();
  const count = useQuery(headerQueries(trpc).unread);

  const apply = useCallback(
    (event: UserEvent) => {
      queryClient.setQueryData<UnreadCount>(countKey, { unread: event.unread });
      // What the notification is about changed too: the lists on screen that show it follow.
      if (event.type === "notification.created") {
        const { kind } = event.notification;
        if (kind === "lead_assigned") void queryClient.invalidateQueries(trpc.leads.pathFilter());
        if (kind === "assigned") void queryClient.invalidateQueries(trpc.tasks.pathFilter());
        if (kind === "document_shared") {
          void queryClient.invalidateQueries(trpc.documents.pathFilter());
        }
        if (kind === "intake") void queryClient.invalidateQueries(trpc.intake.pathFilter());
      }
      const at = new Date().toISOString();
      for (const [key, list] of queryClient.getQueriesData<Notification[]>({
        queryKey: trpc.notifications.list.pathKey(),
      })) {
        if (!list) continue;
        const input = (key[1] as { input?: { unread?: boolean } } | undefined)?.input;
        queryClient.setQueryData(
          key,
          applyEvent(list, event, { unreadOnly: input?.unread === true, at }),
        );
      }
    },
    [queryClient, countKey, trpc],
  );

  const live = useSubscription(
    trpc.notifications.events.subscriptionOptions(undefined, { onData: apply }),
  );
  // On each connection the count and lists are read again: what arrived before the stream was
  // listening (the page's first moments, or while it reconnected) is not lost.
  const previousStatus = useRef(live.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = live.status;
    if (live.status !== "pending" || before === "pending") return;
    void queryClient.invalidateQueries({ queryKey: countKey });
    void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() });
  }, [live.status, queryClient, countKey, trpc]);

  return { unread: count.data?.unread, apply };
}

/** One page of the list the panel shows (fetched only while it is open). */
export function useInboxList(options: { unreadOnly: boolean; limit: number; enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery(inboxListQuery(trpc, options));
}

/**
 * Marking read. The answer is applied at once (the stream's event, which follows, changes
 * nothing more), so the bell is right even while the stream reconnects.
 */
export function useMarkRead(apply: (event: UserEvent) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const unreadNow = () =>
    queryClient.getQueryData<UnreadCount>(trpc.notifications.unreadCount.queryKey())?.unread ?? 0;
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });

  const one = useMutation({
    ...markReadMutation(trpc),
    onSuccess: (read, input) => {
      const wasUnread = queryClient
        .getQueriesData<Notification[]>({ queryKey: trpc.notifications.list.pathKey() })
        .some(([, list]) => list?.some((item) => item.id === read.id && item.readAt === null));
      apply({
        type: "notifications.read",
        notificationId: input.notificationId,
        unread: Math.max(0, unreadNow() - (wasUnread ? 1 : 0)),
      });
    },
    onError: failed("Couldn't mark it read"),
  });
  const all = useMutation({
    ...markAllReadMutation(trpc),
    onSuccess: () => apply({ type: "notifications.read", notificationId: null, unread: 0 }),
    onError: failed("Couldn't mark them read"),
  });
  return { markRead: one, markAllRead: all };
}
