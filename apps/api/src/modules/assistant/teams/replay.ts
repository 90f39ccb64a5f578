/**
 * Teams messages answered once (docs/assistant.md, "Microsoft Teams"). An outgoing webhook's
 * HMAC covers the body but carries no time, so a captured message would verify forever: a
 * message is refused when its activity's timestamp is further than the window from our clock
 * (either way), and when its activity id was answered before. Ids are kept for twice the
 * window, after which the timestamp alone refuses a replay (the ids: seen-activities.repo.ts).
 */

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
