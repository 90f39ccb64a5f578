import { projectIdParam } from "@cairn/schema/projects";
import { ruleList } from "@cairn/schema/rules";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { namesOfRules } from "./names.js";
import { toRule } from "./present.js";
import { listRules } from "./rules.repo.js";

/** `GET /api/projects/{projectId}/rules`: every rule of the project, oldest first, in words too. */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/rules",
      summary: "A project's rules: when a task changes or comes due, if it meets conditions, act",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(ruleList)
  .query(async ({ ctx, input }) => {
    const rows = await listRules(ctx.db, input.projectId);
    const names = await namesOfRules(ctx.db, input.projectId, rows);
    return { projectId: input.projectId, rules: rows.map((row) => toRule(row, names)) };
  });
