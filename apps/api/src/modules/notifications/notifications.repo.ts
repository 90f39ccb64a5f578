/**
 * A person's inbox and their preferences (docs/notifications.md). Every query here is scoped to
 * one user: a notification is only ever read or changed by the person it was written for.
 */
import type { EmailDigest, Notification, NotificationKind } from "@cairn/schema/notifications";
import type { PlanId } from "@cairn/schema/plan-limits";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database } from "../../db/database.js";
import { projectIdsOnPlans } from "../projects/plan-reach.repo.js";

/**
 * How the inbox names the one who caused a notification (joined as `actor`): their full name,
 * else their username; null for the scheduler or an account since deleted.
 */
export const actorName = sql<
  string | null
>`case when actor.id is null then null else coalesce(nullif(trim(concat_ws(' ', actor.first_name, actor.last_name)), ''), actor.username) end`;

/** A query of notifications, with what the inbox shows of each. */
function withColumns(query: SelectQueryBuilder<Database, "notifications", object>) {
  return query
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
      "notifications.documentId",
      actorName.as("actorName"),
      "notifications.readAt",
      "notifications.createdAt",
    ]);
}

type Filter = {
  unread?: boolean | undefined;
  /**
   * Only notifications about projects on these plans, or about no project (a lead's): those a
   * token reaches (tokens/scopes.ts reachablePlans).
   */
  plans?: readonly PlanId[] | undefined;
};

/** The user's notifications that match the filter. */
function mine(db: Kysely<Database>, userId: number, filter: Filter) {
  let query = db.selectFrom("notifications").where("notifications.userId", "=", userId);
  if (filter.unread) query = query.where("notifications.readAt", "is", null);
  const plans = filter.plans;
  if (plans) {
    query = query.where((eb) =>
      eb.or([
        eb("notifications.projectId", "is", null),
        eb("notifications.projectId", "in", projectIdsOnPlans(db, plans)),
      ]),
    );
  }
  return query;
}

/** The user's notifications, newest first. */
export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  filter: Filter & { limit: number; offset: number },
): Promise<Notification[]> {
  return withColumns(mine(db, userId, filter))
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
  return countRows(mine(db, userId, filter));
}

/** Counted through the partial index of unread notifications. */
export function countUnread(
  db: Kysely<Database>,
  userId: number,
  plans?: readonly PlanId[],
): Promise<number> {
  return countNotifications(db, userId, { unread: true, plans });
}

export async function findNotification(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<Notification | undefined> {
  return withColumns(mine(db, userId, {}))
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
