import type { Webhook, WebhookDelivery } from "@cairn/schema/webhooks";
import { describe, expect, it } from "vitest";
import {
  deliveryOutcome,
  eventsFor,
  formPath,
  hookForm,
  hookInput,
  hookState,
  initialHookValues,
  scopeText,
} from "./webhooks-model";

const delivery = (fields: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 1,
  webhookId: 1,
  eventId: "evt_1",
  event: "task.moved",
  status: "succeeded",
  statusCode: 200,
  responseMs: 85,
  responseExcerpt: "ok",
  attempts: 1,
  error: null,
  redeliveryOf: null,
  createdAt: "2026-11-27T09:00:00.000Z",
  lastAttemptAt: "2026-11-27T09:00:00.100Z",
  finishedAt: "2026-11-27T09:00:00.100Z",
  ...fields,
});

describe("the webhook form", () => {
  it("offers lead events only to hooks for every project", () => {
    expect(eventsFor(true)).toContain("lead.won");
    expect(eventsFor(false)).not.toContain("lead.won");
    expect(eventsFor(false)).toContain("task.moved");
  });

  it("sends the scope as the API names it, without lead events for chosen projects", () => {
    expect(
      hookInput({
        url: " https://hooks.example.com/in ",
        events: ["task.moved", "lead.won"],
        allProjects: false,
        projectIds: [3, 4],
      }),
    ).toEqual({ url: "https://hooks.example.com/in", events: ["task.moved"], projects: [3, 4] });
    expect(
      hookInput({
        url: "https://x.example",
        events: ["lead.won"],
        allProjects: true,
        projectIds: [],
      }),
    ).toEqual({ url: "https://x.example", events: ["lead.won"], projects: "all" });
  });

  it("wants an address, an event and a project", () => {
    const result = hookForm.safeParse({
      url: "",
      events: ["lead.won"],
      allProjects: false,
      projectIds: [],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["url", "events", "projectIds"]));
  });

  it("starts a consultant on chosen projects and an administrator on every project", () => {
    expect(initialHookValues(null, false).allProjects).toBe(false);
    expect(initialHookValues(null, true).allProjects).toBe(true);
  });

  it("puts the API's `projects` issues under the projects field", () => {
    expect(formPath(["projects"])).toEqual(["projectIds"]);
    expect(formPath(["url"])).toEqual(["url"]);
  });
});

describe("a hook's state and deliveries in words", () => {
  it("tells a hook Cairn switched off from one a person paused", () => {
    expect(hookState({ active: true, disabledAt: null })).toBe("active");
    expect(hookState({ active: false, disabledAt: null })).toBe("paused");
    expect(hookState({ active: false, disabledAt: "2026-11-27T09:00:00.000Z" })).toBe("disabled");
  });

  it("says how a delivery went", () => {
    expect(deliveryOutcome(delivery({}))).toBe("Delivered: 200 in 85 ms");
    expect(deliveryOutcome(delivery({ status: "failed", statusCode: 404 }))).toBe(
      "Failed: 404 in 85 ms",
    );
    expect(
      deliveryOutcome(delivery({ status: "failed", statusCode: null, responseMs: null })),
    ).toBe("Failed: no answer");
    expect(deliveryOutcome(delivery({ status: "pending", attempts: 0 }))).toBe(
      "Waiting to be sent",
    );
    expect(deliveryOutcome(delivery({ status: "pending", attempts: 2, statusCode: 500 }))).toBe(
      "Retrying (2 attempts so far: 500 in 85 ms)",
    );
  });

  it("names a hook's projects", () => {
    const names = new Map([[3, "Relaunch"]]);
    expect(scopeText({ projects: "all" } as Pick<Webhook, "projects">, names)).toBe(
      "Every project",
    );
    expect(scopeText({ projects: [3, 9] }, names)).toBe("Relaunch, Project #9");
  });
});
