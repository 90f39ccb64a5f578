import { createRaidEntryInput, raidEntry } from "@cairn/schema/raid";
import { access, readProject } from "../../core/access.js";
import { accessTo } from "../../core/ownership.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { assertEntryPeople, assertProjectTasks } from "./checks.js";
import { getEntry, insertEntry, linkTasks } from "./raid.repo.js";
import { raidEvents } from "./raid-events.js";

export const RISKS_ONLY = "A client may raise risks; the project's consultant records the rest.";

/**
 * A new entry of the register. Whoever changes the project (its consultant, admins) records any
 * kind; whoever only reads it (its client) may raise a risk, and nothing else. The fields of
 * another kind are refused by the schema, the people and tasks named are the project's.
 */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/raid",
      summary: "Record a risk, assumption, issue or decision in a project's RAID register",
      status: 201,
    },
    access: access.signedIn({ record: readProject }),
    scope: "projects:write",
  })
  .input(createRaidEntryInput)
  .output(raidEntry)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { projectId, kind, taskIds, ...fields } = input;
      if (kind !== "risk" && !(await accessTo(trx, ctx.user, "project", projectId))?.write) {
        throw appError("FORBIDDEN", RISKS_ONLY);
      }
      await assertEntryPeople(trx, projectId, fields, ctx.user.role);
      await assertProjectTasks(trx, projectId, taskIds);
      const now = ctx.now();
      const id = await insertEntry(trx, {
        ...fields,
        projectId,
        kind,
        createdBy: ctx.user.id,
        createdAt: now,
      });
      await linkTasks(trx, id, taskIds ?? []);
      const created = await getEntry(trx, projectId, id);
      if (!created) throw new Error(`RAID entry ${id} vanished inside its own transaction`);
      await raidEvents.dispatch(trx, [
        { type: "raid.saved", before: undefined, after: created, at: now },
      ]);
      return created;
    }),
  );
