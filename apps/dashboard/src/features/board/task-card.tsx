import type { Task } from "@cairn/schema/tasks";
import { cn } from "@cairn/ui/cn";
import type { DraggableProvided } from "@hello-pangea/dnd";
import { CalendarIcon, TriangleAlertIcon, UserIcon } from "lucide-react";
import { type CSSProperties, memo } from "react";
import { formatDueDate } from "../../lib/format";
import { PriorityBadge } from "../badges/badges";
import { isOverdue } from "../tasks/progress";

/** Every card has the same height, so a long column can render only the cards in view. */
export const CARD_HEIGHT = 124;
export const CARD_GAP = 8;
export const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP;

/** Priority colours of docs/product.md §3.8 as the card's left edge: low green, medium yellow, high red. */
const PRIORITY_EDGE: Readonly<Record<string, string>> = {
  low: "border-l-success",
  medium: "border-l-warning",
  high: "border-l-danger",
};

/** The id of the board's hidden "Press enter to edit" hint, read after a card's name. */
export const EDIT_HINT_ID = "task-card-edit-hint";

export interface TaskCardProps {
  task: Task;
  assignee: string | null;
  /** Set when the card can be dragged (staff): the drag handle, ref and position styles. */
  provided?: DraggableProvided;
  style?: CSSProperties;
  isDragging?: boolean;
  onEdit?: (task: Task) => void;
}

/** "Sam Rivera" → "Sam": the card is narrow; the full name is in its accessible name. */
function shortName(name: string): string {
  return name.split(" ")[0] ?? name;
}

/**
 * A task on the board. For staff the whole card is the drag handle (space lifts it, arrows move
 * it) and Enter or a click opens the Edit Task dialog; for clients it is a read-only card. Its
 * parts are spans so the same body fits in a button.
 */
export const TaskCard = memo(function TaskCard({
  task,
  assignee,
  provided,
  style,
  isDragging,
  onEdit,
}: TaskCardProps) {
  const overdue = isOverdue(task, new Date());
  const editable = Boolean(provided && onEdit);
  // The title comes first in the reading order (it names the card); the priority row sits above
  // it on screen.
  const body = (
    <>
      <span className="order-2 line-clamp-2 text-sm leading-5 font-medium text-foreground">
        {task.title}
      </span>
      <span className="order-1 flex items-center justify-between gap-2">
        <PriorityBadge
          priority={task.priority}
          suffix={<span className="sr-only"> priority</span>}
        />
        {task.aiPriorityScore !== 50 ? (
          <span className="text-xs text-muted-foreground tabular-nums">
            AI {task.aiPriorityScore}
          </span>
        ) : null}
      </span>
      <span className="order-3 mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
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
            <span className="sr-only">{task.dueDate ? "due " : ""}</span>
            {formatDueDate(task.dueDate)}
            {overdue ? <span className="sr-only"> (overdue)</span> : null}
          </span>
        </span>
        <span className="inline-flex min-w-0 items-center gap-1">
          <UserIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate" title={assignee ?? undefined}>
            {assignee ? (
              <>
                <span className="sr-only">assigned to </span>
                {shortName(assignee)}
              </>
            ) : (
              "Unassigned"
            )}
          </span>
        </span>
      </span>
    </>
  );
  const classes = cn(
    "flex flex-col gap-2 overflow-hidden rounded-lg border border-l-4 border-border bg-card p-3 text-left shadow-xs",
    PRIORITY_EDGE[task.priority],
    editable && "cursor-grab hover:border-input active:cursor-grabbing",
    // The lifted card gets a layer of its own: moving it repaints nothing else.
    isDragging && "shadow-lg ring-2 ring-ring will-change-transform",
  );

  if (!provided) {
    return (
      <article
        data-task-card={task.id}
        className={classes}
        style={{ ...style, height: CARD_HEIGHT }}
      >
        {body}
      </article>
    );
  }
  // A real button (its body is phrasing content only): Enter or a click opens the editor, space
  // lifts it (the drag library takes the space key before the button sees it).
  return (
    <button
      type="button"
      ref={provided.innerRef}
      {...provided.draggableProps}
      {...provided.dragHandleProps}
      data-task-card={task.id}
      aria-describedby={
        editable
          ? `${provided.dragHandleProps?.["aria-describedby"] ?? ""} ${EDIT_HINT_ID}`.trim()
          : provided.dragHandleProps?.["aria-describedby"]
      }
      className={classes}
      style={{ ...style, ...provided.draggableProps.style, height: CARD_HEIGHT }}
      onClick={editable ? () => onEdit?.(task) : undefined}
    >
      {body}
    </button>
  );
});
