import {
  checklistTasksResult,
  checklistTaskTitle,
  createChecklistTasksInput,
  openChecklistItems,
} from "@cairn/schema/documents";
import { access, writeDocument } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { addTask } from "../board/placement.js";
import { isMilestoneOf } from "../tasks/tasks.repo.js";
import { itemsWithTasks, linkDocumentTask } from "./documents.repo.js";
import { findDocument } from "./find-document.js";

/** More open items than this in one document is not a checklist but a backlog. */
const MAX_ITEMS = 100;

/**
 * The document's unticked checklist items become tasks at the bottom of To Do, through the
 * board's own task path (live boards see each one), under a milestone of the project's roadmap
 * when one is named. An item made into a task before, whose task still exists, is not made
 * again.
 */
export const createTasks = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/documents/{documentId}/tasks",
      summary: "Turn a document's checklist into board tasks in To Do",
    },
    access: access.staff({ record: writeDocument }),
    scope: "projects:write",
  })
  .input(createChecklistTasksInput)
  .output(checklistTasksResult)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const document = await findDocument(trx, input.projectId, input.documentId);
      const milestoneId = input.milestoneId ?? null;
      if (milestoneId !== null && !(await isMilestoneOf(trx, document.projectId, milestoneId))) {
        throw appError("BAD_REQUEST", "milestoneId: choose a milestone of this project");
      }
      const items = openChecklistItems(document.body);
      if (items.length > MAX_ITEMS) {
        throw appError(
          "BAD_REQUEST",
          `This document's checklist has ${items.length} open items; at most ${MAX_ITEMS} become tasks at once.`,
        );
      }
      const done = new Set(await itemsWithTasks(trx, document.id));
      const created = [];
      const skipped = [];
      const now = ctx.now();
      for (const item of items) {
        if (done.has(item)) {
          skipped.push(item);
          continue;
        }
        // The board's own task path: live boards see each one, with its version.
        const task = await addTask(
          trx,
          ctx.user,
          {
            projectId: document.projectId,
            title: checklistTaskTitle(item) || "Checklist item",
            description: `From the checklist of "${document.title}".`,
            priority: "medium",
            assignedTo: null,
            dueDate: null,
            columnId: "todo",
            milestoneId,
          },
          now,
        );
        await linkDocumentTask(trx, { documentId: document.id, taskId: task.id, item });
        created.push(task);
      }
      return { created, skipped };
    }),
  );
