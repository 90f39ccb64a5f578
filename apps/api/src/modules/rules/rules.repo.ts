/**
 * A project's rules (docs/rules.md) and their runs. The changes a rule makes to tasks go through
 * the board (modules/board/placement.ts) only; this file reads and writes the rules and the
 * audit.
 */
import { COLUMN_KEYS } from "@cairn/schema/constants";
import { MAX_PROJECT_LABELS } from "@cairn/schema/labels";
import { FLAG_LABEL } from "@cairn/schema/rules";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { type Kysely, sql } from "kysely";
import type { Database, RuleRunsTable } from "../../db/database.js";
import { personNameSql } from "../../db/user-columns.js";
import { taskColumns } from "../board/board.repo.js";
import type { RecordedCompletion, RecordedMove } from "./replay.js";

const isColumnKey = (value: string | null): value is ColumnKey =>
  (COLUMN_KEYS as readonly (string | null)[]).includes(value);

/** The flag's colour: the board's red. */
const FLAG_COLOR = "#ef4444";

export interface RuleRow {
  id: number;
  projectId: number;
  name: string;
  trigger: unknown;
  conditions: unknown;
  actions: unknown;
  enabled: boolean;
  preset: string | null;
  processId: string | null;
  lastRunAt: string | null;
  runCount: number;
  createdAt: string;
  updatedAt: string;
}

/** What is stored as JSON, whichever the driver answered (text or the parsed value). */
export function storedJson(value: unknown): unknown {
  return typeof value === "string" ? (JSON.parse(value) as unknown) : value;
}

function rules(db: Kysely<Database>) {
  return db.selectFrom("rules as r").select((eb) => [
    "r.id",
    "r.projectId",
    "r.name",
    "r.trigger",
    "r.conditions",
    "r.actions",
    "r.enabled",
    "r.preset",
    "r.processId",
    "r.createdAt",
    "r.updatedAt",
    eb
      .selectFrom("ruleRuns as run")
      .select((inner) => inner.fn.max("run.createdAt").as("at"))
      .whereRef("run.ruleId", "=", "r.id")
      .as("lastRunAt"),
    eb
      .selectFrom("ruleRuns as run")
      .select(sql<number>`count(*)::int`.as("n"))
      .whereRef("run.ruleId", "=", "r.id")
      .where("run.outcome", "=", "done")
      .as("runCount"),
  ]);
}

function toRow(row: Record<string, unknown>): RuleRow {
  return { ...(row as unknown as RuleRow), runCount: Number(row.runCount ?? 0) };
}

export async function listRules(db: Kysely<Database>, projectId: number): Promise<RuleRow[]> {
  const rows = await rules(db).where("r.projectId", "=", projectId).orderBy("r.id").execute();
  return rows.map(toRow);
}

