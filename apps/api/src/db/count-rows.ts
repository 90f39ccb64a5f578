/**
 * How many rows a query matches: its `count(*)`, as a number. PostgreSQL answers a bigint, which
 * node-postgres hands over as a string, and PGlite a number: every count goes through here so
 * that none is compared or added as a string.
 */
import type { SelectQueryBuilder } from "kysely";

export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  // A builder generic in its tables cannot type its own selection; the one column is `n`.
  const row = (await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}
