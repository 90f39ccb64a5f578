/**
 * A person's inbox and their preferences (docs/notifications.md). Every query here is scoped to
 * one user: a notification is only ever read or changed by the person it was written for.
 */
import type { EmailDigest, Notification, NotificationKind } from "@cairn/schema/notifications";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";

/**
 * How the inbox names the one who caused a notification (joined as `actor`): their full name,
 * else their username; null for the scheduler or an account since deleted.
 */
export const actorName = sql<
  string | null
>`case when actor.id is null then null else coalesce(nullif(trim(concat_ws(' ', actor.first_name, actor.last_name)), ''), actor.username) end`;

function entries(db: Kysely<Database>) {
  return db
    .selectFrom("notifications")
    .leftJoin("users as actor", "actor.id", "notifications.actorId")
    .select([
      "notifications.id",
      "notifications.kind",
      "notifications.title",
      "notifications.body",
      "notifications.actorId",
      "notifications.projectId",
      "notifications.taskId",
      "notifications.commentId",
      "notifications.leadId",
      actorName.as("actorName"),
      "notifications.readAt",
      "notifications.createdAt",
    ]);
}

type Filter = { unread?: boolean | undefined };

/** The user's notifications, newest first. */
export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  filter: Filter & { limit: number; offset: number },
): Promise<Notification[]> {
  const mine = entries(db).where("notifications.userId", "=", userId);
  return (filter.unread ? mine.where("notifications.readAt", "is", null) : mine)
    .orderBy("notifications.createdAt", "desc")
    .orderBy("notifications.id", "desc")
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countNotifications(
  db: Kysely<Database>,
  userId: number,
  filter: Filter,
): Promise<number> {
  const query = db.selectFrom("notifications").where("userId", "=", userId);
  const row = await (filter.unread ? query.where("readAt", "is", null) : query)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counted through the partial index of unread notifications. */
export function countUnread(db: Kysely<Database>, userId: number): Promise<number> {
  return countNotifications(db, userId, { unread: true });
}

export async function findNotification(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<Notification | undefined> {
  return entries(db)
    .where("notifications.userId", "=", userId)
    .where("notifications.id", "=", id)
    .executeTakeFirst();
}

/**
 * Marks one of the user's notifications read (it keeps the moment it was first read). Answers
 * whether it was unread, or undefined when the user has no such notification.
 */
export async function markRead(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: Date,
): Promise<{ wasUnread: boolean } | undefined> {
  const before = await db
    .selectFrom("notifications")
    .select("readAt")
    .where("id", "=", id)
    .where("userId", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
  if (before.readAt !== null) return { wasUnread: false };
  await db.updateTable("notifications").set({ readAt: now }).where("id", "=", id).execute();
  return { wasUnread: true };
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllRead(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ readAt: now })
    .where("userId", "=", userId)
    .where("readAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface Preferences {
  mutedKinds: NotificationKind[];
  emailDigest: EmailDigest;
}

/** A person without a saved choice hears of every kind and gets the daily digest (the defaults). */
export async function getPreferences(db: Kysely<Database>, userId: number): Promise<Preferences> {
  const row = await db
    .selectFrom("notificationPreferences")
    .select(["mutedKinds", "emailDigest"])
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row ?? { mutedKinds: [], emailDigest: "daily" };
}

export async function savePreferences(
  db: Kysely<Database>,
  userId: number,
  preferences: Preferences,
  now: Date,
): Promise<Preferences> {
  return db
    .insertInto("notificationPreferences")
    .values({ userId, ...preferences, updatedAt: now })
    .onConflict((oc) => oc.column("userId").doUpdateSet({ ...preferences, updatedAt: now }))
    .returning(["mutedKinds", "emailDigest"])
    .executeTakeFirstOrThrow();
}
