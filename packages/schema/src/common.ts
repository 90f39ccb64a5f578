import { z } from "zod";

const MAX_ID = 2_147_483_647;

/**
 * A record id: a JSON integer, nothing else (not "6", true, [6]). Ids are PostgreSQL integers,
 * so anything above 2^31 - 1 cannot name a record. Ids in a REST path reach the schema as
 * numbers only when written in plain digits (the REST adapter converts them).
 */
export const recordId = z
  .int({ error: "must be a positive whole number" })
  .positive({ error: "must be a positive whole number" })
  .max(MAX_ID, { error: "is not a valid id (too large)" });

/** A record id in a query string: plain decimal digits ("12"), or a JSON integer over tRPC. */
/** A record's version as a client sends it back (optimistic saves): a positive int4, as stored. */
export const versionInput = z
  .int({ error: "must be the version you read" })
  .min(1, { error: "must be the version you read" })
  .max(MAX_ID, { error: "must be the version you read" });

export const queryId = z.union(
  [
    recordId,
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .pipe(recordId),
  ],
  { error: "must be a positive whole number written in digits" },
);

/** The message of text PostgreSQL cannot store (see `isStorableText`). */
export const UNSTORABLE_TEXT = "must not contain a NUL character or a broken Unicode character";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False for text holding a NUL character (PostgreSQL refuses it) or an unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/**
 * Every text an input accepts starts here: a string PostgreSQL can store, so a NUL character
 * is a 400 naming the field rather than a 500 from the database.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT, abort: true });
}

/** A required line of text: trimmed, not empty, bounded. */
export function requiredText(max: number, requiredMessage = "is required") {
  return text({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `must be at most ${max} characters` });
}

/** An optional line of text: trimmed, bounded; an empty string is stored as null. */
export function optionalText(max: number) {
  return text()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** `true`/`false` in a query string, or a JSON boolean over tRPC. */
export const queryBoolean = z.union(
  [z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")],
  { error: "must be true or false" },
);

/** A timestamp as the API answers it: ISO 8601 with a time zone. */
export const timestamp = z.iso.datetime({ offset: true });

const DATE_MESSAGE = "must be an ISO 8601 date, such as 2026-12-31 or 2026-12-31T17:00:00Z";
export const DATE_RANGE_MESSAGE =
  "must be a date in the years 1900 to 9999, with a time zone offset of at most 14 hours";

/**
 * Dates both databases store and every browser shows: years 1900 to 9999, and offsets within
 * ±14:00 (the widest in use). "0000-01-01" passes ISO 8601 but not PostgreSQL.
 */
export function isDateInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  if (!(year >= 1900 && year <= 9999)) return false;
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(value.length > 10 ? value : "");
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3]);
    if (minutes > 14 * 60) return false;
  }
  // Also in UTC, where the databases keep it: 9999-12-31T23:00-14:00 is already year 10000.
  const utcYear = new Date(value).getUTCFullYear();
  return utcYear >= 1900 && utcYear <= 9999;
}

/** A timestamp as the API accepts it: ISO 8601, date or date-time, within `isDateInRange`. */
export const timestampInput = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: DATE_MESSAGE })
  .refine(isDateInRange, { error: DATE_RANGE_MESSAGE });

/** The JSON body of every error answer, REST and tRPC alike. */
export const errorBody = z.object({
  error: z.string(),
  code: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
  /** A 409 of a versioned edit: the record as it now is, saved by someone else meanwhile. */
  current: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

// The page sizes live with the other plain constants, so the apps read them without zod.
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "./constants.js";

export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX };

const PAGE_LIMIT_MESSAGE = `must be a whole number from 1 to ${PAGE_SIZE_MAX}`;
const pageLimit = z.coerce
  .number({ error: PAGE_LIMIT_MESSAGE })
  .int({ error: PAGE_LIMIT_MESSAGE })
  .min(1, { error: PAGE_LIMIT_MESSAGE })
  .max(PAGE_SIZE_MAX, { error: PAGE_LIMIT_MESSAGE })
  .default(PAGE_SIZE_DEFAULT);
const pageOffset = z.coerce
  .number({ error: "must be a whole number, 0 or more" })
  .int({ error: "must be a whole number, 0 or more" })
  .min(0, { error: "must be a whole number, 0 or more" })
  .max(10_000_000, { error: "must be at most 10000000" })
  .default(0);

/**
 * Paging of every list: at most `limit` rows (default PAGE_SIZE_DEFAULT, maximum PAGE_SIZE_MAX)
 * from `offset`. Spread into a list's input: `z.strictObject({ userId: recordId, ...pageFields })`.
 */
export const pageFields = { limit: pageLimit, offset: pageOffset };

/** The input of a list with nothing but paging (all of it optional). */
export const pageInput = z.strictObject(pageFields).prefault({});

/** The directions a sortable list can be read in. */
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The query of a searchable list (leads, users, projects): words matched anywhere in the list's
 * text fields, in any case (`%` and `_` match themselves). Optional; blank means no search.
 */
export const listSearchText = text()
  .trim()
  .max(200, { error: "must be at most 200 characters" })
  .optional();

/** `asc` or `desc`; a list that is not told picks its column's natural order. */
export const sortOrder = z.enum(SORT_ORDERS).optional();
