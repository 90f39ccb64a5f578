import { ALLOWED_REQUIREMENTS, describePolicy } from "@cairn/schema/column-policies";
import type { Task } from "@cairn/schema/tasks";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import {
  Draggable,
  type DraggableProvided,
  Droppable,
  type DroppableProvided,
  type DroppableStateSnapshot,
} from "@hello-pangea/dnd";
import { GaugeIcon, GripVerticalIcon, PlusIcon, ShieldCheckIcon } from "lucide-react";
import { memo, type ReactNode, useId, useReducer, useRef } from "react";
import { type BoardColumn as Column, overWipLimit } from "./board-model";
import type { ChipLabel } from "./label-chip";
import { CARD_GAP, ROW_HEIGHT, TaskCard } from "./task-card";

/** Cards rendered beyond the visible ones, above and below, so scrolling never shows a gap. */
const OVERSCAN = 4;
const LIST_PADDING = 8;

export interface ColumnProps {
  column: Column;
  index: number;
  editable: boolean;
  /** Height available to the list before it scrolls. */
  maxListHeight: number;
  assigneeName: (task: Task) => string | null;
  labelsOf: (task: Task) => readonly ChipLabel[];
  /** How many tasks the column holds in all, when a filter hides some. */
  totalCount?: number;
  onOpen: (task: Task) => void;
  onAdd: (column: Column) => void;
  onWipLimit: (column: Column) => void;
  /** Opens the column's policy, its definition of done. */
  onPolicy: (column: Column) => void;
}

/** The cards a list of `count` rows shows at this scroll position (plus the overscan). */
export function visibleRange(
  count: number,
  scrollTop: number,
  viewport: number,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop - LIST_PADDING) / ROW_HEIGHT);
  const last = Math.ceil((scrollTop + viewport) / ROW_HEIGHT);
  return { start: Math.max(0, first - OVERSCAN), end: Math.min(count, last + OVERSCAN) };
}

