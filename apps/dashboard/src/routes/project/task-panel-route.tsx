import { useCallback, useEffect } from "react";
import { useLocation, useNavigate, useOutletContext, useParams } from "react-router";
import { findTask } from "../../features/board/board-model";
import { focusTaskCard } from "../../features/board/kanban-board";
import { TaskPanel } from "../../features/task-detail/task-panel";
import type { ProjectOutletContext } from "./project-detail-page";

const MAX_ID = 2_147_483_647;

/**
 * `<dashboard>/projects/:projectId/tasks/:taskId`: the task's panel over its board (docs/tasks.md,
 * "Task panel"). A reload or a shared link opens it; closing it (Escape, the close button) goes
 * back to the board's address — back in history when the board opened it — and gives focus to
 * the task's card.
 */
export function TaskPanelRoute() {
  const { taskId: raw } = useParams();
  const context = useOutletContext<ProjectOutletContext>();
  const navigate = useNavigate();
  const location = useLocation();
  const valid = /^\d+$/.test(raw ?? "") && Number(raw) >= 1 && Number(raw) <= MAX_ID;
  const taskId = valid ? Number(raw) : 0;
  const fromBoard =
    typeof location.state === "object" &&
    location.state !== null &&
    "fromBoard" in location.state &&
    location.state.fromBoard === true;

  const close = useCallback(() => {
    if (fromBoard) navigate(-1);
    else navigate({ pathname: context.projectPath, search: location.search }, { replace: true });
  }, [fromBoard, navigate, context.projectPath, location.search]);
  // Once the panel is gone (its focus trap with it), focus goes back to the task's card.
  useEffect(
    () => () => {
      if (taskId > 0) focusTaskCard(taskId);
    },
    [taskId],
  );

  const board = context.board.board.data;
  const boardTask = board && taskId > 0 ? findTask(board, taskId)?.task : undefined;
  return (
    <TaskPanel
      // A number no task has: the panel answers "Task not found" for a malformed address.
      taskId={valid ? taskId : MAX_ID}
      projectId={context.projectId}
      boardTask={boardTask}
      editable={context.editable}
      archived={context.archived}
      canApprove={context.canApprove}
      people={context.people}
      assignable={context.assignable}
      labels={context.labels.byId}
      labelList={context.labels.labels}
      columns={board?.columns ?? []}
      onSaved={context.board.saved}
      onRemoved={context.board.removed}
      onClose={close}
    />
  );
}

export default TaskPanelRoute;
