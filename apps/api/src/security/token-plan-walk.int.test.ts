/**
 * "API access" is the Scale plan's (docs/api-tokens.md): a non-admin's token reaches only the
 * records of projects whose plan includes it. This walk reads every GET path of the REST API
 * with the tokens of a client and of a consultant who both work on a Scale project and on a
 * Free Trial one, and checks that nothing of the trial project comes back: a read of one of its
 * records answers the plan's 403, and a read that spans projects (lists, search, notifications,
 * dashboards, mood, KPIs, feeds) leaves it out. The same reads with a session still show it, so
 * the walk cannot pass by reading nothing.
 */
import { FEED_DATASETS } from "@cairn/schema/feeds";
import { beforeAll, expect, it } from "vitest";
import { appRouter } from "../app-router.js";
import { restRoutes } from "../rest/routes.js";
import { type DemoIds, demoIds, freshDocument, freshLead } from "../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";

const REFUSAL = "The Free Trial plan does not include API access. Upgrade to Scale for more.";
const MARKER = "Trial-only audit marker";

forEachDatabase((kind) => {
  const t = useTestApp(kind, { env: { API_TOKEN_RATE_LIMIT: "100000" } });
  let ids: DemoIds;
  let audit: number;
  let auditName: string;
  let records: Record<string, string>;
  const secrets = new Map<"dana" | "priya", string>();
  const cookies = new Map<"dana" | "priya", string>();

  beforeAll(async () => {
    ids = await demoIds(t.db);
    const project = await t.db
      .selectFrom("projects")
      .select(["id", "name"])
      .where("name", "=", "Helix Compliance Audit")
      .executeTakeFirstOrThrow();
    audit = project.id;
    auditName = project.name;
    const task = await t.db
      .insertInto("tasks")
      .values({
        title: MARKER,
        description: MARKER,
        projectId: audit,
        assignedTo: ids.users.dana,
        columnId: "todo",
        status: "pending",
        orderIndex: 0,
        dueDate: "2026-12-01",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const document = await freshDocument(t.db, audit, { shared: true });
    await t.db
      .updateTable("projectDocuments")
      .set({ title: MARKER })
      .where("id", "=", document.id)
      .execute();
    await t.db
      .insertInto("notifications")
      .values(
        (["dana", "priya"] as const).map((who) => ({
          userId: ids.users[who],
          kind: "assigned" as const,
          title: MARKER,
          body: `${MARKER} in ${auditName}`,
          taskId: task.id,
          projectId: audit,
        })),
      )
      .execute();
    await t.db
      .insertInto("teamMoodEntries")
      .values(
        [ids.users.dana, ids.users.priya, null].map((userId) => ({
          userId,
          projectId: audit,
          moodScore: 1,
          energyLevel: 1,
          stressLevel: 5,
          anonymous: userId === null,
          notes: MARKER,
        })),
      )
      .execute();
    const job = await t.db
      .insertInto("jobs")
      .values({
        kind: "export" as const,
        projectId: audit,
        target: "trello",
        state: "succeeded",
        input: "{}",
        createdBy: ids.users.priya,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const lead = await freshLead(t.db, ids.users.priya);
    for (const who of ["dana", "priya"] as const) {
      const cookie = await t.session(who);
      cookies.set(who, cookie);
      const made = await t.request({
        method: "POST",
        url: "/api/tokens",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify({ name: "Walk", scopes: ["read"] }),
      });
      expect(made.statusCode, made.body).toBe(201);
      secrets.set(who, made.json().secret);
    }
    // A dashboard of the Scale project whose widget counts the trial project too.
    const dashboard = await t.request({
      method: "POST",
      url: "/api/dashboards",
      headers: { cookie: cookies.get("priya") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({
        name: "Everything",
        visibility: "shared",
        projectId: ids.payments,
        widgets: [
          {
            id: "all",
            kind: "bar",
            kpi: "throughput",
            title: "Both projects",
            projectIds: [ids.payments, audit],
            period: { kind: "range", from: "2026-11-02", to: "2026-11-15" },
            layout: { x: 0, y: 0, w: 6, h: 3 },
          },
        ],
      }),
    });
    expect(dashboard.statusCode, dashboard.body).toBe(201);
    // And one shared with the trial project.
    const onTrial = await t.request({
      method: "POST",
      url: "/api/dashboards",
      headers: { cookie: cookies.get("priya") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({
        name: MARKER,
        visibility: "shared",
        projectId: audit,
        widgets: [],
      }),
    });
    expect(onTrial.statusCode, onTrial.body).toBe(201);
    records = {
      projectId: String(audit),
      taskId: String(task.id),
      documentId: String(document.id),
      attachmentId: "1",
      jobId: String(job.id),
      leadId: String(lead),
      dashboardId: String(dashboard.json().id),
      widgetId: String(dashboard.json().widgets[0].id),
      templateId: document.templateId,
      webhookId: "1",
      token: "not-a-token",
    };
  });

  /** Every GET path with its parameters filled in: each dataset of the feeds, once each. */
  function urlsFor(who: "dana" | "priya"): string[] {
    const values = { ...records, userId: String(ids.users[who]) };
    // The query a path needs to say anything: what to search, which projects, whose mood.
    const queries: Record<string, string> = {
      "/search": `?q=${encodeURIComponent(MARKER)}`,
      "/kpis": `?projectIds=${ids.payments},${audit}`,
      "/kpis/csv": `?projectIds=${ids.payments},${audit}`,
      "/team-mood": `?project=${audit}`,
      "/team-mood/stats": `?project=${audit}`,
    };
    return restRoutes(appRouter)
      .filter((route) => route.method === "GET")
      .flatMap((route) =>
        route.path.includes("{dataset}")
          ? FEED_DATASETS.map((dataset) => route.path.replace("{dataset}", dataset))
          : [route.path],
      )
      .map(
        (path) =>
          `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => values[name as keyof typeof values] ?? "1")}${queries[path] ?? ""}`,
      );
  }

  /** What in an answer gives the trial project away. */
  function leaks(answer: string): string[] {
    // The search repeats what was asked: that is not the trial project's.
    const body = answer.replace(`"q":"${MARKER}"`, "");
    const found = [MARKER, auditName].filter((text) => body.includes(text));
    if (new RegExp(`"projectId"\\s*:\\s*${audit}\\b`).test(body)) found.push("its projectId");
    if (new RegExp(`^${audit},|,${audit}(,|$)`, "m").test(body)) found.push("its id in a CSV row");
    return found;
  }

  for (const who of ["dana", "priya"] as const) {
    it(`gives ${who === "dana" ? "a client's" : "a consultant's"} read-only token nothing of a Free Trial project, on every GET path`, async () => {
      const wrong: string[] = [];
      const seenBySession = new Set<string>();
      for (const url of urlsFor(who)) {
        const response = await t.request({
          method: "GET",
          url,
          headers: { authorization: `Bearer ${secrets.get(who)}` },
        });
        const session = await t.request({
          method: "GET",
          url,
          headers: { cookie: cookies.get(who) ?? "" },
        });
        if (leaks(session.body).length > 0) seenBySession.add(url);
        if (response.statusCode === 403 && response.json().error === REFUSAL) continue;
        const found = leaks(response.body);
        if (found.length > 0) {
          wrong.push(`${url}: ${response.statusCode} shows ${found.join(", ")}`);
        }
      }
      expect(wrong).toEqual([]);
      // The session reads show the trial project on the paths that span projects.
      const me = ids.users[who];
      for (const url of [
        `/api/projects/${who === "dana" ? "client" : "consultant"}/${me}`,
        `/api/tasks/assignee/${me}`,
        "/api/notifications",
      ]) {
        expect([...seenBySession], url).toContain(url);
      }
      expect(seenBySession.size).toBeGreaterThan(15);
    });
  }
});
