import { systemMetrics } from "@cairn/schema/monitoring";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { collectMetrics, metricsSources } from "./collect-metrics.js";

/** `GET /api/monitoring/metrics`: public, as the status page is (docs/product.md §2.14, §3.7). */
export const metrics = publicProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/monitoring/metrics",
      summary: "Database, API and integration metrics",
    },
    access: access.anyone(),
  })
  .output(systemMetrics)
  .query(
    async ({ ctx }) => (await collectMetrics(metricsSources(ctx.req.server), ctx.now())).metrics,
  );
