/**
 * The knowledge base is data, so its consistency is tested as data: every pick fits its band,
 * every answer of the contract's lists is known and answered, every schedule adds up, every task
 * lands in a phase, and the README's tables say what the data says.
 */
import { readFileSync } from "node:fs";
import {
  EXPERIENCE_LEVELS,
  GOALS,
  INDUSTRIES,
  PAIN_POINTS,
  TEAM_SIZE_BANDS,
  WIZARD_LIST_DEFAULTS,
  WIZARD_TOOLS,
} from "@cairn/schema/constants";
import { describe, expect, it } from "vitest";
import { TEMPLATE_BODIES } from "../templates/bodies/index.js";
import { templateId } from "../templates/catalogue.js";
import {
  AWAITED,
  INSTRUMENTS,
  instrumentRow,
  PROCESS_INSTRUMENTS,
  type ProcessInstruments,
} from "./knowledge/instruments.js";
import { ROADMAP_DAYS, SETUP_DAYS } from "./knowledge/phases.js";
import type { PhaseKey, PlanTask } from "./knowledge/plan-task.js";
import { PROCESS_POLICIES } from "./knowledge/policy-presets.js";
import type { ProcessId } from "./knowledge/processes.js";
import { ROUTINE_PRESETS, type RoutinePreset } from "./knowledge/routine-presets.js";
import { PROCESS_RULES } from "./knowledge/rule-presets.js";
import { CATEGORY_ORDER } from "./knowledge/tools.js";
import type { Band, Category } from "./knowledge/types.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";
import { scheduleFor, spanFor } from "./schedule.js";

const PLACEHOLDERS = new Set([
  "n",
  "tracker",
  "docs",
  "chat",
  "audience",
  "pilotStart",
  "processesStart",
]);

const fits = (tool: keyof typeof KNOWLEDGE_BASE.tools, category: Category, band: Band) =>
  KNOWLEDGE_BASE.tools[tool].covers[category]?.includes(band) ?? false;