export async function getRule(
  db: Kysely<Database>,
  projectId: number,
  ruleId: number,
): Promise<RuleRow | undefined> {
  const row = await rules(db)
    .where("r.projectId", "=", projectId)
    .where("r.id", "=", ruleId)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function countRules(db: Kysely<Database>, projectId: number): Promise<number> {
  const row = await db
    .selectFrom("rules")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("projectId", "=", projectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface RuleValues {
  name: string;
  trigger: { type: string };
  conditions: object;
  actions: readonly object[];
  enabled: boolean;
}

export async function insertRule(
  db: Kysely<Database>,
  values: RuleValues & {
    projectId: number;
    preset: string | null;
    processId: string | null;
    createdBy: number;
    now: Date;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto("rules")
    .values({
      projectId: values.projectId,
      name: values.name,
      trigger: JSON.stringify(values.trigger),
      triggerType: values.trigger.type,
      conditions: JSON.stringify(values.conditions),
      actions: JSON.stringify(values.actions),
      enabled: values.enabled,
      preset: values.preset,
      processId: values.processId,
      createdBy: values.createdBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    // A plan's process is set up once per project: a second conversion adds nothing.
    .onConflict((oc) =>
      oc.columns(["projectId", "processId"]).where("processId", "is not", null).doNothing(),
    )
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function updateRule(
  db: Kysely<Database>,
  projectId: number,
  ruleId: number,
  values: Partial<RuleValues>,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("rules")
    .set({
      ...(values.name === undefined ? {} : { name: values.name }),
      ...(values.trigger === undefined
        ? {}
        : { trigger: JSON.stringify(values.trigger), triggerType: values.trigger.type }),
      ...(values.conditions === undefined ? {} : { conditions: JSON.stringify(values.conditions) }),
      ...(values.actions === undefined ? {} : { actions: JSON.stringify(values.actions) }),
      ...(values.enabled === undefined ? {} : { enabled: values.enabled }),
      updatedAt: now,
    })
    .where("projectId", "=", projectId)
    .where("id", "=", ruleId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteRule(
  db: Kysely<Database>,
  projectId: number,
  ruleId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom("rules")
    .where("projectId", "=", projectId)
    .where("id", "=", ruleId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The enabled rules of a project, as a change of its board hears them: one indexed read per
 * change (a project without rules costs that read and nothing more). `triggerType` narrows
 * them to one trigger's (a risk's save reads only the rules on a risk's score).
 */
export function enabledRulesOf(db: Kysely<Database>, projectId: number, triggerType?: string) {
  let query = db
    .selectFrom("rules")
    .select(["id", "trigger", "conditions"])
    .where("projectId", "=", projectId)
    .where("enabled", "=", true);
  if (triggerType !== undefined) query = query.where("triggerType", "=", triggerType);
  return query.execute();
}

/** Every enabled rule started by time (the job's read each minute). */
export function timedRules(db: Kysely<Database>) {
  return db
    .selectFrom("rules")
    .select(["id", "projectId", "trigger", "conditions", "updatedAt"])
    .where("enabled", "=", true)
    .where("triggerType", "in", ["task.due_in", "task.overdue", "schedule"])
    .orderBy("id")
    .execute();
}

/** A rule as a run needs it, locked so that an edit waits for the run in flight. */
export function lockRuleForRun(db: Kysely<Database>, ruleId: number) {
  return db
    .selectFrom("rules")
    .select(["id", "projectId", "name", "trigger", "conditions", "actions", "enabled", "createdBy"])
    .where("id", "=", ruleId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Who a rule acts as: its author, or the project's consultant once the author's account is gone
 * (undefined when neither is left: the run is then skipped).
 */
export function ruleActor(
  db: Kysely<Database>,
  rule: { projectId: number; createdBy: number | null },
): Promise<{ id: number; username: string } | undefined> {
  return db
    .selectFrom("projects as p")
    .innerJoin("users as u", (join) =>
      rule.createdBy === null
        ? join.onRef("u.id", "=", "p.consultantId")
        : join.on("u.id", "=", rule.createdBy),
    )
    .select(["u.id", "u.username"])
    .where("p.id", "=", rule.projectId)
    .where("u.disabledAt", "is", null)
    .executeTakeFirst();
}

/**
 * Writes a run's audit line, claiming its event: false when the rule already ran for it (here,
 * or in another process that delivered the same change).
 */
export async function claimRun(
  db: Kysely<Database>,
  run: Omit<RuleRunsTable, "id" | "lines" | "createdAt"> & { lines: string[]; at: Date },
): Promise<number | undefined> {
  const { lines, at, ...values } = run;
  const row = await db
    .insertInto("ruleRuns")
    .values({ ...values, lines: JSON.stringify(lines), createdAt: at })
    .onConflict((oc) => oc.columns(["ruleId", "eventKey"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/** Completes a claimed run with its outcome and what it did. */
export async function finishRun(
  db: Kysely<Database>,
  runId: number,
  outcome: RuleRunsTable["outcome"],
  lines: readonly string[],
): Promise<void> {
  await db
    .updateTable("ruleRuns")
    .set({ outcome, lines: JSON.stringify(lines) })
    .where("id", "=", runId)
    .execute();
}

export function listRuns(db: Kysely<Database>, projectId: number, limit: number) {
  return db
    .selectFrom("ruleRuns as run")
    .innerJoin("rules as r", "r.id", "run.ruleId")
    .select([
      "run.id",
      "run.ruleId",
      "r.name as ruleName",
      "run.taskId",
      "run.taskTitle",
      "run.cause",
      "run.depth",
      "run.outcome",
      "run.lines",
      "run.createdAt as at",
    ])
    .where("run.projectId", "=", projectId)
    .orderBy("run.createdAt", "desc")
    .orderBy("run.id", "desc")
    .limit(limit)
    .execute();
}

/** The names a rule's words need: the project's labels and the people it names. */
/**
 * The names a rule's words use: the project's labels and milestones, the people and the library
 * templates it names.
 */
export async function namesFor(
  db: Kysely<Database>,
  projectId: number,
  userIds: number[],
  templateIds: string[] = [],
) {
  const [labels, milestones, people, templates] = await Promise.all([
    db
      .selectFrom("projectLabels")
      .select(["id", "name"])
      .where("projectId", "=", projectId)
      .execute(),
    db
      .selectFrom("milestones")
      .select(["id", "title"])
      .where("projectId", "=", projectId)
      .execute(),
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("users")
          .select(["id", personNameSql("users").as("name")])
          .where("id", "in", userIds)
          .execute(),
    templateIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom("templates").select(["id", "name"]).where("id", "in", templateIds).execute(),
  ]);
  const labelNames = new Map(labels.map((label) => [label.id, label.name]));
  const milestoneNames = new Map(milestones.map((milestone) => [milestone.id, milestone.title]));
  const personNames = new Map(people.map((person) => [person.id, String(person.name)]));
  const templateNames = new Map(templates.map((template) => [template.id, template.name]));
  return {
    label: (id: number) => `"${labelNames.get(id) ?? `label ${id}`}"`,
    milestone: (id: number) => `"${milestoneNames.get(id) ?? `milestone ${id}`}"`,
    person: (id: number) => personNames.get(id) ?? `person ${id}`,
    template: (id: string) => `"${templateNames.get(id) ?? id}"`,
  };
}

/**
 * The tasks of a project due in the window (a timed rule's: within N days, or overdue)
 * that are not done: what a timed rule runs for.
 */
export function tasksDue(
  db: Kysely<Database>,
  projectId: number,
  window: { from: Date; to: Date },
) {
  return db
    .selectFrom("tasks")
    .select(["id", "dueDate"])
    .where("projectId", "=", projectId)
    .where("status", "!=", "completed")
    .where("dueDate", ">=", window.from.toISOString())
    .where("dueDate", "<", window.to.toISOString())
    .orderBy("id")
    .execute();
}

/**
 * The project's "Flagged" label (FLAG_LABEL), made red when missing; undefined when the project
 * already has as many labels as it may.
 */
export async function flagLabelOf(
  db: Kysely<Database>,
  projectId: number,
  now: Date,
): Promise<number | undefined> {
  const find = () =>
    db
      .selectFrom("projectLabels")
      .select("id")
      .where("projectId", "=", projectId)
      .where(sql<string>`lower(name)`, "=", FLAG_LABEL.toLowerCase())
      .executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  const count = await db
    .selectFrom("projectLabels")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("projectId", "=", projectId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_PROJECT_LABELS) return undefined;
  // Two runs at once may both make it: the second finds the first's.
  const made = await db
    .insertInto("projectLabels")
    .values({ projectId, name: FLAG_LABEL, color: FLAG_COLOR, createdAt: now })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  return made?.id ?? (await find())?.id;
}

/** Which of these event keys a rule already ran for. */
export async function ranEventKeys(
  db: Kysely<Database>,
  ruleId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom("ruleRuns")
    .select("eventKey")
    .where("ruleId", "=", ruleId)
    .where("eventKey", "in", keys)
    .execute();
  return new Set(rows.map((row) => row.eventKey));
}

/** Every task of a project, as the API answers them (the test mode's replay). */
export function tasksOfProject(db: Kysely<Database>, projectId: number): Promise<Task[]> {
  return db.selectFrom("tasks").select(taskColumns).where("projectId", "=", projectId).execute();
}

/** The moves recorded in a project's task histories since `since` (a drag or "Move to"). */
export async function recordedMoves(
  db: Kysely<Database>,
  projectId: number,
  since: Date,
): Promise<RecordedMove[]> {
  const rows = await db
    .selectFrom("taskActivity as a")
    .innerJoin("tasks as t", "t.id", "a.taskId")
    .select(["a.taskId", "a.fromValue", "a.toValue", "a.createdAt"])
    .where("t.projectId", "=", projectId)
    .where("a.kind", "=", "moved")
    .where("a.createdAt", ">=", since.toISOString())
    .orderBy("a.id")
    .execute();
  return rows.flatMap((row) =>
    isColumnKey(row.fromValue) && isColumnKey(row.toValue)
      ? [{ taskId: row.taskId, from: row.fromValue, to: row.toValue, at: row.createdAt }]
      : [],
  );
}

/**
 * The tasks of a project whose checklist is complete now, each with the moment of its last tick
 * since `since`: when the checklist was completed, as the test mode replays it.
 */
export async function recordedCompletions(
  db: Kysely<Database>,
  projectId: number,
  since: Date,
): Promise<RecordedCompletion[]> {
  const rows = await db
    .selectFrom("taskActivity as a")
    .innerJoin("tasks as t", "t.id", "a.taskId")
    .select(["a.taskId", (eb) => eb.fn.max("a.createdAt").as("at")])
    .where("t.projectId", "=", projectId)
    .where("t.checklistTotal", ">", 0)
    .whereRef("t.checklistDone", "=", "t.checklistTotal")
    .where("a.kind", "=", "checklist_checked")
    .where("a.createdAt", ">=", since.toISOString())
    .groupBy("a.taskId")
    .execute();
  return rows.map((row) => ({ taskId: row.taskId, at: String(row.at) }));
}

/** The rules a plan set up in a project, by the process each runs. */
export async function rulesByProcess(
  db: Kysely<Database>,
  projectId: number,
): Promise<Map<string, { id: number; name: string; enabled: boolean }>> {
  const rows = await db
    .selectFrom("rules")
    .select(["id", "name", "enabled", "processId"])
    .where("projectId", "=", projectId)
    .where("processId", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.processId as string, row]));
}
