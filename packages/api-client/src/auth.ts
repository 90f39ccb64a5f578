/**
 * The session's REST calls, for both web apps (docs/product.md §2.1, §2.4, §7): log in, log out,
 * and ask who is signed in. Both answers that carry a user are checked field by field against
 * `User`, narrowed to the fields the apps keep.
 *
 * The check is written out rather than a zod schema: every dashboard page asks `GET /api/auth/me`
 * on its first load, and the first load carries no schemas library (e2e/tests/first-load.spec.ts;
 * the forms and lazily loaded panels bring it when they open).
 */
import { ROLES } from "@cairn/schema/constants";
import type { LoginInput, User } from "@cairn/schema/users";
import { apiRequest } from "./rest.js";

/**
 * The fields of an account the apps keep with the session (the `pmo-user` profile, the
 * dashboards' `Person`). Only these are checked: a field the apps do not read, that an API of
 * another version lacks, must not turn a login that happened into "Login failed".
 */
export type SessionUser = Pick<
  User,
  "id" | "username" | "email" | "firstName" | "lastName" | "role" | "company" | "createdAt"
>;

type Fields = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === "string";
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/** What each kept field must be; the names of those that are not. */
const CHECKS: Record<keyof SessionUser, (value: unknown) => boolean> = {
  id: Number.isInteger,
  username: isText,
  email: isText,
  firstName: isTextOrNull,
  lastName: isTextOrNull,
  role: (value) => (ROLES as readonly unknown[]).includes(value),
  company: isTextOrNull,
  createdAt: isText,
};

/** The `user` of a `{ user }` answer, its kept fields only; throws `failure` when it is not one. */
async function readSessionUser(response: Response, failure: string): Promise<SessionUser> {
  const body: unknown = await response.json();
  const user =
    typeof body === "object" && body !== null && "user" in body
      ? (body as { user: unknown }).user
      : undefined;
  if (typeof user !== "object" || user === null) {
    throw new Error(failure, { cause: "the answer has no user" });
  }
  const fields = user as Fields;
  const wrong = Object.entries(CHECKS)
    .filter(([key, check]) => !check(fields[key]))
    .map(([key]) => key);
  if (wrong.length > 0) throw new Error(failure, { cause: `not as expected: ${wrong.join(", ")}` });
  return Object.fromEntries(Object.keys(CHECKS).map((key) => [key, fields[key]])) as SessionUser;
}

/**
 * `POST /api/auth/login`: the signed-in user; the API sets the session cookie. Wrong credentials,
 * a disabled account or too many attempts reject with the API's `ApiError` (`errorMessage` shows
 * its words).
 */
export async function login(credentials: LoginInput): Promise<SessionUser> {
  const response = await apiRequest("POST", "/api/auth/login", credentials);
  return readSessionUser(response, "POST /api/auth/login answered without a user");
}

/**
 * `POST /api/auth/logout`: ends the session on the server and clears its cookie (204, no body).
 * Rejects like any call; the caller still forgets the user locally, as the cookie may be gone.
 */
export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

/** `GET /api/auth/me`: the signed-in user, or a rejection when there is no session (401). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser> {
  const response = await apiRequest("GET", "/api/auth/me", undefined, { signal });
  return readSessionUser(response, "GET /api/auth/me answered without a user");
}
