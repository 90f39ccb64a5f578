import { describe, expect, it } from "vitest";
import { judgeHealth, NOTHING_FAILING } from "./health-rules.js";

const NOW = new Date("2026-11-28T12:00:00Z");
const quiet = { requests: 0, errorRate: 0 };

describe("judgeHealth", () => {
  it("is healthy at 200 ms and 10 %, the limits included", () => {
    const health = judgeHealth(
      { ok: true, latencyMs: 200 },
      { requests: 10, errorRate: 10 },
      NOTHING_FAILING,
      NOW,
    );
    expect(health.status).toBe("healthy");
    expect(health.message).toBe("All systems are working.");
    expect(health.checkedAt).toBe(NOW.toISOString());
  });

  it("warns when the database is slower than 200 ms", () => {
    const health = judgeHealth({ ok: true, latencyMs: 200.5 }, quiet, NOTHING_FAILING, NOW);
    expect(health.status).toBe("warning");
    expect(health.checks.database).toEqual({ ok: false, latencyMs: 200.5 });
    expect(health.message).toMatch(/slowly \(201 ms\)/);
  });

  it("warns when more than 10 % of recent requests failed", () => {
    const health = judgeHealth(
      { ok: true, latencyMs: 3 },
      { requests: 9, errorRate: 11.11 },
      NOTHING_FAILING,
      NOW,
    );
    expect(health.status).toBe("warning");
    expect(health.checks.errorRate).toEqual({ ok: false, percent: 11.11, requests: 9 });
  });

  it("is an error when the database does not answer, whatever else", () => {
    const health = judgeHealth(
      { ok: false, latencyMs: null, error: new Error("x") },
      quiet,
      NOTHING_FAILING,
      NOW,
    );
    expect(health.status).toBe("error");
    expect(health.message).toBe("The database does not answer.");
    expect(health.checks.database).toEqual({ ok: false, latencyMs: null });
  });

  it("warns with what failed and since when: an integration, jobs, outbox messages", () => {
    const health = judgeHealth(
      { ok: true, latencyMs: 3 },
      quiet,
      {
        integrations: [{ name: "Trello", since: "2026-11-28T10:02:00.000Z" }],
        jobs: { count: 1, since: "2026-11-28T10:05:00.000Z" },
        messages: { count: 2, since: "2026-11-28T09:00:00.000Z" },
      },
      NOW,
    );
    expect(health.status).toBe("warning");
    expect(health.message).toBe(
      "Trello is failing (since 2026-11-28 10:02 UTC). 1 background job failed (since 2026-11-28 10:05 UTC). 2 outbox messages could not be delivered (since 2026-11-28 09:00 UTC).",
    );
    expect(health.checks.work).toEqual({
      ok: false,
      failing: [
        { what: "Trello is failing", since: "2026-11-28T10:02:00.000Z" },
        { what: "1 background job failed", since: "2026-11-28T10:05:00.000Z" },
        { what: "2 outbox messages could not be delivered", since: "2026-11-28T09:00:00.000Z" },
      ],
    });
  });

  it("takes the database's limit from the configuration (HEALTH_DATABASE_SLOW_MS)", () => {
    const ping = { ok: true as const, latencyMs: 60 };
    expect(judgeHealth(ping, quiet, NOTHING_FAILING, NOW, 50).status).toBe("warning");
    expect(judgeHealth(ping, quiet, NOTHING_FAILING, NOW, 60).status).toBe("healthy");
  });
});
