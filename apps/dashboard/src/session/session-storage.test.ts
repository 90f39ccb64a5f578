import { afterEach, describe, expect, it } from "vitest";
import { consumeStartTourFlag, recordTourOutcome, tourOutcome } from "./session-storage";

afterEach(() => window.localStorage.clear());

describe("tour storage (docs/product.md §2.1, §4 Tour)", () => {
  it("consumes the start_onboarding_tour flag once", () => {
    expect(consumeStartTourFlag()).toBe(false);
    window.localStorage.setItem("start_onboarding_tour", "true");
    expect(consumeStartTourFlag()).toBe(true);
    expect(window.localStorage.getItem("start_onboarding_tour")).toBeNull();
    expect(consumeStartTourFlag()).toBe(false);
  });

  it("stores the outcome per role", () => {
    expect(tourOutcome("consultant")).toBeNull();
    recordTourOutcome("consultant", "skipped");
    expect(window.localStorage.getItem("onboarding_consultant")).toBe("skipped");
    expect(tourOutcome("consultant")).toBe("skipped");
    expect(tourOutcome("admin")).toBeNull();
  });
});
