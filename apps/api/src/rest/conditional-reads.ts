/**
 * Conditional reads: the board, a project and the lists answer with a strong `ETag`
 * (a hash of the very bytes sent) and `304 Not Modified` to an `If-None-Match` that names it.
 * Pure rules here; the hook that applies them is plugins/conditional-reads.ts.
 */
import { createHash } from "node:crypto";

/**
 * The reads that carry a tag: a project's board, one project, every list (a procedure whose
 * name starts with `list`), and the header's unread count, which the dashboards' tRPC link
 * sends in the same batch as a page's first reads (a batch is tagged only when all of it is).
 * `procedure` is its dotted path in the router (`board.get`).
 */
const TAGGED = new Set(["board.get", "projects.get", "notifications.unreadCount"]);

export function isConditionalRead(procedure: string): boolean {
  if (TAGGED.has(procedure)) return true;
  const name = procedure.slice(procedure.lastIndexOf(".") + 1);
  return name.startsWith("list");
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
