/**
 * The permission walk: every REST route, called by each role, on a record the caller relates
 * to ("own") and on one they don't ("other"), with the status each must answer. A route
 * missing from the walk fails the test, so a new path cannot ship unchecked.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appRouter } from "../app-router.js";
import { createLinkRequest } from "../modules/assistant/chat-accounts.repo.js";
import { createInvitation } from "../modules/invitations/create-invitation.js";
import { notify } from "../modules/notifications/notify.js";
import { restRoutes } from "../rest/routes.js";
import { CSV, storedAttachment } from "../test/attachment-fixtures.js";
import { freshDashboard } from "../test/dashboard-fixtures.js";
import {
  type DemoIds,
  demoIds,
  freshDocument,
  freshLabel,
  freshLead,
  freshMilestone,
  freshProject,
  freshTask,
  freshTaskInReview,
  freshTemplate,
  freshUser,
  unique,
} from "../test/fixtures.js";
import { forEachDatabase, type TestApp, useTestApp } from "../test/harness.js";

/** Every REST route, read from the procedures' meta. */
const ROUTES = restRoutes(appRouter);

type Actor = "anonymous" | "client" | "consultant" | "admin";
type Variant = "own" | "other";
const ACTORS: Actor[] = ["anonymous", "client", "consultant", "admin"];

interface Call {
  params?: Record<string, number | string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Headers besides the session's (an upload's Content-Type). */
  headers?: Record<string, string>;
  /** Use a session of its own (logout must not end the walk's sessions). */
  ownSession?: boolean;
}

interface Context {
  t: TestApp;
  ids: DemoIds;
  /** The user id of the actor (the admin's for anonymous, which never gets that far). */
  me: number;
  actor: Actor;
}

type Expectation = number | readonly [own: number, other: number];

interface WalkRow {
  call(ctx: Context, variant: Variant): Promise<Call> | Call;
  expect: Record<Actor, Expectation>;
}

/** The project an actor relates to, and one they don't. */
const project = ({ ids }: Context, variant: Variant) =>
  variant === "own" ? ids.relaunch : ids.payments;

/**
 * A document of the actor's project (shared with its client, who may then read it) or of
 * another project, named with its project.
 */
async function documentParams(ctx: Context, variant: Variant) {
  const projectId = project(ctx, variant);
  const document = await freshDocument(ctx.t.db, projectId, { shared: true });
  return { projectId, documentId: document.id, versionId: document.versionId };
}

/**
 * The actor's own dashboard, shared with their project ("own"), or another person's private one
 * (which nobody else reads, admins included).
 */
async function dashboardParams(ctx: Context, variant: Variant) {
  const dashboard =
    variant === "own"
      ? await freshDashboard(ctx.t.db, ctx.me, project(ctx, variant))
      : await freshDashboard(ctx.t.db, ctx.ids.users.priya);
  return { dashboardId: dashboard.id, widgetId: dashboard.widgetId };
}

/**
 * A job of the actor's project or of another, failed (so no runner takes it and it can resume),
 * each with a target of its own: a project has one open job per target.
 */