/** Every text of the knowledge base that may hold placeholders. */
function allTexts(): string[] {
  const { industries, bands, tools, experience, processes, features, phases } = KNOWLEDGE_BASE;
  const tasks = (list: readonly PlanTask[]) => list.map((task) => task.text);
  return [
    ...Object.values(industries).flatMap((p) => [p.reason, p.nextStep, ...tasks(p.tasks)]),
    ...Object.values(bands).flatMap((p) => [p.reason, ...tasks(p.tasks)]),
    ...Object.values(experience).flatMap((p) => [p.reason, p.nextStep, ...tasks(p.tasks)]),
    ...Object.values(tools).flatMap((p) => [p.keepTask, p.setupTask, p.limit ?? ""]),
    ...Object.values(processes).flatMap((p) => [p.name, p.what, p.firstStep.text]),
    ...Object.values(features).flatMap((p) => [p.name, p.what, p.task.text]),
    ...Object.values(phases).flatMap((p) => [p.title, ...p.tasks]),
  ];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/**
 * Rows of the README table whose first header cells are `headers` ("Industry | Work 1-5"),
 * read cell by cell so that a formatter's column padding does not matter.
 */
function readmeTable(headers: string): string[][] {
  const readme = readFileSync(new URL("./README.md", import.meta.url), "utf8");
  const lines = readme.split("\n");
  const wanted = headers.split("|").map((cell) => cell.trim());
  const start = lines.findIndex(
    (line) =>
      line.trim().startsWith("|") && wanted.every((header, index) => cells(line)[index] === header),
  );
  if (start < 0) throw new Error(`README has no table starting with "${headers}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith("|")) break;
    rows.push(cells(line));
  }
  return rows;
}

describe("the knowledge base", () => {
  it("has a profile for every industry, tool, band and experience level of the lists", () => {
    expect(Object.keys(KNOWLEDGE_BASE.industries).sort()).toEqual([...INDUSTRIES].sort());
    expect(Object.keys(KNOWLEDGE_BASE.tools).sort()).toEqual([...WIZARD_TOOLS].sort());
    expect(Object.keys(KNOWLEDGE_BASE.bands).sort()).toEqual([...TEAM_SIZE_BANDS].sort());
    expect(Object.keys(KNOWLEDGE_BASE.experience).sort()).toEqual([...EXPERIENCE_LEVELS].sort());
  });

  it("answers every pain point and goal of the lists, and the defaults, with a process", () => {
    const painLabels = KNOWLEDGE_BASE.painPoints.map((profile) => profile.label);
    const goalLabels = KNOWLEDGE_BASE.goals.map((profile) => profile.label);
    expect(painLabels).toEqual([...PAIN_POINTS, WIZARD_LIST_DEFAULTS.painPoints]);
    expect(goalLabels).toEqual([...GOALS, WIZARD_LIST_DEFAULTS.goals]);
    for (const profile of [...KNOWLEDGE_BASE.painPoints, ...KNOWLEDGE_BASE.goals]) {
      expect(profile.processes.length, profile.label).toBeGreaterThan(0);
      expect(profile.templates.length, profile.label).toBeGreaterThan(0);
      // The phrase is the label as it reads in a sentence, so a reader finds their own words.
      expect(profile.phrase.toLowerCase()).toBe(profile.label.toLowerCase());
    }
  });

  it("picks, for every industry and band, tools that fit that band", () => {
    for (const profile of Object.values(KNOWLEDGE_BASE.industries)) {
      for (const band of TEAM_SIZE_BANDS) {
        expect(fits(profile.picks.work[band], "work", band), `${profile.label} ${band}`).toBe(true);
        expect(fits(profile.picks.docs[band], "docs", band), `${profile.label} ${band}`).toBe(true);
        expect(fits(profile.picks.chat, "chat", band)).toBe(true);
        expect(fits(profile.picks.meetings, "meetings", band)).toBe(true);
        if (profile.picks.code) expect(fits(profile.picks.code, "code", band)).toBe(true);
      }
    }
  });

  it("says why a tool stops fitting wherever it fits only some bands", () => {
    for (const tool of Object.values(KNOWLEDGE_BASE.tools)) {
      const partial = Object.values(tool.covers).some(
        (bands) => bands.length < TEAM_SIZE_BANDS.length,
      );
      if (partial) expect(tool.limit, tool.name).toBeDefined();
    }
  });

  it("lays out every schedule as the 30-day setup, then the roadmap to day 60", () => {
    for (const level of EXPERIENCE_LEVELS) {
      const schedule = scheduleFor(level);
      expect(schedule[0]?.startDay).toBe(1);
      expect(schedule.at(-1)?.endDay).toBe(ROADMAP_DAYS);
      expect(schedule.some((span) => span.endDay === SETUP_DAYS)).toBe(true);
      schedule.slice(1).forEach((span, index) => {
        expect(span.startDay).toBe((schedule[index]?.endDay ?? 0) + 1);
      });
    }
  });

  it("gives advanced teams steps no longer than intermediate ones, and those no longer than beginners'", () => {
    const days = (level: (typeof EXPERIENCE_LEVELS)[number], phase: PhaseKey) =>
      KNOWLEDGE_BASE.experience[level].schedule.find((step) => step.phase === phase)?.days;
    for (const phase of Object.keys(KNOWLEDGE_BASE.phases) as PhaseKey[]) {
      const [beginner, intermediate, advanced] = EXPERIENCE_LEVELS.map((level) =>
        days(level, phase),
      );
      if (advanced !== undefined && intermediate !== undefined) {
        expect(advanced, phase).toBeLessThanOrEqual(intermediate);
      }
      if (intermediate !== undefined && beginner !== undefined) {
        expect(intermediate, phase).toBeLessThanOrEqual(beginner);
      }
    }
    const coaching = (level: (typeof EXPERIENCE_LEVELS)[number]) =>
      KNOWLEDGE_BASE.experience[level].tasks.filter((task) => task.text.startsWith("Coaching:"))
        .length;
    expect(coaching("beginner")).toBeGreaterThan(coaching("intermediate"));
    expect(coaching("intermediate")).toBeGreaterThan(coaching("advanced"));
  });

  it("places every task of the knowledge base in a phase of every schedule", () => {
    const { industries, bands, experience, processes, features } = KNOWLEDGE_BASE;
    const phases: PhaseKey[] = [
      ...Object.values(industries).flatMap((p) => p.tasks.map((task) => task.phase)),
      ...Object.values(bands).flatMap((p) => p.tasks.map((task) => task.phase)),
      ...Object.values(experience).flatMap((p) => p.tasks.map((task) => task.phase)),
      ...Object.values(processes).map((p) => p.firstStep.phase),
      ...Object.values(features).map((p) => p.task.phase),
    ];
    for (const level of EXPERIENCE_LEVELS) {
      const schedule = scheduleFor(level);
      for (const phase of phases) expect(() => spanFor(schedule, phase)).not.toThrow();
    }
  });

  it("uses only placeholders the planner fills", () => {
    for (const text of allTexts()) {
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) {
        expect(PLACEHOLDERS.has(name ?? ""), `{${name}} in "${text}"`).toBe(true);
      }
    }
  });

  it("matches the README's table of tool fits", () => {
    const rows = readmeTable("Tool");
    expect(rows.map((row) => row[0]).sort()).toEqual(Object.keys(KNOWLEDGE_BASE.tools).sort());
    for (const [name, ...cells] of rows) {
      const tool = KNOWLEDGE_BASE.tools[name as keyof typeof KNOWLEDGE_BASE.tools];
      CATEGORY_ORDER.forEach((category, index) => {
        const bands = tool.covers[category];
        const written =
          bands === undefined
            ? ""
            : bands.length === TEAM_SIZE_BANDS.length
              ? "all"
              : bands.join(", ");
        expect(cells[index], `${name} ${category}`).toBe(written);
      });
    }
  });

  it("matches the README's table of industry picks", () => {
    const rows = readmeTable("Industry | Work 1-5");
    expect(rows.map((row) => row[0])).toEqual([...INDUSTRIES]);
    for (const [name, ...cells] of rows) {
      const { picks } = KNOWLEDGE_BASE.industries[name as keyof typeof KNOWLEDGE_BASE.industries];
      expect(cells).toEqual([
        ...TEAM_SIZE_BANDS.map((band) => picks.work[band]),
        ...TEAM_SIZE_BANDS.map((band) => picks.docs[band]),
        picks.chat,
        picks.meetings,
        picks.code ?? "",
      ]);
    }
  });

  it("matches the README's table of phase lengths", () => {
    const rows = readmeTable("Experience | Kick-off");
    const order: PhaseKey[] = [
      "kickoff",
      "tools",
      "processes",
      "pilot",
      "automation",
      "rollout",
      "tune",
      "embed",
      "improve",
      "scale",
    ];
    expect(rows.map((row) => row[0])).toEqual([...EXPERIENCE_LEVELS]);
    for (const [level, ...cells] of rows) {
      const schedule =
        KNOWLEDGE_BASE.experience[level as (typeof EXPERIENCE_LEVELS)[number]].schedule;
      expect(schedule.map((step) => step.phase)).toEqual(
        order.filter((phase) => schedule.some((step) => step.phase === phase)),
      );
      expect(cells).toEqual(
        order.map((phase) => String(schedule.find((step) => step.phase === phase)?.days ?? "")),
      );
    }
  });

  it("matches the README's tables of processes per pain point, goal, industry and band", () => {
    const names = (ids: readonly (keyof typeof KNOWLEDGE_BASE.processes)[]) =>
      ids.map((id) => KNOWLEDGE_BASE.processes[id].name).join("; ") || "(none)";
    const check = (
      header: string,
      profiles: { label: string; processes: readonly (keyof typeof KNOWLEDGE_BASE.processes)[] }[],
    ) => {
      const rows = readmeTable(header);
      expect(rows.map((row) => row[1])).toEqual(
        profiles.map((profile) => names(profile.processes)),
      );
    };
    check("Pain point", [...KNOWLEDGE_BASE.painPoints]);
    check("Goal", [...KNOWLEDGE_BASE.goals]);
    check("Industry | Processes", Object.values(KNOWLEDGE_BASE.industries));
    check(
      "Band",
      Object.values(KNOWLEDGE_BASE.bands).map((profile) => ({
        label: profile.band,
        processes: profile.processes,
      })),
    );
    check(
      "Experience | Processes",
      Object.values(KNOWLEDGE_BASE.experience).map((profile) => ({
        label: profile.level,
        processes: profile.processes,
      })),
    );
  });

  it("has the instruments of every process written in docs/process-instruments.md, row for row", () => {
    const doc = readFileSync(
      new URL("../../../../../docs/process-instruments.md", import.meta.url),
      "utf8",
    );
    // A row's cells as written, whatever padding the formatter gave them.
    const mapRows = doc
      .split("\n")
      .filter((line) => /^\| `[a-z0-9-]+` +\|[^|]+\|[^|]+\|[^|]+\|$/.test(line))
      .map((line) => line.replace(/ {2,}/g, " "));
    const ids = Object.keys(KNOWLEDGE_BASE.processes) as ProcessId[];
    expect(mapRows).toEqual(ids.map(instrumentRow));
    // A process runs as a routine exactly when a plan can set its routine up (its preset).
    const withRoutines = ids.filter((id) =>
      (PROCESS_INSTRUMENTS[id] as ProcessInstruments).runs.includes("routines"),
    );
    expect(withRoutines.sort()).toEqual(Object.keys(ROUTINE_PRESETS).sort());
    // A routine's agenda is a template of the library, with a body to fill in.
    const library = new Set(Object.keys(TEMPLATE_BODIES).map(templateId));
    for (const [id, preset] of Object.entries(ROUTINE_PRESETS) as [string, RoutinePreset][]) {
      if (preset.agenda !== undefined) expect(library.has(preset.agenda), id).toBe(true);
    }
    // …and as a rule exactly when a plan can set its ready-made rule up.
    const withRules = ids.filter((id) =>
      (PROCESS_INSTRUMENTS[id] as ProcessInstruments).runs.includes("rules"),
    );
    expect(withRules.sort()).toEqual(Object.keys(PROCESS_RULES).sort());
    // …and through column policies exactly when a plan can set its policies.
    const withPolicies = ids.filter((id) =>
      (PROCESS_INSTRUMENTS[id] as ProcessInstruments).runs.includes("column-policies"),
    );
    expect(withPolicies.sort()).toEqual(Object.keys(PROCESS_POLICIES).sort());
    // Every instrument and everything awaited is explained in its own table.
    for (const name of [...Object.keys(INSTRUMENTS), ...Object.keys(AWAITED)]) {
      expect(doc, name).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, "m"));
    }
  });
});
