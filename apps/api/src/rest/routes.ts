/**
 * The REST route table: each path of the spec (and the few the dashboards need beyond it) mapped
 * to the one tRPC procedure that serves it. The REST adapter and the OpenAPI document are both
 * made from this table, so a path cannot exist without being documented.
 *
 * Path parameters are written `{name}` and reach the procedure as input fields of that name.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RestRoute {
  method: HttpMethod;
  /** Below `/api`, OpenAPI style: `/projects/{projectId}`. */
  path: string;
  /** Dotted path of the procedure in the app router. */
  procedure: string;
  summary: string;
  tag: string;
  /** Status of a successful answer; 204 is used automatically when there is no body. */
  status?: 200 | 201;
  /** Error bodies also carry `success: false` (the signup form reads it, spec §7). */
  successEnvelope?: boolean;
}

export const REST_ROUTES: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/auth/login",
    procedure: "auth.login",
    summary: "Sign in with a username and password; sets the session cookie",
    tag: "auth",
  },
  {
    method: "POST",
    path: "/auth/logout",
    procedure: "auth.logout",
    summary: "End the current session",
    tag: "auth",
  },
  {
    method: "GET",
    path: "/auth/me",
    procedure: "auth.me",
    summary: "The signed-in user",
    tag: "auth",
  },
  {
    method: "POST",
    path: "/leads",
    procedure: "leads.create",
    summary: "Sign up for a free trial (creates a new, unassigned lead)",
    tag: "leads",
    status: 201,
    successEnvelope: true,
  },
  {
    method: "GET",
    path: "/users",
    procedure: "users.list",
    summary: "Every user, newest first (admin)",
    tag: "users",
  },
];

/** `/projects/{projectId}` → `/projects/:projectId` (Fastify's syntax). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}
