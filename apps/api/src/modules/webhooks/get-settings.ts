import { webhookSettings } from "@cairn/schema/webhooks";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { readSettings } from "./webhooks.repo.js";

/** `GET /api/webhook-settings` (staff): whether hooks may call private addresses. */
export const getSettings = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/webhook-settings",
      summary: "The organisation's webhook setting",
    },
    access: access.staff(),
  })
  .output(webhookSettings)
  .query(({ ctx }) => readSettings(ctx.db));
