import { errorMessage, isAppError } from "@cairn/api-client/errors";
import type { Board, BoardEvent, ProjectColumn } from "@cairn/schema/board";
import type { Label } from "@cairn/schema/labels";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { toast } from "@cairn/ui/toast";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { UNAUTHORIZED_EVENT, useTRPC, useTRPCClient } from "../../lib/api";
import { refreshDependenciesNaming } from "../dependencies/queries";
import {
  columnOrder,
  findTask,
  moveTask,
  removeTask,
  reorderColumns,
  setColumns,
  type TaskPlace,
  upsertTask,
} from "./board-model";
import { BoardSync, changeKey } from "./board-sync";
import { projectQueries } from "./queries";
import { namesTask } from "./query-keys";

/** A signed-out answer ends the session screen-wide, as it does for queries. */
function reportUnauthorized(error: unknown) {
  if (isAppError(error, "UNAUTHORIZED")) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

/**
 * A project's board: the query, the optimistic changes (move, reorder, undo, rolled back with a
 * toast on failure), the task edits, and the live feed. Changes made by anyone arrive as
 * server-sent events that say what changed and are applied to the cached board (board-sync.ts):
 * no request per event. The board is read again only after a missed event or a reconnection.
 * Events wait while a card is being dragged or a change of this person is on its way, so a card
 * is never yanked out from under them.
 *
 * Task lists and health elsewhere read the same tasks: each change marks them stale without
 * fetching them (`refetchType: "none"`). None of them is on screen beside the board (the
 * counters above it read the board itself), so nothing is fetched now; whichever is shown next
 * (the Health tab, a project list) reads once, then.
 */
export function useBoard(projectId: number, userId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const boardQuery = useMemo(() => projectQueries(trpc, projectId).board, [trpc, projectId]);
  const board = useQuery(boardQuery);
  const key = boardQuery.queryKey;

  const markTasksStale = useCallback(() => {
    void queryClient.invalidateQueries({ ...trpc.tasks.pathFilter(), refetchType: "none" });
    void queryClient.invalidateQueries({ ...trpc.health.pathFilter(), refetchType: "none" });
  }, [queryClient, trpc]);

  /**
   * What an event means beyond the board: an open task panel, and every section in it (its
   * history, comments, checklist, files — whoever built them), reads again whatever names the
   * changed task; a task naming a label this screen does not know yet reads the labels again.
   */
  const followEvents = useCallback(
    (events: readonly BoardEvent[]) => {
      markTasksStale();
      const taskIds = new Set(
        events.flatMap((event) => (event.taskId === null ? [] : [event.taskId])),
      );
      if (taskIds.size > 0) {
        void queryClient.invalidateQueries({
          predicate: (query) => namesTask(query.queryKey, taskIds),
        });
        // A task's dependencies name other tasks: a blocker done here frees the one that waits.
        refreshDependenciesNaming(queryClient, trpc, taskIds);
      }
      const labelsKey = trpc.labels.list.queryKey({ projectId });
      const known = queryClient.getQueryData<Label[]>(labelsKey);
      if (known) {
        const ids = new Set(known.map((label) => label.id));
        const unknown = events.some(
          (event) => "task" in event && event.task?.labelIds.some((id) => !ids.has(id)),
        );
        if (unknown) void queryClient.invalidateQueries({ queryKey: labelsKey });
      }
    },
    [markTasksStale, queryClient, trpc, projectId],
  );

  const sync = useMemo(
    () =>
      new BoardSync({
        userId,
        read: () => queryClient.getQueryData<Board>(key),
        write: (next) => queryClient.setQueryData<Board>(key, next),
        fetch: () => client.board.get.query({ projectId }),
        applied: followEvents,
      }),
    [userId, queryClient, key, client, projectId, followEvents],
  );
  useEffect(() => {
    sync.start();
    return () => sync.stop();
  }, [sync]);
  // The board's first answer (or a refetch after an error): held events may apply now.
  useEffect(() => {
    if (board.data) sync.flush();
  }, [board.data, sync]);

  const live = useSubscription(
    trpc.board.events.subscriptionOptions(
      { projectId },
      { onData: (event) => sync.receive(event) },
    ),
  );

  // Events sent while the stream was down are lost: after a reconnection, read the board again.
  const previousStatus = useRef(live.status);
  const connectedOnce = useRef(false);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = live.status;
    if (live.status !== "pending" || before === "pending") return;
    if (connectedOnce.current) sync.reconnected();
    connectedOnce.current = true;
  }, [live.status, sync]);

  const setBoard = useCallback(
    (update: (current: Board) => Board) =>
      queryClient.setQueryData<Board>(key, (current) => (current ? update(current) : current)),
    [queryClient, key],
  );

  const columnTitle = useCallback(
    (columnId: ColumnKey) =>
      queryClient.getQueryData<Board>(key)?.columns.find((column) => column.key === columnId)
        ?.title ?? columnId,
    [queryClient, key],
  );

  // Calls go through the client, not useMutation: every one of several quick moves must be
  // confirmed or rolled back on its own (useMutation reports only the latest call).
  const undoMove = useRef<(taskId: number, to: TaskPlace) => void>(() => {});
  const undoReorder = useRef<(order: ColumnKey[]) => void>(() => {});

  /** Moves a task at once on screen, then on the server; undone on screen if the server refuses. */
  const move = useCallback(
    (taskId: number, to: TaskPlace, options: { undo?: boolean } = { undo: true }) => {
      const current = queryClient.getQueryData<Board>(key);
      const from = current ? findTask(current, taskId) : null;
      if (!from) return;
      void queryClient.cancelQueries({ queryKey: key });
      const change = sync.begin(changeKey({ taskId }));
      setBoard((b) => moveTask(b, taskId, to, new Date().toISOString()));
      client.board.move.mutate({ taskId, columnId: to.columnId, orderIndex: to.index }).then(
        () => {
          change.confirm();
          if (!options.undo) {
            toast({ title: "Move undone", description: `"${from.task.title}" is back.` });
            return;
          }
          toast({
            title: "Task moved",
            description: `"${from.task.title}" moved to ${columnTitle(to.columnId)}.`,
            action: {
              label: "Undo",
              onClick: () =>
                undoMove.current(taskId, { columnId: from.columnId, index: from.index }),
            },
          });
        },
        (error: unknown) => {
          reportUnauthorized(error);
          setBoard((b) => moveTask(b, taskId, { columnId: from.columnId, index: from.index }));
          change.fail();
          toast({
            title: "Couldn't move the task",
            description: `${errorMessage(error, "Please try again.")} It is back where it was.`,
            variant: "destructive",
          });
        },
      );
    },
    [queryClient, key, sync, setBoard, client, columnTitle],
  );
  undoMove.current = (taskId, to) => move(taskId, to, { undo: false });

  const reorder = useCallback(
    (order: ColumnKey[], options: { undo?: boolean } = { undo: true }) => {
      const current = queryClient.getQueryData<Board>(key);
      if (!current) return;
      const previous = columnOrder(current);
      void queryClient.cancelQueries({ queryKey: key });
      const change = sync.begin(changeKey({ taskId: null }));
      setBoard((b) => reorderColumns(b, order));
      client.board.reorderColumns.mutate({ projectId, order }).then(
        () => {
          change.confirm();
          if (!options.undo) {
            toast({ title: "Column order restored" });
            return;
          }
          toast({
            title: "Columns reordered",
            description: order.map(columnTitle).join(" → "),
            action: { label: "Undo", onClick: () => undoReorder.current(previous) },
          });
        },
        (error: unknown) => {
          reportUnauthorized(error);
          setBoard((b) => reorderColumns(b, previous));
          change.fail();
          toast({
            title: "Couldn't reorder the columns",
            description: errorMessage(error, "Please try again."),
            variant: "destructive",
          });
        },
      );
    },
    [queryClient, key, sync, setBoard, client, projectId, columnTitle],
  );
  undoReorder.current = (order) => reorder(order, { undo: false });

  /** Puts a task the server saved (created or edited) on the board; its event changes nothing more. */
  const saved = useCallback(
    (task: Task) => {
      setBoard((b) => upsertTask(b, task));
      markTasksStale();
    },
    [setBoard, markTasksStale],
  );

  const removed = useCallback(
    (taskId: number) => {
      setBoard((b) => removeTask(b, taskId));
      markTasksStale();
    },
    [setBoard, markTasksStale],
  );

  /** A column the server saved (its WIP limit or its policy). */
  const columnsChanged = useCallback(
    (column: ProjectColumn) => setBoard((b) => setColumns(b, [column])),
    [setBoard],
  );

  const setDragging = useCallback((value: boolean) => sync.setDragging(value), [sync]);

  return {
    projectId,
    board,
    liveStatus: live.status,
    move,
    reorder,
    saved,
    removed,
    columnsChanged,
    setDragging,
  };
}

export type BoardState = ReturnType<typeof useBoard>;
