import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../trpc/errors.js";

/** An assignee must be an existing account; a wrong id is the caller's mistake (400). */
export async function assertAssignee(
  db: Kysely<Database>,
  assignedTo: number | null | undefined,
): Promise<void> {
  if (assignedTo === null || assignedTo === undefined) return;
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", assignedTo)
    .executeTakeFirst();
  if (!user) throw appError("BAD_REQUEST", `assignedTo: there is no user ${assignedTo}`);
}
