import { outboxListInput, outboxOverview } from "@cairn/schema/outbox";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { countByStatus, listUndelivered } from "./outbox.repo.js";
import { present } from "./present.js";

/** `GET /api/outbox` (admin): what is waiting to leave, and what was given up, oldest first. */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/outbox",
      summary: "Messages waiting to leave, and those given up",
    },
    access: access.admin(),
  })
  .input(outboxListInput)
  .output(outboxOverview)
  .query(async ({ ctx, input }) => {
    const [counts, messages] = await Promise.all([
      countByStatus(ctx.db),
      listUndelivered(ctx.db, input),
    ]);
    return { counts, messages: messages.map(present) };
  });
