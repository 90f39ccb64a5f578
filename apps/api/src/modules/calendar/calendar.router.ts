import { router } from "../../core/procedures.js";
import { makeOwnFeed } from "./make-own-feed.js";
import { makeProjectFeed } from "./make-project-feed.js";
import { ownFeed } from "./own-feed.js";
import { projectFeed } from "./project-feed.js";
import { readCalendar } from "./read-calendar.js";
import { revokeOwnFeed } from "./revoke-own-feed.js";
import { revokeProjectFeed } from "./revoke-project-feed.js";

/**
 * Calendar links to routines (docs/routines.md, "Calendars"): a person's own secrets, made and
 * revoked with a session only (no API token changes them), read by calendar apps with the link.
 */
export const calendarRouter = router({
  projectFeed,
  makeProjectFeed,
  revokeProjectFeed,
  ownFeed,
  makeOwnFeed,
  revokeOwnFeed,
  readCalendar,
});
