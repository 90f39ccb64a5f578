/**
 * When a new token expires: a number of days from now, or the end (UTC) of a chosen day; never
 * later than TOKEN_MAX_DAYS from now, nor already past. Without either, 30 days.
 */
import { TOKEN_MAX_DAYS } from "@cairn/schema/api-tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_TOKEN_DAYS = 30;

export type Expiry = { ok: true; expiresAt: Date } | { ok: false; field: string; message: string };

export function tokenExpiry(
  choice: { expiresInDays?: number | undefined; expiresOn?: string | undefined },
  now: Date,
): Expiry {
  if (choice.expiresInDays !== undefined && choice.expiresOn !== undefined) {
    return {
      ok: false,
      field: "expiresOn",
      message: "give either expiresInDays or expiresOn, not both",
    };
  }
  if (choice.expiresOn === undefined) {
    const days = choice.expiresInDays ?? DEFAULT_TOKEN_DAYS;
    return { ok: true, expiresAt: new Date(now.getTime() + days * DAY_MS) };
  }
  const endOfDay = Date.parse(`${choice.expiresOn}T00:00:00.000Z`) + DAY_MS;
  if (!(endOfDay > now.getTime())) {
    return { ok: false, field: "expiresOn", message: "must be today or a later day" };
  }
  // The day the maximum falls on is allowed whole.
  const latest = Math.floor((now.getTime() + TOKEN_MAX_DAYS * DAY_MS) / DAY_MS) * DAY_MS + DAY_MS;
  if (endOfDay > latest) {
    return {
      ok: false,
      field: "expiresOn",
      message: `must be at most ${TOKEN_MAX_DAYS} days from today`,
    };
  }
  return { ok: true, expiresAt: new Date(endOfDay) };
}
