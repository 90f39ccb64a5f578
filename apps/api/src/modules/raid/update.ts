import {
  fieldsForeignTo,
  notAFieldOf,
  raidEntry,
  riskScore,
  updateRaidEntryInput,
} from "@cairn/schema/raid";
import { z } from "zod";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { assertEntryPeople, assertProjectTasks } from "./checks.js";
import { getEntry, lockEntry, setEntryTasks, updateEntry } from "./raid.repo.js";
import { raidEvents } from "./raid-events.js";

/**
 * Changes some fields of an entry; its kind stays. A field of another kind (a score on an issue,
 * a rationale on a risk) is refused with a 400 naming it, as on creation. `taskIds`, when given,
 * is the whole list of the tasks it names.
 */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/projects/{projectId}/raid/{entryId}",
      summary: "Change an entry of a project's RAID register (its kind stays)",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(updateRaidEntryInput)
  .output(raidEntry)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { projectId, entryId, taskIds, ...changes } = input;
      const missing = `RAID entry ${entryId} was not found.`;
      const entry = await lockEntry(trx, projectId, entryId);
      if (!entry) throw appError("NOT_FOUND", missing);
      const foreign = fieldsForeignTo(entry.kind, input);
      if (foreign.length > 0) {
        const issues = foreign.map((field) => ({
          path: [field],
          message: notAFieldOf(entry.kind),
        }));
        throw appError(
          "BAD_REQUEST",
          issues.map((issue) => `${issue.path[0]}: ${issue.message}`).join("; "),
          new z.ZodRealError(
            issues.map((issue) => ({ code: "custom", input: undefined, ...issue })),
          ),
        );
      }
      await assertEntryPeople(trx, projectId, changes, ctx.user.role);
      await assertProjectTasks(trx, projectId, taskIds);
      const now = ctx.now();
      await updateEntry(trx, entryId, changes, now);
      if (taskIds !== undefined) await setEntryTasks(trx, entryId, taskIds);
      const saved = await getEntry(trx, projectId, entryId);
      if (!saved) throw appError("NOT_FOUND", missing);
      const score =
        entry.probability === null || entry.impact === null
          ? null
          : riskScore(entry.probability, entry.impact);
      await raidEvents.dispatch(trx, [
        { type: "raid.saved", before: { status: entry.status, score }, after: saved, at: now },
      ]);
      return saved;
    }),
  );
