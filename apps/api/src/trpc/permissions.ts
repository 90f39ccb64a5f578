/**
 * Who may call what, as data. Every procedure of the router has a row here; a procedure without
 * one is refused to everyone (and a test fails). The guard in procedures.ts is the only place
 * that reads this table, so there is no role check scattered through the resolvers.
 *
 * - `anyone`: signed in or not;
 * - `signed-in`: any role;
 * - a list of roles: only those.
 */
import type { Role } from "@cairn/schema/users";

export type Audience = "anyone" | "signed-in" | readonly Role[];

export interface Permission {
  who: Audience;
}

export const PERMISSIONS: Readonly<Record<string, Permission>> = {
  "auth.login": { who: "anyone" },
  "auth.logout": { who: "anyone" },
  "auth.me": { who: "signed-in" },
  "leads.create": { who: "anyone" },
  "users.list": { who: ["admin"] },
};

export type Decision = "allow" | "unauthorized" | "forbidden";

/** The pure decision, without ownership: does this role (or nobody) pass the audience? */
export function decide(permission: Permission | undefined, role: Role | undefined): Decision {
  if (!permission) return "forbidden";
  if (permission.who === "anyone") return "allow";
  if (!role) return "unauthorized";
  if (permission.who === "signed-in") return "allow";
  return permission.who.includes(role) ? "allow" : "forbidden";
}
