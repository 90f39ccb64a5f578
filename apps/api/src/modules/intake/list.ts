import { intakeList } from "@cairn/schema/intake";
import { projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { listRequests } from "./intake.repo.js";

/**
 * A project's requests (docs/intake.md) for everyone on it: the new ones first, as they wait,
 * then the decided. A public requester's address is for the project's staff only.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/intake",
      summary: "A project's requests for work: new ones first, then the decided",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(intakeList)
  .query(async ({ ctx, input }) => {
    const staff = ctx.user.role !== "user";
    const requests = await listRequests(ctx.db, input.projectId);
    return {
      projectId: input.projectId,
      requests: staff ? requests : requests.map((r) => ({ ...r, requesterEmail: null })),
    };
  });
