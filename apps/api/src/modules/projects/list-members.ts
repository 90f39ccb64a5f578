import { projectIdParam, projectMember } from "@cairn/schema/projects";
import { z } from "zod";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { listProjectMembers } from "./projects.repo.js";

/**
 * `GET /api/projects/{projectId}/members`: the project's client, its consultant and everyone
 * assigned one of its tasks, by name — so a board can say who does what. No e-mail or other
 * contact detail: those stay with administrators.
 */
export const listMembers = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/members",
      summary: "The people of a project, by name",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(z.array(projectMember))
  .query(async ({ ctx, input }) => {
    const rows = await listProjectMembers(ctx.db, input.projectId);
    return rows.map((row) => projectMember.parse(row));
  });
