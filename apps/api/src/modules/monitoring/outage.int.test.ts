/**
 * The database goes away and comes back while the app runs (PostgreSQL: the database stops
 * accepting connections and its sessions are ended; PGlite: every statement fails).
 * Health turns to error with HTTP 503, the process goes on serving what needs no database, and
 * health is healthy again once the database returns, without a restart.
 */
import type { SystemHealth, SystemMetrics } from "@cairn/schema/monitoring";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DbKind, forEachDatabase, useTestApp } from "../../test/harness.js";

const METRICS_TOKEN = "outage-metrics-token-0123456789";

/**
 * An app for one test: an outage leaves 503s in the API's error rate for minutes, which the next
 * test's health check would read (they passed only in the order they were written).
 */
function outageApp(kind: DbKind) {
  const t = useTestApp(kind, { env: { METRICS_TOKEN } });
  afterEach(() => t.database.outage.end());
  const health = async () => {
    const response = await t.request({ method: "GET", url: "/api/monitoring/health" });
    return { status: response.statusCode, body: response.json<SystemHealth>() };
  };
  return { t, health };
}

forEachDatabase((kind) => {
  /** The pool may need a moment to open a new connection after the outage. */
  const eventually = (expectation: () => Promise<void>) =>
    vi.waitFor(expectation, { timeout: 10_000, interval: 200 });

  describe("a database outage", () => {
    describe("health", () => {
      const { t, health } = outageApp(kind);
      it("turns health to error (503), and back to healthy when the database returns", async () => {
        expect(await health()).toMatchObject({ status: 200, body: { status: "healthy" } });

        await t.database.outage.begin();
        for (let poll = 0; poll < 2; poll += 1) {
          const down = await health();
          expect(down.status).toBe(503);
          expect(down.body).toMatchObject({
            status: "error",
            message: "The database does not answer.",
            checks: { database: { ok: false, latencyMs: null } },
          });
        }
        const metrics = await t.request({ method: "GET", url: "/api/monitoring/metrics" });
        expect(metrics.statusCode).toBe(200);
        expect(metrics.json<SystemMetrics>()).toMatchObject({
          database: { connected: false },
          integrations: [],
        });
        const scrape = await t.request({
          method: "GET",
          url: "/metrics",
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(scrape.statusCode).toBe(200);
        expect(scrape.body).toContain("\ncairn_database_up 0\n");

        await t.database.outage.end();
        await eventually(async () => {
          expect(await health()).toMatchObject({
            status: 200,
            body: { status: "healthy", checks: { database: { ok: true } } },
          });
        });
        const after = await t.request({ method: "GET", url: "/api/monitoring/metrics" });
        expect(after.json<SystemMetrics>()).toMatchObject({ database: { connected: true } });
        expect(after.json<SystemMetrics>().integrations).toHaveLength(10);
      });
    });

    describe("serving", () => {
      const { t, health } = outageApp(kind);
      it("keeps serving: requests that need the database answer 503, the rest as usual, and health warns after", async () => {
        await t.database.outage.begin();
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const failed = await t.request({ method: "GET", url: "/api/integrations" });
          expect(failed.statusCode).toBe(503);
          expect(failed.json()).toEqual({
            error: "Cairn cannot reach its database right now. Please try again in a moment.",
            code: "SERVICE_UNAVAILABLE",
          });
        }
        const static_ = await t.request({ method: "GET", url: "/api/templates" });
        expect(static_.statusCode).toBe(200);
        const errors = (
          await t.request({ method: "GET", url: "/api/monitoring/metrics" })
        ).json<SystemMetrics>();
        expect(errors.database.errorCount).toBeGreaterThanOrEqual(3);
        expect(errors.api.errorRate).toBeGreaterThan(10);

        await t.database.outage.end();
        await eventually(async () => {
          const recovered = await health();
          expect(recovered.status).toBe(200);
          // The database is back; three of the recent requests failed, which is more than 10 %.
          expect(recovered.body).toMatchObject({
            status: "warning",
            checks: { database: { ok: true }, errorRate: { ok: false } },
          });
          expect(recovered.body.message).toMatch(
            /% of the API requests of the last 5 minutes failed\.$/,
          );
        });
        expect((await t.request({ method: "GET", url: "/api/integrations" })).statusCode).toBe(200);
      });
    });
  });
});
