import type { User } from "@cairn/schema/users";

/**
 * A signed-in session as a request sees it: its id and who holds it. Its own file, so that the
 * sessions' repository and their in-memory cache, which both speak of it, do not import each
 * other.
 */
export interface ActiveSession {
  id: number;
  user: User;
}
