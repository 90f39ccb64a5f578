/**
 * The columns a user is read with wherever the API answers one (users, sessions, tokens, sign-in):
 * the `User` of @cairn/schema. Beside the database's types, so that the modules reading users do
 * not import each other for it.
 */
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
