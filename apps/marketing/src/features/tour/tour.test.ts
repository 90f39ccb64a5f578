import { describe, expect, it } from "vitest";
import { landingTourFor } from "./tour";

describe("landing tour steps", () => {
  const ids = (role: string) => landingTourFor(role).map((step) => step.id);

  it("shows each role its steps of docs/product.md §3.4", () => {
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
    expect(ids("auditor")).toEqual(["welcome", "dashboard", "help"]);
  });
});
