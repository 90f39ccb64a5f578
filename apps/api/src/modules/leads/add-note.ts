import { createLeadNoteInput, leadTimelineEntry } from "@cairn/schema/leads";
import { access, writeLead } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { getLead, getUserName, insertLeadNote } from "./leads.repo.js";

/**
 * `POST /api/leads/{leadId}/notes`: a note on a lead (1 to 5000 characters), by its consultant
 * or an admin. Answers the note as the timeline lists it.
 */
export const addNote = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/leads/{leadId}/notes",
      summary: "Add a note to a lead (its consultant or an admin)",
      status: 201,
    },
    access: access.staff({ record: writeLead }),
    scope: "leads:write",
  })
  .input(createLeadNoteInput)
  .output(leadTimelineEntry)
  .mutation(async ({ ctx, input }) => {
    const lead = await getLead(ctx.db, input.leadId);
    if (!lead) throw appError("NOT_FOUND", `Lead ${input.leadId} was not found.`);
    const note = await insertLeadNote(ctx.db, {
      leadId: input.leadId,
      authorId: ctx.user.id,
      body: input.body,
      createdAt: ctx.now(),
    });
    return {
      id: `note-${note.id}`,
      kind: "note" as const,
      fromStatus: null,
      toStatus: null,
      detail: input.body,
      actor: { id: ctx.user.id, name: (await getUserName(ctx.db, ctx.user.id)) ?? "" },
      createdAt: note.createdAt,
    };
  });
