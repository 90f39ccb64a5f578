import {
  initialsOf,
  TASK_ACTIVITY_KINDS,
  taskActivityInput,
  taskActivityPage,
} from "@cairn/schema/task-activity";
import { z } from "zod";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { knownTotal, setPageHeaders } from "../../lib/paged-list.js";
import { activityCount, activityLines } from "./activity.repo.js";

const activityKind = z.enum(TASK_ACTIVITY_KINDS);

/**
 * `GET /api/tasks/{taskId}/activity`: the task's history, newest first and paged, each line with
 * who made the change (their name and initials; null once their account is gone).
 */
export const listActivity = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/{taskId}/activity",
      summary: "A task's history: every change, who made it and when, newest first",
    },
    access: access.signedIn({ record: readTask }),
  })
  .input(taskActivityInput)
  .output(taskActivityPage)
  .query(async ({ ctx, input }) => {
    const rows = await activityLines(ctx.db, input.taskId, input);
    const total = knownTotal(input, rows.length) ?? (await activityCount(ctx.db, input.taskId));
    setPageHeaders(ctx, input, rows.length, total);
    return {
      total,
      entries: rows.map((row) => ({
        id: row.id,
        taskId: row.taskId,
        kind: activityKind.parse(row.kind),
        actor:
          row.actorId === null || row.actorUsername === null
            ? null
            : {
                id: row.actorId,
                name:
                  [row.actorFirstName, row.actorLastName]
                    .map((name) => name?.trim())
                    .filter(Boolean)
                    .join(" ") || row.actorUsername,
                initials: initialsOf({
                  firstName: row.actorFirstName,
                  lastName: row.actorLastName,
                  username: row.actorUsername,
                }),
              },
        field: row.field,
        fromValue: row.fromValue,
        toValue: row.toValue,
        detail: row.detail,
        createdAt: row.createdAt,
      })),
    };
  });
