import { describe, expect, it } from "vitest";
import { maskUrl } from "./mask-url.js";

describe("maskUrl", () => {
  it("hides the token of a plan link, in the page and in the API", () => {
    const token = "a".repeat(43);
    expect(maskUrl(`/plan/${token}`)).toBe("/plan/[token]");
    expect(maskUrl(`/api/plans/${token}?x=1`)).toBe("/api/plans/[token]?x=1");
  });

  it("leaves other paths alone", () => {
    expect(maskUrl("/api/plans")).toBe("/api/plans");
    expect(maskUrl("/api/leads/4/status")).toBe("/api/leads/4/status");
  });
});
