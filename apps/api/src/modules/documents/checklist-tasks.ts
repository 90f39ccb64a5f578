import { checklistItemsWithTasks, documentIdParam } from "@cairn/schema/documents";
import { access, writeDocument } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { itemsWithTasks } from "./documents.repo.js";
import { findDocument } from "./find-document.js";

/**
 * Which of a document's checklist items already have a task on the board (a task deleted since
 * frees its item): what "Create tasks from checklist" leaves out, read before it is pressed, so
 * the dialog offers only the items still to make.
 */
export const checklistTasks = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/documents/{documentId}/tasks",
      summary: "The document's checklist items that already have a task on the board",
    },
    access: access.staff({ record: writeDocument }),
  })
  .input(documentIdParam)
  .output(checklistItemsWithTasks)
  .query(async ({ ctx, input }) => {
    const document = await findDocument(ctx.db, input.projectId, input.documentId);
    return { items: await itemsWithTasks(ctx.db, document.id) };
  });
