import { describe, expect, it } from "vitest";
import { requireFeature, requireRoom } from "./limits.js";

describe("plan limits on the server", () => {
  it("refuses a feature the plan lacks with 403 and the plan that has it", () => {
    expect(() => requireFeature("pro", "apiAccess", "does not include API access")).toThrow(
      "The Pro plan does not include API access. Upgrade to Scale for more.",
    );
    expect(() => requireFeature("scale", "apiAccess", "does not include API access")).not.toThrow();
  });

  it("refuses one more once the count is reached, and never on an unlimited plan", () => {
    expect(() => requireRoom("trial", "dashboards", 0, "includes 1 dashboard")).not.toThrow();
    expect(() => requireRoom("trial", "dashboards", 1, "includes 1 dashboard")).toThrow(
      "The Free Trial plan includes 1 dashboard. Upgrade to Pro for more.",
    );
    expect(() => requireRoom("scale", "dashboards", 10_000, "x")).not.toThrow();
  });
});
