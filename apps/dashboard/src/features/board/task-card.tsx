import type { Task } from "@cairn/schema/tasks";
import { Badge } from "@cairn/ui/badge";
import { cn } from "@cairn/ui/cn";
import type { DraggableProvided } from "@hello-pangea/dnd";
import {
  CalendarIcon,
  CircleCheckIcon,
  ListChecksIcon,
  MessageSquareIcon,
  PaperclipIcon,
  RotateCcwIcon,
  TriangleAlertIcon,
  UserIcon,
} from "lucide-react";
import { type CSSProperties, memo, type ReactNode } from "react";
import { formatDueDate, pluralize } from "../../lib/format";
import { PriorityBadge } from "../badges/badges";
import { isOverdue } from "../tasks/progress";
import { type ChipLabel, LabelChip } from "./label-chip";

/** Every card has the same height, so a long column can render only the cards in view. */
export const CARD_HEIGHT = 148;
export const CARD_GAP = 8;
export const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP;

/** Labels shown on a card before "+n". */
const CARD_LABELS = 2;

/** Priority colours of docs/product.md §3.8 as the card's left edge: low green, medium yellow, high red. */
const PRIORITY_EDGE: Readonly<Record<string, string>> = {
  low: "border-l-success",
  medium: "border-l-warning",
  high: "border-l-danger",
};

/** The id of the board's hidden "Press enter to open the task" hint, read after a card's name. */
export const OPEN_HINT_ID = "task-card-open-hint";

export interface TaskCardProps {
  task: Task;
  assignee: string | null;
  /** The task's labels, in its order. */
  labels?: readonly ChipLabel[];
  /** Set when the card can be dragged (staff): the drag handle, ref and position styles. */
  provided?: DraggableProvided;
  style?: CSSProperties;
  isDragging?: boolean;
  /** Opens the task's panel (a click, or Enter on the focused card). */
  onOpen?: (task: Task) => void;
}

/** "Sam Rivera" → "Sam": the card is narrow; the full name is in its accessible name. */
function shortName(name: string): string {
  return name.split(" ")[0] ?? name;
}

/** The client's verdict, as a badge (docs/tasks.md, "Approval"). */
export function ApprovalBadge({ approval }: { approval: Task["approval"] }) {
  if (approval === "approved") {
    return (
      <Badge variant="success">
        <CircleCheckIcon aria-hidden="true" />
        Approved
      </Badge>
    );
  }
  if (approval === "changes_requested") {
    return (
      <Badge variant="warning">
        <RotateCcwIcon aria-hidden="true" />
        Changes requested
      </Badge>
    );
  }
  return null;
}

/** Checklist progress: "2/5" with a small bar (its words for screen readers). */
function ChecklistProgress({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <span className="inline-flex items-center gap-1" title={`Checklist: ${done} of ${total} done`}>
      <ListChecksIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span aria-hidden="true" className="tabular-nums">
        {done}/{total}
      </span>
      <span aria-hidden="true" className="h-1 w-6 overflow-hidden rounded-full bg-muted">
        <span
          className={cn("block h-full rounded-full", done === total ? "bg-success" : "bg-primary")}
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className="sr-only">
        , checklist {done} of {total} done
      </span>
    </span>
  );
}

function Count({ icon, count, one }: { icon: ReactNode; count: number; one: string }) {
  const words = pluralize(count, one);
  return (
    <span className="inline-flex items-center gap-0.5" title={words}>
      {icon}
      <span aria-hidden="true" className="tabular-nums">
        {count}
      </span>
      <span className="sr-only">, {words}</span>
    </span>
  );
}

/**
 * A task on the board: priority, AI score, the client's verdict, title, labels, checklist
 * progress, comment and file counts, due date and assignee. A click or Enter opens the task's
 * panel, for every role. For staff the whole card is also the drag handle (space lifts it,
 * arrows move it). Its parts are spans so the same body fits in a button; the title comes first
 * in the reading order, so it names the card.
 */
