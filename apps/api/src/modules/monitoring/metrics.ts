import { systemMetrics } from "@cairn/schema/monitoring";
import { publicProcedure } from "../../trpc/procedures.js";
import { collectMetrics, metricsSources } from "./collect-metrics.js";

/** `GET /api/monitoring/metrics`: public, as the status page is (docs/product.md §2.14, §3.7). */
export const metrics = publicProcedure
  .output(systemMetrics)
  .query(
    async ({ ctx }) => (await collectMetrics(metricsSources(ctx.req.server), ctx.now())).metrics,
  );
