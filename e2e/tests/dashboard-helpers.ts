import { type Cookie, expect, type Locator, type Page } from "@playwright/test";
import { DEMO } from "./marketing-helpers.js";

export { DEMO };
export type Account = keyof typeof DEMO;

export interface ApiUser {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: string;
  company: string | null;
}

export interface ApiTask {
  id: number;
  title: string;
  projectId: number;
  status: string;
  priority: string;
  columnId: string;
  orderIndex: number;
  dueDate: string | null;
  aiPriorityScore: number;
  assignedTo: number | null;
}

export interface ApiProject {
  id: number;
  name: string;
  status: string;
  planType: string;
  clientId: number | null;
  consultantId: number | null;
}

export interface ApiLead {
  id: number;
  name: string;
  status: string;
  assignedTo: number | null;
}

export interface ApiBoard {
  columns: { key: string; title: string; wipLimit: number | null; tasks: ApiTask[] }[];
}

/** The cookies a sign-in sets: the session (httpOnly) and the apps' "signed in" hint. */
const SIGN_IN_COOKIES = ["cairn_session", "cairn_signed_in"];
/** Each demo account's cookies, kept for the worker's later tests (a sign-in costs a scrypt run). */
const signedIn = new Map<string, Cookie[]>();

/**
 * Signs the page's browser context in (the cookie is shared with the page), as the login dialog
 * would; the dashboards read the session themselves. The account's session from an earlier test
 * is reused while `GET /api/auth/me` still accepts it: a sign-in is a password hash at OWASP's
 * cost on the server, about a second of a core on a busy machine, and the suite signs in about a
 * hundred times. `fresh` signs in through `POST /api/auth/login` all the same, for a test that
 * is about the sign-in or what it records.
 */
export async function signIn(
  page: Page,
  account: Account,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ApiUser> {
  const { username, password } = DEMO[account];
  const kept = fresh ? undefined : signedIn.get(username);
  if (kept) {
    await page.context().addCookies(kept);
    const me = await page.request.get("/api/auth/me");
    const user = me.ok() ? ((await me.json()) as { user: ApiUser }).user : undefined;
    if (user?.username === username) return user;
  }
  const response = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(response.ok(), `login as ${username}`).toBe(true);
  const cookies = await page.context().cookies();
  signedIn.set(
    username,
    cookies.filter((cookie) => SIGN_IN_COOKIES.includes(cookie.name)),
  );
  return ((await response.json()) as { user: ApiUser }).user;
}

/** GET /api<path> with the page's session, as JSON. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`);
  expect(response.ok(), `GET /api${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function sendJson<T>(
  page: Page,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, { method, data });
  expect(response.ok(), `${method} /api${path}: ${response.status()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const personName = (user: Pick<ApiUser, "firstName" | "lastName" | "username">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;

/** A stat card (an article named by its label) of a dashboard. */
export function statCard(page: Page, label: string): Locator {
  return page.getByRole("article", { name: label, exact: true });
}

export async function expectStat(page: Page, label: string, value: number | string, hint?: string) {
  const card = statCard(page, label);
  await expect(card).toContainText(String(value));
  await expect(card.locator("p").nth(1)).toHaveText(String(value));
  if (hint) await expect(card).toContainText(hint);
}

/** A board column and the cards in it. */
export function boardColumn(page: Page, key: string): Locator {
  return page.locator(`[data-column="${key}"]`);
}

export function taskCard(scope: Page | Locator, title: string): Locator {
  return scope.locator("[data-task-card]").filter({ hasText: title });
}

/** The demo project of that name, found among the signed-in client's or consultant's (`me`). */
export async function ownProject(
  page: Page,
  owner: "client" | "consultant",
  me: { id: number },
  name: string,
): Promise<ApiProject> {
  const projects = await getJson<ApiProject[]>(page, `/projects/${owner}/${me.id}`);
  const project = projects.find((candidate) => candidate.name === name);
  if (!project) throw new Error(`the demo project ${name} is missing`);
  return project;
}

/** A fresh project of the consultant Jordan Lee (no client), with tasks, for board tests. */
export async function makeProject(
  page: Page,
  name: string,
  tasks: { title: string; columnId?: string; priority?: string }[],
  /** Give the project to the demo client too (it reads the project); none by default. */
  { withClient = false }: { withClient?: boolean } = {},
): Promise<{ project: ApiProject; tasks: ApiTask[] }> {
  const users = await getJson<ApiUser[]>(page, `/users?q=${DEMO.consultant.username}`);
  const consultant = users.find((user) => user.username === DEMO.consultant.username);
  const client = withClient
    ? (await getJson<ApiUser[]>(page, `/users?q=${DEMO.client.username}`)).find(
        (user) => user.username === DEMO.client.username,
      )
    : undefined;
  const project = await sendJson<ApiProject>(page, "POST", "/projects", {
    name,
    description: "Made by the browser tests.",
    consultantId: consultant?.id,
    ...(client ? { clientId: client.id } : {}),
    planType: "pro",
  });
  const created: ApiTask[] = [];
  for (const task of tasks) {
    created.push(
      await sendJson<ApiTask>(page, "POST", "/tasks", {
        projectId: project.id,
        title: task.title,
        columnId: task.columnId ?? "todo",
        priority: task.priority ?? "medium",
      }),
    );
  }
  return { project, tasks: created };
}
