import { isAppError } from "@cairn/api-client/errors";
import type { IntakeRequest } from "@cairn/schema/intake";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { CheckIcon, GitMergeIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { Detail, Missing } from "../routines/detail";
import { SOURCE_WORDS, STATUS_BADGES } from "./intake-model";
import { acceptIntakeMutation, useIntakeChanged, useIntakeDecided } from "./queries";

export interface RequestActions {
  onMerge: (request: IntakeRequest) => void;
  onDecline: (request: IntakeRequest) => void;
}

/**
 * One request: its title, status, description, who asked (their e-mail for staff, when they gave
 * one on the public form), from where and when; once decided, its task (a link to the task's
 * panel) or the reason it was declined. Staff triage a new one here: Accept, Merge…, Decline….
 */
export function RequestCard({
  projectId,
  request,
  staff,
  editable,
  actions,
}: {
  projectId: number;
  request: IntakeRequest;
  /** The project's consultant or an admin: they read a public requester's e-mail. */
  staff: boolean;
  /** Staff, while the project is not archived: they decide new requests. */
  editable: boolean;
  actions: RequestActions;
}) {
  const headingId = useId();
  const badge = STATUS_BADGES[request.status];
  const email = staff ? request.requesterEmail : null;

  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        data-request={request.id}
        className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4"
      >
        <div className="flex flex-wrap items-start gap-2">
          <h4 id={headingId} className="min-w-0 flex-1 text-sm font-semibold break-words">
            {request.title}
          </h4>
          <Badge variant={badge.tone} data-status={request.status}>
            {badge.label}
          </Badge>
        </div>
        {request.description ? (
          <p className="text-sm break-words whitespace-pre-line">{request.description}</p>
        ) : null}
        <p className="text-sm break-words text-muted-foreground">
          Asked by <span className="font-medium text-foreground">{request.requesterName}</span>
          {email ? (
            <>
              {" ("}
              <a
                href={`mailto:${email}`}
                className="break-all text-primary underline underline-offset-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
              >
                {email}
              </a>
              {")"}
            </>
          ) : null}{" "}
          {SOURCE_WORDS[request.source]} ·{" "}
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </p>
        {request.status === "new" ? null : <Decision request={request} />}
        {editable && request.status === "new" ? (
          <TriageActions projectId={projectId} request={request} actions={actions} />
        ) : null}
      </article>
    </li>
  );
}

/** What became of a decided request: its task, or why it was declined; and when. */
function Decision({ request }: { request: IntakeRequest }) {
  const location = useLocation();
  return (
    <dl className="grid gap-x-4 gap-y-2 border-t border-border pt-3 text-sm sm:grid-cols-2">
      {request.status === "declined" ? (
        <Detail term="Reason" wide>
          {request.reason ? (
            <span className="whitespace-pre-line">{request.reason}</span>
          ) : (
            <Missing>No reason given</Missing>
          )}
        </Detail>
      ) : (
        <Detail term={request.status === "merged" ? "Merged into" : "Task"}>
          {request.taskId !== null ? (
            <Link
              to={{ pathname: `tasks/${request.taskId}`, search: location.search }}
              // The panel goes back in history when closed, to this tab.
              state={{ fromBoard: true }}
              className="break-words text-primary underline underline-offset-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              {request.taskTitle ?? `Task #${request.taskId}`}
            </Link>
          ) : (
            <Missing>
              {request.taskTitle ? `${request.taskTitle} (deleted)` : "A deleted task"}
            </Missing>
          )}
        </Detail>
      )}
      {request.decidedAt ? (
        <Detail term="Decided">
          <time dateTime={request.decidedAt}>{formatDateTime(request.decidedAt)}</time>
        </Detail>
      ) : null}
    </dl>
  );
}

function TriageActions({
  projectId,
  request,
  actions,
}: {
  projectId: number;
  request: IntakeRequest;
  actions: RequestActions;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const location = useLocation();
  const decided = useIntakeDecided(projectId);
  const changed = useIntakeChanged(projectId);
  const accept = useMutation({
    ...acceptIntakeMutation(trpc),
    onSuccess: async ({ request: saved, task }) => {
      const taskId = task?.id ?? saved.taskId;
      const title = task?.title ?? saved.taskTitle ?? saved.title;
      toast({
        title: "Request accepted",
        description: `New task in To Do: “${title}”.`,
        variant: "success",
        ...(taskId !== null
          ? {
              action: {
                label: "Open task",
                onClick: () =>
                  void navigate(
                    { pathname: `tasks/${taskId}`, search: location.search },
                    { state: { fromBoard: true } },
                  ),
              },
            }
          : {}),
      });
      await decided();
    },
    onError: (error) => {
      toast({
        title: "Couldn't accept the request",
        description: error.message,
        variant: "destructive",
      });
      // Decided meanwhile by someone else (409): show it as it now is.
      if (isAppError(error, "CONFLICT")) void changed();
    },
  });
  // Each button names the request it acts on to a screen reader; the card shows it to the eye.
  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-3">
      <Button
        size="sm"
        loading={accept.isPending}
        aria-label={`Accept ${request.title}`}
        onClick={() => accept.mutate({ projectId, requestId: request.id })}
      >
        <CheckIcon aria-hidden="true" />
        Accept
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={accept.isPending}
        aria-label={`Merge ${request.title} into a task…`}
        onClick={() => actions.onMerge(request)}
      >
        <GitMergeIcon aria-hidden="true" />
        Merge…
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={accept.isPending}
        aria-label={`Decline ${request.title}…`}
        onClick={() => actions.onDecline(request)}
      >
        <XIcon aria-hidden="true" />
        Decline…
      </Button>
    </div>
  );
}
