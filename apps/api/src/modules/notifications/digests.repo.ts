import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { actorName } from "./notifications.repo.js";
import { unmarked } from "./schedule-marks.repo.js";

export interface DigestRecipient {
  id: number;
  email: string;
  role: "admin" | "consultant" | "user";
  name: string;
}

/**
 * People owed today's digest: enabled, with the daily digest (the default), holding unread
 * notifications no digest has carried, and without the mark of `schedule` for `day`.
 */
export async function digestRecipients(
  db: Kysely<Database>,
  schedule: string,
  day: string,
  limit: number,
): Promise<DigestRecipient[]> {
  return db
    .selectFrom("users as u")
    .leftJoin("notificationPreferences as pref", "pref.userId", "u.id")
    .select([
      "u.id",
      "u.email",
      "u.role",
      sql<string>`coalesce(nullif(trim(u.first_name), ''), u.username)`.as("name"),
    ])
    .where("u.disabledAt", "is", null)
    .where(sql<boolean>`coalesce(pref.email_digest, 'daily') = 'daily'`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("notifications as n")
          .select("n.id")
          .whereRef("n.userId", "=", "u.id")
          .where("n.readAt", "is", null)
          .where("n.emailedAt", "is", null),
      ),
    )
    .where(unmarked(schedule, sql.ref("u.id"), day))
    .orderBy("u.id")
    .limit(limit)
    .execute();
}

export interface DigestItem {
  id: number;
  kind: string;
  title: string;
  body: string | null;
  actorName: string | null;
  projectId: number | null;
  taskId: number | null;
  leadId: number | null;
  documentId: number | null;
  createdAt: string;
}

/** A person's unread notifications no digest has carried, newest first. */
export async function undigested(db: Kysely<Database>, userId: number): Promise<DigestItem[]> {
  return db
    .selectFrom("notifications as n")
    .leftJoin("users as actor", "actor.id", "n.actorId")
    .select([
      "n.id",
      "n.kind",
      "n.title",
      "n.body",
      actorName.as("actorName"),
      "n.projectId",
      "n.taskId",
      "n.leadId",
      "n.documentId",
      "n.createdAt",
    ])
    .where("n.userId", "=", userId)
    .where("n.readAt", "is", null)
    .where("n.emailedAt", "is", null)
    .orderBy("n.createdAt", "desc")
    .orderBy("n.id", "desc")
    .execute();
}

export async function markEmailed(
  db: Kysely<Database>,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("notifications").set({ emailedAt: now }).where("id", "in", ids).execute();
}
