import {
  notificationPreferences,
  updateNotificationPreferencesInput,
} from "@cairn/schema/notifications";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { savePreferences } from "./notifications.repo.js";

/**
 * `PUT /api/notifications/preferences`: replaces the caller's choices. A muted kind is not
 * written to their inbox from now on (notify.ts); what is already there stays.
 */
export const updatePreferences = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/notifications/preferences",
      summary: "Save your notification preferences",
    },
    access: access.signedIn(),
  })
  .input(updateNotificationPreferencesInput)
  .output(notificationPreferences)
  .mutation(async ({ ctx, input }) => ({
    ...(await savePreferences(ctx.db, ctx.user.id, input, ctx.now())),
    emailAvailable: ctx.config.mail !== undefined,
  }));
