/**
 * A small project built by hand for the KPI tests (docs/kpis.md), with its history written at
 * chosen instants, so that every figure over 2 to 15 November 2026 can be worked out on paper
 * (kpis.int.test.ts does, in its comments). Times are UTC.
 *
 * - T1: created 26 Oct in To Do; In Progress 2 Nov; Review 3 Nov; Done 4 Nov (due 5 Nov).
 * - T2: created 3 Nov; set in progress 5 Nov (a `status` line); Done 10 Nov (due 9 Nov).
 * - T3: no history (older than it); created 1 Oct, done 11 Nov.
 * - T4: created 28 Oct; In Progress 6 Nov, still there; due 8 Nov; assigned to the consultant.
 * - T5: no history; created 20 Oct, in Review; assigned to a third person.
 * - T6: created 15 Oct before its history; its first line moves it In Progress → Review, 12 Nov.
 * T1, T2 and T4 belong to the milestone "Launch".
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { freshAccount, freshProject } from "./fixtures.js";

export const KPI_PERIOD = { from: "2026-11-02", to: "2026-11-15" } as const;

const at = (day: string, time = "00:00:00") => `2026-${day}T${time}Z`;

type Column = "todo" | "inprogress" | "review" | "done";
const TITLES: Record<Column, string> = {
  todo: "To Do",
  inprogress: "In Progress",
  review: "Review",
  done: "Done",
};

export interface KpiProject {
  projectId: number;
  client: { id: number; username: string };
  consultant: { id: number; username: string };
}

export async function buildKpiProject(db: Kysely<Database>): Promise<KpiProject> {
  const client = await freshAccount(db, "user");
  const consultant = await freshAccount(db, "consultant");
  const third = await freshAccount(db, "user");
  const projectId = await freshProject(db, { clientId: client.id, consultantId: consultant.id });
  const milestone = await db
    .insertInto("milestones")
    .values({ projectId, title: "Launch", startDate: "2026-10-01", dueDate: "2026-12-01" })
    .returning("id")
    .executeTakeFirstOrThrow();

  const task = async (fields: {
    title: string;
    column: Column;
    created: string;
    completed?: string;
    due?: string;
    assignedTo?: number;
    milestone?: boolean;
  }) => {
    const row = await db
      .insertInto("tasks")
      .values({
        title: fields.title,
        projectId,
        columnId: fields.column,
        status:
          fields.column === "done"
            ? "completed"
            : fields.column === "todo"
              ? "pending"
              : "in_progress",
        createdAt: fields.created,
        updatedAt: fields.created,
        completedAt: fields.completed ?? null,
        dueDate: fields.due ?? null,
        assignedTo: fields.assignedTo ?? null,
        milestoneId: fields.milestone ? milestone.id : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const history = (
    taskId: number,
    lines: [kind: "created" | "moved" | "status", when: string, from: string | null, to: Column][],
  ) =>
    db
      .insertInto("taskActivity")
      .values(
        lines.map(([kind, when, from, to]) => ({
          taskId,
          actorId: consultant.id,
          kind,
          fromValue: kind === "created" ? null : from,
          toValue: kind === "moved" ? to : kind === "status" ? statusOf(to) : null,
          detail: TITLES[to],
          createdAt: when,
        })),
      )
      .execute();

  const t1 = await task({
    title: "T1",
    column: "done",
    created: at("10-26"),
    completed: at("11-04"),
    due: at("11-05"),
    milestone: true,
  });
  await history(t1, [
    ["created", at("10-26"), null, "todo"],
    ["moved", at("11-02"), "todo", "inprogress"],
    ["moved", at("11-03"), "inprogress", "review"],
    ["moved", at("11-04"), "review", "done"],
  ]);
  const t2 = await task({
    title: "T2",
    column: "done",
    created: at("11-03"),
    completed: at("11-10"),
    due: at("11-09"),
    milestone: true,
  });
  await history(t2, [
    ["created", at("11-03"), null, "todo"],
    ["status", at("11-05"), "pending", "inprogress"],
    ["moved", at("11-10"), "inprogress", "done"],
  ]);
  await task({ title: "T3", column: "done", created: at("10-01"), completed: at("11-11") });
  const t4 = await task({
    title: "T4",
    column: "inprogress",
    created: at("10-28"),
    due: at("11-08"),
    assignedTo: consultant.id,
    milestone: true,
  });
  await history(t4, [
    ["created", at("10-28"), null, "todo"],
    ["moved", at("11-06"), "todo", "inprogress"],
  ]);
  await task({ title: "T5", column: "review", created: at("10-20"), assignedTo: third.id });
  const t6 = await task({ title: "T6", column: "review", created: at("10-15") });
  await history(t6, [["moved", at("11-12"), "inprogress", "review"]]);

  await db
    .insertInto("healthChecks")
    .values(
      [
        ["2026-10-26", 60],
        ["2026-11-02", 70],
        ["2026-11-09", 80],
      ].map(([weekStart, score]) => ({
        projectId,
        weekStart: String(weekStart),
        score: Number(score),
        report: "{}",
      })),
    )
    .execute();
  await db
    .insertInto("teamMoodEntries")
    .values(
      (
        [
          [consultant.id, 5, at("10-27", "09:00:00")],
          [client.id, 4, at("11-03", "09:00:00")],
          [consultant.id, 2, at("11-10", "09:00:00")],
          [client.id, 3, at("11-11", "09:00:00")],
        ] as const
      ).map(([userId, moodScore, createdAt]) => ({
        userId,
        projectId,
        moodScore,
        energyLevel: 3,
        stressLevel: 3,
        createdAt,
      })),
    )
    .execute();
  return { projectId, client, consultant };
}

function statusOf(column: Column): string {
  return column === "done" ? "completed" : column === "todo" ? "pending" : "in_progress";
}

/** Another client's project, led by another consultant: one task done on 4 November. */
export async function buildOtherProject(db: Kysely<Database>) {
  const client = await freshAccount(db, "user");
  const consultant = await freshAccount(db, "consultant");
  const projectId = await freshProject(db, { clientId: client.id, consultantId: consultant.id });
  await db
    .insertInto("tasks")
    .values({
      title: "Other",
      projectId,
      columnId: "done",
      status: "completed",
      createdAt: at("11-01"),
      completedAt: at("11-04"),
    })
    .execute();
  return { projectId, client, consultant };
}
