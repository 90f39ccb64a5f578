import { describe, expect, it } from "vitest";
import { dashboardPathFor } from "./constants.js";
import { createLeadInput } from "./leads.js";
import { TOUR_STEP_ROLES, tourStepsFor } from "./tour.js";
import { wizardInput } from "./wizard.js";

describe("createLeadInput", () => {
  it("uses the contract's messages", () => {
    const result = createLeadInput.safeParse({ name: " ", email: "nope" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      "Name is required",
      "Please enter a valid email",
    ]);
  });
});

describe("wizardInput", () => {
  it("applies the contract's defaults", () => {
    expect(wizardInput.parse({ industry: " Finance " })).toMatchObject({
      industry: "Finance",
      teamSize: 5,
      experienceLevel: "intermediate",
      currentTools: [],
    });
  });

  it("asks for an industry", () => {
    const result = wizardInput.safeParse({ industry: "   " });
    expect(result.error?.issues[0]?.message).toBe("Please select an industry before proceeding.");
  });
});

describe("roles", () => {
  it("send each role to its dashboard, and any other role to the client's", () => {
    expect(dashboardPathFor("admin")).toBe("/admin-dashboard");
    expect(dashboardPathFor("consultant")).toBe("/consultant-dashboard");
    expect(dashboardPathFor("user")).toBe("/user-dashboard");
    expect(dashboardPathFor("auditor")).toBe("/user-dashboard");
  });

  it("filter the tour steps (docs/product.md §3.4)", () => {
    const steps = Object.entries(TOUR_STEP_ROLES).map(([id, userRole]) => ({ id, userRole }));
    expect(tourStepsFor(steps, "admin").map((s) => s.id)).toHaveLength(6);
    expect(tourStepsFor(steps, "consultant").map((s) => s.id)).not.toContain("integrations");
    expect(tourStepsFor(steps, "user").map((s) => s.id)).toEqual(["welcome", "dashboard", "help"]);
    expect(tourStepsFor(steps, "someone").map((s) => s.id)).toEqual([
      "welcome",
      "dashboard",
      "help",
    ]);
  });
});
