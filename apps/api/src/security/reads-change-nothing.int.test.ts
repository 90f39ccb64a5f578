/**
 * No GET changes anything: every GET route of the REST API is called as an administrator
 * (who reaches furthest) and each table is compared before and after. Only a session's
 * last-seen time may move (it keeps an active session alive).
 */
import { sql } from "kysely";
import { expect, it } from "vitest";
import { appRouter } from "../app-router.js";
import { newSecretToken } from "../lib/secret-token.js";
import { createLinkRequest } from "../modules/assistant/chat-accounts.repo.js";
import { createInvitation } from "../modules/invitations/create-invitation.js";
import { restRoutes } from "../rest/routes.js";
import { storedAttachment } from "../test/attachment-fixtures.js";
import { freshDashboard } from "../test/dashboard-fixtures.js";
import {
  demoIds,
  freshCalendarFeed,
  freshDocument,
  freshTask,
  freshUser,
} from "../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";

/** Every REST route, read from the procedures' meta. */
const ROUTES = restRoutes(appRouter);

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  async function snapshot(): Promise<Record<string, string>> {
    const tables = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(
      t.db,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const row =
        name === "sessions" ? sql`row(t.id, t.token_hash, t.user_id, t.expires_at)` : sql`t`;
      const rows = await sql<{ digest: string | null }>`
        select md5(string_agg(row_text, '|' order by row_text)) as digest
        from (select (${row})::text as row_text from ${sql.table(name)} as t) as r`.execute(t.db);
      result[name] = rows.rows[0]?.digest ?? "empty";
    }
    return result;
  }

  it("leaves every table as it was after calling every GET route", async () => {
    const ids = await demoIds(t.db);
    const taskId = await freshTask(t.db, ids.relaunch);
    const document = await freshDocument(t.db, ids.relaunch);
    const attachmentId = await storedAttachment(t, taskId, ids.users.consultant);
    const cookie = await t.session("admin");
    // The kinds of private link, each named by a `token` of its own.
    const invitation = await createInvitation(t.db, {
      userId: await freshUser(t.db),
      createdBy: null,
    });
    const plan = await t.request({
      method: "POST",
      url: "/api/plans",
      payload: { industry: "Retail" },
    });
    // And a chat account's link, which reading must not use up.
    const chatLink = await createLinkRequest(
      t.db,
      { platform: "slack", workspaceId: "T0READS", externalUserId: "U0READS" },
      new Date(),
    );
    // The demo project's public request form, open, and a request sent through it.
    const intakeForm = newSecretToken();
    await t.db
      .updateTable("projects")
      .set({ intakeToken: intakeForm })
      .where("id", "=", ids.relaunch)
      .execute();
    const sent = await t.request({
      method: "POST",
      url: `/api/intake-forms/${intakeForm}/requests`,
      payload: { name: "Reader", email: "reader@example.com", title: "Read me" },
      remoteAddress: "192.0.2.253",
    });
    const tokens: Record<string, string> = {
      "/intake-forms/": intakeForm,
      "/invitations/": invitation.token,
      "/plans/": (plan.json() as { token: string }).token,
      "/assistant/links/": chatLink,
      "/calendar-feeds/": await freshCalendarFeed(t.db, ids.users.consultant, ids.relaunch),
    };
    // A finished push of the demo project, for the job's own path (no runner takes a failed one).
    const job = await t.db
      .insertInto("jobs")
      .values({
        kind: "export",
        projectId: ids.relaunch,
        target: "trello",
        createdBy: null,
        state: "failed",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const dashboard = await freshDashboard(t.db, ids.users.admin, ids.relaunch);
    // A webhook with one delivery, for the delivery log's path.
    const hook = await t.db
      .insertInto("webhooks")
      .values({
        ownerId: ids.users.admin,
        url: "https://127.0.0.1:9/reads",
        events: [],
        projectIds: [],
        secretSealed: "v1.reads",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("webhookDeliveries")
      .values({ webhookId: hook.id, eventId: "evt_r", eventType: "ping", body: "{}" })
      .execute();
    const params: Record<string, string> = {
      dashboardId: String(dashboard.id),
      widgetId: dashboard.widgetId,
      webhookId: String(hook.id),
      jobId: String(job.id),
      projectId: String(ids.relaunch),
      userId: String(ids.users.consultant),
      taskId: String(taskId),
      templateId: "risk-register",
      documentId: String(document.id),
      attachmentId: String(attachmentId),
      dataset: "tasks",
      receipt: (sent.json() as { receipt: string }).receipt,
    };
    const before = await snapshot();
    const gets = ROUTES.filter((route) => route.method === "GET");
    expect(gets.length).toBeGreaterThan(20);
    for (const route of gets) {
      const token = Object.entries(tokens).find(([prefix]) => route.path.startsWith(prefix))?.[1];
      const path = route.path.replace(
        /\{(\w+)\}/g,
        (_, name: string) => (name === "token" ? token : params[name]) ?? "1",
      );
      // Paths whose query names what they read: a project, or the words searched for.
      const query = route.path.startsWith("/team-mood")
        ? `?project=${ids.relaunch}&period=all`
        : route.path === "/search"
          ? "?q=northwind relaunch"
          : "";
      const response = await t.request({
        method: "GET",
        url: `/api${path}${query}`,
        headers: { cookie },
      });
      expect(response.statusCode, `${route.path}: ${response.body.slice(0, 200)}`).toBeLessThan(
        400,
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});
