import { z } from "zod";
import {
  listSearchText,
  optionalText,
  pageFields,
  recordId,
  requiredText,
  sortOrder,
  text,
  timestamp,
} from "./common.js";
import { ROLES } from "./constants.js";

export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/** A user as every endpoint answers it: never a password or a hash. */
export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role,
  company: z.string().nullable(),
  createdAt: timestamp,
  /** When an administrator disabled the account; null while it may sign in. */
  disabledAt: timestamp.nullable(),
});
export type User = z.infer<typeof user>;

/** How a person is named to others: first and last name, else the username. */
export function personName(person: Pick<User, "firstName" | "lastName" | "username">): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ").trim();
  return name || person.username;
}

export const loginInput = z.strictObject({
  username: requiredText(100, "Username is required"),
  password: text({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(1000, { error: "must be at most 1000 characters" }),
});
export type LoginInput = z.infer<typeof loginInput>;

export const loginResult = z.object({ user });
export type LoginResult = z.infer<typeof loginResult>;

export const userIdParam = z.strictObject({ userId: recordId });

/** The rules of every username (letters, digits, dot, dash, underscore; 3 to 50). */
export const username = text({ error: "is required" })
  .trim()
  .min(3, { error: "must be at least 3 characters" })
  .max(50, { error: "must be at most 50 characters" })
  .regex(/^[a-zA-Z0-9._-]+$/, { error: "may hold only letters, digits, dot, dash and underscore" });

/** The rules of every password a person chooses (12 to 200 characters). */
export const newPassword = text({ error: "is required" })
  .min(12, { error: "must be at least 12 characters" })
  .max(200, { error: "must be at most 200 characters" });

export const createUserInput = z.strictObject({
  username,
  password: newPassword,
  email: z.email({ error: "must be a valid email address" }).trim().max(254),
  firstName: optionalText(100),
  lastName: optionalText(100),
  company: optionalText(200),
  role: role.default("user"),
});
export type CreateUserInput = z.infer<typeof createUserInput>;

export const updateUserInput = z.strictObject({
  userId: recordId,
  email: z.email({ error: "must be a valid email address" }).trim().max(254).optional(),
  firstName: optionalText(100).optional(),
  lastName: optionalText(100).optional(),
  company: optionalText(200).optional(),
  role: role.optional(),
  password: newPassword.optional(),
  /** Disabling ends the account's sessions at once; enabling lets it sign in again. */
  disabled: z.boolean({ error: "must be true or false" }).optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const USER_SORTS = ["createdAt", "name", "username", "email", "role"] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** An account's access: `enabled` (it may sign in) or `disabled` (deactivated by an admin). */
export const USER_ACCESS = ["enabled", "disabled"] as const;

/**
 * `GET /api/users`'s query: all optional. Without any, every account newest first (as before).
 * `q` matches the username, names, e-mail or company (any case); the total before paging is in
 * `X-Total-Count`; the body stays a bare array.
 */
export const listUsersInput = z
  .strictObject({
    q: listSearchText,
    role: role.optional(),
    access: z.enum(USER_ACCESS, { error: "must be enabled or disabled" }).optional(),
    sort: z.enum(USER_SORTS).default("createdAt"),
    order: sortOrder,
    ...pageFields,
  })
  .prefault({});
export type ListUsersInput = z.input<typeof listUsersInput>;
export type ListUsersQuery = z.output<typeof listUsersInput>;
