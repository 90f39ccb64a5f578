/**
 * Conditional reads: the board, a project and the lists answer with a strong `ETag`
 * (a hash of the very bytes sent) and `304 Not Modified` to an `If-None-Match` that names it.
 * Pure rules here; the hook that applies them is plugins/conditional-reads.ts.
 */
import { createHash } from "node:crypto";
import type { AnyTRPCRouter } from "@trpc/server";
import { type RouterProcedure, routerProcedures } from "./procedures.js";

/**
 * Whether a procedure's answer carries a tag: a query whose meta says `etag: true` (a project's
 * board, one project, the header's unread count, which the dashboards' tRPC link sends in the
 * same batch as a page's first reads), and every list (a query whose name starts with `list`)
 * unless its meta says `etag: false`.
 */
export function isConditionalRead({
  path,
  type,
  meta,
}: Pick<RouterProcedure, "path" | "type" | "meta">): boolean {
  if (type !== "query") return false;
  const name = path.slice(path.lastIndexOf(".") + 1);
  return meta?.etag ?? name.startsWith("list");
}

/** The dotted paths (`board.get`) of a router's conditional reads. */
export function conditionalReadPaths(router: AnyTRPCRouter): ReadonlySet<string> {
  return new Set(
    routerProcedures(router)
      .filter(isConditionalRead)
      .map(({ path }) => path),
  );
}

/**
 * A strong tag of the answer: a hash of its bytes and of its `x-` headers (`X-Total-Count`,
 * `X-Unread-Count`: a 304 refreshes the headers the browser keeps, but the tag must still differ
 * when only the count changed). It is a hash of the answer itself, not of a version the data
 * carries: whatever the answer depends on (the caller's permissions, a rename, a move, the clock)
 * changes the tag exactly when it changes what is sent. SHA-1 serves as a fingerprint, not for
 * security: a caller gains nothing by forging a collision with their own answer.
 */
export function entityTag(
  body: string | Buffer,
  headers: Record<string, string | number | string[] | undefined> = {},
): string {
  const hash = createHash("sha1").update(body);
  for (const name of Object.keys(headers).sort()) {
    if (name.startsWith("x-")) hash.update(`\n${name}:${String(headers[name])}`);
  }
  return `"${hash.digest("base64url")}"`;
}

/**
 * Whether `If-None-Match` names `tag` (RFC 9110 §13.1.2: a list of tags or `*`, compared weakly,
 * so `W/"x"` matches `"x"`).
 */
export function ifNoneMatchNames(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  const bare = tag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}
