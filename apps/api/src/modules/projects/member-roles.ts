import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { roleOf } from "../users/users.repo.js";

/**
 * A project's client must be a client account and its consultant a consultant account: a wrong
 * id is the caller's mistake (400), not a conflict.
 */
export async function assertRole(
  db: Kysely<Database>,
  field: string,
  userId: number | null | undefined,
  role: "user" | "consultant",
): Promise<void> {
  if (userId === null || userId === undefined) return;
  const found = await roleOf(db, userId);
  const label = role === "user" ? "a client" : "a consultant";
  if (!found) throw appError("BAD_REQUEST", `${field}: there is no user ${userId}`);
  if (found !== role) throw appError("BAD_REQUEST", `${field}: user ${userId} is not ${label}`);
}
