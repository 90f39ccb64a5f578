import { projectIdParam } from "@cairn/schema/projects";
import { ruleRunList } from "@cairn/schema/rules";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { toRun } from "./present.js";
import { listRuns } from "./rules.repo.js";

/** The runs shown: the latest, which is what a team checks ("why did this card move?"). */
const SHOWN_RUNS = 100;

/** `GET /api/projects/{projectId}/rule-runs`: the audit, newest first. */
export const runs = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/rule-runs",
      summary: `The latest ${SHOWN_RUNS} runs of a project's rules: what started each and what it did`,
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(ruleRunList)
  .query(async ({ ctx, input }) => ({
    projectId: input.projectId,
    runs: (await listRuns(ctx.db, input.projectId, SHOWN_RUNS)).map(toRun),
  }));
