import * as schema from "@cairn/schema/constants";
import { describe, expect, it } from "vitest";
import * as core from "./core-constants";

describe("core constants", () => {
  it("match the schema's constants", () => {
    expect(core.FREE_TRIAL_DAYS).toBe(schema.FREE_TRIAL_DAYS);
    expect(core.CLAIMS).toEqual({
      teamsOnboarded: schema.CLAIMS.teamsOnboarded,
      averageSetupDays: schema.CLAIMS.averageSetupDays,
      successRate: schema.CLAIMS.successRate,
    });
  });
});
