/**
 * The REST route table: each path of the contract (and the few the dashboards need beyond it) mapped
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
  /** Error bodies also carry `success: false` (the signup form reads it, docs/product.md §7). */
  successEnvelope?: boolean;
  /**
   * A 400's `error` is the messages themselves, written for a person ("Please select an
   * industry before proceeding."), without field names: those are in `issues`.
   */
  plainMessages?: boolean;
  /** Answers 503 with its normal body when this says so (a health check reporting an outage). */
  unavailableWhen?: (body: unknown) => boolean;
}

function isErrorStatus(body: unknown): boolean {
  return typeof body === "object" && body !== null && "status" in body && body.status === "error";
}

/** One row: "METHOD /path", the procedure, what it does. The tag is the procedure's domain. */
function route(
  endpoint: `${HttpMethod} /${string}`,
  procedure: string,
  summary: string,
  options: Pick<RestRoute, "status" | "successEnvelope" | "unavailableWhen" | "plainMessages"> = {},
): RestRoute {
  const [method, path] = endpoint.split(" ") as [HttpMethod, string];
  return { method, path, procedure, summary, tag: procedure.split(".")[0] ?? "", ...options };
}

export const REST_ROUTES: readonly RestRoute[] = [
  // Sessions
  route("POST /auth/login", "auth.login", "Sign in; sets the session cookie"),
  route("POST /auth/logout", "auth.logout", "End the current session"),
  route("GET /auth/me", "auth.me", "The signed-in user"),

  // Users (admin)
  route("GET /users", "users.list", "Every user, newest first"),
  route("POST /users", "users.create", "Create an account", { status: 201 }),
  route(
    "PATCH /users/{userId}",
    "users.update",
    "Edit an account; a role change or new password ends its sessions",
  ),
  route("DELETE /users/{userId}", "users.remove", "Delete an account nothing refers to"),

  // Leads
  route("POST /leads", "leads.create", "Sign up for a free trial (a new, unassigned lead)", {
    status: 201,
    successEnvelope: true,
  }),
  route("GET /leads", "leads.list", "Every lead, newest first"),
  route(
    "GET /leads/assignee/{userId}",
    "leads.listByAssignee",
    "The leads assigned to a consultant",
  ),
  route(
    "PUT /leads/{leadId}/assign",
    "leads.assign",
    "Assign a lead (admin), or claim an unassigned one (consultant)",
  ),
  route("PATCH /leads/{leadId}/status", "leads.updateStatus", "Move an assigned lead along"),
  route("DELETE /leads/{leadId}", "leads.remove", "Delete a lead and the log lines that carry it"),
  route(
    "POST /leads/erase",
    "leads.erase",
    "Erase every lead with an e-mail, and their log lines (a person's request)",
  ),

  // Admin overview
  route("GET /overview", "overview.get", "Counters of the admin dashboard"),

  // Outbox (admin)
  route("GET /outbox", "outbox.list", "Messages waiting to leave, and those given up"),
  route(
    "POST /outbox/{messageId}/retry",
    "outbox.retry",
    "Try a failed message again, with fresh attempts",
  ),

  // Projects
  route("GET /projects", "projects.list", "Every project, newest first (admin)"),
  route(
    "POST /projects",
    "projects.create",
    "Create a project with its four board columns (admin)",
    {
      status: 201,
    },
  ),
  route("GET /projects/{projectId}", "projects.get", "One project"),
  route("PATCH /projects/{projectId}", "projects.update", "Edit a project (admin)"),
  route(
    "DELETE /projects/{projectId}",
    "projects.remove",
    "Delete a project without tasks (admin)",
  ),
  route(
    "GET /projects/{projectId}/members",
    "projects.listMembers",
    "The people of a project, by name",
  ),
  route(
    "GET /projects/consultant/{userId}",
    "projects.listByConsultant",
    "The projects a consultant leads",
  ),
  route("GET /projects/client/{userId}", "projects.listByClient", "The projects of a client"),

  // Board
  route(
    "GET /projects/{projectId}/board",
    "board.get",
    "The board: columns in order, each with its tasks in order",
  ),
  route("PUT /projects/{projectId}/columns", "board.reorderColumns", "Reorder the board's columns"),
  route(
    "PUT /projects/{projectId}/columns/{columnId}/wip-limit",
    "board.setWipLimit",
    "Set or clear a column's soft WIP limit",
  ),
  route("PUT /tasks/{taskId}/move", "board.move", "Move a task to a column and position"),

  // Tasks
  route("GET /tasks", "tasks.list", "Every task, newest first (admin)"),
  route("POST /tasks", "tasks.create", "Add a task at the bottom of a column", { status: 201 }),
  route("GET /tasks/project/{projectId}", "tasks.listByProject", "A project's tasks, newest first"),
  route("GET /tasks/assignee/{userId}", "tasks.listByAssignee", "The tasks assigned to a user"),
  route("GET /tasks/{taskId}", "tasks.get", "One task"),
  route(
    "PATCH /tasks/{taskId}",
    "tasks.update",
    "Edit a task's title, description, priority, assignee or due date",
  ),
  route("DELETE /tasks/{taskId}", "tasks.remove", "Delete a task"),
  route(
    "PUT /tasks/{taskId}/status",
    "tasks.setStatus",
    "Change a task's status (it moves to that column)",
  ),
  route(
    "PATCH /tasks/{taskId}/priority",
    "tasks.setPriority",
    "Set a task's priority and AI score",
  ),

  // Insights
  route(
    "GET /project-health/{projectId}",
    "health.get",
    "Health scores with their reasons, and the trend",
  ),
  route("GET /project-health/tasks/{projectId}", "health.tasks", "Task metrics of a project"),
  route(
    "GET /project-health/team/{projectId}",
    "health.team",
    "Team metrics: mood of the last 14 days",
  ),
  route(
    "GET /project-health/{projectId}/history",
    "health.history",
    "Weekly health over the last 60 days",
  ),
  route(
    "POST /ai-task-priority/analyze/{projectId}",
    "priority.analyze",
    "Priority recommendations and insights",
  ),
  route("GET /team-mood", "mood.list", "A project's mood entries in a period, newest first"),
  route("GET /team-mood/stats", "mood.stats", "Mood statistics of a project"),
  route("POST /team-mood", "mood.create", "Add a mood entry as the signed-in user", {
    status: 201,
  }),

  // Integrations
  route(
    "GET /integrations",
    "integrations.list",
    "The ten integrations; settings for admins, secrets masked",
  ),
  route(
    "POST /integrations/{name}/toggle",
    "integrations.toggle",
    "Switch an integration on or off (admin)",
  ),
  route(
    "PUT /integrations/{name}/settings",
    "integrations.updateSettings",
    "Replace an integration's settings; a masked secret sent back unchanged is kept (admin)",
  ),
  route(
    "POST /integrations/{name}/test",
    "integrations.test",
    "Test Connection: the provider's authenticated call with the saved settings (admin)",
  ),

  // Monitoring
  route("GET /ping", "monitoring.ping", "Liveness: the process answers (no database)"),
  route("GET /monitoring/metrics", "monitoring.metrics", "Database, API and integration metrics"),
  route(
    "GET /monitoring/health",
    "monitoring.health",
    "healthy, warning or error; 503 when the database does not answer",
    { unavailableWhen: (body) => isErrorStatus(body) },
  ),
  route("GET /monitoring/logs", "monitoring.logs", "Errors and warnings, newest first (admin)"),
  route(
    "GET /monitoring/activity",
    "monitoring.activity",
    "Info events of the last N minutes (admin)",
  ),

  // Setup wizard and template catalogue (public)
  route(
    "POST /ai-wizard/recommendations",
    "wizard.recommendations",
    "The AI PMO setup plan for a team's answers (20 requests a minute per IP)",
    { plainMessages: true },
  ),
  route("GET /templates", "templates.list", "The catalogue of 150+ SOPs and templates"),
];

/** `/projects/{projectId}` → `/projects/:projectId` (Fastify's syntax). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}