function TaskList({
  column,
  provided,
  snapshot,
  editable,
  maxListHeight,
  assigneeName,
  labelsOf,
  filtered,
  onOpen,
}: {
  column: Column;
  provided: DroppableProvided;
  snapshot: DroppableStateSnapshot;
  filtered: boolean;
} & Pick<ColumnProps, "editable" | "maxListHeight" | "assigneeName" | "labelsOf" | "onOpen">) {
  // The scroll position lives in a ref; the list re-renders only when the range of rows in view
  // changes (every row height of scrolling), not on every scroll event.
  const scrollTop = useRef(0);
  const rendered = useRef({ start: 0, end: 0 });
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const tasks = column.tasks;
  // A card dragged in from another column needs a free row at the end (virtual lists have no
  // placeholder element).
  const rows = tasks.length + (snapshot.isUsingPlaceholder ? 1 : 0);
  const contentHeight = Math.max(rows, 1) * ROW_HEIGHT - CARD_GAP + LIST_PADDING * 2;
  const height = Math.min(contentHeight, maxListHeight);
  const { start, end } = visibleRange(tasks.length, scrollTop.current, height);
  rendered.current = { start, end };
  const items: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const task = tasks[index];
    if (!task) continue;
    const position = {
      position: "absolute" as const,
      top: LIST_PADDING + index * ROW_HEIGHT,
      left: LIST_PADDING,
      right: LIST_PADDING,
    };
    items.push(
      editable ? (
        <Draggable
          key={task.id}
          draggableId={`task-${task.id}`}
          index={index}
          disableInteractiveElementBlocking
        >
          {(draggable) => (
            <TaskCard
              task={task}
              assignee={assigneeName(task)}
              labels={labelsOf(task)}
              provided={draggable}
              style={position}
              onOpen={onOpen}
            />
          )}
        </Draggable>
      ) : (
        <TaskCard
          key={task.id}
          task={task}
          assignee={assigneeName(task)}
          labels={labelsOf(task)}
          style={position}
          onOpen={onOpen}
        />
      ),
    );
  }

  return (
    <div
      ref={provided.innerRef}
      {...provided.droppableProps}
      data-column-list={column.key}
      className={cn(
        "relative overflow-y-auto overscroll-contain rounded-lg transition-colors",
        snapshot.isDraggingOver ? "bg-primary-soft" : "bg-muted/60",
      )}
      style={{ height }}
      onScroll={(event) => {
        scrollTop.current = event.currentTarget.scrollTop;
        const next = visibleRange(tasks.length, scrollTop.current, height);
        if (next.start !== rendered.current.start || next.end !== rendered.current.end) rerender();
      }}
    >
      <div style={{ height: contentHeight, position: "relative" }}>
        {items}
        {tasks.length === 0 && !snapshot.isDraggingOver ? (
          <p className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-muted-foreground">
            {filtered ? "No tasks match" : "No tasks"}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ColumnHeader({
  column,
  titleId,
  handle,
  editable,
  totalCount,
  onAdd,
  onWipLimit,
  onPolicy,
}: {
  column: Column;
  titleId: string;
  handle?: DraggableProvided["dragHandleProps"];
} & Pick<ColumnProps, "editable" | "totalCount" | "onAdd" | "onWipLimit" | "onPolicy">) {
  // The WIP limit counts every task of the column, shown or not.
  const count = totalCount ?? column.tasks.length;
  const over =
    totalCount === undefined
      ? overWipLimit(column)
      : column.wipLimit !== null && count > column.wipLimit;
  const shown = column.tasks.length;
  const filtered = totalCount !== undefined;
  const policy = describePolicy(column.requires);
  return (
    <div className="flex flex-col gap-2 px-1">
      {/* Tight enough that "In Progress" keeps its whole title beside three buttons. */}
      <div className="flex items-center gap-1.5">
        {handle ? (
          <button
            type="button"
            {...handle}
            aria-label={`Move column ${column.title}`}
            className="-ml-1 inline-flex size-7 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground active:cursor-grabbing"
          >
            <GripVerticalIcon aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <span
          aria-hidden="true"
          className="size-3 shrink-0 rounded-full"
          style={{ backgroundColor: column.color }}
        />
        <h2 id={titleId} className="truncate text-sm font-semibold">
          {column.title}
        </h2>
        <Badge
          variant={over ? "danger" : "neutral"}
          aria-label={
            (filtered ? `${shown} of ${count} tasks shown` : `${count} tasks`) +
            (column.wipLimit === null ? "" : `, work-in-progress limit ${column.wipLimit}`)
          }
        >
          {filtered
            ? `${shown}/${count}`
            : column.wipLimit === null
              ? count
              : `${count} / ${column.wipLimit}`}
        </Badge>
        {editable ? (
          <div className="ml-auto flex items-center">
            <Button
              variant="ghost"
              size="icon"
              className="size-6"
              aria-label={`WIP limit for ${column.title}`}
              onClick={() => onWipLimit(column)}
            >
              <GaugeIcon aria-hidden="true" />
            </Button>
            {/* Nothing moves on from Done, so it has no policy to set. */}
            {ALLOWED_REQUIREMENTS[column.key].length > 0 ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Definition of done for ${column.title}`}
                onClick={() => onPolicy(column)}
              >
                <ShieldCheckIcon aria-hidden="true" />
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              className="size-6"
              aria-label={`Add task to ${column.title}`}
              onClick={() => onAdd(column)}
            >
              <PlusIcon aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
      {over ? (
        <p className="rounded-md bg-danger-soft px-2 py-1 text-xs font-medium text-danger-soft-foreground">
          Over the WIP limit of {column.wipLimit}: finish work before starting more.
        </p>
      ) : null}
      {/* Everyone sees the rule before they drag, clients too: it is why a move may be refused. */}
      {policy ? (
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
          <ShieldCheckIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>
            <span className="sr-only">Definition of done: </span>
            {policy}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A column of the board (docs/product.md §3.8): its colour and title, the task count (and soft WIP limit),
 * its policy (docs/column-policies.md) and its cards, of which only those in view are rendered.
 */
export const BoardColumnView = memo(function BoardColumnView(props: ColumnProps) {
  const { column, index, editable } = props;
  const titleId = useId();
  const body = (handle?: DraggableProvided["dragHandleProps"]) => (
    <>
      <div className="h-1 rounded-full" style={{ backgroundColor: column.color }} />
      <ColumnHeader
        column={column}
        titleId={titleId}
        handle={handle}
        editable={editable}
        totalCount={props.totalCount}
        onAdd={props.onAdd}
        onWipLimit={props.onWipLimit}
        onPolicy={props.onPolicy}
      />
      <Droppable
        droppableId={column.key}
        type="TASK"
        mode="virtual"
        renderClone={(provided, snapshot, rubric) => {
          const task = column.tasks[rubric.source.index];
          return task ? (
            <TaskCard
              task={task}
              assignee={props.assigneeName(task)}
              labels={props.labelsOf(task)}
              provided={provided}
              isDragging={snapshot.isDragging}
            />
          ) : (
            <div ref={provided.innerRef} {...provided.draggableProps} />
          );
        }}
      >
        {(provided, snapshot) => (
          <TaskList
            column={column}
            provided={provided}
            snapshot={snapshot}
            editable={editable}
            maxListHeight={props.maxListHeight}
            assigneeName={props.assigneeName}
            labelsOf={props.labelsOf}
            filtered={props.totalCount !== undefined}
            onOpen={props.onOpen}
          />
        )}
      </Droppable>
    </>
  );
  const sectionClass =
    "flex min-w-0 flex-1 flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm";

  if (!editable) {
    return (
      <section aria-labelledby={titleId} data-column={column.key} className={sectionClass}>
        {body()}
      </section>
    );
  }
  return (
    // The grip is a real button, so interactive-element blocking is off for this draggable.
    <Draggable draggableId={`column-${column.key}`} index={index} disableInteractiveElementBlocking>
      {(provided, snapshot) => (
        <section
          ref={provided.innerRef}
          {...provided.draggableProps}
          aria-labelledby={titleId}
          data-column={column.key}
          className={cn(sectionClass, snapshot.isDragging && "shadow-xl ring-2 ring-ring")}
        >
          {body(provided.dragHandleProps)}
        </section>
      )}
    </Draggable>
  );
});
