import { askInput, assistantAnswer } from "@cairn/schema/assistant";
import { dashboardPathFor } from "@cairn/schema/session-keys";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { type Limit, takeSlot } from "../../lib/rate-limit.js";
import { present } from "./present.js";
import { respond } from "./respond.js";

/** Each question reads several of the asker's records: a person may ask 30 a minute. */
export const QUESTIONS_PER_PERSON: Limit = { max: 30, windowMs: 60_000 };

/**
 * `POST /api/assistant/ask`: the assistant panel's question, or its yes or no to a proposed
 * action (docs/assistant.md).
 */
export const ask = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/assistant/ask",
      summary: "Ask the PMO assistant a question, or confirm or cancel the action it proposed",
      status: 200,
    },
    access: access.signedIn(),
  })
  .input(askInput)
  .output(assistantAnswer)
  .mutation(async ({ ctx, input }) => {
    const slot = await takeSlot(
      ctx.db,
      `assistant:user:${ctx.user.id}`,
      QUESTIONS_PER_PERSON,
      ctx.now(),
    );
    if (slot.limited) {
      ctx.reply.header("retry-after", String(slot.retryAfterSeconds));
      throw appError(
        "TOO_MANY_REQUESTS",
        `Too many questions: the assistant answers ${QUESTIONS_PER_PERSON.max} a minute. Please wait ${slot.retryAfterSeconds} seconds.`,
      );
    }
    const answer = await respond(ctx, input);
    return present(answer, dashboardPathFor(ctx.user.role));
  });
