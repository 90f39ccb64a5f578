/**
 * A project made from a plan runs the plan's recurring processes as routines and its rule-run
 * processes as rules: conversion of a won lead, for ten contrasting wizard answers, sets up the
 * routine of every recommended process that has one (knowledge/routine-presets.ts) and the
 * ready-made rule of every one a rule runs (knowledge/rule-presets.ts) and the column policies of
 * every one they run (knowledge/policy-presets.ts), and nothing else; "Your routines" lists each
 * process with what runs it and its state; a deleted routine or rule, or a cleared policy, is
 * "missing" until set up again.
 */
import type { WizardInput } from "@cairn/schema/wizard";
import { wizardInput } from "@cairn/schema/wizard";
import { beforeAll, expect, it } from "vitest";
import { type DemoIds, demoIds, freshProject, unique } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { PROCESS_INSTRUMENTS, type ProcessInstruments } from "../wizard/knowledge/instruments.js";
import { PROCESS_POLICIES } from "../wizard/knowledge/policy-presets.js";
import type { ProcessId } from "../wizard/knowledge/processes.js";
import { ROUTINE_PRESETS } from "../wizard/knowledge/routine-presets.js";
import { PROCESS_RULES } from "../wizard/knowledge/rule-presets.js";
import { makePlan, planToResult } from "../wizard/planner.js";

const NOW = new Date("2026-06-10T08:00:00.000Z");

/** Ten teams unlike each other: size, industry, pains, goals, tools and experience. */
const ANSWERS: WizardInput[] = [
  {
    teamSize: 12,
    industry: "Technology",
    painPoints: ["Missed deadlines"],
    goals: ["Delivery speed"],
    currentTools: ["Jira", "Slack", "GitHub"],
  },
  {
    teamSize: 3,
    industry: "Consulting",
    painPoints: ["Tracking ROI"],
    experienceLevel: "beginner",
  },
  {
    teamSize: 40,
    industry: "Healthcare",
    painPoints: ["Inconsistent processes", "Team communication"],
    goals: ["Reduced risks"],
    currentTools: ["Microsoft Teams"],
  },
  {
    teamSize: 150,
    industry: "Finance",
    painPoints: ["Lack of reporting", "Resource allocation"],
    goals: ["Scaling operations", "Project visibility"],
    experienceLevel: "advanced",
  },
  {
    teamSize: 8,
    industry: "Legal",
    painPoints: ["Missed deadlines"],
    goals: ["Client satisfaction"],
  },
  {
    teamSize: 60,
    industry: "Manufacturing",
    painPoints: ["Visibility into progress"],
    goals: ["Standardised processes"],
    currentTools: ["Trello"],
  },
  {
    teamSize: 25,
    industry: "Retail",
    painPoints: ["Tool fragmentation"],
    currentTools: ["Asana", "Notion", "Zoom"],
  },
  {
    teamSize: 15,
    industry: "Education",
    painPoints: ["Team communication"],
    goals: ["Collaboration"],
    experienceLevel: "beginner",
  },
  {
    teamSize: 6,
    industry: "Marketing",
    painPoints: ["Resource allocation", "Tracking ROI"],
    goals: ["Client satisfaction", "Resource planning"],
    currentTools: ["Monday.com", "Slack"],
  },
  {
    teamSize: 90,
    industry: "Construction",
    painPoints: ["Missed deadlines", "Lack of reporting"],
    goals: ["Reduced risks", "Delivery speed"],
    currentTools: ["ClickUp", "Confluence", "GitLab"],
    experienceLevel: "advanced",
  },
];

interface Listed {
  processId: string;
  state: string;
  runs: string[];
  awaits: string[];
  routine: { id: number; name: string; schedule: string; nextAt: string | null } | null;
  rule: { id: number; name: string; enabled: boolean } | null;
  policy: string | null;
  missing: string[];
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let ids: DemoIds;
  let admin: string;
  let consultant: string;

  beforeAll(async () => {
    t.setNow(NOW);
    ids = await demoIds(t.db);
    admin = await t.session("admin");
    consultant = await t.session("consultant");
  });

