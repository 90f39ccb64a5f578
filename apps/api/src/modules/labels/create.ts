import { createLabelInput, label, MAX_PROJECT_LABELS } from "@cairn/schema/labels";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { lockProject } from "../projects/projects.repo.js";
import { countLabels, getLabel, insertLabel } from "./labels.repo.js";
import { assertNameFree, sameNameConflict } from "./names.js";

/** A new label of a project: a name no other label of it has (any case), and a colour. */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/labels",
      summary: "Add a coloured label to a project",
      status: 201,
    },
    access: access.staff({ record: writeProject }),
    scope: "tasks:write",
  })
  .input(createLabelInput)
  .output(label)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      // Held until the commit: two labels added at once cannot pass the limit together.
      if (!(await lockProject(trx, input.projectId))) {
        throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
      }
      if ((await countLabels(trx, input.projectId)) >= MAX_PROJECT_LABELS) {
        throw appError(
          "CONFLICT",
          `A project can have at most ${MAX_PROJECT_LABELS} labels. Delete one you no longer use first.`,
        );
      }
      await assertNameFree(trx, input.projectId, input.name);
      const id = await sameNameConflict(input.name, () =>
        insertLabel(trx, {
          projectId: input.projectId,
          name: input.name,
          color: input.color,
          createdAt: ctx.now(),
        }),
      );
      const created = await getLabel(trx, input.projectId, id);
      if (!created) throw appError("NOT_FOUND", `Label ${id} was not found.`);
      return created;
    }),
  );
