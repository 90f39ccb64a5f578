import type { Board } from "@cairn/schema/board";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { Skeleton } from "@cairn/ui/skeleton";
import { toast } from "@cairn/ui/toast";
import {
  DragDropContext,
  type DragStart,
  type DragUpdate,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from "@hello-pangea/dnd";
import { PlusIcon, TagsIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useMediaQuery, useWindowHeight } from "../../lib/use-media-query";
import { useOnline } from "../../lib/use-online";
import { ErrorState } from "../../parts/states";
import { isMoveToDone } from "../dependencies/dependencies-model";
import { useDoneGuard } from "../dependencies/done-guard";
import {
  cancelledTask,
  droppedColumn,
  droppedTask,
  HANDLE_INSTRUCTIONS,
  heldBeforeDone,
  liftedColumn,
  liftedTask,
  movedColumn,
  movedTask,
  refusedTask,
} from "./announcements";
import { BoardColumnView } from "./board-column";
import { filterBoard, fullIndex, isFiltering } from "./board-filters";
import { BoardFiltersBar } from "./board-filters-bar";
import { type BoardColumn, columnOrder, findTask, moveInList, moveRefusal } from "./board-model";
import { ColumnPolicyDialog } from "./column-policy-dialog";
import { labelsOf } from "./label-chip";
import { LabelsDialog } from "./labels-dialog";
import { liveText } from "./live-text";
import { OPEN_HINT_ID } from "./task-card";
import { TaskDialog, type TaskDialogState } from "./task-dialog";
import type { BoardState } from "./use-board";
import { useBoardFilters } from "./use-board-filters";
import type { LabelsState } from "./use-labels";
import { WipLimitDialog } from "./wip-limit-dialog";

/**
 * Keeps focus on a task's card while React redraws it: after a keyboard move the card becomes a
 * new element in another column (once the move is applied), and after a dialog it may be
 * redrawn. For half a second, each frame, the card is focused again unless the person has
 * moved focus elsewhere meanwhile.
 */
export function focusTaskCard(taskId: number, frames = 30): void {
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-task-card="${taskId}"]`);
    const active = document.activeElement;
    const free = !active || active === document.body || active.matches("[data-task-card]");
    if (card && free && active !== card) card.focus();
    if (frames > 0 && free) focusTaskCard(taskId, frames - 1);
  });
}

const TASK_PREFIX = "task-";

function taskIdOf(draggableId: string): number {
  return Number(draggableId.slice(TASK_PREFIX.length));
}

function BoardSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 lg:grid-cols-4">
      <span className="sr-only">Loading the board</span>
      {["todo", "inprogress", "review", "done"].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3">
          <Skeleton className="h-5 w-1/2" />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-24 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}

function LiveStatus({ status }: { status: string }) {
  const { live, text } = liveText(status, useOnline());
  return (
    <span className="inline-flex items-center gap-2 text-sm text-muted-foreground">
      <span
        aria-hidden="true"
        className={cn(
          "size-2 rounded-full",
          live ? "bg-success motion-safe:animate-pulse" : "bg-muted-foreground/40",
        )}
      />
      {text}
    </span>
  );
}

export interface KanbanBoardProps {
  /** The board's query, changes and live feed (`useBoard`, held by the project page). */
  state: BoardState;
  /** The project's labels (`useLabels`). */
  labels: LabelsState;
  /** Staff move, add and delete; clients see the board read-only. Everyone opens tasks. */
  editable: boolean;
  /** The project is archived: read-only for everyone until it is restored (docs/projects.md). */
  archived?: boolean;
  /** Display names of the people tasks are assigned to. */
  people: ReadonlyMap<number, string>;
  /** Who the task dialog offers as assignee. */
  assignable: ReadonlyMap<number, string>;
  /** Opens a task's panel (a click on its card, or Enter). */
  onOpen: (task: Task) => void;
}

/**
 * The project board (docs/product.md §2.18, §3.8): four columns, tasks dragged within and between columns,
 * columns dragged too, with the mouse or the keyboard. Every change is saved at once, unless a
 * column's policy holds the task (docs/column-policies.md), or a move to Done of a task still
 * blocked by open tasks waits for the person's word (docs/dependencies.md). Filters narrow what
 * it shows (docs/tasks.md, "Filters"); a card opens the task's panel.
 */
export function KanbanBoard({
  state,
  labels,
  editable,
  archived = false,
  people,
  assignable,
  onOpen,
}: KanbanBoardProps) {
  const {
    projectId,
    board,
    liveStatus,
    move,
    reorder,
    saved,
    removed,
    columnsChanged,
    setDragging,
  } = state;
  const stacked = !useMediaQuery("(min-width: 1024px)");
  const windowHeight = useWindowHeight();
  const maxListHeight = stacked ? 420 : Math.max(360, windowHeight - 320);
  const [dialog, setDialog] = useState<TaskDialogState | null>(null);
  /** The task just added, whose card takes the focus once its dialog has closed. */
  const landOn = useRef<number | null>(null);
  const [wipColumn, setWipColumn] = useState<BoardColumn | null>(null);
  const [policyColumn, setPolicyColumn] = useState<BoardColumn | null>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);
  // Once the question before a move to Done closes, the task's card has the focus again.
  const doneGuard = useDoneGuard(focusTaskCard);
  const [filters, setFilters] = useBoardFilters();
  const filtering = isFiltering(filters);
  const filtered = useMemo(
    () => (board.data ? filterBoard(board.data, filters, new Date()) : null),
    [board.data, filters],
  );
  // What the person sees (filtered) names places in announcements; the full board places moves.
  const current = useRef<Board | undefined>(filtered?.board);
  current.current = filtered?.board;
  const full = useRef<Board | undefined>(board.data);
  full.current = board.data;

  // The benchmark reads this mark: navigation to the last column painted.
  const painted = useRef(false);
  useEffect(() => {
    if (!board.data || painted.current) return;
    painted.current = true;
    requestAnimationFrame(() => performance.mark("cairn:board-painted"));
  }, [board.data]);

  const assigneeName = useCallback(
    (task: Task) => (task.assignedTo === null ? null : (people.get(task.assignedTo) ?? "Assigned")),
    [people],
  );
  const labelMap = labels.byId;
  const cardLabels = useCallback((task: Task) => labelsOf(task.labelIds, labelMap), [labelMap]);
  const onAdd = useCallback(
    (column: BoardColumn) => setDialog({ mode: "add", columnId: column.key }),
    [],
  );

  const place = useCallback((columnId: string, index: number, extra = 0) => {
    const column = current.current?.columns.find((candidate) => candidate.key === columnId);
    return {
      column: column?.title ?? columnId,
      index,
      size: (column?.tasks.length ?? 0) + extra,
    };
  }, []);
  const titleOf = (draggableId: string) => {
    const found = current.current ? findTask(current.current, taskIdOf(draggableId)) : null;
    return found?.task.title ?? "the task";
  };
  // The policy reads the task's own column on the full board: a filter hides no requirement.
  const refusalOf = (draggableId: string, to: string) =>
    full.current ? moveRefusal(full.current, taskIdOf(draggableId), to as ColumnKey) : null;
  const columnTitle = (draggableId: string) => {
    const key = draggableId.replace("column-", "");
    return current.current?.columns.find((column) => column.key === key)?.title ?? key;
  };

  const onDragStart = (start: DragStart, provided: ResponderProvided) => {
    setDragging(true);
    doneGuard.reset();
    if (start.type === "COLUMN") {
      provided.announce(liftedColumn(columnTitle(start.draggableId), start.source.index, 4));
    } else {
      provided.announce(
        liftedTask(titleOf(start.draggableId), place(start.source.droppableId, start.source.index)),
      );
    }
  };

  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) => {
    const { destination } = update;
    if (update.type === "COLUMN") {
      if (destination) {
        provided.announce(movedColumn(columnTitle(update.draggableId), destination.index, 4));
      }
      return;
    }
    const foreign = destination && destination.droppableId !== update.source.droppableId ? 1 : 0;
    // Over Done: the task's dependencies are read now, so that the drop can ask at once.
    if (destination && isMoveToDone(update.source.droppableId, destination.droppableId)) {
      doneGuard.prepare(taskIdOf(update.draggableId));
    }
    provided.announce(
      movedTask(
        titleOf(update.draggableId),
        destination ? place(destination.droppableId, destination.index, foreign) : null,
        // Said while the card hovers, so a keyboard user hears it before dropping it there.
        destination ? refusalOf(update.draggableId, destination.droppableId) : null,
      ),
    );
  };

  const drop = (result: DropResult, provided: ResponderProvided) => {
    const { source, destination } = result;
    if (result.type === "COLUMN") {
      provided.announce(
        droppedColumn(
          columnTitle(result.draggableId),
          result.reason === "DROP" && destination ? destination.index : null,
          4,
        ),
      );
      if (!destination || destination.index === source.index || !current.current) return;
      reorder(moveInList(columnOrder(current.current), source.index, destination.index));
      return;
    }
    const title = titleOf(result.draggableId);
    const from = place(source.droppableId, source.index);
    if (result.reason === "CANCEL") {
      provided.announce(cancelledTask(title, from));
      return;
    }
    // A move the column's policy refuses is not made: the card never jumps there and back.
    // The server decides the same way (a 409 in its words, use-board.ts's toast) and stays the
    // authority; this only saves the round trip and says why at once.
    const refusal = destination ? refusalOf(result.draggableId, destination.droppableId) : null;
    if (refusal) {
      provided.announce(refusedTask(refusal, from));
      toast({ title: "Couldn't move the task", description: refusal, variant: "destructive" });
      if (result.mode === "SNAP") focusTaskCard(taskIdOf(result.draggableId));
      return;
    }
    const foreign = destination && destination.droppableId !== source.droppableId ? 1 : 0;
    const dropped = droppedTask(
      title,
      destination ? place(destination.droppableId, destination.index, foreign) : null,
      from,
    );
    if (
      !destination ||
      (destination.droppableId === source.droppableId && destination.index === source.index)
    ) {
      provided.announce(dropped);
      return;
    }
    const taskId = taskIdOf(result.draggableId);
    const columnId = destination.droppableId as ColumnKey;
    // On a filtered board the card goes just before the shown card it was dropped above, so
    // the filtered view stays as the person saw it (docs/tasks.md, "Filters").
    const index =
      filtering && full.current && current.current
        ? fullIndex(
            full.current.columns.find((column) => column.key === columnId)?.tasks ?? [],
            (current.current.columns.find((column) => column.key === columnId)?.tasks ?? []).map(
              (task) => task.id,
            ),
            taskId,
            destination.index,
          )
        : destination.index;
    const commit = () => {
      move(taskId, { columnId, index });
      // A keyboard move keeps working from where it ended: focus stays on the moved card.
      if (result.mode === "SNAP") focusTaskCard(taskId);
    };
    if (!isMoveToDone(source.droppableId, columnId)) {
      provided.announce(dropped);
      commit();
      return;
    }
    // A task still waiting on open tasks asks before it goes to Done (docs/dependencies.md):
    // the card stays where it was until the person says "Move anyway".
    const verdict = doneGuard.beforeDone({ id: taskId, title }, commit);
    provided.announce(verdict === "asking" ? heldBeforeDone(title, from) : dropped);
  };

  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    // Changes by others held during the drag apply only after the drop has begun its move, so
    // the card lands where the person saw it land.
    try {
      drop(result, provided);
    } finally {
      setDragging(false);
    }
  };

  if (board.isPending) return <BoardSkeleton />;
  if (board.isError || !filtered) {
    return (
      <ErrorState
        title="Couldn't load the board"
        error={board.error}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  }

  const columns = filtered.board.columns;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <LiveStatus status={liveStatus} />
        {editable ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="hidden text-sm text-muted-foreground xl:block">
              Keyboard: focus a card, space to lift, arrows to move, space to drop.
            </p>
            <Button variant="outline" onClick={() => setLabelsOpen(true)}>
              <TagsIcon aria-hidden="true" />
              Labels
            </Button>
            <Button onClick={() => setDialog({ mode: "add", columnId: "todo" })}>
              <PlusIcon aria-hidden="true" />
              Add Task
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {archived
              ? "Read-only: this project is archived. Restore it to change its board."
              : "Read-only: your consultant moves the work along."}
          </p>
        )}
      </div>
      <BoardFiltersBar
        filters={filters}
        onChange={setFilters}
        people={people}
        labels={labels.labels}
        shown={filtered.shown}
        total={filtered.total}
      />
      <p id={OPEN_HINT_ID} hidden>
        Press enter to open the task.
      </p>
      <DragDropContext
        onDragStart={onDragStart}
        onDragUpdate={onDragUpdate}
        onDragEnd={onDragEnd}
        dragHandleUsageInstructions={HANDLE_INSTRUCTIONS}
      >
        <Droppable
          droppableId="board"
          type="COLUMN"
          direction={stacked ? "vertical" : "horizontal"}
          isDropDisabled={!editable}
        >
          {(provided) => (
            <div
              ref={provided.innerRef}
              {...provided.droppableProps}
              data-board={projectId}
              // A press just off a card and a drag must not select the whole board's text.
              className={cn(
                "flex gap-4",
                editable && "select-none",
                stacked ? "flex-col" : "flex-row items-start",
              )}
            >
              {columns.map((column, index) => (
                <BoardColumnView
                  key={column.key}
                  column={column}
                  index={index}
                  editable={editable}
                  maxListHeight={maxListHeight}
                  assigneeName={assigneeName}
                  labelsOf={cardLabels}
                  totalCount={filtering ? filtered.totals.get(column.key) : undefined}
                  onOpen={onOpen}
                  onAdd={onAdd}
                  onWipLimit={setWipColumn}
                  onPolicy={setPolicyColumn}
                />
              ))}
              {provided.placeholder}
            </div>
          )}
        </Droppable>
      </DragDropContext>
      {editable ? (
        <>
          <TaskDialog
            state={dialog}
            projectId={projectId}
            people={assignable}
            labels={labels.labels}
            columns={columns}
            onClose={() => setDialog(null)}
            onSaved={(task) => {
              if (dialog?.mode === "add") landOn.current = task.id;
              saved(task);
            }}
            onRemoved={removed}
            onCloseAutoFocus={(event) => {
              const taskId = landOn.current;
              landOn.current = null;
              if (taskId === null) return;
              // A new task lands at the end of its column, maybe out of sight in a long one:
              // the focus goes to its card, which scrolls it into view.
              event.preventDefault();
              focusTaskCard(taskId);
            }}
          />
          <WipLimitDialog
            projectId={projectId}
            column={wipColumn}
            onClose={() => setWipColumn(null)}
            onSaved={columnsChanged}
          />
          <ColumnPolicyDialog
            projectId={projectId}
            column={policyColumn}
            onClose={() => setPolicyColumn(null)}
            onSaved={columnsChanged}
          />
          <LabelsDialog projectId={projectId} open={labelsOpen} onOpenChange={setLabelsOpen} />
          {doneGuard.dialog}
        </>
      ) : null}
    </div>
  );
}
