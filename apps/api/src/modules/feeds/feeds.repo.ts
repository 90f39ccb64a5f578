/**
 * One page of a feed: the dataset's rows in the stable order (updated_at, id), from a cursor,
 * changed at or after `updated_since`, and how many rows match in all.
 */
import { FEEDS, type FeedCell, type FeedDataset } from "@cairn/schema/feeds";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import type { FeedCursor } from "./cursor.js";
import { datasetQuery, type FeedViewer } from "./datasets.repo.js";

export interface FeedRows {
  rows: Record<string, FeedCell>[];
  /** Where the next page starts; undefined on the last page. */
  next: FeedCursor | undefined;
  total: number;
}

interface RawRow extends Record<string, unknown> {
  cursor_at: string;
  id: number | string;
}

export async function readFeed(
  db: Kysely<Database>,
  dataset: FeedDataset,
  viewer: FeedViewer,
  page: { limit: number; cursor: FeedCursor | undefined; updatedSince: string | undefined },
): Promise<FeedRows> {
  // Column names are the feed's own (snake_case): read without the camelCase plugin.
  const raw = db.withoutPlugins();
  const source = datasetQuery(dataset, viewer);
  const since = page.updatedSince
    ? sql`feed.updated_at >= ${page.updatedSince}::timestamptz`
    : sql`true`;
  const after = page.cursor
    ? sql`(feed.updated_at, feed.id) > (${page.cursor.at}::timestamptz, ${page.cursor.id})`
    : sql`true`;
  const [selected, counted] = await Promise.all([
    sql<RawRow>`
      select feed.*, feed.updated_at::text as cursor_at
      from (${source}) as feed
      where ${since} and ${after}
      order by feed.updated_at, feed.id
      limit ${page.limit + 1}`.execute(raw),
    sql<{ total: number }>`
      select count(*)::int as total from (${source}) as feed where ${since}`.execute(raw),
  ]);
  const more = selected.rows.length > page.limit;
  const kept = more ? selected.rows.slice(0, page.limit) : selected.rows;
  const columns = FEEDS[dataset].columns;
  const rows = kept.map((row) =>
    Object.fromEntries(columns.map((column) => [column, cell(row[column])])),
  );
  const last = kept.at(-1);
  return {
    rows,
    next: more && last ? { at: last.cursor_at, id: last.id } : undefined,
    total: counted.rows[0]?.total ?? 0,
  };
}

function cell(value: unknown): FeedCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
