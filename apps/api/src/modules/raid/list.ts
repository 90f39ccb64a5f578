import { projectRaidInput, raidRegister } from "@cairn/schema/raid";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { listEntries } from "./raid.repo.js";
import { summarize } from "./summary.js";

/**
 * `GET /api/projects/{projectId}/raid`: the register, newest entry first, narrowed to a kind or
 * a status when asked; the summary always counts the whole register, as of today in UTC.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/raid",
      summary: "A project's RAID register: its entries, newest first, and the risk review's counts",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectRaidInput)
  .output(raidRegister)
  .query(async ({ ctx, input }) => {
    const all = await listEntries(ctx.db, input.projectId);
    const today = ctx.now().toISOString().slice(0, 10);
    return {
      projectId: input.projectId,
      today,
      entries: all.filter(
        (entry) =>
          (input.kind === undefined || entry.kind === input.kind) &&
          (input.status === undefined || entry.status === input.status),
      ),
      summary: summarize(all, today),
    };
  });
