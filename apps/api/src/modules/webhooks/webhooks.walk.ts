/** The permission walk's rows of the `webhooks` routes (test/permission-walk.ts says what a row is). */
import { type Context, project, type Variant, type WalkRows } from "../../test/permission-walk.js";

/**
 * A webhook of the actor ("own") or of another consultant, live but subscribed to nothing, on
 * an address the rules refuse: whatever the walk sends it ends without a call leaving.
 */
async function walkHook({ t, ids, me }: Context, variant: Variant) {
  const { id } = await t.db
    .insertInto("webhooks")
    .values({
      ownerId: variant === "own" ? me : ids.users.priya,
      url: "https://127.0.0.1:9/walk",
      events: [],
      projectIds: [],
      secretSealed: "v1.walk",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const [delivery] = await t.db
    .insertInto("webhookDeliveries")
    .values({ webhookId: id, eventId: "evt_walk", eventType: "ping", body: "{}", status: "failed" })
    .returning("id")
    .execute();
  return { webhookId: id, deliveryId: delivery?.id ?? 0 };
}

export const walk: WalkRows = {
  "GET /webhooks": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 200, admin: 200 },
  },
  // Switched off, to an address never called: saving needs no network.
  "POST /webhooks": {
    call: (ctx, variant) => ({
      body: {
        url: "https://93.184.216.34/walk",
        events: ["task.moved"],
        projects: [project(ctx, variant)],
        active: false,
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 403], admin: 201 },
  },
  "PATCH /webhooks/{webhookId}": {
    call: async (ctx, variant) => ({
      params: { webhookId: (await walkHook(ctx, variant)).webhookId },
      body: { active: false },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: [200, 200] },
  },
  "DELETE /webhooks/{webhookId}": {
    call: async (ctx, variant) => ({
      params: { webhookId: (await walkHook(ctx, variant)).webhookId },
    }),
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: [204, 204] },
  },
  "GET /webhooks/{webhookId}/deliveries": {
    call: async (ctx, variant) => ({
      params: { webhookId: (await walkHook(ctx, variant)).webhookId },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: [200, 200] },
  },
  "POST /webhooks/{webhookId}/deliveries/{deliveryId}/redeliver": {
    call: async (ctx, variant) => ({ params: await walkHook(ctx, variant) }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: [201, 201] },
  },
  "POST /webhooks/{webhookId}/ping": {
    call: async (ctx, variant) => ({
      params: { webhookId: (await walkHook(ctx, variant)).webhookId },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: [201, 201] },
  },
  "GET /webhook-settings": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 200, admin: 200 },
  },
  "PUT /webhook-settings": {
    call: () => ({ body: { allowPrivateTargets: false } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
};
