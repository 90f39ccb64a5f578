import type { User } from "@cairn/schema/users";

/**
 * The fields of an account the dashboards use (kept with the session, the first of them). Screens take this rather than the full `User`,
 * so a field the API adds to accounts later changes nothing here.
 */
export type Person = Pick<
  User,
  "id" | "username" | "email" | "firstName" | "lastName" | "role" | "company" | "createdAt"
>;
