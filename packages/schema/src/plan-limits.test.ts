import { describe, expect, it } from "vitest";
import { PLANS } from "./constants.js";
import { PLAN_LIMITS, planAllowing, planLimitMessage } from "./plan-limits.js";

describe("plan limits", () => {
  it("match what the pricing page lists per plan", () => {
    const features = Object.fromEntries(PLANS.map((plan) => [plan.id, plan.features.join(" | ")]));
    expect(features.trial).toContain(`${PLAN_LIMITS.trial.templatesPerProject} PM templates`);
    expect(features.trial).toContain(`${PLAN_LIMITS.trial.dashboards} dashboard`);
    expect(features.trial).toContain("1-week roadmap");
    expect(PLAN_LIMITS.trial.roadmapDays).toBe(7);
    expect(features.pro).toContain(`${PLAN_LIMITS.pro.roadmapDays}-day roadmap`);
    expect(features.scale).toContain(`${PLAN_LIMITS.scale.roadmapDays}-day roadmap`);
    expect(features.pro).toContain("Tool stack setup");
    expect(PLAN_LIMITS.pro.toolStackSetup).toBe(true);
    expect(features.scale).toContain("API access");
    expect(PLAN_LIMITS.scale.apiAccess && !PLAN_LIMITS.pro.apiAccess).toBe(true);
  });

  it("name the cheapest plan that lifts a limit", () => {
    expect(planAllowing((limits) => limits.apiAccess)).toBe("scale");
    expect(planAllowing((limits) => limits.toolStackSetup)).toBe("pro");
    expect(
      planLimitMessage(
        "trial",
        "includes 3 templates per project",
        (l) => l.templatesPerProject === null,
      ),
    ).toBe("The Free Trial plan includes 3 templates per project. Upgrade to Pro for more.");
  });
});
