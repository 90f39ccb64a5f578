import { routine, updateRoutineInput } from "@cairn/schema/routines";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { assertRoutine, countingFrom } from "./checks.js";
import { scheduleOf, toRoutine } from "./present.js";
import { getRoutine, lockRoutine, type RoutineValues, updateRoutine } from "./routines.repo.js";

const SCHEDULE_FIELDS = ["recurrence", "startsOn", "time", "timeZone"] as const;

/**
 * Changes some of a routine's fields, pauses or resumes it. A changed schedule and a resumption
 * count from now: the occurrences of a paused spell, or of the old schedule, are not made.
 */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/projects/{projectId}/routines/{routineId}",
      summary: "Change a routine, or pause or resume it",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(updateRoutineInput)
  .output(routine)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { projectId, routineId, ...changes } = input;
      const missing = `Routine ${routineId} was not found.`;
      const current = await lockRoutine(trx, projectId, routineId);
      if (!current) throw appError("NOT_FOUND", missing);
      const schedule = { ...scheduleOf(current), ...definedOf(changes, SCHEDULE_FIELDS) };
      await assertRoutine(
        trx,
        projectId,
        { schedule, assigneeId: changes.assigneeId, agendaTemplateId: changes.agendaTemplateId },
        ctx.user.role,
      );
      const paused = changes.paused ?? current.paused;
      const rescheduled =
        SCHEDULE_FIELDS.some(
          (field) => changes[field] !== undefined && changes[field] !== current[field],
        ) || paused !== current.paused;
      const values: Partial<RoutineValues> = {
        ...definedOf(changes, [
          ...SCHEDULE_FIELDS,
          "name",
          "durationMinutes",
          "taskTitle",
          "taskDescription",
          "checklist",
          "assigneeId",
          "agendaTemplateId",
        ]),
        paused,
        ...(rescheduled ? countingFrom(schedule, ctx.now(), paused) : {}),
      };
      await updateRoutine(trx, routineId, values, ctx.now());
      const saved = await getRoutine(trx, projectId, routineId);
      if (!saved) throw appError("NOT_FOUND", missing);
      return toRoutine(saved);
    }),
  );

/** The fields of `keys` that the change gives (null included: it clears). */
function definedOf<T extends object, K extends keyof T>(
  changes: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (changes[key] !== undefined) picked[key] = changes[key];
  return picked;
}