  /** A won lead with a saved plan of these answers, converted with that plan. */
  async function convertWith(answers: WizardInput): Promise<number> {
    const request = wizardInput.parse(answers);
    const { id: planId } = await t.db
      .insertInto("plans")
      .values({
        tokenHash: unique("hash"),
        answers: JSON.stringify(request),
        plan: JSON.stringify(planToResult(makePlan(request))),
        engineVersion: "planner-1",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id: leadId } = await t.db
      .insertInto("leads")
      .values({
        name: "Sam Doe",
        email: `${unique("sam")}@example.com`,
        company: "Example",
        planType: "pro",
        status: "won",
        assignedTo: ids.users.consultant,
        planId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const converted = await t.request({
      method: "POST",
      url: `/api/leads/${leadId}/convert`,
      headers: { cookie: admin },
      payload: { projectName: unique("From a plan"), plan: "lead", startDate: "2026-06-08" },
    });
    expect(converted.statusCode, converted.body).toBe(201);
    return converted.json().project.id as number;
  }

  const processesOf = async (projectId: number) => {
    const response = await t.request({
      method: "GET",
      url: `/api/projects/${projectId}/plan-processes`,
      headers: { cookie: consultant },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().processes as Listed[];
  };

  // Ten conversions, each a project with its plan, roadmap, routines, rules and policies: about
  // 1 s each on an idle core with PGlite, over 3 s on a loaded one.
  it("sets up the routine of every recurring process the plan recommends, for ten contrasting teams", async () => {
    const recurring = new Set<string>(Object.keys(ROUTINE_PRESETS));
    const ruled = new Set<string>(Object.keys(PROCESS_RULES));
    const policed = new Set<string>(Object.keys(PROCESS_POLICIES));
    const seen = new Set<string>();
    for (const answers of ANSWERS) {
      const projectId = await convertWith(answers);
      const planned = makePlan(wizardInput.parse(answers)).processes.map((p) => p.id);
      const listed = await processesOf(projectId);
      expect(listed.map((p) => p.processId)).toEqual(planned);

      const routines = await t.db
        .selectFrom("routines")
        .select(["processId", "assigneeId", "paused", "nextAt"])
        .where("projectId", "=", projectId)
        .execute();
      // One routine per recurring process, none for the others, each given to the consultant.
      expect(routines.map((r) => r.processId).sort()).toEqual(
        planned.filter((id) => recurring.has(id)).sort(),
      );
      for (const routine of routines) {
        expect(routine).toMatchObject({ assigneeId: ids.users.consultant, paused: false });
        expect(routine.nextAt).not.toBeNull();
      }
      // One ready-made rule per process a rule runs, enabled, acting for whoever converted.
      const rules = await t.db
        .selectFrom("rules")
        .select(["processId", "preset", "enabled", "createdBy"])
        .where("projectId", "=", projectId)
        .execute();
      expect(rules.map((r) => r.processId).sort()).toEqual(
        planned.filter((id) => ruled.has(id)).sort(),
      );
      for (const rule of rules) {
        expect(rule).toMatchObject({
          preset: PROCESS_RULES[rule.processId as keyof typeof PROCESS_RULES],
          enabled: true,
          createdBy: ids.users.admin,
        });
      }
      // The columns ask exactly what the plan's policies ask, together, and nothing else.
      const wanted = new Map<string, Set<string>>();
      for (const id of planned.filter((id) => policed.has(id))) {
        for (const [key, requires] of Object.entries(
          PROCESS_POLICIES[id as keyof typeof PROCESS_POLICIES],
        )) {
          for (const requirement of requires) {
            wanted.set(key, (wanted.get(key) ?? new Set()).add(requirement));
          }
        }
      }
      const columns = await t.db
        .selectFrom("projectColumns")
        .select(["key", "requires"])
        .where("projectId", "=", projectId)
        .execute();
      for (const column of columns) {
        expect([...column.requires].sort(), column.key).toEqual(
          [...(wanted.get(column.key) ?? [])].sort(),
        );
      }
      // Every process is run by something, or says what it waits for.
      for (const process of listed) {
        const { runs, awaits } = PROCESS_INSTRUMENTS[
          process.processId as ProcessId
        ] as ProcessInstruments;
        expect(process.runs).toHaveLength(runs.length);
        expect(process.awaits).toHaveLength(awaits.length);
        expect(process.state).toBe(awaits.length > 0 ? "waiting" : "running");
        expect(process.routine !== null).toBe(recurring.has(process.processId));
        expect(process.rule !== null).toBe(ruled.has(process.processId));
        expect(process.policy !== null).toBe(policed.has(process.processId));
        expect(process.missing).toEqual([]);
        seen.add(process.processId);
      }
    }
    // The ten teams between them meet a good part of the knowledge base, rule-run ones too.
    expect(seen.size).toBeGreaterThanOrEqual(20);
    expect([...ruled].filter((id) => seen.has(id)).length).toBeGreaterThanOrEqual(2);
    expect([...policed].filter((id) => seen.has(id)).length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it("lists a cleared definition of done as missing until the consultant sets it up again", async () => {
    const projectId = await convertWith(ANSWERS[0] as WizardInput);
    const gate = (await processesOf(projectId)).find((p) => p.processId === "code-review-gate");
    expect(gate).toMatchObject({
      state: "running",
      policy: "To Do and In Progress: a pass through Review.",
      missing: [],
    });
    const cleared = await t.request({
      method: "PUT",
      url: `/api/projects/${projectId}/columns/inprogress/policy`,
      headers: { cookie: consultant },
      payload: { requires: [] },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(
      (await processesOf(projectId)).find((p) => p.processId === "code-review-gate"),
    ).toMatchObject({ state: "missing", missing: ["policy"] });
    const setUp = await t.request({
      method: "POST",
      url: `/api/projects/${projectId}/plan-processes/routines`,
      headers: { cookie: consultant },
    });
    expect(setUp.statusCode).toBe(200);
    expect(
      (setUp.json().processes as Listed[]).find((p) => p.processId === "code-review-gate"),
    ).toMatchObject({ state: "running", missing: [] });
    const inProgress = await t.db
      .selectFrom("projectColumns")
      .select("requires")
      .where("projectId", "=", projectId)
      .where("key", "=", "inprogress")
      .executeTakeFirstOrThrow();
    expect(inProgress.requires).toContain("review");
  });

  it("lists a deleted routine as missing until the consultant sets the plan's routines up again", async () => {
    const projectId = await convertWith(ANSWERS[0] as WizardInput);
    const riskReview = (await processesOf(projectId)).find((p) => p.processId === "risk-review");
    expect(riskReview).toMatchObject({
      state: "running",
      runs: [
        "the risk and decision register",
        "a routine that adds its task, with its checklist, at each occurrence",
        "a rule that flags, notifies and acts on tasks, risks and schedules by itself",
      ],
      routine: { name: "Weekly risk review", schedule: "every week on Monday at 10:00 UTC" },
      rule: { name: "High risk alert", enabled: true },
    });
    await t.request({
      method: "DELETE",
      url: `/api/projects/${projectId}/routines/${riskReview?.routine?.id}`,
      headers: { cookie: consultant },
    });
    expect((await processesOf(projectId)).find((p) => p.processId === "risk-review")).toMatchObject(
      {
        state: "missing",
        routine: null,
      },
    );
    const setUp = await t.request({
      method: "POST",
      url: `/api/projects/${projectId}/plan-processes/routines`,
      headers: { cookie: consultant },
    });
    expect(setUp.statusCode).toBe(200);
    const again = (setUp.json().processes as Listed[]).find((p) => p.processId === "risk-review");
    expect(again).toMatchObject({ state: "running", routine: { name: "Weekly risk review" } });
    // Set up once: the others were not doubled.
    const counts = await t.db
      .selectFrom("routines")
      .select(["processId"])
      .where("projectId", "=", projectId)
      .execute();
    expect(new Set(counts.map((r) => r.processId)).size).toBe(counts.length);
  });

  it("lists no process for a project made without a plan", async () => {
    const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
    expect(await processesOf(projectId)).toEqual([]);
  });
});
