import { Button } from "@cairn/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@cairn/ui/dialog";
import { BellIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ListSkeleton } from "../../parts/states";
import { badgeText, bellLabel } from "./notifications-model";
import { useInboxSync } from "./use-inbox";

const InboxPanel = lazy(() => import("./inbox-panel"));

/**
 * The bell of the dashboard header (docs/notifications.md): the unread count as a badge, kept
 * live by the inbox stream, named for screen readers ("Notifications, 3 unread"); it opens the
 * inbox as a panel under it (its code loads on first open).
 */
export function NotificationBell() {
  const { unread, apply } = useInboxSync();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={bellLabel(unread)}
          // The size of the header's icons: 32 px, and a 44 px touch target on a phone.
          className="relative size-8 max-sm:size-11"
          data-testid="notification-bell"
        >
          <BellIcon aria-hidden="true" />
          {unread ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 right-0 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[0.625rem] leading-none font-semibold text-danger-foreground tabular-nums"
            >
              {badgeText(unread)}
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        className="top-16 right-2 left-auto flex max-h-[calc(100dvh-5rem)] w-[calc(100%-1rem)] max-w-md translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden p-0 sm:right-4"
      >
        <Suspense
          fallback={
            <div className="p-4">
              <DialogTitle className="sr-only">Notifications</DialogTitle>
              <ListSkeleton rows={3} label="Loading notifications" />
            </div>
          }
        >
          <InboxPanel unread={unread ?? 0} apply={apply} onClose={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
