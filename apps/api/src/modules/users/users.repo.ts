import type { User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

/** The public columns of a user: everything but the password hash. */
export const userColumns = [
  "users.id",
  "users.username",
  "users.email",
  "users.firstName",
  "users.lastName",
  "users.role",
  "users.company",
  "users.createdAt",
] as const;

export async function listUsers(db: Kysely<Database>): Promise<User[]> {
  const rows = await db
    .selectFrom("users")
    .select(userColumns)
    .orderBy("users.createdAt", "desc")
    .orderBy("users.id", "desc")
    .execute();
  return rows;
}

export async function findUserForLogin(db: Kysely<Database>, username: string) {
  return db
    .selectFrom("users")
    .select([...userColumns, "users.passwordHash"])
    .where((eb) => eb(eb.fn("lower", ["users.username"]), "=", username.toLowerCase()))
    .executeTakeFirst();
}

export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.updateTable("users").set({ passwordHash }).where("id", "=", userId).execute();
}
