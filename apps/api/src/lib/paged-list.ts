/**
 * Every list that takes `pageFields` (@cairn/schema/common) answers the same way: the page as a
 * bare array, the number of matching rows before paging in `X-Total-Count`, and, when rows
 * follow, the next page in `Link: <…>; rel="next"` (RFC 8288) — the same REST query with
 * `offset` advanced (docs/product.md §7).
 */
import type { FastifyReply, FastifyRequest } from "fastify";

/** A list's paging, as `pageFields` parses it. */
export interface PageQuery {
  limit: number;
  offset: number;
}

/** What a procedure's context offers the headers: the request (its URL) and the reply. */
export interface PageContext {
  req: Pick<FastifyRequest, "url">;
  reply: Pick<FastifyReply, "header">;
}

/**
 * Answers a page: reads it, then its total — counted only when the page itself cannot tell it
 * (a short page not past the end is the last one, so its total is known) — and sets the headers.
 * Measured on PostgreSQL (the bench's 1,006 projects, 50 a page): the page and a separate `count(*)` take
 * 0.42 ms together, a `count(*) over ()` window on the page 0.62 ms — the window must read every
 * matching row before the limit, where the page alone stops after 50.
 */
export async function pagedList<T>(
  ctx: PageContext,
  page: PageQuery,
  rows: Promise<T[]>,
  count: () => Promise<number>,
): Promise<T[]> {
  const found = await rows;
  const total = knownTotal(page, found.length) ?? (await count());
  setPageHeaders(ctx, page, found.length, total);
  return found;
}

/** `X-Total-Count`, and `Link` to the next page when rows follow this one. */
export function setPageHeaders(
  ctx: PageContext,
  page: PageQuery,
  returned: number,
  total: number,
): void {
  ctx.reply.header("x-total-count", String(total));
  const next = nextPageUrl(ctx.req.url, page, returned, total);
  if (next) ctx.reply.header("link", nextLink(next));
}

/**
 * The total a page tells by itself: a page shorter than asked, and not past the end (rows, or
 * the first page), ends the list. Undefined when only counting can tell.
 */
export function knownTotal(page: PageQuery, returned: number): number | undefined {
  if (returned < page.limit && (returned > 0 || page.offset === 0)) return page.offset + returned;
  return undefined;
}

/**
 * The path and query of the next page: the request's own, with `offset` advanced past the rows
 * answered. Null on the last page, and for a request that is not a REST one (`/trpc` batches
 * have no URL of their own to link).
 */
export function nextPageUrl(
  requestUrl: string,
  page: PageQuery,
  returned: number,
  total: number,
): string | null {
  const offset = page.offset + returned;
  if (returned === 0 || offset >= total || !requestUrl.startsWith("/api/")) return null;
  const [path, search = ""] = requestUrl.split("?", 2);
  const query = new URLSearchParams(search);
  query.set("offset", String(offset));
  return `${path}?${query.toString()}`;
}

/** A `Link` header value naming the next page (RFC 8288). */
export function nextLink(url: string): string {
  return `<${url}>; rel="next"`;
}

/**
 * A `like` pattern that finds `text` anywhere in a lower-cased column: `%`, `_` and `\` match
 * themselves.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
