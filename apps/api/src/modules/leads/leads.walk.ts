/** The permission walk's rows of the `leads` routes (test/permission-walk.ts says what a row is). */
import { freshLead } from "../../test/fixtures.js";
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "POST /leads/{leadId}/convert": {
    call: async ({ t, ids }, variant) => {
      const leadId = await freshLead(
        t.db,
        variant === "own" ? ids.users.consultant : ids.users.priya,
      );
      await t.db.updateTable("leads").set({ status: "won" }).where("id", "=", leadId).execute();
      return { params: { leadId }, body: { projectName: "Walked", plan: "empty" } };
    },
    expect: { anonymous: 401, client: 403, consultant: [201, 403], admin: 201 },
  },
  "POST /leads": {
    call: () => ({ body: { name: "Walker", email: "walker@example.com" } }),
    expect: { anonymous: 201, client: 201, consultant: 201, admin: 201 },
  },
  "GET /leads": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 200, admin: 200 },
  },
  "GET /leads/assignee/{userId}": {
    call: ({ me, ids }, variant) => ({
      params: { userId: variant === "own" ? me : ids.users.priya },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 403], admin: 200 },
  },
  "PUT /leads/{leadId}/assign": {
    call: async ({ t, ids, actor, me }, variant) => ({
      params: { leadId: await freshLead(t.db) },
      body: {
        consultantId:
          variant === "other" ? ids.users.priya : actor === "admin" ? ids.users.consultant : me,
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 403], admin: 200 },
  },
  "PATCH /leads/{leadId}/status": {
    call: async ({ t, ids }, variant) => ({
      params: {
        leadId: await freshLead(t.db, variant === "own" ? ids.users.consultant : ids.users.priya),
      },
      body: { status: "contacted" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 403], admin: 200 },
  },
  "GET /leads/{leadId}": {
    call: async ({ t }) => ({ params: { leadId: await freshLead(t.db) } }),
    expect: { anonymous: 401, client: 403, consultant: 200, admin: 200 },
  },
  "GET /leads/{leadId}/timeline": {
    call: async ({ t, ids }) => ({ params: { leadId: await freshLead(t.db, ids.users.priya) } }),
    expect: { anonymous: 401, client: 403, consultant: 200, admin: 200 },
  },
  "POST /leads/{leadId}/notes": {
    call: async ({ t, ids }, variant) => ({
      params: {
        leadId: await freshLead(t.db, variant === "own" ? ids.users.consultant : ids.users.priya),
      },
      body: { body: "Called them back." },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 403], admin: 201 },
  },
  "DELETE /leads/{leadId}": {
    call: async ({ t }) => ({ params: { leadId: await freshLead(t.db) } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 204 },
  },
  "POST /leads/erase": {
    call: () => ({ body: { email: "nobody-at-all@example.com" } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
};
