import { projectColumn } from "@cairn/schema/board";
import { normaliseRequirements, setColumnPolicyInput } from "@cairn/schema/column-policies";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { setColumnPolicy } from "./placement.js";

/**
 * A column's policy, the team's definition of done (docs/column-policies.md): what a card needs
 * before it moves on from the column. An empty list clears it.
 */
export const setPolicy = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/projects/{projectId}/columns/{columnId}/policy",
      summary: "Set what a card needs before it moves on from a column",
    },
    access: access.staff({ record: writeProject }),
    scope: "tasks:write",
  })
  .input(setColumnPolicyInput)
  .output(projectColumn)
  .mutation(({ ctx, input }) =>
    setColumnPolicy(
      ctx.db,
      ctx.user,
      input.projectId,
      input.columnId,
      normaliseRequirements(input.requires),
      ctx.now(),
    ),
  );
