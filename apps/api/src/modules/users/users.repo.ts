import type { Role, User, UserSort } from "@cairn/schema/users";
import { type Kysely, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database, NewUser, UserUpdate } from "../../db/database.js";
import { userColumns } from "../../db/user-columns.js";
import { containsPattern } from "../../lib/paged-list.js";

export interface UserFilter {
  /** Part of the username, first or last name, e-mail or company, in any case. */
  q?: string;
  role?: Role;
  /** `enabled`: may sign in; `disabled`: deactivated. */
  access?: "enabled" | "disabled";
  sort?: UserSort;
  order?: "asc" | "desc";
  limit?: number;
  offset?: number;
}

/** A person's name as lists show and sort it: first and last name, else the username. */
const displayName = sql<string>`lower(coalesce(nullif(trim(concat_ws(' ', users.first_name, users.last_name)), ''), users.username))`;

function filtered(db: Kysely<Database>, filter: UserFilter) {
  let query = db.selectFrom("users");
  if (filter.role) query = query.where("role", "=", filter.role);
  if (filter.access === "enabled") query = query.where("disabledAt", "is", null);
  else if (filter.access === "disabled") query = query.where("disabledAt", "is not", null);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(users.username)`, "like", pattern),
        eb(sql`lower(concat_ws(' ', users.first_name, users.last_name))`, "like", pattern),
        eb(sql`lower(users.email)`, "like", pattern),
        eb(sql`lower(coalesce(users.company, ''))`, "like", pattern),
      ]),
    );
  }
  return query;
}

/**
 * Users matching the filter, sorted — newest first by default, text A to Z — the id breaking
 * ties so that pages never overlap.
 */
export async function listUsers(db: Kysely<Database>, filter: UserFilter = {}): Promise<User[]> {
  const sort = filter.sort ?? "createdAt";
  const order = filter.order ?? (sort === "createdAt" ? "desc" : "asc");
  let query = filtered(db, filter).select(userColumns);
  if (sort === "createdAt") query = query.orderBy("users.createdAt", order);
  else if (sort === "name") query = query.orderBy(displayName, order);
  else if (sort === "username") query = query.orderBy(sql`lower(users.username)`, order);
  else if (sort === "email") query = query.orderBy(sql`lower(users.email)`, order);
  else query = query.orderBy("users.role", order);
  query = query.orderBy("users.id", order);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return query.execute();
}

/** How many users match the filter, before paging. */
export async function countUsers(db: Kysely<Database>, filter: UserFilter = {}): Promise<number> {
  return countRows(filtered(db, filter));
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

/**
 * The usernames, lower-cased, that begin with `prefix` in any case (`%` and `_` in it read as
 * themselves): those a username made from it must not take.
 */
export async function usernamesStartingWith(
  db: Kysely<Database>,
  prefix: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select(sql<string>`lower(username)`.as("name"))
    .where(sql`lower(username)`, "like", `${prefix.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`)
    .execute();
  return rows.map((row) => row.name);
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
