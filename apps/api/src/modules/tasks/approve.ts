import { columnTitle } from "@cairn/schema/task-status";
import { approveTaskInput, task } from "@cairn/schema/tasks";
import { access, approveTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { getTask } from "../board/board.repo.js";
import { changeTaskContents, setTaskStatus } from "../board/placement.js";
import { notify } from "../notifications/notify.js";
import { clip, latestVerdict, recordActivity } from "./activity.repo.js";
import { approvalTitle } from "./notices.js";
import { noticeContext, saveApproval } from "./tasks.repo.js";

/**
 * The client-approval step (docs/tasks.md, "Approval"): the project's client (or an admin)
 * approves a task in Review or asks for changes, with an optional note. It is kept on the task
 * with who and when, written in the task's history, announced on the board and told to the
 * project's consultant and the task's assignee. A task outside Review is refused with 409; the
 * verdict is cleared when the task enters Review again. An approved task moves on to Done. The
 * same verdict sent again by the same person with the same note is answered as it stands,
 * without a second line or notification.
 */
export const approve = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/tasks/{taskId}/approval",
      summary: "The client approves a task in Review, or requests changes",
    },
    access: access.signedIn({ record: approveTask }),
    scope: "tasks:write",
  })
  .input(approveTaskInput)
  .output(task)
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    await withTransaction(ctx.db, async (db) => {
      const recorded = await changeTaskContents(
        db,
        ctx.user,
        input.taskId,
        now,
        async (trx, current) => {
          // A repeat of the verdict that stands, by the same person with the same note (a double
          // click, a retried request), changes nothing and tells no one again — also once the
          // approval has moved the task on to Done.
          const standing =
            current.approval === input.verdict && (await latestVerdict(trx, current.id));
          const repeat =
            standing && standing.actorId === ctx.user.id && standing.detail === clip(input.note);
          if (repeat && (current.columnId === "review" || input.verdict === "approved"))
            return false;
          if (current.columnId !== "review") {
            throw appError(
              "CONFLICT",
              `Only a task in Review can be approved or sent back; this one is in ${columnTitle(current.columnId)}.`,
            );
          }
          await saveApproval(trx, current.id, { verdict: input.verdict, by: ctx.user.id, at: now });
          await recordActivity(trx, [
            {
              taskId: current.id,
              actorId: ctx.user.id,
              kind: input.verdict,
              detail: input.note ?? null,
              at: now,
            },
          ]);
          const context = await noticeContext(trx, ctx.user.id, current.projectId);
          const recipients = [
            ...new Set([context.consultantId, current.assignedTo].filter((id) => id !== null)),
          ];
          await notify(
            trx,
            recipients.map((userId) => ({
              userId,
              kind: "approval" as const,
              actorId: ctx.user.id,
              title: approvalTitle(context, current.title, input.verdict),
              body: input.note ?? null,
              projectId: current.projectId,
              taskId: current.id,
            })),
            now,
          );
          return true;
        },
      );
      // Approved work is done: it moves on to Done rather than wait in Review for the
      // consultant to drag it there (docs/tasks.md, "Approval").
      if (recorded && input.verdict === "approved") {
        await setTaskStatus(db, ctx.user, input.taskId, "completed", now);
      }
    });
    const saved = await getTask(ctx.db, input.taskId);
    if (!saved) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
    return saved;
  });
