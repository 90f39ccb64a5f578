/**
 * The webhooks' server calls, named once. The Webhooks page's panel (webhooks-panel.tsx) reads
 * the hooks, polled, and the projects a hook may point at, and pings, switches and deletes hooks;
 * the hook dialog (webhook-dialog.tsx) creates and saves them; the deliveries dialog
 * (deliveries-dialog.tsx) reads a hook's deliveries and sends one again; the admin's setting
 * (private-targets-setting.tsx) reads and writes whether private targets are allowed, which the
 * hook dialog reads too. After a write the webhooks (or the setting) read again.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { WHOLE_LIST } from "../../lib/list-view";

type Trpc = Api["trpc"];

/** How often the hooks read again: soon while a delivery is pending, now and then otherwise. */
const PENDING_POLL_MS = 2_000;
const IDLE_POLL_MS = 30_000;

/** A hook's deliveries are read again while the dialog is open, so retries show as they happen. */
const DELIVERIES_POLL_MS = 3_000;

/** The hooks one may see. */
export function webhooksQuery(trpc: Trpc) {
  return trpc.webhooks.list.queryOptions(
    {},
    {
      // Soon after a delivery is queued, until it settles; otherwise now and then.
      refetchInterval: (query) =>
        query.state.data?.some((hook) => hook.lastDelivery?.status === "pending")
          ? PENDING_POLL_MS
          : IDLE_POLL_MS,
    },
  );
}

/**
 * The projects a person may point hooks at: every project for an admin, their own for a
 * consultant. Only the one that applies is asked.
 */
export function hookProjectsQueries(trpc: Trpc, admin: boolean, userId: number) {
  return {
    all: { ...trpc.projects.list.queryOptions(WHOLE_LIST), enabled: admin },
    mine: {
      ...trpc.projects.listByConsultant.queryOptions({ userId, ...WHOLE_LIST }),
      enabled: !admin,
    },
  };
}

/** A hook's deliveries, newest first. */
export function deliveriesQuery(trpc: Trpc, webhookId: number) {
  return {
    ...trpc.webhooks.deliveries.queryOptions({ webhookId }),
    refetchInterval: DELIVERIES_POLL_MS,
  };
}

/** The organisation's webhook setting: whether private targets are allowed. */
export function webhookSettingsQuery(trpc: Trpc) {
  return trpc.webhooks.getSettings.queryOptions();
}

export function createWebhookMutation(trpc: Trpc) {
  return trpc.webhooks.create.mutationOptions();
}

/** A hook's new settings, or switched on or off. */
export function updateWebhookMutation(trpc: Trpc) {
  return trpc.webhooks.update.mutationOptions();
}

export function removeWebhookMutation(trpc: Trpc) {
  return trpc.webhooks.remove.mutationOptions();
}

/** A test delivery. */
export function pingWebhookMutation(trpc: Trpc) {
  return trpc.webhooks.ping.mutationOptions();
}

/** One delivery sent again. */
export function redeliverMutation(trpc: Trpc) {
  return trpc.webhooks.redeliver.mutationOptions();
}

export function updateWebhookSettingsMutation(trpc: Trpc) {
  return trpc.webhooks.updateSettings.mutationOptions();
}

/** After a write to a hook: every webhook query reads again; settles once they are back. */
export function useWebhooksChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.webhooks.pathFilter());
}

/** After the setting changed: it reads again; settles once it is back. */
export function useWebhookSettingsChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.webhooks.getSettings.pathFilter());
}
