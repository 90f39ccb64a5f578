import { createMoodEntryInput, moodEntry } from "@cairn/schema/mood";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { getMoodRow, insertMoodEntry, toMoodEntry } from "./mood.repo.js";

/** `POST /api/team-mood`: the session's user adds an entry (a `userId` in the body is ignored). */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/team-mood",
      summary: "Add a mood entry as the signed-in user",
      status: 201,
    },
    access: access.signedIn({ record: readProject }),
    scope: "projects:write",
  })
  .input(createMoodEntryInput)
  .output(moodEntry)
  .mutation(async ({ ctx, input }) => {
    const id = await insertMoodEntry(ctx.db, {
      userId: ctx.user.id,
      projectId: input.projectId,
      moodScore: input.moodScore,
      energyLevel: input.energyLevel,
      stressLevel: input.stressLevel,
      notes: input.notes,
      anonymous: input.anonymous,
      createdAt: ctx.now(),
    });
    const row = await getMoodRow(ctx.db, id);
    if (!row) throw new Error(`mood entry ${id} vanished after insert`);
    return toMoodEntry(row, ctx.user.role === "admin");
  });
