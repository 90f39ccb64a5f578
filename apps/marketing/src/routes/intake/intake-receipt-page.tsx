import type { IntakeReceiptStatus, IntakeStatus } from "@cairn/schema/intake";
import { Badge, type BadgeProps } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import { formatDate } from "@cairn/ui/format";
import { Skeleton } from "@cairn/ui/skeleton";
import { CircleCheckIcon } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { usePageMeta } from "../../lib/page-meta";
import { fetchIntakeReceipt, isIntakeToken, isNotFound, isSentState } from "./intake-api";
import { ReceiptLink } from "./receipt-link";

type Load =
  | { state: "loading" }
  | { state: "ready"; request: IntakeReceiptStatus }
  | { state: "not-found" }
  | { state: "error" };

const VARIANT: Record<IntakeStatus, NonNullable<BadgeProps["variant"]>> = {
  new: "neutral",
  accepted: "success",
  merged: "info",
  declined: "danger",
};

/** The status badge's words (docs/intake.md): what the team decided, in the requester's terms. */
export function statusLabel(request: Pick<IntakeReceiptStatus, "status" | "taskTitle">): string {
  switch (request.status) {
    case "new":
      return "Waiting for triage";
    case "accepted":
      return "Accepted: it is now a task";
    case "merged":
      return request.taskTitle ? `Merged into "${request.taskTitle}"` : "Merged into a task";
    case "declined":
      return "Declined";
  }
}

/** The sentence under the badge: what the status means, with the task or the reason. */
function StatusDetail({ request }: { request: IntakeReceiptStatus }) {
  switch (request.status) {
    case "new":
      return (
        <p className="text-muted-foreground">
          The team has not decided on it yet. Come back to this page to see their answer.
        </p>
      );
    case "accepted":
      return request.taskTitle ? (
        <p className="break-words text-muted-foreground">
          The team made it a task: <span className="text-foreground">{request.taskTitle}</span>
        </p>
      ) : (
        <p className="text-muted-foreground">
          The team made it a task, which has since been removed.
        </p>
      );
    case "merged":
      return (
        <p className="text-muted-foreground">
          The team already had a task for this, and added your request to it.
        </p>
      );
    case "declined":
      return request.reason ? (
        <div className="grid gap-1 rounded-md border border-border bg-muted/40 p-3">
          <p className="text-sm font-medium">The team's reason</p>
          <p className="break-words whitespace-pre-line">{request.reason}</p>
        </div>
      ) : (
        <p className="text-muted-foreground">The team did not take it on.</p>
      );
  }
}

function Dated({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/** Shown on arrival from the form, and focused: the form the keyboard was in is gone. */
function SentNotice() {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      className="flex gap-3 rounded-lg border border-success/30 bg-success-soft p-4 text-success-soft-foreground outline-none"
    >
      <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="font-medium">Request sent. Keep this page's address to follow your request.</p>
    </div>
  );
}

/**
 * `/intake/receipt/<receipt>`: a request sent from a project's public form, as its requester
 * follows it (docs/intake.md). Its address is private: whoever has it sees the request's status.
 */
export default function IntakeReceiptPage() {
  const { receipt = "" } = useParams();
  const sent = isSentState(useLocation().state);
  const titleId = useId();
  const [load, setLoad] = useState<Load>(() =>
    isIntakeToken(receipt) ? { state: "loading" } : { state: "not-found" },
  );
  const [attempt, setAttempt] = useState(0);
  usePageMeta(
    load.state === "ready" ? `Your request to ${load.request.projectName}` : "Your request",
    "Follow a request you sent to a project's team: whether they took it on, and why.",
  );

  useEffect(() => {
    if (!isIntakeToken(receipt)) {
      setLoad({ state: "not-found" });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: "loading" });
    fetchIntakeReceipt(receipt, controller.signal).then(
      (request) => setLoad({ state: "ready", request }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(isNotFound(error) ? { state: "not-found" } : { state: "error" });
      },
    );
    return () => controller.abort();
    // `attempt` is the Try again button.
  }, [receipt, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-12 sm:px-6">
      {sent && load.state !== "not-found" ? <SentNotice /> : null}
      {load.state === "loading" ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading your request"
          className="grid gap-4"
        >
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : load.state === "not-found" ? (
        <div className="grid gap-4">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
            This request was not found
          </h1>
          <p className="text-muted-foreground">
            Check that the whole address was copied: it is the one this page showed when the request
            was sent.
          </p>
          <p>
            <Link className={buttonVariants({ variant: "outline" })} to="/">
              Back to the home page
            </Link>
          </p>
        </div>
      ) : load.state === "error" ? (
        <div role="alert" className="grid gap-4">
          <h1 className="text-3xl font-semibold tracking-tight">Couldn't load your request</h1>
          <p className="text-muted-foreground">
            Something went wrong while loading it. Check your connection and try again.
          </p>
          <p>
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          </p>
        </div>
      ) : (
        <>
          <header className="grid gap-3">
            <p className="text-sm font-semibold text-primary">Request status</p>
            <h1 className="text-3xl font-semibold tracking-tight break-words sm:text-4xl">
              Your request to {load.request.projectName}
            </h1>
          </header>
          <section
            aria-labelledby={titleId}
            className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6"
          >
            <h2 id={titleId} className="text-xl font-semibold break-words">
              {load.request.title}
            </h2>
            <Badge
              variant={VARIANT[load.request.status]}
              className="text-sm break-words whitespace-normal"
            >
              {statusLabel(load.request)}
            </Badge>
            <StatusDetail request={load.request} />
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Sent</dt>
                <dd>
                  <Dated iso={load.request.createdAt} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Decided</dt>
                <dd>
                  {load.request.decidedAt ? <Dated iso={load.request.decidedAt} /> : "Not yet"}
                </dd>
              </div>
            </dl>
          </section>
        </>
      )}
      {load.state === "ready" || (sent && load.state !== "not-found") ? (
        <ReceiptLink receipt={receipt} />
      ) : null}
    </div>
  );
}
