import { errorMessage } from "@cairn/api-client/errors";
import { notificationPath } from "@cairn/schema/notification-kinds";
import type { Notification, NotificationKind, UserEvent } from "@cairn/schema/notifications";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { DialogDescription, DialogTitle } from "@cairn/ui/dialog";
import { EmptyState } from "@cairn/ui/empty-state";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { ToggleGroup, ToggleGroupItem } from "@cairn/ui/toggle-group";
import { useQuery } from "@tanstack/react-query";
import {
  AlarmClockIcon,
  ArrowLeftIcon,
  AtSignIcon,
  BadgeCheckIcon,
  BellOffIcon,
  CheckCheckIcon,
  ClipboardListIcon,
  FileTextIcon,
  InboxIcon,
  MessageSquareIcon,
  SettingsIcon,
  TriangleAlertIcon,
  UserPlusIcon,
  WebhookOffIcon,
  ZapIcon,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useTRPC } from "../../lib/api";
import { ErrorState, ListSkeleton } from "../../parts/states";
import { useSession } from "../session/session-context";
import { fullTime, KIND_TEXT, kindsFor, timeAgo } from "./notifications-model";
import { preferencesQuery, useSavePreferences } from "./queries";
import { PAGE, useInboxList, useMarkRead } from "./use-inbox";

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  mention: <AtSignIcon />,
  assigned: <ClipboardListIcon />,
  comment: <MessageSquareIcon />,
  approval: <BadgeCheckIcon />,
  due_soon: <AlarmClockIcon />,
  overdue: <TriangleAlertIcon />,
  lead_assigned: <UserPlusIcon />,
  webhook_disabled: <WebhookOffIcon />,
  document_shared: <FileTextIcon />,
  rule: <ZapIcon />,
  intake: <InboxIcon />,
};

interface PanelProps {
  unread: number;
  apply: (event: UserEvent) => void;
  onClose: () => void;
}

/**
 * The inbox panel the bell opens (docs/notifications.md): the latest notifications (who, what,
 * when; unread ones marked), all or unread only, a page at a time; opening one (click or Enter)
 * goes to what it is about and marks it read; "Mark all as read"; and the notification settings.
 */
export default function InboxPanel(props: PanelProps) {
  const [view, setView] = useState<"inbox" | "settings">("inbox");
  const back = useRef(false);
  return view === "inbox" ? (
    <InboxView
      {...props}
      focusSettings={back.current}
      onSettings={() => {
        back.current = true;
        setView("settings");
      }}
    />
  ) : (
    <SettingsView onBack={() => setView("inbox")} />
  );
}