export const TaskCard = memo(function TaskCard({
  task,
  assignee,
  labels = [],
  provided,
  style,
  isDragging,
  onOpen,
}: TaskCardProps) {
  const overdue = isOverdue(task, new Date());
  const draggable = Boolean(provided);
  const shownLabels = labels.slice(0, CARD_LABELS);
  const moreLabels = labels.length - shownLabels.length;
  const body = (
    <>
      <span className="order-2 line-clamp-2 h-10 text-sm leading-5 font-medium text-foreground">
        {task.title}
      </span>
      <span className="order-1 flex h-5 items-center gap-2">
        <PriorityBadge
          priority={task.priority}
          suffix={<span className="sr-only"> priority</span>}
        />
        {task.aiPriorityScore !== 50 ? (
          <span className="text-xs text-muted-foreground tabular-nums">
            AI {task.aiPriorityScore}
          </span>
        ) : null}
        {task.approval ? (
          <span className="ml-auto">
            <span className="sr-only">, client verdict: </span>
            <ApprovalBadge approval={task.approval} />
          </span>
        ) : null}
      </span>
      <span className="order-3 flex h-[18px] items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="flex min-w-0 items-center gap-1 overflow-hidden">
          {labels.length > 0 ? (
            <span className="sr-only">
              , labels: {labels.map((label) => label.name).join(", ")}
            </span>
          ) : null}
          <span aria-hidden="true" className="flex min-w-0 items-center gap-1">
            {shownLabels.map((label) => (
              <LabelChip key={label.id} label={label} size="sm" />
            ))}
            {moreLabels > 0 ? <span className="shrink-0">+{moreLabels}</span> : null}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          {task.checklistTotal > 0 ? (
            <ChecklistProgress done={task.checklistDone} total={task.checklistTotal} />
          ) : null}
          {task.commentCount > 0 ? (
            <Count
              icon={<MessageSquareIcon aria-hidden="true" className="size-3.5" />}
              count={task.commentCount}
              one="comment"
            />
          ) : null}
          {task.attachmentCount > 0 ? (
            <Count
              icon={<PaperclipIcon aria-hidden="true" className="size-3.5" />}
              count={task.attachmentCount}
              one="file"
            />
          ) : null}
        </span>
      </span>
      <span className="order-4 mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span
          className={cn(
            "inline-flex min-w-0 items-center gap-1",
            overdue && "font-medium text-danger-soft-foreground",
          )}
        >
          {overdue ? (
            <TriangleAlertIcon aria-hidden="true" className="size-3.5 shrink-0" />
          ) : (
            <CalendarIcon aria-hidden="true" className="size-3.5 shrink-0" />
          )}
          <span className="truncate" title={overdue ? "Overdue" : undefined}>
            <span className="sr-only">{task.dueDate ? ", due " : ", "}</span>
            {formatDueDate(task.dueDate)}
            {overdue ? <span className="sr-only"> (overdue)</span> : null}
          </span>
        </span>
        <span className="inline-flex min-w-0 items-center gap-1">
          <UserIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate" title={assignee ?? undefined}>
            {assignee ? (
              <>
                <span className="sr-only">, assigned to </span>
                {shortName(assignee)}
              </>
            ) : (
              <>
                <span className="sr-only">, </span>
                Unassigned
              </>
            )}
          </span>
        </span>
      </span>
    </>
  );
  const classes = cn(
    "flex flex-col gap-2 overflow-hidden rounded-lg border border-l-4 border-border bg-card p-3 text-left shadow-xs",
    PRIORITY_EDGE[task.priority],
    onOpen && "cursor-pointer hover:border-input",
    draggable && "cursor-grab active:cursor-grabbing",
    // The lifted card gets a layer of its own: moving it repaints nothing else.
    isDragging && "shadow-lg ring-2 ring-ring will-change-transform",
  );
  const open = onOpen ? () => onOpen(task) : undefined;

  if (!provided) {
    // A read-only board: the card opens its panel, and is not dragged.
    return open ? (
      <button
        type="button"
        data-task-card={task.id}
        aria-describedby={OPEN_HINT_ID}
        className={cn(
          classes,
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        )}
        style={{ ...style, height: CARD_HEIGHT }}
        onClick={open}
      >
        {body}
      </button>
    ) : (
      <article
        data-task-card={task.id}
        className={classes}
        style={{ ...style, height: CARD_HEIGHT }}
      >
        {body}
      </article>
    );
  }
  // A real button (its body is phrasing content only): Enter or a click opens the task, space
  // lifts it (the drag library takes the space key before the button sees it).
  return (
    <button
      type="button"
      ref={provided.innerRef}
      {...provided.draggableProps}
      {...provided.dragHandleProps}
      data-task-card={task.id}
      aria-describedby={
        open
          ? `${provided.dragHandleProps?.["aria-describedby"] ?? ""} ${OPEN_HINT_ID}`.trim()
          : provided.dragHandleProps?.["aria-describedby"]
      }
      className={classes}
      style={{ ...style, ...provided.draggableProps.style, height: CARD_HEIGHT }}
      onClick={open}
    >
      {body}
    </button>
  );
});
