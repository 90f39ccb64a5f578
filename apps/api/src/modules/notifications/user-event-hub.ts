/**
 * The live bell's side of `notify`: every process LISTENs once on USER_CHANNEL and hands each
 * announcement to the streams of that person open on this process (db/channel-hub.ts). The
 * announcement names the person and the notification only; the stream reads the rest.
 */
import type { UserEvent as LiveUserEvent } from "@cairn/schema/notifications";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { ChannelHub } from "../../db/channel-hub.js";
import type { DatabaseHandle } from "../../db/connect.js";
import type { Database } from "../../db/database.js";
import { USER_CHANNEL, type UserEvent } from "./notices.repo.js";
import { countUnread, findNotification } from "./notifications.repo.js";

const announcement = z.object({
  userId: z.number().int(),
  type: z.enum(["notification.created", "notifications.read"]),
  notificationId: z.number().int().nullable(),
});

export class UserEventHub extends ChannelHub<UserEvent, number> {
  constructor(database: DatabaseHandle, log: FastifyBaseLogger) {
    super(database, USER_CHANNEL, log, {
      parse: (payload) => announcement.parse(JSON.parse(payload)),
      key: (event) => event.userId,
    });
  }
}

/** An announcement as the bell hears it: the new notification whole, and the unread count. */
export async function describeUserEvent(
  db: Kysely<Database>,
  userId: number,
  announced: UserEvent,
): Promise<LiveUserEvent | undefined> {
  const unread = await countUnread(db, userId);
  if (announced.type === "notifications.read") {
    return { type: "notifications.read", notificationId: announced.notificationId, unread };
  }
  if (announced.notificationId === null) return undefined;
  const created = await findNotification(db, userId, announced.notificationId);
  return created ? { type: "notification.created", notification: created, unread } : undefined;
}
