import { moodEntry, moodListInput } from "@cairn/schema/mood";
import { z } from "zod";
import { access, readProject } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { periodStart } from "./engine.js";
import { listMoodRows, toMoodEntry } from "./mood.repo.js";

/** `GET /api/team-mood?project=&period=`: a project's entries in the period, newest first. */
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
    return rows.map((row) => toMoodEntry(row, ctx.user.role === "admin"));
  });
