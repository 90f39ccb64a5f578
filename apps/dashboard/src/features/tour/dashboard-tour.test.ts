import { describe, expect, it } from "vitest";
import { dashboardTourFor } from "./dashboard-tour";

describe("dashboard tour (docs/product.md §3.4)", () => {
  it("shows each role its steps", () => {
    const ids = (role: string) => dashboardTourFor(role).map((step) => step.id);
    expect(ids("admin")).toEqual([
      "welcome",
      "ai-wizard",
      "dashboard",
      "projects",
      "integrations",
      "help",
    ]);
    expect(ids("consultant")).toEqual(["welcome", "ai-wizard", "dashboard", "projects", "help"]);
    expect(ids("user")).toEqual(["welcome", "dashboard", "help"]);
    expect(ids("anything")).toEqual(["welcome", "dashboard", "help"]);
  });
});
