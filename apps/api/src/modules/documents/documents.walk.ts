/** The permission walk's rows of the `documents` routes (test/permission-walk.ts says what a row is). */
import { freshDocument, freshProject, freshTemplate } from "../../test/fixtures.js";
import { type Context, project, type Variant, type WalkRows } from "../../test/permission-walk.js";

/**
 * A document of the actor's project (shared with its client, who may then read it) or of
 * another project, named with its project.
 */
async function documentParams(ctx: Context, variant: Variant) {
  const projectId = project(ctx, variant);
  const document = await freshDocument(ctx.t.db, projectId, { shared: true });
  return { projectId, documentId: document.id, versionId: document.versionId };
}

export const walk: WalkRows = {
  "GET /projects/{projectId}/documents": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/documents": {
    // A project of its own each time, so no plan limit is reached by the walk.
    call: async ({ t, ids }, variant) => ({
      params: {
        projectId: await freshProject(t.db, {
          clientId: variant === "own" ? ids.users.client : ids.users.dana,
          consultantId: variant === "own" ? ids.users.consultant : ids.users.priya,
        }),
      },
      body: { templateId: await freshTemplate(t.db) },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "GET /projects/{projectId}/documents/{documentId}": {
    call: async (ctx, variant) => ({ params: await documentParams(ctx, variant) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "PATCH /projects/{projectId}/documents/{documentId}": {
    call: async (ctx, variant) => ({
      params: await documentParams(ctx, variant),
      body: { baseVersion: 1, body: "# Walked" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/recommended-templates": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/documents/{documentId}/versions": {
    call: async (ctx, variant) => ({ params: await documentParams(ctx, variant) }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/documents/{documentId}/versions/{versionId}/restore": {
    call: async (ctx, variant) => ({ params: await documentParams(ctx, variant) }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/documents/{documentId}/export": {
    call: async (ctx, variant) => ({
      params: await documentParams(ctx, variant),
      query: { format: "docx" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/documents/{documentId}/tasks": {
    call: async (ctx, variant) => ({ params: await documentParams(ctx, variant) }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/documents/{documentId}/tasks": {
    call: async (ctx, variant) => ({ params: await documentParams(ctx, variant) }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
};
