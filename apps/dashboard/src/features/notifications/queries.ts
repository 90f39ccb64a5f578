/**
 * The notifications' server calls, named once. The inbox (use-inbox.ts) reads the unread count
 * and the pages of notifications the panel shows, and marks them read; the panel's settings
 * (inbox-panel.tsx) read and save the person's preferences, shown at once and put back if the
 * API refuses them. Boot (boot/prefetch-landing.ts) starts the unread count on every dashboard
 * page. The live stream the inbox follows is in use-inbox.ts.
 */
import type { Api } from "@cairn/api-client/trpc";
import type { NotificationPreferences } from "@cairn/schema/notifications";
import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/** The header's unread count, on every dashboard page (use-inbox.ts). */
export function headerQueries(trpc: Trpc) {
  return { unread: trpc.notifications.unreadCount.queryOptions() };
}

/**
 * One page of the list the panel shows (fetched only while it is open); the page before stays
 * shown while a longer one loads.
 */
export function inboxListQuery(
  trpc: Trpc,
  options: { unreadOnly: boolean; limit: number; enabled: boolean },
) {
  return {
    ...trpc.notifications.list.queryOptions({
      ...(options.unreadOnly ? { unread: true } : {}),
      limit: options.limit,
    }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  };
}

export function markReadMutation(trpc: Trpc) {
  return trpc.notifications.markRead.mutationOptions();
}

export function markAllReadMutation(trpc: Trpc) {
  return trpc.notifications.markAllRead.mutationOptions();
}

/** Which kinds the person is told of in the app, and the daily digest. */
export function preferencesQuery(trpc: Trpc) {
  return trpc.notifications.preferences.queryOptions();
}

/**
 * Saving the preferences: shown at once, stored as the API answers them, put back when it
 * refuses. `told` says so to the person (after the change is stored or put back).
 */
export function useSavePreferences(told: { saved: () => void; failed: (error: unknown) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = preferencesQuery(trpc).queryKey;
  return useMutation(
    trpc.notifications.updatePreferences.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<NotificationPreferences>(key);
        if (previous) queryClient.setQueryData(key, { ...previous, ...input });
        return { previous };
      },
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved);
        told.saved();
      },
      onError: (error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        told.failed(error);
      },
    }),
  );
}
