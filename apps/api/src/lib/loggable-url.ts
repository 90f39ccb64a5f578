/**
 * A request's URL as the logs may show it. Three kinds of link are secrets: a saved plan's
 * (`/plan/<token>`, `/api/plans/<token>`), an invitation's, a key to an account until it is
 * used (`/invitation/<token>`, `/api/invitations/<token>/…`), and a chat account's link
 * (`/link-chat/<token>`, `/api/assistant/links/<token>`). Their tokens are replaced, in a path
 * and in the query of a /trpc call to such a procedure (`?input={"token":…}`), so the logs
 * never hold a working link.
 */
const SECRET_LINK = /(\/(?:plans?|invitations?|link-chat|assistant\/links)\/)[^/?#]+/g;
const SECRET_PROCEDURE = /\/trpc\/.*\b(?:plans\.|invitations\.|assistant\.(?:readLink|createLink))/;

export function loggableUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const redacted = path.replace(SECRET_LINK, "$1[token]");
  if (query === undefined) return redacted;
  return SECRET_PROCEDURE.test(path) ? `${redacted}?[input]` : `${redacted}?${query}`;
}
