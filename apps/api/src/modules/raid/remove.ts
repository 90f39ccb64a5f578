import { raidEntryIdInput } from "@cairn/schema/raid";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { deleteEntry } from "./raid.repo.js";

/** Deletes an entry of the register; the tasks it named stay on the board. */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/projects/{projectId}/raid/{entryId}",
      summary: "Delete an entry of a project's RAID register (its tasks stay)",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(raidEntryIdInput)
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteEntry(ctx.db, input.projectId, input.entryId))) {
      throw appError("NOT_FOUND", `RAID entry ${input.entryId} was not found.`);
    }
  });
