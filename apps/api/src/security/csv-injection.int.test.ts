/**
 * Formula injection in the CSVs. A formula is planted in every text field
 * that reaches a CSV (a project's, task's, milestone's, person's, dashboard's and widget's name,
 * a change's old and new value, a RAID entry's title), and every CSV endpoint is read: no cell may begin like a
 * formula unless it is a number, and each planted text arrives defused (lib/csv.ts).
 */
import { FEED_DATASETS } from "@cairn/schema/feeds";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_WIDGET, freshDashboard } from "../test/dashboard-fixtures.js";
import { demoIds, freshTask } from "../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";

/** One planted text per field, each beginning with a different formula character. */
const PLANTED = {
  project: '=HYPERLINK("https://evil.example/p","Project")',
  task: "+SUM(1,1) task",
  milestone: "-2+3 milestone",
  person: "@Evil",
  dashboard: '\t=HYPERLINK("https://evil.example/d")',
  widget: "\r=1+1 widget",
  change: "=cmd|' /C calc'!A0",
  raid: "+1+1 raid entry",
} as const;
type Planted = keyof typeof PLANTED;

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

function cellsOf(csv: string): string[] {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  return (parse(csv.slice(1), { relax_column_count: false }) as string[][]).flat();
}

forEachDatabase((kind) => {
  describe("CSV injection", () => {
    const t = useTestApp(kind);
    let admin: string;
    let projectId: number;
    let dashboardId: number;
    let since: string;

    beforeAll(async () => {
      admin = await t.session("admin");
      const ids = await demoIds(t.db);
      since = new Date(Date.now() - 1000).toISOString();
      const person = await t.db
        .updateTable("users")
        .set({ firstName: PLANTED.person, lastName: "Person" })
        .where("id", "=", ids.users.client)
        .returning("id")
        .executeTakeFirstOrThrow();
      const project = await t.db
        .insertInto("projects")
        .values({
          name: PLANTED.project,
          clientId: person.id,
          consultantId: ids.users.consultant,
          planType: "scale",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      projectId = project.id;
      const taskId = await freshTask(t.db, projectId, person.id);
      await t.db
        .updateTable("tasks")
        .set({ title: PLANTED.task })
        .where("id", "=", taskId)
        .execute();
      await t.db
        .insertInto("taskActivity")
        .values({
          taskId,
          kind: "updated",
          field: "title",
          fromValue: PLANTED.change,
          toValue: PLANTED.change,
        })
        .execute();
      await t.db
        .insertInto("milestones")
        .values({
          projectId,
          title: PLANTED.milestone,
          startDate: "2026-11-02",
          dueDate: "2026-12-28",
        })
        .execute();
      await t.db
        .insertInto("raidEntries")
        .values({ projectId, kind: "issue", title: PLANTED.raid, ownerId: person.id })
        .execute();
      const dashboard = await freshDashboard(t.db, ids.users.admin, null, [
        {
          ...FIXTURE_WIDGET,
          kpi: "milestone_progress",
          title: PLANTED.widget,
          projectIds: [projectId],
        },
      ]);
      dashboardId = dashboard.id;
      await t.db
        .updateTable("kpiDashboards")
        .set({ name: PLANTED.dashboard })
        .where("id", "=", dashboardId)
        .execute();
    });

    const endpoints: [string, () => string, Planted[]][] = [
      ...FEED_DATASETS.map((dataset): [string, () => string, Planted[]] => [
        `the ${dataset} feed`,
        () => `/api/feeds/${dataset}?format=csv&limit=500&updated_since=${since}`,
        (
          {
            tasks: ["project", "task", "person"],
            task_history: ["change"],
            projects: ["project", "person"],
            milestones: ["milestone"],
            health_history: [],
            mood: [],
            raid: ["raid", "person"],
          } as const
        )[dataset].slice(),
      ]),
      [
        "the KPIs",
        () => `/api/kpis/csv?projectIds=${projectId}&kpis=milestone_progress`,
        ["project", "milestone"],
      ],
      [
        "a dashboard",
        () => `/api/dashboards/${dashboardId}/csv`,
        ["dashboard", "widget", "project", "milestone"],
      ],
      [
        "a widget",
        () => `/api/dashboards/${dashboardId}/widgets/${FIXTURE_WIDGET.id}/csv`,
        ["dashboard", "widget", "project", "milestone"],
      ],
      ["a RAID register", () => `/api/projects/${projectId}/raid/csv`, ["raid", "person"]],
    ];

    for (const [name, url, planted] of endpoints) {
      it(`defuses every formula in ${name}'s CSV`, async () => {
        const response = await t.request({ method: "GET", url: url(), headers: { cookie: admin } });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
        const cells = cellsOf(response.body);
        expect(cells.filter((cell) => FORMULA_START.test(cell) && !NUMBER.test(cell))).toEqual([]);
        for (const field of planted) {
          expect(
            cells.some((cell) => cell.startsWith(`'${PLANTED[field]}`)),
            `${field} reaches ${name} defused`,
          ).toBe(true);
        }
      });
    }
  });
});