const failedJob = async (ctx: Context, variant: Variant) => {
  const { id } = await ctx.t.db
    .insertInto("jobs")
    .values({
      kind: "export",
      projectId: project(ctx, variant),
      target: `walk-${randomUUID()}`,
      createdBy: null,
      state: "failed",
      error: "Walk",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
};

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

/** An organisation's template ("own": it may be changed) or a built-in one (read-only). */
const changeableTemplate = async ({ t }: Context, variant: Variant) =>
  variant === "own" ? await freshTemplate(t.db) : "risk-register";

/** A new account's invitation link token (the account waits for its password). */
async function freshInvitation(t: TestApp): Promise<string> {
  const userId = await freshUser(t.db);
  const { token } = await createInvitation(t.db, { userId, createdBy: null });
  return token;
}

/**
 * A comment on a task of the actor's project written by the actor ("own"), or on a task of
 * another project written by someone else, named with its task.
 */
async function commentParams({ t, ids, me }: Context, variant: Variant) {
  const taskId = await freshTask(t.db, variant === "own" ? ids.relaunch : ids.payments);
  const { id } = await t.db
    .insertInto("taskComments")
    .values({ taskId, authorId: variant === "own" ? me : ids.users.priya, body: "Walked" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { taskId, commentId: id };
}

/** A checklist item of a task of the actor's project, or of another project's. */
async function checklistParams(ctx: Context, variant: Variant) {
  const taskId = await freshTask(ctx.t.db, project(ctx, variant));
  const { id } = await ctx.t.db
    .insertInto("taskChecklistItems")
    .values({ taskId, text: "Walked" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { taskId, itemId: id };
}

const WALK: Record<string, WalkRow> = {
  "POST /auth/login": {
    // A login ends the session the browser held: give it one of its own.
    call: () => ({ body: { username: "client", password: "cairn-client-demo" }, ownSession: true }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "POST /auth/logout": {
    call: () => ({ ownSession: true }),
    expect: { anonymous: 204, client: 204, consultant: 204, admin: 204 },
  },
  "GET /auth/me": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },

  "GET /users": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /users": {
    call: () => ({
      body: { username: unique("walk"), password: "a-long-enough-password", email: "w@x.example" },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "PATCH /users/{userId}": {
    call: async ({ t, me }, variant) => ({
      params: { userId: variant === "own" ? me : await freshUser(t.db) },
      body: { company: "Walked Ltd" },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "DELETE /users/{userId}": {
    call: async ({ t }) => ({ params: { userId: await freshUser(t.db) } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 204 },
  },

  "POST /users/invite": {
    call: () => ({ body: { username: unique("invited"), email: "i@x.example" } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "POST /users/{userId}/invitation": {
    call: async ({ t }) => ({ params: { userId: await freshUser(t.db) } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "GET /invitations/{token}": {
    call: async ({ t }) => ({ params: { token: await freshInvitation(t) } }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "POST /invitations/{token}/accept": {
    // Accepting signs in as the invited user: a session of its own.
    call: async ({ t }) => ({
      params: { token: await freshInvitation(t) },
      body: { password: "a-long-enough-password" },
      ownSession: true,
    }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
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
  "GET /search": {
    // Signed in, whatever the role; what each finds is search.int.test.ts's concern.
    call: () => ({ query: { q: "relaunch" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
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

  "GET /outbox": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /outbox/{messageId}/retry": {
    call: async ({ t }) => {
      const { id } = await t.db
        .insertInto("outbox")
        .values({ kind: "no.such.kind", payload: "{}", status: "failed" })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { params: { messageId: id } };
    },
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "GET /overview": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },

  "GET /projects": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /projects": {
    call: ({ ids }) => ({
      body: {
        name: unique("Walk"),
        clientId: ids.users.client,
        consultantId: ids.users.consultant,
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "GET /projects/{projectId}": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "PATCH /projects/{projectId}": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { description: "Walked" },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "DELETE /projects/{projectId}": {
    call: async ({ t, ids }, variant) => ({
      params: {
        projectId: await freshProject(t.db, {
          clientId: variant === "own" ? ids.users.client : ids.users.dana,
          consultantId: variant === "own" ? ids.users.consultant : ids.users.priya,
        }),
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 204 },
  },
  "POST /projects/{projectId}/archive": {
    // A fresh project: archiving a demo one would make the rows after it read-only.
    call: async ({ t, ids }, variant) => ({
      params: {
        projectId: await freshProject(t.db, {
          clientId: variant === "own" ? ids.users.client : ids.users.dana,
          consultantId: variant === "own" ? ids.users.consultant : ids.users.priya,
        }),
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/restore": {
    call: async ({ t, ids }, variant) => {
      const projectId = await freshProject(t.db, {
        clientId: variant === "own" ? ids.users.client : ids.users.dana,
        consultantId: variant === "own" ? ids.users.consultant : ids.users.priya,
      });
      await t.db
        .updateTable("projects")
        .set({ archivedAt: new Date() })
        .where("id", "=", projectId)
        .execute();
      return { params: { projectId } };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/members": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /projects/consultant/{userId}": {
    call: ({ me, ids }, variant) => ({
      params: { userId: variant === "own" ? me : ids.users.priya },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 403], admin: 200 },
  },
  "GET /projects/client/{userId}": {
    call: ({ me, ids }, variant) => ({
      params: { userId: variant === "own" ? me : ids.users.dana },
    }),
    expect: { anonymous: 401, client: [200, 403], consultant: [200, 403], admin: 200 },
  },

  "GET /projects/{projectId}/board": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "PUT /projects/{projectId}/columns": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { order: ["todo", "inprogress", "review", "done"] },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PUT /projects/{projectId}/columns/{columnId}/wip-limit": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant), columnId: "inprogress" },
      body: { wipLimit: 5 },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PUT /tasks/{taskId}/move": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { columnId: "review", orderIndex: 0 },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },

  "GET /tasks": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /tasks": {
    call: (ctx, variant) => ({ body: { projectId: project(ctx, variant), title: "Walked task" } }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "GET /tasks/project/{projectId}": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /tasks/assignee/{userId}": {
    call: ({ me, ids }, variant) => ({
      params: { userId: variant === "own" ? me : ids.users.dana },
    }),
    expect: { anonymous: 401, client: [200, 403], consultant: [200, 403], admin: 200 },
  },
  "GET /tasks/{taskId}": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "PATCH /tasks/{taskId}": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { title: "Walked" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "DELETE /tasks/{taskId}": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },
  "GET /tasks/{taskId}/attachments": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /tasks/{taskId}/attachments": {
    // A small file, sent as the body; the project's client may attach too.
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      query: { name: "walk.csv" },
      headers: { "content-type": "text/csv" },
      body: CSV,
    }),
    expect: { anonymous: 401, client: [201, 404], consultant: [201, 404], admin: 201 },
  },
  "GET /tasks/{taskId}/attachments/{attachmentId}": {
    call: async (ctx, variant) => {
      const taskId = await freshTask(ctx.t.db, project(ctx, variant));
      return {
        params: {
          taskId,
          attachmentId: await storedAttachment(ctx.t, taskId, ctx.ids.users.admin),
        },
      };
    },
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "DELETE /tasks/{taskId}/attachments/{attachmentId}": {
    // Another's file: its uploader or the task's writers may remove it; the client is neither.
    call: async (ctx, variant) => {
      const taskId = await freshTask(ctx.t.db, project(ctx, variant));
      return {
        params: {
          taskId,
          attachmentId: await storedAttachment(ctx.t, taskId, ctx.ids.users.admin),
        },
      };
    },
    expect: { anonymous: 401, client: [403, 404], consultant: [204, 404], admin: 204 },
  },
  "PUT /tasks/{taskId}/status": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { status: "in-progress" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PATCH /tasks/{taskId}/priority": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { priority: "high", aiPriorityScore: 81 },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /tasks/{taskId}/activity": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      query: { limit: "20" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /tasks/{taskId}/approval": {
    // Only the project's client (and admins) may: the consultant reads the task but may not.
    call: async (ctx, variant) => ({
      params: { taskId: await freshTaskInReview(ctx.t.db, project(ctx, variant)) },
      body: { verdict: "approved" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [403, 404], admin: 200 },
  },

  "GET /projects/{projectId}/labels": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/labels": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { name: unique("Walked"), color: "#15803d" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "PATCH /projects/{projectId}/labels/{labelId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return {
        params: { projectId, labelId: await freshLabel(ctx.t.db, projectId) },
        body: { color: "#4338ca" },
      };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "DELETE /projects/{projectId}/labels/{labelId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return { params: { projectId, labelId: await freshLabel(ctx.t.db, projectId) } };
    },
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },

  "GET /tasks/{taskId}/comments": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /tasks/{taskId}/comments": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { body: "Walked by." },
    }),
    expect: { anonymous: 401, client: [201, 404], consultant: [201, 404], admin: 201 },
  },
  "PATCH /tasks/{taskId}/comments/{commentId}": {
    call: async (ctx, variant) => ({
      params: await commentParams(ctx, variant),
      body: { body: "Walked again." },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 403] },
  },
  "DELETE /tasks/{taskId}/comments/{commentId}": {
    call: async (ctx, variant) => ({ params: await commentParams(ctx, variant) }),
    expect: { anonymous: 401, client: [204, 404], consultant: [204, 404], admin: [204, 204] },
  },
  "GET /tasks/{taskId}/mentionable": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      query: { q: "a" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /tasks/{taskId}/follow": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "PUT /tasks/{taskId}/follow": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "DELETE /tasks/{taskId}/follow": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },

  "GET /tasks/{taskId}/checklist": {
    call: async (ctx, variant) => ({ params: await checklistParams(ctx, variant) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /tasks/{taskId}/checklist": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { text: "Walked" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "PATCH /tasks/{taskId}/checklist/{itemId}": {
    call: async (ctx, variant) => ({
      params: await checklistParams(ctx, variant),
      body: { done: true },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PUT /tasks/{taskId}/checklist/{itemId}/done": {
    call: async (ctx, variant) => ({
      params: await checklistParams(ctx, variant),
      body: { done: true },
    }),
    // A client ticks only the tasks assigned to them (checklist.int.test.ts).
    expect: { anonymous: 401, client: [403, 404], consultant: [200, 404], admin: 200 },
  },
  "DELETE /tasks/{taskId}/checklist/{itemId}": {
    call: async (ctx, variant) => ({ params: await checklistParams(ctx, variant) }),
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },
  "PUT /tasks/{taskId}/checklist/order": {
    call: async (ctx, variant) => {
      const { taskId, itemId } = await checklistParams(ctx, variant);
      return { params: { taskId }, body: { itemIds: [itemId] } };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },

  "GET /project-health/{projectId}": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /project-health/tasks/{projectId}": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /project-health/team/{projectId}": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /project-health/{projectId}/history": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /jobs/{jobId}": {
    call: async (ctx, variant) => ({ params: { jobId: await failedJob(ctx, variant) } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /jobs/{jobId}/resume": {
    call: async (ctx, variant) => ({ params: { jobId: await failedJob(ctx, variant) } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  // The walk's tools are switched off (the seed's state): the project's writers get 409.
  "POST /projects/{projectId}/exports/{slug}": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant), slug: "trello" },
      body: {},
    }),
    expect: { anonymous: 401, client: 403, consultant: [409, 404], admin: 409 },
  },
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
  "GET /projects/{projectId}/jobs": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/imports": {
    // A dry run of a small Jira export, sent as the body: it reads the file and writes nothing.
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      query: { source: "jira-csv", name: "walk.csv", dryRun: "true" },
      headers: { "content-type": "text/csv" },
      body: "Issue key,Summary,Status\nWALK-1,Walk the board,Done\n",
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/health-checks": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /ai-task-priority/analyze/{projectId}": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) }, body: { tasks: [] } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /ai-task-priority/accept-all/{projectId}": {
    call: async (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: {
        changes: [
          { taskId: await freshTask(ctx.t.db, project(ctx, variant)), priority: "high" },
          { taskId: await freshTask(ctx.t.db, project(ctx, variant)), priority: "low" },
        ],
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /team-mood": {
    call: (ctx, variant) => ({
      query: { project: String(project(ctx, variant)), period: "month" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /team-mood/stats": {
    call: (ctx, variant) => ({ query: { project: String(project(ctx, variant)) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /team-mood": {
    call: (ctx, variant) => ({
      body: { projectId: project(ctx, variant), moodScore: 4, energyLevel: 3, stressLevel: 2 },
    }),
    expect: { anonymous: 401, client: [201, 404], consultant: [201, 404], admin: 201 },
  },

  // The assistant answers as the caller: each role gets its own answer (an action proposed to a
  // client is refused inside the answer, as the API would).
  "POST /assistant/ask": {
    call: () => ({ body: { question: "help" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "POST /assistant/links": {
    call: () => ({ body: { platform: "microsoft-teams" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  // A link the Slack bot sent: anyone signed in may read whose chat account it names.
  "GET /assistant/links/{token}": {
    call: async ({ t }) => ({
      params: {
        token: await createLinkRequest(
          t.db,
          { platform: "slack", workspaceId: "T0WALK", externalUserId: `U${unique("walk")}` },
          new Date(),
        ),
      },
    }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  // Slack and Teams sign their requests; a session is no use there, and no chat is set up here.
  "POST /integrations/slack/commands": {
    call: () => ({
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "text=help",
    }),
    expect: { anonymous: 401, client: 401, consultant: 401, admin: 401 },
  },
  "POST /integrations/slack/events": {
    call: () => ({
      headers: { "content-type": "application/json" },
      body: '{"type":"url_verification","challenge":"x"}',
    }),
    expect: { anonymous: 401, client: 401, consultant: 401, admin: 401 },
  },
  "POST /integrations/slack/interactions": {
    call: () => ({
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "payload=%7B%7D",
    }),
    expect: { anonymous: 401, client: 401, consultant: 401, admin: 401 },
  },
  "POST /integrations/microsoft-teams/messages": {
    call: () => ({
      headers: { "content-type": "application/json" },
      body: '{"type":"message","text":"help"}',
    }),
    expect: { anonymous: 401, client: 401, consultant: 401, admin: 401 },
  },

  "GET /integrations": {
    call: () => ({}),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "POST /integrations/{name}/toggle": {
    call: () => ({ params: { name: "Trello" }, body: { enabled: true } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "PUT /integrations/{name}/settings": {
    call: () => ({
      params: { name: "google-drive" },
      body: { accessToken: "ya29.walk-token-0001", folderId: "walk" },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /integrations/{name}/test": {
    // Dropbox is never configured here: the test answers "not configured" without a call.
    call: () => ({ params: { name: "dropbox" } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "GET /ping": {
    call: () => ({}),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "GET /monitoring/metrics": {
    call: () => ({}),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "GET /monitoring/health": {
    call: () => ({}),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "GET /monitoring/logs": {
    call: () => ({ query: { level: "error", module: "", limit: "20" } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "GET /monitoring/activity": {
    call: () => ({ query: { minutes: "10" } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },

  "POST /ai-wizard/recommendations": {
    call: () => ({ body: { industry: "Technology", teamSize: 12 } }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "POST /plans": {
    call: () => ({ body: { industry: "Retail", teamSize: 4 } }),
    expect: { anonymous: 201, client: 201, consultant: 201, admin: 201 },
  },
  "GET /plans/{token}": {
    call: async ({ t }) => {
      const saved = await t.request({
        method: "POST",
        url: "/api/plans",
        payload: { industry: "Retail" },
        remoteAddress: "192.0.2.250",
      });
      return { params: { token: saved.json().token } };
    },
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
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

  "GET /projects/{projectId}/roadmap": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/milestones": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/milestones": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { title: "Walked", startDate: "2026-03-02", dueDate: "2026-03-08" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "PATCH /projects/{projectId}/milestones/{milestoneId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return {
        params: { projectId, milestoneId: await freshMilestone(ctx.t.db, projectId) },
        body: { title: "Walked" },
      };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "DELETE /projects/{projectId}/milestones/{milestoneId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return { params: { projectId, milestoneId: await freshMilestone(ctx.t.db, projectId) } };
    },
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },

  "GET /tasks/awaiting-approval": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "GET /notifications": {
    call: () => ({ query: { unread: "true", limit: "5" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "GET /notifications/unread-count": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "POST /notifications/{notificationId}/read": {
    // One's own notification, and someone else's: a notification is its recipient's alone.
    call: async ({ t, ids, me }, variant) => {
      const userId = variant === "own" ? me : ids.users.luis;
      const [notificationId] = await notify(
        t.db,
        [{ userId, kind: "assigned", actorId: null, title: unique("Walked notice") }],
        new Date(),
      );
      return { params: { notificationId: notificationId ?? 0 } };
    },
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
  "POST /notifications/read-all": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "GET /notifications/preferences": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "PUT /notifications/preferences": {
    call: () => ({ body: { mutedKinds: [], emailDigest: "daily" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },

  "GET /tokens": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  // API access is the Scale plan's: the demo client and consultant belong to no Scale project.
  "POST /tokens": {
    call: () => ({ body: { name: unique("Walk"), scopes: ["read"], expiresInDays: 7 } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "DELETE /tokens/{tokenId}": {
    // One's own token, and someone else's: admins revoke any.
    call: async ({ t, ids, me }, variant) => {
      const { id } = await t.db
        .insertInto("apiTokens")
        .values({
          userId: variant === "own" ? me : ids.users.priya,
          kind: "personal",
          name: "Walked",
          tokenHash: randomUUID(),
          prefix: "cairn_pat_walk",
          scopes: ["read"],
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { params: { tokenId: id } };
    },
    expect: { anonymous: 401, client: [204, 404], consultant: [204, 404], admin: [204, 204] },
  },
  "GET /feeds/{dataset}": {
    call: () => ({ params: { dataset: "tasks" }, query: { limit: "5" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "GET /kpis": {
    call: (ctx, variant) => ({
      query: { projectIds: String(project(ctx, variant)), kpis: "throughput,wip" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /kpis/csv": {
    call: (ctx, variant) => ({
      query: { projectIds: String(project(ctx, variant)), kpis: "throughput" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /dashboards": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "POST /dashboards": {
    // The walk's only creation for each role, so no plan limit is reached.
    call: () => ({
      body: { name: "Walked", visibility: "private", projectId: null, widgets: [] },
    }),
    expect: { anonymous: 401, client: 201, consultant: 201, admin: 201 },
  },
  "GET /dashboards/{dashboardId}": {
    call: async (ctx, variant) => ({ params: await dashboardParams(ctx, variant) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
  "PATCH /dashboards/{dashboardId}": {
    call: async (ctx, variant) => ({
      params: await dashboardParams(ctx, variant),
      body: { version: 1, name: "Walked" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
  "DELETE /dashboards/{dashboardId}": {
    call: async (ctx, variant) => ({ params: await dashboardParams(ctx, variant) }),
    expect: { anonymous: 401, client: [204, 404], consultant: [204, 404], admin: [204, 404] },
  },
  "GET /dashboards/{dashboardId}/csv": {
    call: async (ctx, variant) => ({ params: await dashboardParams(ctx, variant) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
  "GET /dashboards/{dashboardId}/widgets/{widgetId}/csv": {
    call: async (ctx, variant) => ({ params: await dashboardParams(ctx, variant) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
};

/**
 * No private answer is kept in a cache. Every GET answers
 * `private, no-store`, but for the conditional reads, whose 200s and 304s are
 * `private, no-cache` with an ETag (the browser asks before each use); the OpenAPI document
 * is public.
 */
function cachedWrongly(response: {
  statusCode: number;
  headers: Record<string, unknown>;
}): string | undefined {
  const cacheControl = response.headers["cache-control"];
  if (cacheControl === "private, no-store") return undefined;
  if (cacheControl === "private, no-cache" && typeof response.headers.etag === "string") {
    return undefined;
  }
  return `Cache-Control ${String(cacheControl)} on a ${response.statusCode}`;
}

function fill(path: string, params: Record<string, number | string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  it("covers every REST route", () => {
    const routes = ROUTES.map((route) => `${route.method} ${route.path}`).sort();
    expect(Object.keys(WALK).sort()).toEqual(routes);
  });

  // The paths that set a person on a task, walked with someone outside the
  // project (another company's client) and an id nobody has — answered alike. The assistant's
  // actions go through the edit (`tasks.update`); a converted lead's roadmap asserts the same
  // rule (roadmap/lay-out.ts, proved in leads/convert.int.test.ts).
  describe("every path that sets a person on a task keeps to the project's people", () => {
    it("refuses an outsider and an unknown id alike on create and edit, and an import matches neither", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("consultant");
      const call = (method: "POST" | "PATCH", url: string, payload: object) =>
        t.request({ method, url, headers: { cookie }, payload });
      const refusal = { error: "assignedTo: choose someone who works on this project" };
      const taskId = await freshTask(t.db, ids.relaunch);
      for (const assignedTo of [ids.users.dana, 987_654]) {
        const created = await call("POST", "/api/tasks", {
          projectId: ids.relaunch,
          title: "Someone else's",
          assignedTo,
        });
        expect(created.statusCode, `create ${assignedTo}`).toBe(400);
        expect(created.json()).toMatchObject(refusal);
        const edited = await call("PATCH", `/api/tasks/${taskId}`, { assignedTo });
        expect(edited.statusCode, `edit ${assignedTo}`).toBe(400);
        expect(edited.json()).toMatchObject(refusal);
      }
      const imported = await t.request({
        method: "POST",
        url: `/api/projects/${ids.relaunch}/imports?${new URLSearchParams({
          source: "csv",
          name: "people.csv",
          dryRun: "true",
          mapping: JSON.stringify({ title: "Title", assignee: "Owner" }),
        })}`,
        headers: { cookie, "content-type": "text/csv" },
        payload: "Title,Owner\nOne,dana.kim@helix.example\nTwo,nobody@nowhere.example\n",
      });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json().unknownPeople).toEqual([
        "dana.kim@helix.example",
        "nobody@nowhere.example",
      ]);
    });
  });

  // Logins are real password checks (about 0.4 s of a core each): room for a busy machine.
  describe("each route × role × owner/non-owner: its status, and a GET's Cache-Control", {
    timeout: 120_000,
  }, () => {
    const cookies = new Map<Actor, string>();
    const sessionOf = async (actor: Actor) => {
      if (actor === "anonymous") return undefined;
      const username = actor === "admin" ? "admin" : actor;
      let cookie = cookies.get(actor);
      if (!cookie) {
        cookie = await t.session(username);
        cookies.set(actor, cookie);
      }
      return cookie;
    };

    for (const route of ROUTES) {
      const endpoint = `${route.method} ${route.path}`;
      it(endpoint, async () => {
        const row = WALK[endpoint];
        if (!row) throw new Error(`${endpoint} is not in the walk`);
        const ids = await demoIds(t.db);
        const wrong: string[] = [];
        for (const actor of ACTORS) {
          const expectation = row.expect[actor];
          const variants: [Variant, number][] =
            typeof expectation === "number"
              ? [["own", expectation]]
              : [
                  ["own", expectation[0]],
                  ["other", expectation[1]],
                ];
          for (const [variant, status] of variants) {
            const me =
              actor === "anonymous"
                ? ids.users.admin
                : ids.users[actor === "admin" ? "admin" : actor];
            const call = await row.call({ t, ids, me, actor }, variant);
            const cookie =
              call.ownSession && actor !== "anonymous"
                ? await t.login(actor === "admin" ? "admin" : actor)
                : await sessionOf(actor);
            const query = call.query ? `?${new URLSearchParams(call.query)}` : "";
            const response = await t.request({
              method: route.method,
              url: `/api${fill(route.path, call.params)}${query}`,
              headers: { ...call.headers, ...(cookie ? { cookie } : {}) },
              ...(call.body === undefined ? {} : { payload: call.body as object }),
            });
            if (response.statusCode !== status) {
              wrong.push(
                `${actor}/${variant}: expected ${status}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
            const kept = route.method === "GET" ? cachedWrongly(response) : undefined;
            if (kept) wrong.push(`${actor}/${variant}: ${kept}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  });
});
