import { describe, expect, it } from "vitest";
import { bandOf } from "./health-band.js";
import {
  healthDroppedText,
  leadAssignedText,
  leadCreatedText,
  taskCompletedText,
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
