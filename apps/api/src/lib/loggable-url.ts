/**
 * A request's URL as the logs may show it. These links are secrets: a saved plan's
 * (`/plan/<token>`, `/api/plans/<token>`), an invitation's, a key to an account until it is
 * used (`/invitation/<token>`, `/api/invitations/<token>/…`), a chat account's link
 * (`/link-chat/<token>`, `/api/assistant/links/<token>`), a calendar feed
 * (`/api/calendar-feeds/<token>.ics`), and a project's public request form and a request's
 * receipt (`/intake/<token>`, `/intake/receipt/<token>`, `/api/intake-forms/<token>/…`,
 * `/api/intake-receipts/<token>`). Their tokens are replaced, in a path and in the query of a
 * /trpc call to such a procedure (`?input={"token":…}`), so the logs never hold a working link.
 */
const SECRET_LINK =
  /(\/(?:plans?|invitations?|link-chat|assistant\/links|calendar-feeds|intake-forms|intake-receipts)\/)[^/?#]+/g;
/** The public site's pages of a request form and of a receipt (not the API's `…/intake/{id}`). */
const SECRET_PAGE = /^(\/intake\/(?:receipt\/)?)[^/?#]+/;
const SECRET_PROCEDURE =
  /\/trpc\/.*\b(?:plans\.|invitations\.|assistant\.(?:readLink|createLink)|calendar\.readCalendar|intake\.(?:form|submit|receipt))/;

export function loggableUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const redacted = path.replace(SECRET_LINK, "$1[token]").replace(SECRET_PAGE, "$1[token]");
  if (query === undefined) return redacted;
  return SECRET_PROCEDURE.test(path) ? `${redacted}?[input]` : `${redacted}?${query}`;
}
