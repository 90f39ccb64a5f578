/**
 * Writing notices into people's inboxes (notify.ts) and announcing a change of an inbox on
 * USER_CHANNEL. Unlike the reads of notifications.repo.ts, these span several people: one
 * change notifies everyone it concerns, in its own transaction.
 */
import type { NotificationKind } from "@cairn/schema/notifications";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, NotificationsTable } from "../../db/database.js";

export const USER_CHANNEL = "cairn_user_events";

/** What a user's live stream hears: a notice for them (its id), or their inbox changed. */
export interface UserEvent {
  userId: number;
  type: "notification.created" | "notifications.read";
  notificationId: number | null;
}

/** Delivered at commit (dropped at rollback) to the live bell of every process. */
export async function publishUserEvent(db: Kysely<Database>, event: UserEvent): Promise<void> {
  await sql`select pg_notify(${USER_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
}

/**
 * Who among `userIds` may be told anything (an enabled account), with the kinds each has muted
 * (null for a person who never chose).
 */
export function noticeRecipients(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<{ id: number; mutedKinds: NotificationKind[] | null }[]> {
  return db
    .selectFrom("users")
    .leftJoin("notificationPreferences", "notificationPreferences.userId", "users.id")
    .select(["users.id", "notificationPreferences.mutedKinds"])
    .where("users.id", "in", userIds)
    .where("users.disabledAt", "is", null)
    .execute();
}

/** Inserts the notices as given (clipped and filtered by the caller); answers each one's id. */
export function insertNotices(
  db: Kysely<Database>,
  notices: readonly Insertable<NotificationsTable>[],
): Promise<{ id: number; userId: number }[]> {
  return db.insertInto("notifications").values(notices).returning(["id", "userId"]).execute();
}
