import { describe, expect, it } from "vitest";
import { planFacts } from "./plan-facts.js";

describe("planFacts", () => {
  const answers = {
    teamSize: 8,
    industry: "Software Development",
    currentTools: ["Jira", "Slack"],
    painPoints: ["Missed deadlines"],
    goals: ["Improve visibility"],
    experienceLevel: "intermediate" as const,
  };

  it("fills the team, industry and tool fields from the plan's answers and stack", () => {
    expect(planFacts(answers).fields).toMatchObject({
      "team.size": "8",
      "team.band": "6-20",
      industry: "Software Development",
      "tools.tracker": "Jira",
      "tools.chat": "Slack",
      // Nothing the team uses keeps documents: the stack adds the industry's pick.
      "tools.docs": "Notion",
    });
  });

  it("lists the templates the plan recommends by their library ids, in the plan's order", () => {
    const { templateIds } = planFacts(answers);
    expect(templateIds.slice(0, 3)).toEqual([
      "project-charter",
      "risk-register",
      "kpi-definition-sheet",
    ]);
    expect(templateIds).toContain("jira-project-configuration-guide");
    expect(new Set(templateIds).size).toBe(templateIds.length);
  });

  it("sets a cadence only for a process the plan chose", () => {
    expect(planFacts(answers).fields["cadence.standup"]).toBeUndefined();
    const talking = planFacts({
      ...answers,
      painPoints: ["Team communication"],
      goals: ["Collaboration"],
    }).fields;
    expect(talking["cadence.standup"]).toBe("every working day at the same time");
    expect(talking["cadence.retro"]).toBe("every two weeks");
    expect(talking["cadence.planning"]).toBeUndefined();
  });
});
