import { MAX_RAID_TASKS, raidEntryTask, raidEntryTaskInput } from "@cairn/schema/raid";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { listColumns } from "../board/board.repo.js";
import { addTask } from "../board/placement.js";
import { lockProject } from "../projects/projects.repo.js";
import { mayHoldTask } from "../tasks/assignee.js";
import { getEntry, linkTasks, lockEntry, updateEntry } from "./raid.repo.js";

/**
 * A task made from an entry (a risk's response, the fix of an issue): added at the bottom of the
 * board's first column through the board, so its history, notices and webhooks follow as for
 * any new task, given to the entry's owner (left unassigned when the owner no longer works on
 * the project), and named by the entry — all in one transaction.
 */
export const makeTask = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/raid/{entryId}/tasks",
      summary: "Make a task on the board from a RAID entry, given to its owner",
      status: 201,
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(raidEntryTaskInput)
  .output(raidEntryTask)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { projectId, entryId } = input;
      // The board's lock first, as the task's own addition takes it, then the entry's.
      if (!(await lockProject(trx, projectId))) {
        throw appError("NOT_FOUND", `Project ${projectId} was not found.`);
      }
      const missing = `RAID entry ${entryId} was not found.`;
      const entry = await lockEntry(trx, projectId, entryId);
      if (!entry) throw appError("NOT_FOUND", missing);
      if (entry.tasks >= MAX_RAID_TASKS) {
        throw appError(
          "CONFLICT",
          `An entry names at most ${MAX_RAID_TASKS} tasks, and this one names ${entry.tasks}. Take one off it first.`,
        );
      }
      const [first] = await listColumns(trx, projectId);
      if (!first) throw new Error(`Project ${projectId} has no board columns`);
      const assignedTo =
        entry.ownerId !== null && (await mayHoldTask(trx, projectId, entry.ownerId, ctx.user.role))
          ? entry.ownerId
          : null;
      const now = ctx.now();
      const task = await addTask(
        trx,
        ctx.user,
        {
          projectId,
          title: input.title,
          description: `From the ${entry.kind} "${entry.title}" of the project's RAID register.`,
          priority: "medium",
          assignedTo,
          columnId: first.key,
        },
        now,
      );
      await linkTasks(trx, entryId, [task.id]);
      await updateEntry(trx, entryId, {}, now);
      const saved = await getEntry(trx, projectId, entryId);
      if (!saved) throw appError("NOT_FOUND", missing);
      return { entry: saved, task };
    }),
  );
