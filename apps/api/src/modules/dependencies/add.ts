import { addDependencyInput, MAX_BLOCKERS, taskDependencies } from "@cairn/schema/dependencies";
import { access, writeTask } from "../../core/access.js";
import { accessTo } from "../../core/ownership.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError, fieldError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import {
  countBlockers,
  dependencyFacts,
  insertDependency,
  lockDependenciesOf,
  waitsOn,
} from "./dependencies.repo.js";
import { dependenciesOf } from "./present.js";

/**
 * `POST /api/tasks/{taskId}/dependencies`: the task is blocked by `blockerId` until that one is
 * done. The blocker is a task the caller may read, of the same project or another project of
 * the same client; a link that would close a circle is refused, naming it. Linking twice
 * changes nothing.
 */
export const add = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/tasks/{taskId}/dependencies",
      summary: "Mark a task as blocked by another (of the same client's projects)",
      status: 201,
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(addDependencyInput)
  .output(taskDependencies)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { taskId, blockerId } = input;
      if (taskId === blockerId) throw fieldError("blockerId", "a task cannot wait on itself");
      const [task, blocker, seen] = await Promise.all([
        dependencyFacts(trx, taskId),
        dependencyFacts(trx, blockerId),
        accessTo(trx, ctx.user, "task", blockerId),
      ]);
      if (!task) throw appError("NOT_FOUND", `Task ${taskId} was not found.`);
      // A task the caller cannot read is not revealed: as missing as one that does not exist.
      if (!blocker || !seen?.read) throw appError("NOT_FOUND", `Task ${blockerId} was not found.`);
      const sameClient =
        task.projectId === blocker.projectId ||
        (task.clientId !== null && task.clientId === blocker.clientId);
      if (!sameClient) {
        throw fieldError(
          "blockerId",
          "choose a task of this project or of another project of the same client",
        );
      }
      await lockDependenciesOf(trx, task);
      if (await waitsOn(trx, blockerId, taskId)) {
        throw fieldError(
          "blockerId",
          `"${blocker.title}" already waits on this task, so it cannot block it: that would be a circle`,
        );
      }
      if ((await countBlockers(trx, taskId)) >= MAX_BLOCKERS) {
        throw appError(
          "CONFLICT",
          `A task waits on at most ${MAX_BLOCKERS} others, and this one already does. Split it, or take a blocker off first.`,
        );
      }
      await insertDependency(trx, {
        blockedId: taskId,
        blockerId,
        createdBy: ctx.user.id,
        createdAt: ctx.now(),
      });
      return dependenciesOf(trx, ctx.user, taskId);
    }),
  );
