/**
 * The processes of a project's plan and how Cairn runs each ("Your routines" on the Overview,
 * docs/routines.md): the instruments of docs/process-instruments.md, the process's routine and
 * rule in this project, and its state. Setting up a plan's routines makes each recurring process's
 * routine from its preset (knowledge/routine-presets.ts), once per process and project.
 */
import type { ColumnRequirement } from "@cairn/schema/column-policies";
import type { PlanProcess } from "@cairn/schema/routines";
import type { ColumnKey } from "@cairn/schema/task-status";
import { wizardInput } from "@cairn/schema/wizard";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { describeSchedule } from "../../lib/recurrence.js";
import {
  columnPolicies,
  describePreset,
  presetHeld,
  setUpPlanPolicies,
} from "../board/plan-policies.js";
import type { Actor } from "../board/task-events.js";
import { projectPlanAnswers } from "../documents/documents.repo.js";
import { setUpPlanRules } from "../rules/plan-rules.js";
import { rulesByProcess } from "../rules/rules.repo.js";
import { mayHoldTask } from "../tasks/assignee.js";
import {
  AWAITED,
  INSTRUMENTS,
  PROCESS_INSTRUMENTS,
  type ProcessInstruments,
} from "../wizard/knowledge/instruments.js";
import { policyPresetOf } from "../wizard/knowledge/policy-presets.js";
import { PROCESSES, type ProcessId } from "../wizard/knowledge/processes.js";
import { routinePresetOf } from "../wizard/knowledge/routine-presets.js";
import { rulePresetOf } from "../wizard/knowledge/rule-presets.js";
import { makePlan } from "../wizard/planner.js";
import { countingFrom } from "./checks.js";
import { scheduleOf } from "./present.js";
import { insertRoutine, type RoutineRow, routinesByProcess } from "./routines.repo.js";

/** The ids of the processes the project's plan recommends, in the plan's order; undefined: no project. */
export async function planProcessIds(
  db: Kysely<Database>,
  projectId: number,
): Promise<ProcessId[] | undefined> {
  const plan = await projectPlanAnswers(db, projectId);
  if (!plan) return undefined;
  const answers = wizardInput.safeParse(plan.answers);
  if (!answers.success) return [];
  return makePlan(answers.data).processes.map((process) => process.id as ProcessId);
}

type PlanRule = NonNullable<PlanProcess["rule"]>;

/**
 * A process of the plan as the Overview lists it, with its routine and its rule here (if any),
 * and whether the project's columns hold its policies.
 */
export function describeProcess(
  id: ProcessId,
  routine: RoutineRow | undefined,
  rule: PlanRule | undefined,
  columns: ReadonlyMap<ColumnKey, readonly ColumnRequirement[]>,
): PlanProcess {
  const { runs, awaits } = PROCESS_INSTRUMENTS[id] as ProcessInstruments;
  const policy = policyPresetOf(id);
  const missing: PlanProcess["missing"] = [
    ...(routinePresetOf(id) && !routine ? (["routine"] as const) : []),
    ...(rulePresetOf(id) && !rule ? (["rule"] as const) : []),
    ...(policy && !presetHeld(columns, policy) ? (["policy"] as const) : []),
  ];
  const state: PlanProcess["state"] =
    missing.length > 0
      ? "missing"
      : routine?.paused || rule?.enabled === false
        ? "paused"
        : awaits.length > 0
          ? "waiting"
          : "running";
  return {
    processId: id,
    name: PROCESSES[id].name,
    what: PROCESSES[id].what,
    runs: runs.map((instrument) => INSTRUMENTS[instrument]),
    awaits: awaits.map((awaited) => AWAITED[awaited]),
    routine: routine
      ? {
          id: routine.id,
          name: routine.name,
          schedule: describeSchedule(scheduleOf(routine)),
          paused: routine.paused,
          nextAt: routine.paused ? null : routine.nextAt,
        }
      : null,
    rule: rule ? { id: rule.id, name: rule.name, enabled: rule.enabled } : null,
    policy: policy ? describePreset(policy) : null,
    missing,
    state,
  };
}

export async function listPlanProcesses(
  db: Kysely<Database>,
  projectId: number,
): Promise<PlanProcess[] | undefined> {
  const ids = await planProcessIds(db, projectId);
  if (!ids) return undefined;
  const [routines, rules, columns] = await Promise.all([
    routinesByProcess(db, projectId),
    rulesByProcess(db, projectId),
    columnPolicies(db, projectId),
  ]);
  return ids.map((id) => describeProcess(id, routines.get(id), rules.get(id), columns));
}

/**
 * Sets up the routine of every recurring process the project's plan recommends and the project
 * lacks, counting from now, given to `assigneeId` when the shared rule allows it (the project's
 * consultant, on conversion), the ready-made rule of every process a rule runs
 * (rules/plan-rules.ts) and the column policies of every process they run
 * (board/plan-policies.ts). Answers how many routines, rules and columns it set up.
 */
export async function setUpPlanRoutines(
  db: Kysely<Database>,
  project: { id: number; startDate: string; assigneeId: number | null },
  actor: Actor,
  now: Date,
): Promise<number> {
  const createdBy = actor.id;
  const ids = (await planProcessIds(db, project.id)) ?? [];
  const existing = await routinesByProcess(db, project.id);
  const assigneeId =
    project.assigneeId !== null &&
    (await mayHoldTask(db, project.id, project.assigneeId, "consultant"))
      ? project.assigneeId
      : null;
  let made = 0;
  for (const id of ids) {
    const preset = routinePresetOf(id);
    if (!preset || existing.has(id)) continue;
    const schedule = {
      recurrence: preset.recurrence,
      startsOn: project.startDate,
      time: preset.time,
      timeZone: "UTC",
    };
    const routineId = await insertRoutine(db, {
      ...schedule,
      name: preset.name,
      durationMinutes: preset.durationMinutes,
      taskTitle: null,
      taskDescription: PROCESSES[id].what.replace(/^./, (first) => first.toUpperCase()),
      checklist: [...preset.checklist],
      assigneeId,
      agendaTemplateId: preset.agenda ?? null,
      paused: false,
      ...countingFrom(schedule, now, false),
      projectId: project.id,
      processId: id,
      createdBy,
      now,
    });
    if (routineId !== undefined) made++;
  }
  return (
    made +
    (await setUpPlanRules(db, project.id, ids, createdBy, now)) +
    (await setUpPlanPolicies(db, project.id, ids, actor, now))
  );
}
