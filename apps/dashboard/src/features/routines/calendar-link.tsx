import type { CalendarFeedLink } from "@cairn/schema/routines";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CalendarPlusIcon, RefreshCwIcon, UnlinkIcon } from "lucide-react";
import { useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { CopyLink } from "../../parts/copy-link";
import { SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import {
  type CalendarScope,
  calendarFeedQuery,
  makeCalendarFeedMutation,
  revokeCalendarFeedMutation,
  useCalendarFeedChanged,
} from "./queries";

type Confirming = "renew" | "revoke";

/** What the card says of the routines it links to, by scope. */
const SCOPE_WORDS = {
  project: {
    title: "Calendar",
    description:
      "Follow this project's routines in your calendar app, through a private link of your own.",
    none: "You have no calendar link to this project yet.",
    seen: "these routines",
    revoked: "Calendars subscribed to it stop showing this project's routines.",
  },
  own: {
    title: "Your calendar",
    description:
      "Follow the routines of all your projects in your calendar app, through a private link of your own.",
    none: "You have no calendar link to your routines yet.",
    seen: "your routines",
    revoked: "Calendars subscribed to it stop showing your routines.",
  },
};

type ScopeWords = (typeof SCOPE_WORDS)[keyof typeof SCOPE_WORDS];

function confirmWords(confirming: Confirming, scopeWords: ScopeWords) {
  return confirming === "renew"
    ? {
        title: "Make a new calendar link?",
        description:
          "The link you have stops working: calendars subscribed to it stop updating until they subscribe to the new one.",
        confirm: "Make a new link",
      }
    : { title: "Revoke your calendar link?", description: scopeWords.revoked, confirm: "Revoke" };
}

/** The viewer's own calendar link to the project's routines: the project's "Routines" tab. */
export function CalendarLink({ projectId }: { projectId: number }) {
  return <CalendarFeedCard scope={{ projectId }} />;
}

/**
 * The viewer's calendar link to their own routines, across every project they consult on or are
 * the client of, and those given to them: the dashboards' "My Tasks" tab.
 */
export function OwnCalendarLink() {
  return <CalendarFeedCard scope="own" />;
}

/**
 * A calendar link of the viewer's (an `.ics` feed calendar apps subscribe to), to one project's
 * routines or to their own. Its URL is answered once, when made — only its hash is kept — so it
 * is shown here until the tab is left, with a Copy button; after that the section only says a
 * link exists. A new link (which revokes the one before) and a revocation are confirmed first.
 */
function CalendarFeedCard({ scope }: { scope: CalendarScope }) {
  const trpc = useTRPC();
  const scopeWords = SCOPE_WORDS[scope === "own" ? "own" : "project"];
  const feed = useQuery(calendarFeedQuery(trpc, scope));
  const feedChanged = useCalendarFeedChanged(scope);
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const make = useMutation({
    ...makeCalendarFeedMutation(trpc, scope),
    onSuccess: async (made) => {
      setLink(made);
      setConfirming(null);
      toast({ title: "Calendar link ready", description: "Copy it now: it is shown only once." });
      await feedChanged();
    },
    onError: (error) => {
      // In the confirmation when one is open; else in a toast.
      if (confirming) return;
      toast({
        title: "Couldn't make a calendar link",
        description: error.message,
        variant: "destructive",
      });
    },
  });
  const revoke = useMutation({
    ...revokeCalendarFeedMutation(trpc, scope),
    onSuccess: async () => {
      setLink(null);
      setConfirming(null);
      toast({
        title: "Calendar link revoked",
        description: "Calendars subscribed to it no longer update.",
      });
      await feedChanged();
    },
  });
  const closeConfirm = () => {
    make.reset();
    revoke.reset();
    setConfirming(null);
  };
  const words = confirming ? confirmWords(confirming, scopeWords) : null;
  const busy = confirming === "revoke" ? revoke : make;

  const manage = (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setConfirming("renew")}>
        <RefreshCwIcon aria-hidden="true" />
        New link
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming("revoke")}>
        <UnlinkIcon aria-hidden="true" />
        Revoke
      </Button>
    </div>
  );

  return (
    <SectionCard title={scopeWords.title} description={scopeWords.description}>
      <QueryView
        query={feed}
        skeleton={<ListSkeleton rows={1} label="Loading your calendar link" />}
        errorTitle="Couldn't load your calendar link"
      >
        {(state) =>
          link ? (
            <div className="flex min-w-0 flex-col gap-3">
              <CopyLink label="Your calendar link" url={link.url} />
              <p className="text-sm text-muted-foreground" role="status">
                Calendar apps subscribe to this link: in Google Calendar, add a calendar “From URL”;
                in Apple Calendar, “New Calendar Subscription”; in Outlook, “Subscribe from web”. It
                is shown only now, so copy it; anyone who has it sees {scopeWords.seen}.
              </p>
              {manage}
            </div>
          ) : state.active ? (
            <div className="flex min-w-0 flex-col gap-3">
              <p className="text-sm">
                You have a calendar link
                {state.createdAt ? `, made ${formatDate(state.createdAt)}` : ""}. It was shown only
                once: if you no longer have it, make a new one.
              </p>
              {manage}
            </div>
          ) : (
            <div className="flex min-w-0 flex-col items-start gap-3">
              <p className="text-sm text-muted-foreground">{scopeWords.none}</p>
              <Button loading={make.isPending} onClick={() => make.mutate()}>
                <CalendarPlusIcon aria-hidden="true" />
                Get calendar link
              </Button>
            </div>
          )
        }
      </QueryView>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : closeConfirm())}
      >
        <DialogContent showClose={false} className="max-w-md">
          <DialogHeader>
            <DialogTitle>{words?.title ?? "Calendar link"}</DialogTitle>
            <DialogDescription>{words?.description}</DialogDescription>
          </DialogHeader>
          <ActionError error={busy.error} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button
              variant={confirming === "revoke" ? "destructive" : "primary"}
              loading={busy.isPending}
              onClick={() => (confirming === "revoke" ? revoke.mutate() : make.mutate())}
            >
              {words?.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
