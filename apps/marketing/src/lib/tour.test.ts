import { describe, expect, it } from "vitest";
import { landingTourFor, recordTourOutcome, shouldShowTour } from "./tour";

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

describe("tour storage", () => {
  it("shows the tour until an outcome is stored for the role", () => {
    const store = window.localStorage;
    store.clear();
    expect(shouldShowTour(store, "admin")).toBe(true);
    recordTourOutcome(store, "admin", "skipped");
    expect(store.getItem("onboarding_admin")).toBe("skipped");
    expect(shouldShowTour(store, "admin")).toBe(false);
    expect(shouldShowTour(store, "user")).toBe(true);
    recordTourOutcome(store, "user", "completed");
    expect(store.getItem("onboarding_user")).toBe("completed");
    expect(shouldShowTour(null, "user")).toBe(false);
  });
});
