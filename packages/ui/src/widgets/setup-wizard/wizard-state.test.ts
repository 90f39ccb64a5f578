import { describe, expect, it } from "vitest";
import {
  buildWizardRequest,
  canGenerate,
  initialWizardState,
  RESULTS_STEP,
  toggleItem,
  wizardProgress,
  wizardReducer,
  wizardStepLabel,
} from "./wizard-state.js";

const plan = {
  recommendations: { tools: ["Jira"], processes: ["Sprints"], templates: ["Charter"] },
  setup_plan: [{ phase: "Foundation", duration: "Week 1", tasks: ["Kickoff"] }],
  next_steps: ["Invite the team"],
};

describe("wizardReducer", () => {
  it("moves between steps 1 and 4 and never past them without a plan", () => {
    let state = initialWizardState();
    expect(state.step).toBe(1);
    state = wizardReducer(state, { type: "previous" });
    expect(state.step).toBe(1);
    for (let i = 0; i < 6; i++) state = wizardReducer(state, { type: "next" });
    expect(state.step).toBe(4);
    state = wizardReducer(state, { type: "previous" });
    expect(state.step).toBe(3);
  });

  it("shows the results step once a plan arrives, and starts over on reset", () => {
    let state = wizardReducer(initialWizardState(), { type: "planReady", plan });
    expect(state.step).toBe(RESULTS_STEP);
    expect(state.plan).toEqual(plan);
    expect(wizardReducer(state, { type: "previous" }).step).toBe(RESULTS_STEP);
    state = wizardReducer(state, { type: "reset" });
    expect(state).toEqual(initialWizardState());
  });

  it("records answers and toggles list items", () => {
    let state = wizardReducer(initialWizardState(), {
      type: "answer",
      answers: { industry: "Finance" },
    });
    state = wizardReducer(state, { type: "toggle", list: "currentTools", item: "Jira" });
    state = wizardReducer(state, { type: "toggle", list: "currentTools", item: "Slack" });
    state = wizardReducer(state, { type: "toggle", list: "currentTools", item: "Jira" });
    expect(state.answers.industry).toBe("Finance");
    expect(state.answers.currentTools).toEqual(["Slack"]);
    expect(toggleItem([], "a")).toEqual(["a"]);
  });
});

describe("progress", () => {
  it("shows step/4 and 100% on the results step", () => {
    expect([1, 2, 3, 4, 5].map(wizardProgress)).toEqual([25, 50, 75, 100, 100]);
    expect(wizardStepLabel(1)).toBe("Step 1 of 4");
    expect(wizardStepLabel(4)).toBe("Step 4 of 4");
    expect(wizardStepLabel(5)).toBe("Complete");
  });
});

describe("buildWizardRequest", () => {
  it("needs an industry after trimming", () => {
    const { answers } = initialWizardState();
    expect(canGenerate(answers)).toBe(false);
    expect(canGenerate({ ...answers, industry: "   " })).toBe(false);
    expect(canGenerate({ ...answers, industry: "Legal" })).toBe(true);
  });

  it("reads the team size as an integer and fills empty lists with the defaults", () => {
    const { answers } = initialWizardState();
    expect(buildWizardRequest({ ...answers, industry: " Retail ", teamSize: "12.7" })).toEqual({
      teamSize: 12,
      industry: "Retail",
      currentTools: ["None"],
      painPoints: ["General workflow optimization"],
      goals: ["Improve team efficiency"],
      experienceLevel: "intermediate",
    });
  });

  it("keeps chosen lists, the role, and falls back to 5 people", () => {
    const { answers } = initialWizardState();
    const request = buildWizardRequest({
      ...answers,
      industry: "Finance",
      teamSize: "",
      currentTools: ["Jira"],
      painPoints: ["Missed deadlines"],
      goals: ["Delivery speed"],
      userRole: " CTO ",
      experienceLevel: "advanced",
    });
    expect(request).toMatchObject({
      teamSize: 5,
      currentTools: ["Jira"],
      painPoints: ["Missed deadlines"],
      goals: ["Delivery speed"],
      userRole: "CTO",
      experienceLevel: "advanced",
    });
  });
});
