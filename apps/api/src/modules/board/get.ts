import { board } from "@cairn/schema/board";
import { projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { taskColumns } from "../tasks/tasks.repo.js";
import { listColumns } from "./columns.repo.js";

/** A project's board: its columns in order, each with its tasks in order (two queries). */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/board",
      summary: "The board: columns in order, each with its tasks in order",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(board)
  .query(async ({ ctx, input }) => {
    const [columns, tasks] = await Promise.all([
      listColumns(ctx.db, input.projectId),
      ctx.db
        .selectFrom("tasks")
        .select(taskColumns)
        .where("projectId", "=", input.projectId)
        .orderBy("orderIndex")
        .orderBy("id")
        .execute(),
    ]);
    return {
      projectId: input.projectId,
      columns: columns.map((column) => ({
        ...column,
        tasks: tasks.filter((task) => task.columnId === column.key),
      })),
    };
  });
