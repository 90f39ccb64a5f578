/**
 * A request's URL as the logs may show it. Two kinds of link are secrets: a saved plan's
 * (`/plan/<token>`, `/api/plans/<token>`) and an invitation's, a key to an account until it is
 * used (`/invitation/<token>`, `/api/invitations/<token>/…`). Their tokens are replaced, in a
 * path and in the query of a /trpc call to a plans or invitations procedure
 * (`?input={"token":…}`), so the logs never hold a working link.
 */
const SECRET_LINK = /(\/(?:plans?|invitations?)\/)[^/?#]+/g;
const SECRET_PROCEDURE = /\/trpc\/.*\b(?:plans|invitations)\./;

export function loggableUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const redacted = path.replace(SECRET_LINK, "$1[token]");
  if (query === undefined) return redacted;
  return SECRET_PROCEDURE.test(path) ? `${redacted}?[input]` : `${redacted}?${query}`;
}
