import type { TaskActivityEntry } from "@cairn/schema/task-activity";
import type { Task } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import { formatDateTime } from "@cairn/ui/format";
import { Label } from "@cairn/ui/label";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { CircleCheckIcon, RotateCcwIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTRPC } from "../../lib/api";
import { ActionError } from "../../parts/action-error";
import { approveTaskMutation } from "./queries";

/**
 * The client-approval step (docs/tasks.md, "Approval"): while a task is in Review, its project's
 * client approves it or asks for changes, with an optional note for the consultant.
 */
export function ApprovalBox({ task, onSaved }: { task: Task; onSaved: (task: Task) => void }) {
  const trpc = useTRPC();
  const noteId = useId();
  const [note, setNote] = useState("");
  // Once given, the verdict is shown above; changing it is one click away.
  const [changing, setChanging] = useState(false);
  const approve = useMutation({
    ...approveTaskMutation(trpc),
    onSuccess: (saved) => {
      toast({
        title: saved.approval === "approved" ? "Task approved" : "Changes requested",
        description: `"${saved.title}": your consultant has been told.`,
        variant: "success",
      });
      setNote("");
      setChanging(false);
      onSaved(saved);
    },
  });
  // One verdict at a time: a double click lands before the disabled buttons are rendered (the
  // server also records an identical repeat once).
  const sending = useRef(false);
  const send = (verdict: "approved" | "changes_requested") => {
    if (sending.current) return;
    sending.current = true;
    approve.mutate(
      { taskId: task.id, verdict, note: note.trim() === "" ? null : note },
      {
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  const pending = approve.isPending ? approve.variables?.verdict : undefined;
  if (task.approval !== null && !changing) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setChanging(true)}>
        Change your verdict
      </Button>
    );
  }
  return (
    <section
      aria-labelledby={`${noteId}-title`}
      className="flex flex-col gap-3 rounded-xl border border-info/30 bg-info-soft p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${noteId}-title`} className="text-sm font-semibold text-info-soft-foreground">
          {task.approval === null ? "Waiting for your review" : "Change your verdict"}
        </h3>
        <p className="text-sm text-info-soft-foreground">
          {task.approval === null
            ? "This task is in Review. Approve it, or tell your consultant what needs to change."
            : "While the task is in Review, your latest verdict is the one that counts."}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={noteId}>Note (optional)</Label>
        <Textarea
          id={noteId}
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="What should change, or a word of thanks"
        />
      </div>
      <ActionError error={approve.error} />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => send("approved")}
          loading={pending === "approved"}
          disabled={approve.isPending}
        >
          <CircleCheckIcon aria-hidden="true" />
          Approve
        </Button>
        <Button
          variant="outline"
          onClick={() => send("changes_requested")}
          loading={pending === "changes_requested"}
          disabled={approve.isPending}
        >
          <RotateCcwIcon aria-hidden="true" />
          Request changes
        </Button>
      </div>
    </section>
  );
}

/**
 * The client's verdict as it stands, for everyone who opens the task: who gave it, when, and
 * their note (from the task's history, whose newest verdict line it is).
 */
export function VerdictSummary({
  approval,
  line,
}: {
  approval: NonNullable<Task["approval"]>;
  /** The history's newest verdict line, when it is among the lines read. */
  line: TaskActivityEntry | undefined;
}) {
  const approved = approval === "approved";
  const who = line?.actor?.name ?? "The client";
  return (
    <div
      className={
        approved
          ? "flex flex-col gap-1 rounded-xl border border-success/30 bg-success-soft p-4 text-success-soft-foreground"
          : "flex flex-col gap-1 rounded-xl border border-warning/30 bg-warning-soft p-4 text-warning-soft-foreground"
      }
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        {approved ? (
          <CircleCheckIcon aria-hidden="true" className="size-4" />
        ) : (
          <RotateCcwIcon aria-hidden="true" className="size-4" />
        )}
        {approved ? `${who} approved this task` : `${who} requested changes`}
        {line ? (
          <span className="font-normal">
            {" · "}
            <time dateTime={line.createdAt}>{formatDateTime(line.createdAt)}</time>
          </span>
        ) : null}
      </p>
      {line?.detail ? <p className="text-sm whitespace-pre-wrap">{line.detail}</p> : null}
    </div>
  );
}
