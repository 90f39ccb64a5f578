import { router } from "../../core/procedures.js";
import { events } from "./events.js";
import { list } from "./list.js";
import { markAllRead } from "./mark-all-read.js";
import { markRead } from "./mark-read.js";
import { preferences } from "./preferences.js";
import { unreadCount } from "./unread-count.js";
import { updatePreferences } from "./update-preferences.js";

export const notificationsRouter = router({
  list,
  unreadCount,
  markAllRead,
  markRead,
  preferences,
  updatePreferences,
  events,
});
