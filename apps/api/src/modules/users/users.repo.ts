import type { User } from "@cairn/schema/users";
import { type Kysely, sql } from "kysely";
import type { Database, NewUser, UserUpdate } from "../../db/database.js";

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
  "users.disabledAt",
] as const;

/** Users, newest first. */
export async function listUsers(
  db: Kysely<Database>,
  page: { limit?: number; offset?: number } = {},
): Promise<User[]> {
  let query = db.selectFrom("users").select(userColumns);
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset) query = query.offset(page.offset);
  return query.orderBy("users.createdAt", "desc").orderBy("users.id", "desc").execute();
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

export async function getUser(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();
}

/** A user's role; undefined when there is no such user. */
export async function roleOf(db: Kysely<Database>, id: number): Promise<User["role"] | undefined> {
  const row = await db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirst();
  return row?.role;
}

export async function insertUser(db: Kysely<Database>, values: NewUser): Promise<User> {
  return db.insertInto("users").values(values).returning(userColumns).executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: UserUpdate,
): Promise<User | undefined> {
  if (Object.keys(changes).length === 0) return getUser(db, id);
  return db
    .updateTable("users")
    .set(changes)
    .where("id", "=", id)
    .returning(userColumns)
    .executeTakeFirst();
}

/** Enabled administrators. */
export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("role", "=", "admin")
    .where("disabledAt", "is", null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** What still points at a user: the reasons it cannot be deleted. */
export async function userReferences(db: Kysely<Database>, id: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("projects")
        .select(sql<number>`count(*)::int`.as("n"))
        .where((w) => w.or([w("clientId", "=", id), w("consultantId", "=", id)]))
        .as("projects"),
      eb
        .selectFrom("tasks")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("assignedTo", "=", id)
        .as("tasks"),
      eb
        .selectFrom("leads")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("assignedTo", "=", id)
        .as("leads"),
    ])
    .executeTakeFirstOrThrow();
  return { projects: row.projects ?? 0, tasks: row.tasks ?? 0, leads: row.leads ?? 0 };
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("users").where("id", "=", id).execute();
}
