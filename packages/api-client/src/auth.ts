/**
 * The session's REST calls, for both web apps (docs/product.md §2.1, §2.4, §7): log in, log out,
 * and ask who is signed in. Both answers that carry a user are checked by the schema the API
 * answers with (`loginResult`), narrowed to the fields the apps keep.
 */
import { type LoginInput, loginResult, type User, user } from "@cairn/schema/users";
import { apiRequest, readAnswer } from "./rest.js";

/**
 * The fields of an account the apps keep with the session (the `pmo-user` profile, the
 * dashboards' `Person`). Only these are checked: a field the apps do not read, that an API of
 * another version lacks, must not turn a login that happened into "Login failed".
 */
export type SessionUser = Pick<
  User,
  "id" | "username" | "email" | "firstName" | "lastName" | "role" | "company" | "createdAt"
>;

/** `{ user }`, as `POST /api/auth/login` and `GET /api/auth/me` both answer it. */
const sessionAnswer = loginResult.extend({
  user: user.pick({
    id: true,
    username: true,
    email: true,
    firstName: true,
    lastName: true,
    role: true,
    company: true,
    createdAt: true,
  }),
});

/**
 * `POST /api/auth/login`: the signed-in user; the API sets the session cookie. Wrong credentials,
 * a disabled account or too many attempts reject with the API's `ApiError` (`errorMessage` shows
 * its words).
 */
export async function login(credentials: LoginInput): Promise<SessionUser> {
  const response = await apiRequest("POST", "/api/auth/login", credentials);
  const answer = await readAnswer(
    response,
    sessionAnswer,
    "POST /api/auth/login answered without a user",
  );
  return answer.user;
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
  const answer = await readAnswer(
    response,
    sessionAnswer,
    "GET /api/auth/me answered without a user",
  );
  return answer.user;
}
