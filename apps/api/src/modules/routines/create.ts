import { createRoutineInput, MAX_ROUTINES_PER_PROJECT, routine } from "@cairn/schema/routines";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { lockProject } from "../projects/projects.repo.js";
import { assertRoutine, countingFrom } from "./checks.js";
import { toRoutine } from "./present.js";
import { countRoutines, getRoutine, insertRoutine } from "./routines.repo.js";

/**
 * A new routine. It counts from now: its first task is added at its first occurrence after this
 * moment, never for one already past.
 */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/routines",
      summary: "Set up a routine: a recurrence that adds a task to the board at each occurrence",
      status: 201,
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(createRoutineInput)
  .output(routine)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { projectId, assigneeId, agendaTemplateId, ...fields } = input;
      // Locked, so two requests at once cannot both take the last place under the cap.
      if (!(await lockProject(trx, projectId))) {
        throw appError("NOT_FOUND", `Project ${projectId} was not found.`);
      }
      if ((await countRoutines(trx, projectId)) >= MAX_ROUTINES_PER_PROJECT) {
        throw appError(
          "CONFLICT",
          `A project has at most ${MAX_ROUTINES_PER_PROJECT} routines. Delete one it no longer runs first.`,
        );
      }
      await assertRoutine(
        trx,
        projectId,
        { schedule: fields, assigneeId, agendaTemplateId },
        ctx.user.role,
      );
      const now = ctx.now();
      const id = await insertRoutine(trx, {
        ...fields,
        taskTitle: fields.taskTitle ?? null,
        taskDescription: fields.taskDescription ?? null,
        assigneeId: assigneeId ?? null,
        agendaTemplateId: agendaTemplateId ?? null,
        paused: false,
        ...countingFrom(fields, now, false),
        projectId,
        createdBy: ctx.user.id,
        now,
      });
      const saved = id === undefined ? undefined : await getRoutine(trx, projectId, id);
      if (!saved) throw new Error(`Routine ${id} vanished inside its own transaction`);
      return toRoutine(saved);
    }),
  );
