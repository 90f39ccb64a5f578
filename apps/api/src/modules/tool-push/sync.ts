/**
 * One-way sync after a push (docs/tool-push.md, "Later changes"): the outbox handler of
 * `tool-push.sync`, written by a trigger when a pushed task's title, column, due date or
 * priority changes (migration export-sync). It reads the task as it is now, so a late or
 * repeated message sends the latest state and does no harm, and sends it with the tool's
 * update call. The integration keeps the outcome: `lastSync` and `syncCount` on success,
 * `lastError` on a failure that will not be tried again.
 */
import { integrationSlug } from "@cairn/schema/integration-settings";
import { PUSH_TOOLS, type PushTool } from "@cairn/schema/tool-stack";
import { SecretUnreadableError } from "../../lib/secret-box.js";
import { scrubSecrets, writeSystemLog } from "../../lib/system-log.js";
import { routedUrl } from "../integrations/allowed-urls.js";
import { providerSays } from "../integrations/connection-check.js";
import { findIntegration, recordCall } from "../integrations/integrations.repo.js";
import { callProvider, type ProviderRequest } from "../integrations/provider-call.js";
import {
  missingRequired,
  type OpenedSettings,
  openSettings,
  readStored,
  secretValues,
} from "../integrations/stored-settings.js";
import type { Delivery, Handlers } from "../outbox/handlers.js";
import { DEFAULT_RETRY, judge } from "./retry-policy.js";
import { SyncFailed } from "./sync-failure.js";
import {
  linkKey,
  markLinkSynced,
  readExportLinks,
  readProjectSnapshot,
  taskProjectId,
} from "./tool-push.repo.js";
import { PUSH_ADAPTERS } from "./tools/index.js";

export const TOOL_SYNC = "tool-push.sync";

function isPayload(value: unknown): value is { system: PushTool; taskId: number } {
  const payload = value as { system?: unknown; taskId?: unknown } | null;
  return (
    PUSH_TOOLS.includes(payload?.system as PushTool) && Number.isInteger(payload?.taskId ?? null)
  );
}

export const toolSyncHandlers: Handlers = {
  [TOOL_SYNC]: async (payload, context): Promise<Delivery> => {
    if (!isPayload(payload)) {
      return { ok: false, retryable: false, error: "The sync message is malformed." };
    }
    const { db } = context;
    const adapter = PUSH_ADAPTERS[payload.system];
    const name = adapter.name;
    const projectId = await taskProjectId(db, payload.taskId);
    // The task was deleted since: there is nothing left to send.
    if (projectId === undefined) return { ok: true };
    const snapshot = await readProjectSnapshot(db, projectId);
    const task = snapshot?.tasks.find((entry) => entry.id === payload.taskId);
    const system = integrationSlug(name);
    const links = await readExportLinks(db, projectId, system);
    const link = links.get(linkKey("task", payload.taskId));
    if (!snapshot || !task || !link) return { ok: true };

    const row = await findIntegration(db, name);
    if (!row) return { ok: false, retryable: false, error: `There is no ${name} integration.` };
    const refuse = async (error: string, retryable: boolean, retryAfterMs?: number) => {
      if (!retryable || context.lastAttempt) {
        await recordCall(
          db,
          row.id,
          { ok: false, message: error, responseTime: null },
          context.now(),
        );
        await writeSystemLog(db, {
          level: "error",
          module: "integrations",
          message: `${name}: a task's change was not sent. ${error}`,
          metadata: { integration: name, taskId: payload.taskId, messageId: context.messageId },
        });
      }
      return {
        ok: false as const,
        retryable,
        error,
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      };
    };
    if (!row.enabled) {
      return refuse(`${name} is switched off: "${task.title}" was not updated there.`, false);
    }
    const stored = readStored(name, row.settings);
    if (missingRequired(name, stored).length > 0) {
      return refuse(`${name} is not set up: "${task.title}" was not updated there.`, false);
    }
    let settings: OpenedSettings;
    try {
      settings = openSettings(context.secretBox, name, stored);
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      return refuse(
        `A secret stored for ${name} cannot be read. Enter it again in Settings.`,
        false,
      );
    }
    const secrets = [
      ...secretValues(name, settings),
      ...(adapter.derivedSecrets?.(settings) ?? []),
    ];
    let responseTime = 0;
    const send = async (request: ProviderRequest): Promise<string> => {
      const result = await callProvider(
        { ...request, url: routedUrl(request.url, context.integrations.baseUrls[system]) },
        { timeoutMs: context.integrations.timeoutMs, signal: context.signal },
      );
      if ("ms" in result) responseTime += result.ms;
      const verdict = judge(result, DEFAULT_RETRY, Date.now());
      switch (verdict.kind) {
        case "ok":
          return verdict.body;
        case "rate_limited":
          throw new SyncFailed(`${name} is limiting requests (HTTP 429).`, true, verdict.waitMs);
        case "transient":
          throw new SyncFailed(`${name} did not take the change (${verdict.reason}).`, true);
        case "credentials":
        case "refused": {
          const says = providerSays(verdict.body);
          throw new SyncFailed(
            scrubSecrets(
              `${name} refused the change to "${task.title}" (HTTP ${verdict.status}${says ? `: "${says}"` : ""}).`,
              secrets,
            ),
            false,
          );
        }
      }
    };
    try {
      await adapter.sync({
        task,
        snapshot,
        externalId: link.externalId,
        linked: (entity, localId) => links.get(linkKey(entity, localId)),
        settings,
        send,
      });
    } catch (error) {
      if (!(error instanceof SyncFailed)) throw error;
      return refuse(error.message, error.retryable, error.retryAfterMs);
    }
    const now = context.now();
    await markLinkSynced(db, system, payload.taskId, now);
    await recordCall(db, row.id, { ok: true, message: "", responseTime }, now);
    return { ok: true };
  },
};
