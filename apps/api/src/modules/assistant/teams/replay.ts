/**
 * Teams messages answered once (docs/assistant.md, "Microsoft Teams"). An outgoing webhook's
 * HMAC covers the body but carries no time, so a captured message would verify forever: a
 * message is refused when its activity's timestamp is further than the window from our clock
 * (either way), and when its activity id was answered before. Ids are kept for twice the
 * window, after which the timestamp alone refuses a replay.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../../db/database.js";

export const ACTIVITY_WINDOW_MS = 5 * 60_000;

/** Why an activity's timestamp is refused, or undefined when it is within the window. */
export function staleActivity(timestamp: string, now: Date): string | undefined {
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return "The message has no valid timestamp.";
  if (Math.abs(now.getTime() - at) > ACTIVITY_WINDOW_MS) {
    return "The message's timestamp is more than five minutes from now: it is not answered.";
  }
  return undefined;
}

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
