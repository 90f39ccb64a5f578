import type { RaidEntry } from "@cairn/schema/raid";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { formatCalendarDate } from "@cairn/ui/format";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import {
  CircleCheckIcon,
  ListPlusIcon,
  PencilIcon,
  RotateCcwIcon,
  Trash2Icon,
  TriangleAlertIcon,
} from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link, useLocation } from "react-router";
import { useTRPC } from "../../lib/api";
import { updateRaidEntryMutation, useRaidChanged } from "./queries";
import {
  impactWord,
  isReviewOverdue,
  KIND_LABELS,
  LEVEL_LABELS,
  LEVEL_TONE,
  probabilityWord,
  riskLevel,
} from "./raid-model";

/**
 * A field of an entry: its name and value, a direct child of the list's `<dl>` (a `<div>` there
 * may only hold a `<dt>` and its `<dd>`); `wide` spans both columns of the grid.
 */
function Detail({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-1.5 break-words">{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>;
}

export interface EntryActions {
  onEdit: (entry: RaidEntry) => void;
  onDelete: (entry: RaidEntry) => void;
  onMakeTask: (entry: RaidEntry) => void;
}

/**
 * One entry of the register: its title, kind, status and owner; a risk's score (probability ×
 * impact), response and review day, marked overdue; a decision's who, when and why; the tasks it
 * concerns, each a link to the task's panel. Staff get its actions: edit, close or reopen, make a
 * task of an open risk, delete.
 */
export function EntryCard({
  projectId,
  entry,
  today,
  editable,
  taskTitles,
  actions,
}: {
  projectId: number;
  entry: RaidEntry;
  /** The register's today: a review day before it is overdue. */
  today: string;
  editable: boolean;
  /** The board's tasks by id, to name the linked ones. */
  taskTitles: ReadonlyMap<number, string>;
  actions: EntryActions;
}) {
  const headingId = useId();
  const location = useLocation();
  const open = entry.status === "open";
  const overdue = isReviewOverdue(entry, today);
  const kind = KIND_LABELS[entry.kind];

  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-entry={entry.id}
        className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4"
      >
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 text-sm font-semibold break-words">
            {entry.title}
          </h3>
          <Badge variant="outline">{kind}</Badge>
          <Badge variant={open ? "info" : "neutral"}>{open ? "Open" : "Closed"}</Badge>
        </div>
        {entry.description ? (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
            {entry.description}
          </p>
        ) : null}
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          <Detail term="Owner">{entry.ownerName ?? <Missing>No owner</Missing>}</Detail>
          {entry.kind === "risk" ? <RiskDetails entry={entry} overdue={overdue} /> : null}
          {entry.kind === "decision" ? <DecisionDetails entry={entry} /> : null}
          {entry.taskIds.length > 0 ? (
            <Detail term={entry.taskIds.length === 1 ? "Task" : "Tasks"}>
              <ul className="flex min-w-0 flex-col gap-1">
                {entry.taskIds.map((taskId) => (
                  <li key={taskId} className="min-w-0">
                    <Link
                      to={{ pathname: `tasks/${taskId}`, search: location.search }}
                      // The panel goes back in history when closed, to this tab.
                      state={{ fromBoard: true }}
                      className="break-words text-primary underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {taskTitles.get(taskId) ?? `Task #${taskId}`}
                    </Link>
                  </li>
                ))}
              </ul>
            </Detail>
          ) : null}
        </dl>
        {editable ? <StaffActions projectId={projectId} entry={entry} actions={actions} /> : null}
      </article>
    </li>
  );
}

function RiskDetails({ entry, overdue }: { entry: RaidEntry; overdue: boolean }) {
  const { probability, impact, score } = entry;
  const level = score === null ? null : riskLevel(score);
  return (
    <>
      <Detail term="Score">
        {score !== null && level && probability !== null && impact !== null ? (
          <>
            <Badge variant={LEVEL_TONE[level]}>
              {score} · {LEVEL_LABELS[level]}
            </Badge>
            <span>
              probability {probability} ({probabilityWord(probability).toLowerCase()}) × impact{" "}
              {impact} ({impactWord(impact).toLowerCase()})
            </span>
          </>
        ) : (
          <Missing>Not scored</Missing>
        )}
      </Detail>
      <Detail term="Review date">
        {entry.reviewDate ? (
          <span className={overdue ? "font-medium text-danger-soft-foreground" : undefined}>
            {formatCalendarDate(entry.reviewDate)}
          </span>
        ) : (
          <Missing>Not set</Missing>
        )}
        {overdue ? (
          <Badge variant="danger">
            <TriangleAlertIcon aria-hidden="true" />
            Overdue
          </Badge>
        ) : null}
      </Detail>
      <Detail term="Response" wide>
        {entry.response ? (
          <span className="whitespace-pre-line">{entry.response}</span>
        ) : (
          <Missing>None yet</Missing>
        )}
      </Detail>
    </>
  );
}

function DecisionDetails({ entry }: { entry: RaidEntry }) {
  return (
    <>
      <Detail term="Decided by">{entry.decidedByName ?? <Missing>Not recorded</Missing>}</Detail>
      <Detail term="Decided on">
        {entry.decidedOn ? formatCalendarDate(entry.decidedOn) : <Missing>Not recorded</Missing>}
      </Detail>
      <Detail term="Why" wide>
        {entry.rationale ? (
          <span className="whitespace-pre-line">{entry.rationale}</span>
        ) : (
          <Missing>Not recorded</Missing>
        )}
      </Detail>
    </>
  );
}

function StaffActions({
  projectId,
  entry,
  actions,
}: {
  projectId: number;
  entry: RaidEntry;
  actions: EntryActions;
}) {
  const trpc = useTRPC();
  const raidChanged = useRaidChanged(projectId);
  const open = entry.status === "open";
  const kind = KIND_LABELS[entry.kind];
  const setStatus = useMutation({
    ...updateRaidEntryMutation(trpc),
    onSuccess: async (saved) => {
      toast({
        title: `${kind} ${saved.status === "closed" ? "closed" : "reopened"}`,
        description: saved.title,
        variant: "success",
      });
      await raidChanged();
    },
    onError: (error) => {
      toast({
        title: `Couldn't ${open ? "close" : "reopen"} the ${kind.toLowerCase()}`,
        description: error.message,
        variant: "destructive",
      });
    },
  });
  // Each button names the entry it acts on to a screen reader; the card shows it to the eye.
  const named = (verb: string) => ({ "aria-label": `${verb} ${entry.title}` });
  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-3">
      <Button variant="outline" size="sm" onClick={() => actions.onEdit(entry)} {...named("Edit")}>
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={setStatus.isPending}
        onClick={() =>
          setStatus.mutate({ projectId, entryId: entry.id, status: open ? "closed" : "open" })
        }
        {...named(open ? "Close" : "Reopen")}
      >
        {open ? <CircleCheckIcon aria-hidden="true" /> : <RotateCcwIcon aria-hidden="true" />}
        {open ? "Close" : "Reopen"}
      </Button>
      {entry.kind === "risk" && open ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.onMakeTask(entry)}
          {...named("Make a task of")}
        >
          <ListPlusIcon aria-hidden="true" />
          Make a task
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => actions.onDelete(entry)}
        {...named("Delete")}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
