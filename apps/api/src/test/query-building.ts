/**
 * What builds or runs a query with Kysely, read from a source text: a query builder's entry
 * points, a transaction opened by hand (lib/transaction.ts's withTransaction is how a resolver
 * groups repository calls), or raw `sql`. The architecture tests use it to keep queries in the
 * repositories (`*.repo.ts`).
 */
export const BUILDS_QUERY: readonly RegExp[] = [
  /\.\s*(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive|transaction|connection)\s*\(/,
  /\.\s*execute(TakeFirst|TakeFirstOrThrow)?\s*\(/,
  /\bsql\s*[<`]/,
];

/** Kysely itself imported (a procedure's file needs neither its types nor its values). */
export const IMPORTS_KYSELY = /from\s+["']kysely["']/;

/** The lines of a source text that match any of `patterns`, trimmed. */
export function queryLines(
  source: string,
  patterns: readonly RegExp[] = [...BUILDS_QUERY, IMPORTS_KYSELY],
): string[] {
  return source
    .split("\n")
    .filter((line) => patterns.some((pattern) => pattern.test(line)))
    .map((line) => line.trim());
}
