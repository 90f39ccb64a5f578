/**
 * `GET /metrics` from prom-client: the text is well-formed exposition; requests are timed under
 * their route pattern with a bounded set of labels; statements by kind, with their failures;
 * the outbox's backlog and the live board streams read when scraped; Node's own metrics; and
 * the status page's numbers are the same ones.
 */
import type { SystemMetrics } from "@cairn/schema/monitoring";
import { sql } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { appRouter } from "../../app-router.js";
import { QUERY_OPERATIONS } from "../../db/query-stats.js";
import { routerProcedures } from "../../rest/procedures.js";
import { restRoutes, toFastifyPath } from "../../rest/routes.js";
import { openStream } from "../../test/event-stream.js";
import { demoIds } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import {
  type Family,
  parseExposition,
  samplesOf,
  sumOf,
} from "../../test/prometheus-exposition.js";
import { OUTBOX_READ_EVERY_MS } from "./metrics-registry.js";

const METRICS_TOKEN = "prometheus-int-test-token-0123456789";
const HTTP = "cairn_http_request_duration_seconds";

/** Every value the route label may take. */
const ROUTES = new Set([
  ...restRoutes(appRouter).map((route) => `/api${toFastifyPath(route.path)}`),
  "/api/openapi.json",
  ...routerProcedures(appRouter).map((procedure) => `/trpc/${procedure.path}`),
  "/api/<unmatched>",
  "/trpc/<unmatched>",
  "/trpc/<batch>",
]);

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "OTHER"];

