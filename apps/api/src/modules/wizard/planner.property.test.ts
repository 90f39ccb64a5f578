/**
 * Invariants of the planner over generated answers: from the wizard's option lists, and from
 * free text (what the API accepts besides the options).
 */
import {
  EXPERIENCE_LEVELS,
  GOALS,
  INDUSTRIES,
  PAIN_POINTS,
  WIZARD_TOOLS,
} from "@cairn/schema/constants";
import { type WizardRequest, wizardInput, wizardResult } from "@cairn/schema/wizard";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TEMPLATE_NAMES } from "../templates/catalogue.js";
import { MAX_TEMPLATES } from "./choose-templates.js";
import { enrichmentProblem } from "./enrichment-checks.js";
import { ROADMAP_DAYS, SETUP_DAYS } from "./knowledge/phases.js";
import { makePlan, planToResult } from "./planner.js";

/** Free text without braces, so any `{…}` left in a plan would be an unfilled placeholder. */
const freeText = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .,&'()/-]{0,39}$/);
const option = <T extends string>(list: readonly T[]) =>
  fc.oneof(fc.constantFrom(...list), freeText);

const answers: fc.Arbitrary<WizardRequest> = fc
  .record(
    {
      teamSize: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 100_000 })),
      industry: option(INDUSTRIES),
      currentTools: fc.array(option([...WIZARD_TOOLS, "None", "Teams"]), { maxLength: 8 }),
      painPoints: fc.array(option(PAIN_POINTS), { maxLength: 8 }),
      goals: fc.array(option(GOALS), { maxLength: 8 }),
      userRole: freeText,
      experienceLevel: fc.constantFrom(...EXPERIENCE_LEVELS),
    },
    { requiredKeys: ["industry"] },
  )
  .map((raw) => wizardInput.parse(raw));

const RUNS = { numRuns: 200 };

function duplicates(list: readonly string[]): string[] {
  return list.filter((item, index) => list.indexOf(item) !== index);
}

describe("the planner, for any answers", () => {
  it("fills days 1–30 with the setup and days 31–60 with the roadmap, without gaps or overlaps", () => {
    fc.assert(
      fc.property(answers, (input) => {
        const result = planToResult(makePlan(input));
        const spans = result.setup_plan.map((phase) => {
          const match = /^Days (\d+)–(\d+)$/.exec(phase.duration);
          expect(match, phase.duration).not.toBeNull();
          return { start: Number(match?.[1]), end: Number(match?.[2]) };
        });
        let next = 1;
        for (const span of spans) {
          expect(span.start).toBe(next);
          expect(span.end).toBeGreaterThanOrEqual(span.start);
          next = span.end + 1;
        }
        expect(next - 1).toBe(ROADMAP_DAYS);
        const setup = spans.filter((span) => span.end <= SETUP_DAYS);
        expect(setup.reduce((days, span) => days + span.end - span.start + 1, 0)).toBe(SETUP_DAYS);
      }),
      RUNS,
    );
  });

  it("answers every pain point and goal with at least one process that names it", () => {
    fc.assert(
      fc.property(answers, (input) => {
        const plan = makePlan(input);
        for (const need of [...plan.answers.painPoints, ...plan.answers.goals]) {
          const answering = plan.processes.filter((process) =>
            process.answers.includes(need.label),
          );
          expect(answering.length, need.label).toBeGreaterThan(0);
          const label = need.label.toLowerCase();
          expect(answering.some((process) => process.text.toLowerCase().includes(label))).toBe(
            true,
          );
        }
      }),
      RUNS,
    );
  });

  it("never recommends the same thing twice", () => {
    fc.assert(
      fc.property(answers, (input) => {
        const plan = makePlan(input);
        const result = planToResult(plan);
        expect(duplicates(result.recommendations.tools)).toEqual([]);
        expect(duplicates(result.recommendations.processes)).toEqual([]);
        expect(duplicates(result.recommendations.templates)).toEqual([]);
        expect(duplicates(plan.processes.map((process) => process.id))).toEqual([]);
        expect(duplicates(plan.templates.map((template) => template.name))).toEqual([]);
        expect(duplicates(result.next_steps)).toEqual([]);
        for (const phase of result.setup_plan) expect(duplicates(phase.tasks)).toEqual([]);
      }),
      RUNS,
    );
  });

  it("gives the same plan for the same answers", () => {
    fc.assert(
      fc.property(answers, (input) => {
        expect(planToResult(makePlan(structuredClone(input)))).toEqual(
          planToResult(makePlan(input)),
        );
      }),
      RUNS,
    );
  });

  it("names only templates of the catalogue, at most 15", () => {
    fc.assert(
      fc.property(answers, (input) => {
        const { templates } = planToResult(makePlan(input)).recommendations;
        expect(templates.length).toBeGreaterThan(0);
        expect(templates.length).toBeLessThanOrEqual(MAX_TEMPLATES);
        for (const line of templates) {
          expect(TEMPLATE_NAMES.has(line.split(" — ")[0] ?? ""), line).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("gives every recommendation its reason and leaves no placeholder unfilled", () => {
    fc.assert(
      fc.property(answers, (input) => {
        const result = planToResult(makePlan(input));
        const { tools, processes, templates } = result.recommendations;
        for (const line of [...processes, ...templates]) expect(line).toMatch(/ — .*because /);
        for (const line of tools) expect(line).toMatch(/ — /);
        const texts = [
          ...tools,
          ...processes,
          ...templates,
          ...result.next_steps,
          ...result.setup_plan.flatMap((phase) => [phase.phase, ...phase.tasks]),
        ];
        for (const text of texts) expect(text).not.toMatch(/[{}]/);
      }),
      RUNS,
    );
  });

  it("answers the response schema, and passes the checks an enriched plan must pass", () => {
    fc.assert(
      fc.property(answers, (input) => {
        const plan = makePlan(input);
        const result = planToResult(plan);
        expect(wizardResult.safeParse(result).success).toBe(true);
        const labels = [...plan.answers.painPoints, ...plan.answers.goals].map(
          (need) => need.label,
        );
        expect(enrichmentProblem(result, result, labels)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it("never throws on any text the API accepts", () => {
    const anyText = fc
      .string({ minLength: 1, maxLength: 100 })
      .filter((text) => text.trim() !== "");
    fc.assert(
      fc.property(
        anyText,
        fc.array(anyText, { maxLength: 20 }),
        fc.array(anyText, { maxLength: 20 }),
        fc.array(anyText, { maxLength: 20 }),
        (industry, currentTools, painPoints, goals) => {
          const input = wizardInput.parse({ industry, currentTools, painPoints, goals });
          expect(wizardResult.safeParse(planToResult(makePlan(input))).success).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});
