/**
 * What a push reads and writes in Cairn's database: the project as one snapshot (columns,
 * milestones, tasks with their labels and checklists), and the links that say which of its
 * records already exist in the tool (`external_links`, direction `export`).
 */
import type { TASK_PRIORITIES } from "@cairn/schema/constants";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export interface SnapshotTask {
  id: number;
  title: string;
  description: string | null;
  column: ColumnKey;
  priority: TaskPriority;
  /** The due moment as stored (ISO), and its calendar day (UTC). */
  dueAt: string | null;
  dueDay: string | null;
  milestoneId: number | null;
  labels: { id: number; name: string }[];
  checklist: { id: number; text: string; done: boolean }[];
}

export interface ProjectSnapshot {
  project: { id: number; name: string; description: string | null };
  columns: { id: number; key: ColumnKey; title: string }[];
  milestones: {
    id: number;
    title: string;
    description: string | null;
    startDate: string;
    dueDate: string;
  }[];
  labels: { id: number; name: string }[];
  /** In board order: column by column, top to bottom. */
  tasks: SnapshotTask[];
}

export async function readProjectSnapshot(
  db: Kysely<Database>,
  projectId: number,
): Promise<ProjectSnapshot | undefined> {
  const project = await db
    .selectFrom("projects")
    .select(["id", "name", "description"])
    .where("id", "=", projectId)
    .executeTakeFirst();
  if (!project) return undefined;
  const [columns, milestones, labels, tasks, checklist] = await Promise.all([
    db
      .selectFrom("projectColumns")
      .select(["id", "key", "title"])
      .where("projectId", "=", projectId)
      .orderBy("orderIndex")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("milestones")
      .select(["id", "title", "description", "startDate", "dueDate"])
      .where("projectId", "=", projectId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("projectLabels")
      .select(["id", "name"])
      .where("projectId", "=", projectId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("tasks")
      .select([
        "id",
        "title",
        "description",
        "columnId",
        "priority",
        "dueDate",
        "milestoneId",
        "labelIds",
      ])
      .where("projectId", "=", projectId)
      .orderBy("orderIndex")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("taskChecklistItems")
      .innerJoin("tasks", "tasks.id", "taskChecklistItems.taskId")
      .select([
        "taskChecklistItems.id",
        "taskChecklistItems.taskId",
        "taskChecklistItems.text",
        "taskChecklistItems.done",
      ])
      .where("tasks.projectId", "=", projectId)
      .orderBy("taskChecklistItems.position")
      .orderBy("taskChecklistItems.id")
      .execute(),
  ]);
  const labelName = new Map(labels.map((label) => [label.id, label.name]));
  const columnOrder = new Map(columns.map((column, index) => [column.key, index]));
  const ordered = [...tasks].sort(
    (a, b) => (columnOrder.get(a.columnId) ?? 99) - (columnOrder.get(b.columnId) ?? 99),
  );
  return {
    project,
    columns,
    milestones,
    labels,
    tasks: ordered.map((task) => ({
      id: task.id,
      title: task.title,
      description: task.description,
      column: task.columnId,
      priority: task.priority,
      dueAt: task.dueDate === null ? null : new Date(task.dueDate).toISOString(),
      dueDay: task.dueDate === null ? null : new Date(task.dueDate).toISOString().slice(0, 10),
      milestoneId: task.milestoneId,
      labels: task.labelIds.flatMap((id) => {
        const name = labelName.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      checklist: checklist
        .filter((item) => item.taskId === task.id)
        .map((item) => ({ id: item.id, text: item.text, done: item.done })),
    })),
  };
}

export interface ExportLink {
  entity: string;
  localId: number;
  externalId: string;
  url: string | null;
}

/** Every record of the project already made in the tool, by `entity:localId`. */
export async function readExportLinks(
  db: Kysely<Database>,
  projectId: number,
  system: string,
): Promise<Map<string, ExportLink>> {
  const rows = await db
    .selectFrom("externalLinks")
    .select(["entity", "localId", "externalId", "url"])
    .where("projectId", "=", projectId)
    .where("system", "=", system)
    .where("direction", "=", "export")
    .execute();
  return new Map(rows.map((row) => [linkKey(row.entity, row.localId), row]));
}

export function linkKey(entity: string, localId: number): string {
  return `${entity}:${localId}`;
}

/**
 * Records an item made in the tool, at once after the call that made it: a re-run skips it.
 * A link already there (a second runner got there first) is kept.
 */
export async function insertExportLink(
  db: Kysely<Database>,
  link: ExportLink & { projectId: number; system: string; jobId: number; now: Date },
): Promise<void> {
  await db
    .insertInto("externalLinks")
    .values({
      projectId: link.projectId,
      system: link.system,
      direction: "export",
      entity: link.entity,
      localId: link.localId,
      externalId: link.externalId,
      url: link.url,
      jobId: link.jobId,
      syncedAt: link.now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The project of a task; undefined when the task is gone. */
export async function taskProjectId(
  db: Kysely<Database>,
  taskId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("tasks")
    .select("projectId")
    .where("id", "=", taskId)
    .executeTakeFirst();
  return row?.projectId;
}

/** Notes when a task's state was last sent to the tool. */
export async function markLinkSynced(
  db: Kysely<Database>,
  system: string,
  taskId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable("externalLinks")
    .set({ syncedAt: now })
    .where("system", "=", system)
    .where("direction", "=", "export")
    .where("entity", "=", "task")
    .where("localId", "=", taskId)
    .execute();
}
