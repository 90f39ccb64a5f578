import { z } from "zod";

/**
 * A record id as it arrives in a path or query string ("12") or in JSON (12). Ids are
 * PostgreSQL integers, so anything above 2^31 - 1 cannot name a record.
 */
export const recordId = z.coerce
  .number({ error: "must be a positive whole number" })
  .int({ error: "must be a positive whole number" })
  .positive({ error: "must be a positive whole number" })
  .max(2_147_483_647, { error: "is not a valid id (too large)" });

/** A required line of text: trimmed, not empty, bounded. */
export function requiredText(max: number, requiredMessage = "is required") {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `must be at most ${max} characters` });
}

/** An optional line of text: trimmed, bounded; an empty string is stored as null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A timestamp as the API answers it: ISO 8601 with a time zone. */
export const timestamp = z.iso.datetime({ offset: true });

/** A timestamp as the API accepts it: ISO 8601, date or date-time. */
export const timestampInput = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: "must be an ISO 8601 date, such as 2026-12-31 or 2026-12-31T17:00:00Z",
});

/** The JSON body of every error answer, REST and tRPC alike. */
export const errorBody = z.object({
  error: z.string(),
  code: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

const pageLimit = z.coerce
  .number({ error: "must be a whole number from 1 to 1000" })
  .int({ error: "must be a whole number from 1 to 1000" })
  .min(1, { error: "must be a whole number from 1 to 1000" })
  .max(1000, { error: "must be a whole number from 1 to 1000" })
  .default(1000);
const pageOffset = z.coerce
  .number({ error: "must be a whole number, 0 or more" })
  .int({ error: "must be a whole number, 0 or more" })
  .min(0, { error: "must be a whole number, 0 or more" })
  .max(10_000_000, { error: "must be at most 10000000" })
  .default(0);

/**
 * Paging of every list: newest first, at most `limit` (default and maximum 1000) from `offset`.
 * Spread into a list's input: `z.strictObject({ userId: recordId, ...pageFields })`.
 */
export const pageFields = { limit: pageLimit, offset: pageOffset };

/** The input of a list with nothing but paging (all of it optional). */
export const pageInput = z.strictObject(pageFields).prefault({});
