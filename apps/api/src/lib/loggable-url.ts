/**
 * A request's URL as the logs may show it: an invitation's token is a key to an account (until
 * it is used), so it is replaced — in a REST path (`/api/invitations/<token>/…`) and in the
 * query of a /trpc call to an invitations procedure (`?input={"token":…}`).
 */
export function loggableUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const redacted = path.replace(/\/invitations\/[^/]+/g, "/invitations/[token]");
  if (query === undefined) return redacted;
  return /\/trpc\/.*invitations\./.test(path) ? `${redacted}?[input]` : `${redacted}?${query}`;
}