function InboxView({
  unread,
  apply,
  onClose,
  onSettings,
  focusSettings,
}: PanelProps & { onSettings: () => void; focusSettings: boolean }) {
  const { user } = useSession();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const list = useInboxList({ unreadOnly, limit, enabled: true });
  const { markRead, markAllRead } = useMarkRead(apply);
  const settings = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusSettings) settings.current?.focus();
  }, [focusSettings]);
  const now = new Date();

  return (
    <>
      <div className="flex flex-col gap-3 border-b border-border px-4 pt-4 pb-3">
        <div className="flex items-start justify-between gap-2 pr-8">
          <div className="flex flex-col gap-0.5">
            <DialogTitle className="text-base">Notifications</DialogTitle>
            <DialogDescription className="text-xs">
              {unread === 0 ? "You're all caught up." : `${unread} unread`}
            </DialogDescription>
          </div>
          <Button
            ref={settings}
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="Notification settings"
            title="Notification settings"
            onClick={onSettings}
          >
            <SettingsIcon aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ToggleGroup
            type="single"
            aria-label="Show"
            value={unreadOnly ? "unread" : "all"}
            onValueChange={(value) => {
              if (!value) return;
              setUnreadOnly(value === "unread");
              setLimit(PAGE);
            }}
            className="h-8"
          >
            <ToggleGroupItem value="all" className="px-2.5 text-xs">
              All
            </ToggleGroupItem>
            <ToggleGroupItem value="unread" className="px-2.5 text-xs">
              Unread
            </ToggleGroupItem>
          </ToggleGroup>
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            <CheckCheckIcon aria-hidden="true" />
            Mark all as read
          </Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div className="p-4">
            <ListSkeleton rows={3} label="Loading notifications" />
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <ErrorState
              title="Couldn't load your notifications"
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </div>
        ) : list.data.length === 0 ? (
          <div className="p-4">
            <EmptyState
              icon={<BellOffIcon />}
              title={unreadOnly ? "No unread notifications" : "No notifications yet"}
              description={
                unreadOnly
                  ? "You have read everything."
                  : "Mentions, tasks given to you, comments on tasks you follow, approvals, due dates and leads show up here."
              }
              className="border-none py-8"
            />
          </div>
        ) : (
          <>
            <ul aria-label="Notifications" className="divide-y divide-border">
              {list.data.map((item) => (
                <NotificationItem
                  key={item.id}
                  item={item}
                  to={notificationPath(item, user.role)}
                  now={now}
                  onOpen={() => {
                    if (item.readAt === null) markRead.mutate({ notificationId: item.id });
                    onClose();
                  }}
                />
              ))}
            </ul>
            {list.data.length >= limit ? (
              <div className="border-t border-border p-2 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  loading={list.isFetching}
                  onClick={() => setLimit((current) => current + PAGE)}
                >
                  Show more
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

function NotificationItem({
  item,
  to,
  now,
  onOpen,
}: {
  item: Notification;
  to: string;
  now: Date;
  onOpen: () => void;
}) {
  const unread = item.readAt === null;
  return (
    <li>
      <Link
        to={to}
        onClick={onOpen}
        data-unread={unread || undefined}
        className={cn(
          "flex gap-3 px-4 py-3 text-left transition-colors hover:bg-accent",
          "focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset",
          unread && "bg-primary-soft/40",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4",
            unread
              ? "bg-primary-soft text-primary-soft-foreground"
              : "bg-muted text-muted-foreground",
          )}
        >
          {KIND_ICONS[item.kind]}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-start justify-between gap-2">
            <span
              className={cn(
                "text-sm leading-5 break-words text-foreground",
                unread ? "font-semibold" : "font-normal",
              )}
            >
              {unread ? <span className="sr-only">Unread: </span> : null}
              {item.title}
            </span>
            {unread ? (
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
            ) : null}
          </span>
          {item.body ? (
            <span className="line-clamp-2 text-sm break-words text-muted-foreground">
              {item.body}
            </span>
          ) : null}
          <span className="text-xs text-muted-foreground">
            {item.actorName ?? "Cairn"} ·{" "}
            <time dateTime={item.createdAt} title={fullTime(item.createdAt)}>
              {timeAgo(item.createdAt, now)}
            </time>
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The notification settings: each kind on or off in the app (a muted kind is not written at
 * all), and the daily e-mail digest. Each change is saved at once, with a toast.
 */
function SettingsView({ onBack }: { onBack: () => void }) {
  const { user } = useSession();
  const trpc = useTRPC();
  const preferences = useQuery(preferencesQuery(trpc));
  const save = useSavePreferences({
    saved: () => toast({ title: "Notification settings saved", variant: "success" }),
    failed: (error) =>
      toast({
        title: "Couldn't save your settings",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });

  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-4 pt-4 pb-3 pr-12">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Back to notifications"
          title="Back to notifications"
          onClick={onBack}
          // Focus follows the view that replaced the button pressed.
          autoFocus
        >
          <ArrowLeftIcon aria-hidden="true" />
        </Button>
        <div className="flex flex-col gap-0.5">
          <DialogTitle className="text-base">Notification settings</DialogTitle>
          <DialogDescription className="text-xs">Saved as you change them.</DialogDescription>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {preferences.isPending ? (
          <ListSkeleton rows={3} label="Loading your settings" />
        ) : preferences.isError ? (
          <ErrorState
            title="Couldn't load your settings"
            error={preferences.error}
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isFetching}
          />
        ) : (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="inbox-kinds" className="flex flex-col gap-3">
              <h3 id="inbox-kinds" className="text-sm font-semibold text-foreground">
                In the app
              </h3>
              {kindsFor(user.role).map((kind) => {
                const { mutedKinds, emailDigest } = preferences.data;
                return (
                  <KindSwitch
                    key={kind}
                    kind={kind}
                    on={!mutedKinds.includes(kind)}
                    onChange={(on) =>
                      save.mutate({
                        mutedKinds: on
                          ? mutedKinds.filter((muted) => muted !== kind)
                          : [...mutedKinds, kind],
                        emailDigest,
                      })
                    }
                  />
                );
              })}
            </section>
            <section aria-labelledby="inbox-digest" className="flex flex-col gap-2">
              <h3 id="inbox-digest" className="text-sm font-semibold text-foreground">
                E-mail digest
              </h3>
              <p id="inbox-digest-hint" className="text-sm text-muted-foreground">
                Once a day, an e-mail listing the notifications you have not read yet.
              </p>
              <ToggleGroup
                type="single"
                aria-label="E-mail digest"
                aria-describedby="inbox-digest-hint"
                value={preferences.data.emailDigest}
                onValueChange={(value) => {
                  if (value !== "daily" && value !== "off") return;
                  save.mutate({ mutedKinds: preferences.data.mutedKinds, emailDigest: value });
                }}
              >
                <ToggleGroupItem value="daily">Daily</ToggleGroupItem>
                <ToggleGroupItem value="off">Off</ToggleGroupItem>
              </ToggleGroup>
              {preferences.data.emailAvailable ? null : (
                <p className="text-xs text-muted-foreground">
                  This server sends no e-mail (no mail server is set up), so no digest goes out for
                  now.
                </p>
              )}
            </section>
          </div>
        )}
      </div>
    </>
  );
}

/** One kind's row: its name and who tells you, and its switch (named by both). */
function KindSwitch({
  kind,
  on,
  onChange,
}: {
  kind: NotificationKind;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-foreground">
          {KIND_TEXT[kind].label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {KIND_TEXT[kind].hint}
        </p>
      </div>
      <Switch
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        checked={on}
        onCheckedChange={onChange}
      />
    </div>
  );
}
