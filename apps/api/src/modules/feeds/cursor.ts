/**
 * A feed page's cursor: where the next page starts in the stable order (updated_at, id). It
 * carries the last row's `updated_at` as the database wrote it (microseconds: the API's own
 * timestamps keep only milliseconds, which would repeat or skip rows) and its id. Opaque to
 * clients: base64url of a small JSON array.
 */
export interface FeedCursor {
  /** `2026-11-22 03:15:47.123456+00`, the database's text of the timestamp. */
  at: string;
  id: number | string;
}

const DB_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?\+00$/;

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");
}

/** The cursor of a `cursor` parameter, or undefined when it is not one of ours. */
export function decodeCursor(text: string): FeedCursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [at, id] = value as unknown[];
  if (typeof at !== "string" || !DB_TIMESTAMP.test(at)) return undefined;
  if (typeof id === "number" && Number.isSafeInteger(id) && id > 0) return { at, id };
  if (typeof id === "string" && /^[0-9a-z:-]{1,40}$/.test(id)) return { at, id };
  return undefined;
}
