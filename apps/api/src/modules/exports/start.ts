import { job } from "@cairn/schema/jobs";
import { pushStartInput } from "@cairn/schema/tool-stack";
import { z } from "zod";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { findIntegration } from "../integrations/integrations.repo.js";
import { missingRequired, readStored } from "../integrations/stored-settings.js";
import { startJob } from "../jobs/jobs.repo.js";
import { present } from "../jobs/present.js";
import { resolvePushTarget } from "../tool-push/push-target.js";
import { PUSH_ADAPTERS } from "../tool-push/tools/index.js";

/**
 * `POST /api/projects/{projectId}/exports/{slug}`: starts the push of the project into the
 * team's tool (docs/tool-push.md), or answers the one already open. 202: the job runs in the
 * background and is followed at `GET /api/jobs/{jobId}`. The job keeps the options, never a
 * secret: its handler reads the sealed settings itself.
 */
export const start = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/exports/{slug}",
      summary:
        "Set the project up in a team's tool (Trello, Jira, Asana, ClickUp, Notion, Monday.com)",
      status: 202,
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(pushStartInput)
  .output(job)
  .mutation(async ({ ctx, input }) => {
    const { projectId, slug, ...options } = input;
    const name = PUSH_ADAPTERS[slug].name;
    const row = await findIntegration(ctx.db, slug);
    if (!row?.enabled) {
      throw appError(
        "CONFLICT",
        `Set up ${name} in Integrations first: it is switched off. An administrator switches it on there.`,
      );
    }
    const stored = readStored(name, row.settings);
    const missing = missingRequired(name, stored);
    if (missing.length > 0) {
      throw appError(
        "CONFLICT",
        `Set up ${name} in Integrations first: an administrator adds its ${missing.join(" and ")} there.`,
      );
    }
    const target = resolvePushTarget(slug, options, stored);
    if (!target.ok) {
      throw appError(
        "BAD_REQUEST",
        `${target.field} ${target.message}`,
        new z.ZodRealError([
          { code: "custom", path: [target.field], message: target.message, input: undefined },
        ]),
      );
    }
    const started = await startJob(ctx.db, {
      kind: "export",
      projectId,
      target: slug,
      createdBy: ctx.user.id,
      input: { options },
    });
    return present(started.job);
  });
