import { notificationPreferences } from "@cairn/schema/notifications";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { getPreferences } from "./notifications.repo.js";

/** `GET /api/notifications/preferences`: the caller's choices (the defaults until saved). */
export const preferences = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/notifications/preferences",
      summary: "Your notification preferences: kinds muted in the inbox, the e-mail digest",
    },
    access: access.signedIn(),
  })
  .output(notificationPreferences)
  .query(async ({ ctx }) => ({
    ...(await getPreferences(ctx.db, ctx.user.id)),
    emailAvailable: ctx.config.mail !== undefined,
  }));