forEachDatabase((kind) => {
  const t = useTestApp(kind, { env: { METRICS_TOKEN } });
  let admin: string;

  beforeAll(async () => {
    admin = await t.session("admin");
  });

  const scrape = async (): Promise<Map<string, Family>> => {
    const response = await t.request({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return parseExposition(response.body);
  };

  describe("GET /metrics", () => {
    it("is well-formed Prometheus text, with the app's families and Node's", async () => {
      await t.request({ method: "GET", url: "/api/templates" });
      const families = await scrape();
      const types = Object.fromEntries([...families.values()].map((f) => [f.name, f.type]));
      expect(types).toMatchObject({
        cairn_process_start_time_seconds: "gauge",
        cairn_database_up: "gauge",
        cairn_database_ping_seconds: "gauge",
        cairn_database_queries_total: "counter",
        cairn_database_query_errors_total: "counter",
        cairn_database_query_duration_seconds: "histogram",
        cairn_http_requests_total: "counter",
        cairn_http_request_errors_total: "counter",
        cairn_http_response_time_seconds_total: "counter",
        cairn_http_request_duration_seconds: "histogram",
        cairn_integration_enabled: "gauge",
        cairn_integration_status: "gauge",
        cairn_integration_syncs_total: "counter",
        cairn_integration_errors_total: "counter",
        cairn_integration_response_seconds: "gauge",
        cairn_outbox_messages: "gauge",
        cairn_outbox_oldest_pending_age_seconds: "gauge",
        cairn_board_streams_open: "gauge",
        nodejs_eventloop_lag_seconds: "gauge",
        nodejs_eventloop_lag_p99_seconds: "gauge",
        nodejs_heap_size_used_bytes: "gauge",
        nodejs_gc_duration_seconds: "histogram",
        process_cpu_seconds_total: "counter",
      });
      expect([...families.values()].every((family) => family.help.length > 0)).toBe(true);
      expect(sumOf(families, "cairn_database_up")).toBe(1);
      expect(sumOf(families, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    });

    it("times a request under its route pattern: 50 ids make one series", async () => {
      const ids = Array.from({ length: 50 }, (_, i) => 990_001 + i);
      for (const id of ids) {
        const board = await t.request({
          method: "GET",
          url: `/api/projects/${id}/board`,
          headers: { cookie: admin },
        });
        expect(board.statusCode).toBe(404);
        const input = encodeURIComponent(JSON.stringify({ projectId: id }));
        await t.request({
          method: "GET",
          url: `/trpc/board.get?input=${input}`,
          headers: { cookie: admin },
        });
        await t.request({ method: "GET", url: `/api/no-such-path-${id}` });
        await t.request({ method: "GET", url: `/trpc/no.such.procedure${id}` });
      }
      // Methods beyond HTTP's usual ones: TRACE reaches /trpc's route (405), PROPFIND none.
      for (const method of ["TRACE", "PROPFIND"] as const) {
        await t.request({ method, url: "/trpc/board.get" });
      }
      const families = await scrape();
      const counts = samplesOf(families, `${HTTP}_count`);
      const board = samplesOf(families, `${HTTP}_count`, {
        route: "/api/projects/:projectId/board",
      });
      expect(board).toEqual([
        {
          name: `${HTTP}_count`,
          labels: { route: "/api/projects/:projectId/board", method: "GET", status_class: "4xx" },
          value: 50,
        },
      ]);
      expect(
        samplesOf(families, `${HTTP}_count`, { route: "/trpc/board.get", method: "GET" }),
      ).toHaveLength(1);
      expect(sumOf(families, `${HTTP}_count`, { route: "/trpc/board.get", method: "GET" })).toBe(
        50,
      );
      expect(samplesOf(families, `${HTTP}_count`, { route: "/api/<unmatched>" })).toHaveLength(1);
      expect(sumOf(families, `${HTTP}_count`, { route: "/trpc/<unmatched>", method: "GET" })).toBe(
        50,
      );
      // Every series of the histogram: known labels only, each a route of the router.
      const histogram = families.get(HTTP)?.samples ?? [];
      for (const sample of histogram) {
        expect(Object.keys(sample.labels).sort()).toEqual(
          sample.name.endsWith("_bucket")
            ? ["le", "method", "route", "status_class"]
            : ["method", "route", "status_class"],
        );
        expect(ROUTES).toContain(sample.labels.route);
        expect(sample.labels.status_class).toMatch(/^[1-5]xx$/);
        expect(METHODS).toContain(sample.labels.method);
      }
      expect(sumOf(families, `${HTTP}_count`, { route: "/trpc/board.get", method: "OTHER" })).toBe(
        1,
      );
      expect(
        sumOf(families, `${HTTP}_count`, { route: "/trpc/<unmatched>", method: "OTHER" }),
      ).toBe(1);
      expect(counts.length).toBeLessThan(20);
      expect(JSON.stringify([...families.values()])).not.toContain("990001");
    });

    it("counts a failing statement by its kind, and times statements by kind only", async () => {
      const errors = { operation: "select" };
      const before = sumOf(await scrape(), "cairn_database_query_errors_total", errors);
      await expect(sql`select * from no_such_table`.execute(t.db)).rejects.toThrow();
      const families = await scrape();
      expect(sumOf(families, "cairn_database_query_errors_total", errors)).toBe(before + 1);
      const operations = new Set(
        samplesOf(families, "cairn_database_query_duration_seconds_count").map(
          (sample) => sample.labels.operation,
        ),
      );
      expect(
        [...operations].every((op) => (QUERY_OPERATIONS as readonly string[]).includes(op ?? "")),
      ).toBe(true);
      expect(operations).toContain("select");
      expect(sumOf(families, "cairn_database_queries_total")).toBeGreaterThanOrEqual(
        sumOf(families, "cairn_database_query_duration_seconds_count"),
      );
    });

    it("shows the outbox's backlog, read at most every few seconds", async () => {
      const start = Date.now();
      t.setNow(new Date(start));
      try {
        const before = await scrape();
        const pending = (f: Map<string, Family>) =>
          sumOf(f, "cairn_outbox_messages", { status: "pending" });
        const failed = (f: Map<string, Family>) =>
          sumOf(f, "cairn_outbox_messages", { status: "failed" });
        const written = await t.db
          .insertInto("outbox")
          .values([
            // Pending but not due for a day: the worker leaves them alone.
            {
              kind: "test.metrics",
              payload: "{}",
              createdAt: new Date(start - 120_000),
              nextAttemptAt: new Date(start + 86_400_000),
            },
            { kind: "test.metrics", payload: "{}", nextAttemptAt: new Date(start + 86_400_000) },
            { kind: "test.metrics", payload: "{}", status: "failed" },
          ])
          .returning("id")
          .execute();
        try {
          // Within the few seconds it is kept: the backlog read before.
          const kept = await scrape();
          expect(pending(kept)).toBe(pending(before));
          expect(failed(kept)).toBe(failed(before));

          t.setNow(new Date(start + OUTBOX_READ_EVERY_MS));
          const read = await scrape();
          expect(pending(read)).toBe(pending(before) + 2);
          expect(failed(read)).toBe(failed(before) + 1);
          expect(sumOf(read, "cairn_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(
            125,
          );
        } finally {
          await t.db
            .deleteFrom("outbox")
            .where(
              "id",
              "in",
              written.map((row) => row.id),
            )
            .execute();
        }
      } finally {
        t.setNow(new Date());
      }
    });

    it("counts the live board streams open", async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const { relaunch } = await demoIds(t.db);
      const input = encodeURIComponent(JSON.stringify({ projectId: relaunch }));
      const streams = async () => sumOf(await scrape(), "cairn_board_streams_open");

      expect(await streams()).toBe(0);
      const stream = await openStream(
        `http://127.0.0.1:${port}/trpc/board.events?input=${input}`,
        await t.session("client"),
      );
      expect(stream.status).toBe(200);
      await vi.waitFor(async () => expect(await streams()).toBe(1), { timeout: 2000 });
      stream.close();
      await vi.waitFor(async () => expect(await streams()).toBe(0), { timeout: 2000 });
      // A stream's length is not a response time: it is not in the histogram.
      expect(
        samplesOf(await scrape(), `${HTTP}_count`, { route: "/trpc/board.events" }),
      ).toHaveLength(0);
    });
  });

  describe("GET /api/monitoring/metrics", () => {
    it("shows the numbers of the same metrics", async () => {
      await t.request({ method: "GET", url: "/api/templates" });
      const response = await t.request({ method: "GET", url: "/api/monitoring/metrics" });
      const json = response.json<SystemMetrics>();
      // Neither call below is counted: a monitoring path, then /metrics outside /api.
      const families = await scrape();
      const requests = sumOf(families, "cairn_http_requests_total");
      expect(json.api.totalRequests).toBe(requests);
      const errors = sumOf(families, "cairn_http_request_errors_total");
      expect(json.api.errorRate).toBe(Math.round((errors / requests) * 10_000) / 100);
      const seconds = sumOf(families, "cairn_http_response_time_seconds_total");
      expect(json.api.avgResponseTime).toBe(Math.round((seconds / requests) * 100_000) / 100);
      expect(json.database.errorCount).toBe(sumOf(families, "cairn_database_query_errors_total"));
      expect(json.database.queryCount).toBeLessThanOrEqual(
        sumOf(families, "cairn_database_queries_total"),
      );
    });
  });
});
