import { taskFollow } from "@cairn/schema/comments";
import { taskIdParam } from "@cairn/schema/tasks";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { followState } from "./conversation.js";

/** Whether the caller follows a task (and hears of its comments), and how many people do. */
export const following = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/{taskId}/follow",
      summary: "Whether you follow a task, and how many people do",
    },
    access: access.signedIn({ record: readTask }),
  })
  .input(taskIdParam)
  .output(taskFollow)
  .query(({ ctx, input }) => followState(ctx.db, input.taskId, ctx.user.id));
