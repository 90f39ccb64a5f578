import { listMentionableInput, mentionablePerson } from "@cairn/schema/comments";
import { z } from "zod";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { mentionablePeople, taskContext } from "./conversation.js";

/**
 * Who a comment on this task may mention, by name (the composer's autocomplete): the people of
 * its project who may open it. `q` keeps those whose name holds it, any case.
 */
export const listMentionable = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/{taskId}/mentionable",
      summary: "The people a comment on this task may mention (?q= part of a name)",
    },
    access: access.signedIn({ record: readTask }),
  })
  .input(listMentionableInput)
  .output(z.array(mentionablePerson))
  .query(async ({ ctx, input }) => {
    const people = await mentionablePeople(ctx.db, await taskContext(ctx.db, input.taskId));
    const q = input.q?.toLocaleLowerCase("en-GB");
    return q
      ? people.filter((person) => person.name.toLocaleLowerCase("en-GB").includes(q))
      : people;
  });
