/**
 * The job handler of a push into one tool (`export` → `trello`…): it checks the integration
 * again (it may have been switched off or changed since the start), opens its secrets, reads
 * the project and the links of what exists already, and runs the tool's adapter on the session.
 * Anything that failed ends the job failed, with the report, so "Resume" carries it on.
 */
import { integrationSlug } from "@cairn/schema/integration-settings";
import type { PushTool } from "@cairn/schema/tool-stack";
import { SecretUnreadableError } from "../../lib/secret-box.js";
import { findIntegration } from "../integrations/integrations.repo.js";
import {
  missingRequired,
  type OpenedSettings,
  openSettings,
  readStored,
  secretValues,
} from "../integrations/stored-settings.js";
import { JobFailed, type JobHandler } from "../jobs/runner.js";
import { PushSession, PushStopped } from "./push-session.js";
import { type PushOptions, resolvePushTarget } from "./push-target.js";
import { DEFAULT_RETRY, type RetryPolicy } from "./retry-policy.js";
import { readExportLinks, readProjectSnapshot } from "./tool-push.repo.js";
import { PUSH_ADAPTERS } from "./tools/index.js";

export function pushHandler(slug: PushTool, retry: RetryPolicy = DEFAULT_RETRY): JobHandler {
  const adapter = PUSH_ADAPTERS[slug];
  const name = adapter.name;
  return async (context) => {
    const { db, job } = context;
    const row = await findIntegration(db, name);
    if (!row?.enabled) {
      throw new JobFailed(
        `${name} is switched off in Integrations. Switch it on, then resume the push.`,
      );
    }
    const stored = readStored(name, row.settings);
    const missing = missingRequired(name, stored);
    if (missing.length > 0) {
      throw new JobFailed(
        `Set up ${name} in Integrations first: an administrator adds its ${missing.join(" and ")} there. Then resume the push.`,
      );
    }
    let settings: OpenedSettings;
    try {
      settings = openSettings(context.secretBox, name, stored);
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      throw new JobFailed(
        `A secret stored for ${name} cannot be read. Enter it again in Integrations, then resume the push.`,
      );
    }
    const options = ((job.input as { options?: PushOptions } | null)?.options ?? {}) as PushOptions;
    const target = resolvePushTarget(slug, options, stored);
    if (!target.ok) throw new JobFailed(`${target.field} ${target.message}.`);
    const snapshot = await readProjectSnapshot(db, job.projectId);
    if (!snapshot) throw new JobFailed("The project no longer exists.");

    const system = integrationSlug(name);
    const session = new PushSession({
      db,
      jobId: job.id,
      projectId: job.projectId,
      system,
      tool: name,
      credentialsHint: adapter.credentialsHint,
      links: await readExportLinks(db, job.projectId, system),
      baseUrl: context.integrations.baseUrls[system],
      timeoutMs: context.integrations.timeoutMs,
      secrets: [...secretValues(name, settings), ...(adapter.derivedSecrets?.(settings) ?? [])],
      signal: context.signal,
      retry,
      now: context.now,
      progress: context.progress,
    });
    await session.plan(adapter.count(snapshot));
    try {
      await adapter.run({ push: session, snapshot, settings, target: target.target });
    } catch (error) {
      if (error instanceof PushStopped) throw new JobFailed(error.message, session.report.build());
      throw error;
    }
    const failed = session.report.count("failed");
    if (failed > 0) {
      throw new JobFailed(
        `${failed === 1 ? "One record was" : `${failed} records were`} not created in ${name}: see why in the report, then resume the push to try again.`,
        session.report.build(),
      );
    }
    return session.report.build();
  };
}

/** The handlers of every push, for job-handlers.ts. */
export function pushHandlers(retry?: RetryPolicy): Record<PushTool, JobHandler> {
  return {
    trello: pushHandler("trello", retry),
    jira: pushHandler("jira", retry),
    asana: pushHandler("asana", retry),
    clickup: pushHandler("clickup", retry),
    notion: pushHandler("notion", retry),
    "monday-com": pushHandler("monday-com", retry),
  };
}
