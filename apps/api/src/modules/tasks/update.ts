import { task, updateTaskInput } from "@cairn/schema/tasks";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { editTask } from "../board/placement.js";
import { assertAssignee } from "./assignee.js";
import { assertProjectLabels } from "./labels-check.js";
import { isMilestoneOf } from "./tasks.repo.js";

const NOT_A_MILESTONE = "milestoneId: choose a milestone of this task's project";

/**
 * Edits a task's title, description, priority, assignee, due date, milestone (one of its own
 * project's, or null to take it off the roadmap), labels (its own project's) or estimate. Each
 * changed field writes a line of the task's history; a new assignee is notified.
 */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/tasks/{taskId}",
      summary:
        "Edit a task's title, description, priority, assignee, due date, milestone, labels or estimate",
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(updateTaskInput)
  .output(task)
  .mutation(({ ctx, input }) => {
    const { taskId, ...changes } = input;
    const { assignedTo, milestoneId, labelIds } = changes;
    return editTask(ctx.db, ctx.user, taskId, changes, ctx.now(), async (trx, projectId) => {
      await assertAssignee(trx, projectId, assignedTo, ctx.user.role);
      if (typeof milestoneId === "number" && !(await isMilestoneOf(trx, projectId, milestoneId))) {
        throw appError("BAD_REQUEST", NOT_A_MILESTONE);
      }
      await assertProjectLabels(trx, projectId, labelIds);
    });
  });
