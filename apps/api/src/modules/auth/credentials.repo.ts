/**
 * An account's credentials: the account a username signs in to, with its password hash, and a new
 * hash (a sign-in that rehashes at today's cost, an accepted invitation's first password).
 */
import type { User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { userColumns } from "../../db/user-columns.js";

export async function findUserForLogin(db: Kysely<Database>, username: string) {
  return db
    .selectFrom("users")
    .select([...userColumns, "users.passwordHash"])
    .where((eb) => eb(eb.fn("lower", ["users.username"]), "=", username.toLowerCase()))
    .executeTakeFirst();
}

/** Sets an account's password hash; answers the account, or undefined when it is gone. */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<User | undefined> {
  return db
    .updateTable("users")
    .set({ passwordHash })
    .where("id", "=", userId)
    .returning(userColumns)
    .executeTakeFirst();
}
