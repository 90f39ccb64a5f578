import { fileDownload } from "@cairn/schema/documents";
import { z } from "zod";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { readFeed } from "./calendar-feeds.js";
import { ICS_CONTENT_TYPE } from "./ics.js";

/**
 * `GET /api/calendar-feeds/{token}`: the calendar a link opens, for calendar apps (which sign in
 * to nothing: the link is the key). A malformed, revoked or unknown link, and the link of a
 * person who may no longer read the project, get the same 404.
 */
export const readCalendar = publicProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/calendar-feeds/{token}",
      summary: "A calendar (.ics) of routines, by its private link",
      download: { contentTypes: [ICS_CONTENT_TYPE] },
    },
    access: access.anyone(),
  })
  .input(z.strictObject({ token: z.string().max(100) }))
  .output(fileDownload)
  .query(async ({ ctx, input }) => {
    const calendar = await readFeed(ctx.db, input.token);
    if (!calendar) {
      throw appError("NOT_FOUND", "This calendar link is not valid. Ask for a new one in Cairn.");
    }
    return {
      filename: "cairn-routines.ics",
      contentType: ICS_CONTENT_TYPE,
      content: Buffer.from(calendar.ics, "utf8").toString("base64"),
    };
  });
