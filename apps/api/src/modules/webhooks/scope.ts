/**
 * Who may see and shape which hooks (docs/webhooks.md, "Who"): administrators every hook, for
 * every project or some; consultants their own hooks, for projects they lead. Another person's
 * hook is a 404 to a consultant (its existence is not revealed).
 */
import { LEAD_EVENTS, type WebhookEventType } from "@cairn/schema/webhooks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError, fieldError } from "../../lib/app-error.js";
import { resolveTarget } from "./address-rules.js";
import {
  existingProjects,
  getHook,
  projectsLedBy,
  readSettings,
  type WebhookRow,
} from "./webhooks.repo.js";

export interface Caller {
  id: number;
  role: string;
}

export async function hookOr404(
  db: Kysely<Database>,
  caller: Caller,
  webhookId: number,
): Promise<WebhookRow> {
  const hook = await getHook(db, webhookId);
  if (!hook || (caller.role !== "admin" && hook.ownerId !== caller.id)) {
    throw appError("NOT_FOUND", `Webhook ${webhookId} was not found.`);
  }
  return hook;
}

function badInput(path: string, message: string): never {
  throw fieldError(path, message);
}

/** The scope as stored, once the caller may have it; a refusal throws. */
export async function checkScope(
  db: Kysely<Database>,
  caller: Caller,
  projects: "all" | number[],
  events: readonly WebhookEventType[],
): Promise<{ allProjects: boolean; projectIds: number[] }> {
  if (projects === "all") {
    if (caller.role !== "admin") {
      throw appError(
        "FORBIDDEN",
        "Only administrators register hooks for every project; name the projects you lead.",
      );
    }
    return { allProjects: true, projectIds: [] };
  }
  const lead = events.filter((event) => LEAD_EVENTS.includes(event));
  if (lead.length > 0) {
    badInput(
      "events",
      `${lead.join(", ")} belong to no project: only a hook for every project receives them`,
    );
  }
  const allowed =
    caller.role === "admin"
      ? await existingProjects(db, projects)
      : await projectsLedBy(db, caller.id, projects);
  const refused = projects.filter((id) => !allowed.includes(id));
  if (refused.length > 0) {
    if (caller.role === "admin") badInput("projects", `there is no project ${refused.join(", ")}`);
    // The same answer for a project that does not exist and one led by someone else.
    throw appError(
      "FORBIDDEN",
      `You can only register hooks for projects you lead; ${refused.join(", ")} ${refused.length === 1 ? "is" : "are"} not among them.`,
    );
  }
  return { allProjects: false, projectIds: projects };
}

/** Checks a URL the way a delivery will (address-rules.ts); a refusal is a 400 on `url`. */
export async function checkUrl(db: Kysely<Database>, url: string): Promise<string> {
  const { allowPrivateTargets } = await readSettings(db);
  const checked = await resolveTarget(url, allowPrivateTargets);
  if (!checked.ok) badInput("url", checked.message);
  return checked.url.href;
}
