/**
 * The Webhooks page's pure parts (docs/webhooks.md): the dialog's form and what it sends, how
 * each event and a hook's state are named, and a delivery's outcome in a few words.
 */
import {
  type CreateWebhookInput,
  LEAD_EVENTS,
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from "@cairn/schema/webhooks";
import { z } from "zod";

export const EVENT_TEXT: Record<WebhookEventType, string> = {
  "task.created": "A task is created",
  "task.updated": "A task's details change",
  "task.moved": "A task moves on the board",
  "task.deleted": "A task is deleted",
  "comment.added": "A comment is added",
  "milestone.reached": "A milestone's last open task is completed",
  "health_check.recorded": "A weekly health check is recorded",
  "lead.created": "A lead signs up",
  "lead.assigned": "A lead is assigned",
  "lead.won": "A lead is won",
};

/** The events a hook of this scope can receive: lead events need every project. */
export function eventsFor(allProjects: boolean): readonly WebhookEventType[] {
  return allProjects ? WEBHOOK_EVENTS : WEBHOOK_EVENTS.filter((e) => !LEAD_EVENTS.includes(e));
}

export const hookForm = z
  .object({
    url: z
      .string()
      .trim()
      .min(1, { error: "Enter the address Cairn should send to" })
      .max(2000, { error: "must be at most 2000 characters" }),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    allProjects: z.boolean(),
    projectIds: z.array(z.number().int()),
  })
  .superRefine((values, context) => {
    if (
      values.events.filter((event) => eventsFor(values.allProjects).includes(event)).length === 0
    ) {
      context.addIssue({ code: "custom", path: ["events"], message: "Choose at least one event" });
    }
    if (!values.allProjects && values.projectIds.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["projectIds"],
        message: "Choose at least one project",
      });
    }
  });
export type HookFormValues = z.infer<typeof hookForm>;

export function initialHookValues(hook: Webhook | null, admin: boolean): HookFormValues {
  if (!hook) return { url: "", events: ["task.moved"], allProjects: admin, projectIds: [] };
  return {
    url: hook.url,
    events: hook.events,
    allProjects: hook.projects === "all",
    projectIds: hook.projects === "all" ? [] : hook.projects,
  };
}

/** What the API is sent: lead events dropped when the hook is not for every project. */
export function hookInput(values: HookFormValues): Omit<CreateWebhookInput, "active"> {
  const allowed = eventsFor(values.allProjects);
  return {
    url: values.url.trim(),
    events: values.events.filter((event) => allowed.includes(event)),
    projects: values.allProjects ? "all" : values.projectIds,
  };
}

/** The API names the scope `projects`; the form's field is `projectIds`. */
export function formPath(path: readonly (string | number)[]): (string | number)[] {
  return path[0] === "projects" ? ["projectIds", ...path.slice(1)] : [...path];
}

export type HookState = "active" | "paused" | "disabled";

/** Switched off by Cairn (`disabled`, with its reason), by a person (`paused`), or on. */
export function hookState(hook: Pick<Webhook, "active" | "disabledAt">): HookState {
  if (hook.active) return "active";
  return hook.disabledAt ? "disabled" : "paused";
}

export const STATE_TEXT: Record<HookState, string> = {
  active: "Active",
  paused: "Paused",
  disabled: "Switched off",
};

/** "200 in 85 ms", "Failed: 500", "Waiting (2 attempts)". */
export function deliveryOutcome(delivery: WebhookDelivery): string {
  const answer =
    delivery.statusCode === null
      ? "no answer"
      : `${delivery.statusCode}${delivery.responseMs === null ? "" : ` in ${delivery.responseMs} ms`}`;
  if (delivery.status === "succeeded") return `Delivered: ${answer}`;
  if (delivery.status === "failed") return `Failed: ${answer}`;
  const tries = delivery.attempts === 1 ? "1 attempt" : `${delivery.attempts} attempts`;
  return delivery.attempts === 0 ? "Waiting to be sent" : `Retrying (${tries} so far: ${answer})`;
}

/** The projects a hook covers, in words. */
export function scopeText(hook: Pick<Webhook, "projects">, names: ReadonlyMap<number, string>) {
  if (hook.projects === "all") return "Every project";
  return hook.projects.map((id) => names.get(id) ?? `Project #${id}`).join(", ");
}
