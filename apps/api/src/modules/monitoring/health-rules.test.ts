import { describe, expect, it } from "vitest";
import { judgeHealth } from "./health-rules.js";

const NOW = new Date("2026-11-28T12:00:00Z");
const quiet = { requests: 0, errorRate: 0 };

describe("judgeHealth", () => {
  it("is healthy at 200 ms and 10 %, the limits included", () => {
    const health = judgeHealth({ ok: true, latencyMs: 200 }, { requests: 10, errorRate: 10 }, NOW);
    expect(health.status).toBe("healthy");
    expect(health.message).toBe("All systems are working.");
    expect(health.checkedAt).toBe(NOW.toISOString());
  });

  it("warns when the database is slower than 200 ms", () => {
    const health = judgeHealth({ ok: true, latencyMs: 200.5 }, quiet, NOW);
    expect(health.status).toBe("warning");
    expect(health.checks.database).toEqual({ ok: false, latencyMs: 200.5 });
    expect(health.message).toMatch(/slowly \(201 ms\)/);
  });

  it("warns when more than 10 % of recent requests failed", () => {
    const health = judgeHealth({ ok: true, latencyMs: 3 }, { requests: 9, errorRate: 11.11 }, NOW);
    expect(health.status).toBe("warning");
    expect(health.checks.errorRate).toEqual({ ok: false, percent: 11.11, requests: 9 });
  });

  it("is an error when the database does not answer, whatever else", () => {
    const health = judgeHealth({ ok: false, latencyMs: null, error: new Error("x") }, quiet, NOW);
    expect(health.status).toBe("error");
    expect(health.message).toBe("The database does not answer.");
    expect(health.checks.database).toEqual({ ok: false, latencyMs: null });
  });
});
