import type { User } from "@cairn/schema/users";

/** How an invitation e-mail names the person who sent it: their name, else their username. */
export function inviterName(user: Pick<User, "firstName" | "lastName" | "username">): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.username;
}
