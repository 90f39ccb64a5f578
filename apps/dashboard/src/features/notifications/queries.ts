/**
 * The notifications' reads, named once: the inbox (use-inbox.ts) reads them, and boot
 * (boot/prefetch-landing.ts) starts the same ones on every dashboard page.
 */
import type { Api } from "@cairn/api-client/trpc";

type Trpc = Api["trpc"];

/** The header's unread count, on every dashboard page (use-inbox.ts). */
export function headerQueries(trpc: Trpc) {
  return { unread: trpc.notifications.unreadCount.queryOptions() };
}
