/**
 * The lists that are searched, filtered, sorted and paged on the server (leads, users, projects)
 * answer the same way: the page as a bare array, and the number of matching rows before paging
 * in `X-Total-Count` (docs/product.md §7).
 */
import type { FastifyReply } from "fastify";

/** Reads a page and its total together, and puts the total in `X-Total-Count`. */
export async function pagedList<T>(
  reply: FastifyReply,
  page: Promise<T[]>,
  total: Promise<number>,
): Promise<T[]> {
  const [rows, count] = await Promise.all([page, total]);
  reply.header("x-total-count", String(count));
  return rows;
}

/**
 * A `like` pattern that finds `text` anywhere in a lower-cased column: `%`, `_` and `\` match
 * themselves.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
