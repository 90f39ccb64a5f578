import { deleteProjectInput } from "@cairn/schema/projects";
import { z } from "zod";
import { access, manageProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { enqueueProjectFileDeletion } from "../attachments/attachment-files.js";
import {
  countProjectTasks,
  deleteProjectAndTasks,
  getProject,
  lockProject,
} from "./projects.repo.js";

/**
 * Deletes a project (admin), archived or not (docs/projects.md, "Deleting"). An empty project
 * goes at once. One that holds tasks is refused with 409, as it always was, unless `confirm`
 * carries the project's name typed exactly: then its tasks and everything under them go with
 * it, in one transaction (a wrong name is a 400 on `confirm`, and nothing is deleted). Its board
 * columns, documents, mood entries and health snapshots always go with it.
 */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/projects/{projectId}",
      summary:
        "Delete a project: an empty one, or one with tasks when `confirm` is its name (admin)",
    },
    access: access.admin({ record: manageProject }),
    scope: "projects:write",
  })
  .input(deleteProjectInput)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      // Held to the end: a task added meanwhile waits, then finds no project.
      if (!(await lockProject(trx, input.projectId))) {
        throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
      }
      const tasks = await countProjectTasks(trx, input.projectId);
      if (tasks > 0) {
        const name = (await getProject(trx, input.projectId))?.name ?? "";
        if (input.confirm === undefined) {
          throw appError(
            "CONFLICT",
            `Project ${input.projectId} still holds ${tasks} task${tasks === 1 ? "" : "s"}. ` +
              "Set its status to completed to close it, or delete its tasks first.",
          );
        }
        // Checked as input is, so the 400 names the field (`issues`) for the form to show.
        const typed = z
          .strictObject({
            confirm: z.literal(name, {
              error: `does not match the project's name. Type "${name}" exactly to delete it with its ${tasks} task${tasks === 1 ? "" : "s"}.`,
            }),
          })
          .safeParse({ confirm: input.confirm });
        if (!typed.success) throw appError("BAD_REQUEST", "", typed.error);
        // Its tasks' stored files go through the outbox, named before their rows go (docs/files.md).
        await enqueueProjectFileDeletion(trx, input.projectId, ctx.now());
      }
      await deleteProjectAndTasks(trx, input.projectId);
    }),
  );
