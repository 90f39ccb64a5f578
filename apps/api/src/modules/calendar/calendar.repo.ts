/**
 * The calendar links (docs/routines.md, "Calendars"): each a person's, to one project's routines
 * or to their own (no project), kept as its token's hash; and the projects a person's own
 * calendar draws from.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";

/** The feed a token's hash opens: whose, and of which project (null: the person's own). */
export function findFeed(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<{ userId: number; projectId: number | null } | undefined> {
  return db
    .selectFrom("calendarFeeds")
    .select(["userId", "projectId"])
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
}

const ownFeed = (projectId: number | null) =>
  projectId === null ? sql<boolean>`project_id is null` : sql<boolean>`project_id = ${projectId}`;

export function feedCreatedAt(
  db: Kysely<Database>,
  userId: number,
  projectId: number | null,
): Promise<{ createdAt: string } | undefined> {
  return db
    .selectFrom("calendarFeeds")
    .select("createdAt")
    .where("userId", "=", userId)
    .where(ownFeed(projectId))
    .executeTakeFirst();
}

/** A new link for the person's feed, in place of the one before (which stops working). */
export async function replaceFeed(
  db: Kysely<Database>,
  feed: { userId: number; projectId: number | null; tokenHash: string },
  now: Date,
): Promise<void> {
  await deleteFeed(db, feed.userId, feed.projectId);
  await db
    .insertInto("calendarFeeds")
    .values({ ...feed, createdAt: now })
    .execute();
}

export async function deleteFeed(
  db: Kysely<Database>,
  userId: number,
  projectId: number | null,
): Promise<boolean> {
  const result = await db
    .deleteFrom("calendarFeeds")
    .where("userId", "=", userId)
    .where(ownFeed(projectId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The projects of a person's own feed: those whose consultant or client they are, and those of
 * the routines given to them (the guard still decides, per project, what the feed may show).
 */
export async function personalFeedProjects(
  db: Kysely<Database>,
  userId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom("projects as p")
    .select("p.id")
    .where("p.archivedAt", "is", null)
    .where((eb) =>
      eb.or([
        eb("p.consultantId", "=", userId),
        eb("p.clientId", "=", userId),
        eb.exists(
          eb
            .selectFrom("routines as r")
            .select("r.id")
            .whereRef("r.projectId", "=", "p.id")
            .where("r.assigneeId", "=", userId),
        ),
      ]),
    )
    .orderBy("p.id")
    .execute();
  return rows.map((row) => row.id);
}
