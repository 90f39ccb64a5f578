/**
 * Who a request acts as, as the access rules (access.ts, procedures.ts) read it: a signed-in
 * session, and for a REST request made with an API token, the token. The sessions (modules/auth)
 * and tokens (modules/tokens) make these; the core only reads them, so it imports neither.
 */
import type { TokenKind, TokenScope } from "@cairn/schema/api-tokens";
import type { User } from "@cairn/schema/users";

/** A signed-in session as a request sees it: its id and who holds it. */
export interface ActiveSession {
  id: number;
  user: User;
}

/** What a procedure knows of the token a request came with. */
export interface TokenIdentity {
  id: number;
  kind: TokenKind;
  scopes: TokenScope[];
}
