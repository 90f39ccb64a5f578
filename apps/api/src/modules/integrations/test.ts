import { connectionTestResult, integrationNameParam } from "@cairn/schema/integrations";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { integrationOr404 } from "./find-or-404.js";
import { callIntegration, recordOutcome, TEST_MESSAGE } from "./integration-calls.js";
import { presentIntegration } from "./present.js";

/**
 * `POST /api/integrations/{name}/test` (admin), the Test Connection button: the provider's real
 * authenticated call with the saved settings (Slack and Teams: a test message), within the
 * time limit. Answers 200 whatever the provider said; `ok` and `message` tell what happened.
 */
export const test = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/integrations/{name}/test",
      summary: "Test Connection: the provider's authenticated call with the saved settings (admin)",
    },
    access: access.admin(),
  })
  .input(integrationNameParam)
  .output(connectionTestResult)
  .mutation(async ({ ctx, input }) => {
    const row = await integrationOr404(ctx.db, input.name);
    const { secretBox, config } = ctx.req.server;
    const result = await callIntegration(
      { db: ctx.db, secretBox, config: config.integrations },
      row,
      TEST_MESSAGE,
    );
    const now = ctx.now();
    const updated = await recordOutcome(ctx.db, row, result, { trigger: "test", now });
    return {
      ok: result.ok,
      outcome: result.outcome,
      message: result.message,
      responseTime: result.responseTime,
      testedAt: now.toISOString(),
      integration: presentIntegration(updated, true),
    };
  });
