/**
 * The Teams activity ids already answered (replay.ts): recorded in the statement that asks, so
 * two deliveries of one message race to a single insert and only one of them is answered.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../../db/database.js";
import { ACTIVITY_WINDOW_MS } from "./replay.js";

/** Records the activity; false when it was seen before (a replay). One atomic statement. */
export async function firstSighting(
  db: Kysely<Database>,
  activityId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto("assistantSeenActivities")
    .values({ activityId, seenAt: now })
    .onConflict((oc) => oc.column("activityId").doNothing())
    .returning("activityId")
    .executeTakeFirst();
  return row !== undefined;
}

/** Housekeeping: ids whose timestamps the window refuses anyway. */
export async function deleteOldSightings(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("assistantSeenActivities")
    .where("seenAt", "<", new Date(now.getTime() - 2 * ACTIVITY_WINDOW_MS).toISOString())
    .execute();
}
