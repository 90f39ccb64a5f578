/**
 * The columns a user is read with wherever the API answers one (users, sessions, tokens, sign-in):
 * the `User` of @cairn/schema. Beside the database's types, so that the modules reading users do
 * not import each other for it, with a person's display name as SQL computes it.
 */
import { sql } from "kysely";

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

/** A person's display name in SQL: first and last name, else the username. */
export const personNameSql = (table: string) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${sql.ref(`${table}.first_name`)}, ${sql.ref(
    `${table}.last_name`,
  )})), ''), ${sql.ref(`${table}.username`)})`;

/** The display name of a left-joined person, null when there is none (a deleted account). */
export const joinedPersonName = (table: string) =>
  sql<
    string | null
  >`case when ${sql.ref(`${table}.id`)} is null then null else ${personNameSql(table)} end`;
