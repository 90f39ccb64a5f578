import { label, updateLabelInput } from "@cairn/schema/labels";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { getLabel, updateLabel } from "./labels.repo.js";
import { assertNameFree, sameNameConflict } from "./names.js";

/**
 * Renames a label or changes its colour. Tasks name their labels by id, so every card that
 * carries it shows the new name and colour.
 */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/projects/{projectId}/labels/{labelId}",
      summary: "Rename a project's label or change its colour",
    },
    access: access.staff({ record: writeProject }),
    scope: "tasks:write",
  })
  .input(updateLabelInput)
  .output(label)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { projectId, labelId, ...changes } = input;
      const missing = `Label ${labelId} was not found.`;
      if (!(await getLabel(trx, projectId, labelId))) throw appError("NOT_FOUND", missing);
      if (changes.name !== undefined) {
        await assertNameFree(trx, projectId, changes.name, labelId);
      }
      await sameNameConflict(changes.name ?? "", () => updateLabel(trx, labelId, changes));
      const saved = await getLabel(trx, projectId, labelId);
      if (!saved) throw appError("NOT_FOUND", missing);
      return saved;
    }),
  );
