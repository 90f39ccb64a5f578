import { errorMessage, isAppError } from "@cairn/api-client/errors";
import type { Board } from "@cairn/schema/board";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { toast } from "@cairn/ui/toast";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { UNAUTHORIZED_EVENT, useTRPC, useTRPCClient } from "../../lib/api";
import {
  columnOrder,
  findTask,
  moveTask,
  removeTask,
  reorderColumns,
  type TaskPlace,
  upsertTask,
} from "./board-model";

/** How long an own change's echo (the event the server sends back to everyone) is ignored. */
const OWN_ECHO_MS = 10_000;
/** Events that come in bursts (a move renumbers a column) cause one refetch. */
const REFRESH_DEBOUNCE_MS = 120;

const taskKey = (taskId: number | null) => (taskId === null ? "columns" : `task:${taskId}`);

/** A signed-out answer ends the session screen-wide, as it does for queries. */
function reportUnauthorized(error: unknown) {
  if (isAppError(error, "UNAUTHORIZED")) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

/**
 * A project's board: the query, the optimistic changes (move, reorder, undo, rolled back with a
 * toast on failure), the task edits, and the live feed. Changes made by anyone else arrive as
 * server-sent events and refetch the board; a refetch waits while a card is being dragged or a
 * change of this person is on its way, so it never yanks a card out from under them.
 */
export function useBoard(projectId: number, userId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const boardQuery = useMemo(() => trpc.board.get.queryOptions({ projectId }), [trpc, projectId]);
  const board = useQuery(boardQuery);
  const key = boardQuery.queryKey;

  const ownChanges = useRef(new Map<string, number>());
  const inFlight = useRef(0);
  const dragging = useRef(false);
  const pending = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const refresh = useCallback(() => {
    if (dragging.current || inFlight.current > 0) {
      pending.current = true;
      return;
    }
    pending.current = false;
    void queryClient.invalidateQueries({ queryKey: key });
    // Counters, health and task lists elsewhere read the same tasks.
    void queryClient.invalidateQueries(trpc.tasks.pathFilter());
    void queryClient.invalidateQueries(trpc.health.pathFilter());
  }, [queryClient, key, trpc]);

  const scheduleRefresh = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(refresh, REFRESH_DEBOUNCE_MS);
  }, [refresh]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const live = useSubscription(
    trpc.board.events.subscriptionOptions(
      { projectId },
      {
        onData: (event) => {
          const expires = ownChanges.current.get(taskKey(event.taskId)) ?? 0;
          if (event.actorId === userId && expires > Date.now()) return;
          scheduleRefresh();
        },
      },
    ),
  );

  // Events sent while the stream was down are lost: after a reconnection, read the board again.
  const previousStatus = useRef(live.status);
  const connectedOnce = useRef(false);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = live.status;
    if (live.status !== "pending" || before === "pending") return;
    if (connectedOnce.current) scheduleRefresh();
    connectedOnce.current = true;
  }, [live.status, scheduleRefresh]);

  const begin = useCallback((change: string) => {
    ownChanges.current.set(change, Date.now() + OWN_ECHO_MS);
    inFlight.current += 1;
  }, []);
  const settle = useCallback(() => {
    inFlight.current = Math.max(0, inFlight.current - 1);
    if (inFlight.current === 0 && pending.current) scheduleRefresh();
  }, [scheduleRefresh]);

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
      begin(taskKey(taskId));
      setBoard((b) => moveTask(b, taskId, to, new Date().toISOString()));
      client.board.move
        .mutate({ taskId, columnId: to.columnId, orderIndex: to.index })
        .then(
          () => {
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
            toast({
              title: "Couldn't move the task",
              description: `${errorMessage(error, "Please try again.")} It is back where it was.`,
              variant: "destructive",
            });
          },
        )
        .finally(settle);
    },
    [queryClient, key, begin, setBoard, client, columnTitle, settle],
  );
  undoMove.current = (taskId, to) => move(taskId, to, { undo: false });

  const reorder = useCallback(
    (order: ColumnKey[], options: { undo?: boolean } = { undo: true }) => {
      const current = queryClient.getQueryData<Board>(key);
      if (!current) return;
      const previous = columnOrder(current);
      void queryClient.cancelQueries({ queryKey: key });
      begin(taskKey(null));
      setBoard((b) => reorderColumns(b, order));
      client.board.reorderColumns
        .mutate({ projectId, order })
        .then(
          () => {
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
            toast({
              title: "Couldn't reorder the columns",
              description: errorMessage(error, "Please try again."),
              variant: "destructive",
            });
          },
        )
        .finally(settle);
    },
    [queryClient, key, begin, setBoard, client, projectId, columnTitle, settle],
  );
  undoReorder.current = (order) => reorder(order, { undo: false });

  /** Puts a task the server saved (created or edited) on the board. */
  const saved = useCallback(
    (task: Task) => {
      ownChanges.current.set(taskKey(task.id), Date.now() + OWN_ECHO_MS);
      setBoard((b) => upsertTask(b, task));
      void queryClient.invalidateQueries(trpc.tasks.pathFilter());
      void queryClient.invalidateQueries(trpc.health.pathFilter());
    },
    [setBoard, queryClient, trpc],
  );

  const removed = useCallback(
    (taskId: number) => {
      ownChanges.current.set(taskKey(taskId), Date.now() + OWN_ECHO_MS);
      setBoard((b) => removeTask(b, taskId));
      void queryClient.invalidateQueries(trpc.tasks.pathFilter());
      void queryClient.invalidateQueries(trpc.health.pathFilter());
    },
    [setBoard, queryClient, trpc],
  );

  const columnsChanged = useCallback(() => {
    ownChanges.current.set(taskKey(null), Date.now() + OWN_ECHO_MS);
    void queryClient.invalidateQueries({ queryKey: key });
  }, [queryClient, key]);

  const setDragging = useCallback(
    (value: boolean) => {
      dragging.current = value;
      if (!value && pending.current) scheduleRefresh();
    },
    [scheduleRefresh],
  );

  return {
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
