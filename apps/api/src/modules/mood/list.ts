import { moodEntry, moodListInput } from "@cairn/schema/mood";
import { z } from "zod";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { periodStart } from "./engine.js";
import { entriesAs } from "./entries-as.js";
import { listMoodRows } from "./mood.repo.js";

/**
 * `GET /api/team-mood?project=&period=`: a project's entries in the period that the caller may
 * read (readers.ts: their own, or all of them for the project's consultant and admins), newest
 * first.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/team-mood",
      summary: "A project's mood entries in a period, newest first",
    },
    access: access.signedIn({ record: { ...readProject, field: "project" } }),
  })
  .input(moodListInput)
  .output(z.array(moodEntry))
  .query(async ({ ctx, input }) => {
    const rows = await listMoodRows(
      ctx.db,
      input.project,
      periodStart(input.period, ctx.now()),
      500,
    );
    return entriesAs(ctx.db, ctx.user, input.project, rows);
  });
