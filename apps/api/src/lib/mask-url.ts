/**
 * A saved plan's link is its only secret (`/plan/<token>`, `GET /api/plans/<token>`): log lines
 * name such a path with the token replaced, so the logs never hold a working link.
 */
const PLAN_LINK = /(\/plans?\/)[^/?#]+/g;

export function maskUrl(url: string): string {
  return url.replace(PLAN_LINK, "$1[token]");
}
