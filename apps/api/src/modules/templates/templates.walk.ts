/** The permission walk's rows of the `templates` routes (test/permission-walk.ts says what a row is). */
import { freshTemplate, unique } from "../../test/fixtures.js";
import type { Context, Variant, WalkRows } from "../../test/permission-walk.js";

/** An organisation's template ("own": it may be changed) or a built-in one (read-only). */
const changeableTemplate = async ({ t }: Context, variant: Variant) =>
  variant === "own" ? await freshTemplate(t.db) : "risk-register";

export const walk: WalkRows = {
  "GET /templates": {
    call: () => ({ query: { q: "risk", limit: "5" } }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "GET /templates/{templateId}": {
    call: () => ({ params: { templateId: "risk-register" } }),
    expect: { anonymous: 401, client: 403, consultant: 200, admin: 200 },
  },
  "POST /templates": {
    call: () => ({
      body: {
        name: unique("Walked template"),
        category: "Processes and SOPs",
        purpose: "Walked.",
        body: "# Walked\n\nFor {{project.name}}.",
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "PATCH /templates/{templateId}": {
    call: async (ctx, variant) => ({
      params: { templateId: await changeableTemplate(ctx, variant) },
      body: { baseVersion: 1, purpose: "Walked." },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: [200, 403] },
  },
  "POST /templates/{templateId}/duplicate": {
    call: async ({ t }) => ({ params: { templateId: await freshTemplate(t.db) } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "POST /templates/{templateId}/retire": {
    call: async (ctx, variant) => ({
      params: { templateId: await changeableTemplate(ctx, variant) },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: [200, 403] },
  },
};
