import { describe, expect, it } from "vitest";
import { bandOf } from "./health-band.js";
import {
  healthDroppedText,
  leadAssignedText,
  leadCreatedText,
  taskCompletedText,
  weeklyReportText,
} from "./messages.js";

describe("notification texts", () => {
  it("say what happened in one sentence", () => {
    expect(
      leadCreatedText({ name: "Ada", company: "Acme", teamSize: "6-20", planType: "scale" }),
    ).toBe("New signup: Ada from Acme, team of 6-20 (Scale plan).");
    expect(leadCreatedText({ name: "Ada", company: null, teamSize: null, planType: "trial" })).toBe(
      "New signup: Ada (Free Trial plan).",
    );
    expect(leadAssignedText({ name: "Ada", company: "Acme" }, "Alex Morgan", "Sam Admin")).toBe(
      "Lead Ada (Acme) was assigned to Alex Morgan by Sam Admin.",
    );
    expect(leadAssignedText({ name: "Ada", company: null }, "Alex Morgan", "Alex Morgan")).toBe(
      "Lead Ada was claimed by Alex Morgan.",
    );
    expect(taskCompletedText({ title: "Ship it" }, "Northwind", "Alex Morgan")).toBe(
      'Task completed in Northwind: "Ship it" (by Alex Morgan).',
    );
    expect(
      healthDroppedText("Northwind", { from: "green", to: "yellow", previousScore: 84 }, 72),
    ).toBe(
      "Health of Northwind dropped from green (80 and above) to yellow (60 to 79): overall score 72, was 84.",
    );
  });
});

describe("health bands (docs/product.md §4)", () => {
  it("are 80 and above green, 60 to 79 yellow, below 60 red", () => {
    expect([100, 80, 79, 60, 59, 0].map(bandOf)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "red",
      "red",
    ]);
  });
});

describe("the weekly health check's text", () => {
  const report = {
    version: 1 as const,
    weekStart: "2029-12-31",
    weekEnd: "2030-01-06",
    computedAt: "2030-01-07T00:05:00.000Z",
    catchUp: false,
    health: {
      score: 70,
      band: "yellow" as const,
      previousScore: null,
      change: null,
      taskCompletion: 70,
      timeline: 70,
      teamEngagement: 70,
      risk: 30,
    },
    milestones: { due: [], late: [], done: [] },
    tasks: { finished: { count: 0, tasks: [] }, slipped: { count: 0, tasks: [] } },
    mood: null,
    recommendations: [],
    summary: "Health 70 (needs attention).",
  };

  it("names the open high risks and the overdue reviews after the summary", () => {
    const text = weeklyReportText("Northwind", {
      ...report,
      raid: {
        highRisks: {
          count: 2,
          risks: [
            { id: 1, title: "Vendor lock-in", score: 20, reviewDate: null },
            { id: 2, title: "Data loss", score: 15, reviewDate: "2030-01-06" },
          ],
        },
        overdueReviews: {
          count: 1,
          risks: [{ id: 2, title: "Data loss", score: 15, reviewDate: "2030-01-06" }],
        },
      },
    });
    expect(text).toBe(
      [
        "Weekly health check of Northwind, week of 31 Dec 2029:",
        "Health 70 (needs attention).",
        "Open high risks (2):",
        '- "Vendor lock-in": score 20 of 25',
        '- "Data loss": score 15 of 25',
        "Risk reviews overdue (1):",
        '- "Data loss": score 15, to be reviewed by 6 Jan 2030',
      ].join("\n"),
    );
  });

  it("adds nothing when the register has nothing to raise", () => {
    const none = { count: 0, risks: [] };
    expect(
      weeklyReportText("Northwind", { ...report, raid: { highRisks: none, overdueReviews: none } }),
    ).toBe(weeklyReportText("Northwind", report));
  });
});
