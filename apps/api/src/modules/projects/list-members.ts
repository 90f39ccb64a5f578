import { projectIdParam, projectMember } from "@cairn/schema/projects";
import { sql } from "kysely";
import { z } from "zod";
import { access, readProject } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";

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
    const rows = await sql<{
      id: number;
      name: string;
      role: "admin" | "consultant" | "user";
      part: string;
    }>`
      with parts as (
        select client_id as id, 'client' as part, 1 as rank from projects where id = ${input.projectId}
        union all
        select consultant_id, 'consultant', 0 from projects where id = ${input.projectId}
        union all
        select distinct assigned_to, 'assignee', 2 from tasks where project_id = ${input.projectId}
      )
      select distinct on (u.id) u.id,
             coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as name,
             u.role, p.part
      from parts p join users u on u.id = p.id
      order by u.id, p.rank`.execute(ctx.db);
    return rows.rows.map((row) => projectMember.parse(row));
  });
