import { board } from "@cairn/schema/board";
import { projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { readBoard } from "./board.repo.js";

/** A project's board: its version, and its columns in order, each with its tasks in order. */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/board",
      summary: "The board: columns in order, each with its tasks in order",
    },
    access: access.signedIn({ record: readProject }),
    etag: true,
  })
  .input(projectIdParam)
  .output(board)
  .query(async ({ ctx, input }) => ({
    projectId: input.projectId,
    ...(await readBoard(ctx.db, input.projectId)),
  }));
