/**
 * Runs a provider's call and says what happened in plain words: connected (and as whom), or
 * why not: refused credentials, a problem on the provider's side, no answer in time, no
 * connection, or an answer that is not the provider's. Secret values are scrubbed from every
 * message, whatever the provider echoed back.
 */

import { integrationSlug } from "@cairn/schema/integration-settings";
import type { ConnectionOutcome } from "@cairn/schema/integrations";
import { scrubSecrets } from "../../lib/system-log.js";
import { routedUrl } from "./allowed-urls.js";
import { type CallResult, callProvider } from "./provider-call.js";
import { type Provider, parseJson } from "./providers/provider.js";
import type { OpenedSettings } from "./stored-settings.js";

export interface CheckResult {
  ok: boolean;
  outcome: ConnectionOutcome;
  message: string;
  /** ms until the answer; null when none came. */
  responseTime: number | null;
  /** Worth trying again later (no answer, 5xx, 429). */
  retryable: boolean;
  /** The provider's Retry-After, in ms, when it gave one. */
  retryAfterMs?: number;
}

export interface CheckOptions {
  baseUrls: Readonly<Record<string, string>>;
  timeoutMs: number;
  /** What a webhook posts; ignored by the other providers. */
  message: string;
  /** Secret values in clear, scrubbed from every message. */
  secrets: readonly string[];
  signal?: AbortSignal;
}

export async function runCheck(
  provider: Provider,
  settings: OpenedSettings,
  options: CheckOptions,
): Promise<CheckResult> {
  const scrubbed = (result: CheckResult) => ({
    ...result,
    message: scrubSecrets(result.message, options.secrets),
  });
  const request = provider.request(settings, options.message);
  if (typeof request === "string") {
    return scrubbed({
      ok: false,
      outcome: "not_configured",
      message: request,
      responseTime: null,
      retryable: false,
    });
  }
  const url = routedUrl(request.url, options.baseUrls[integrationSlug(provider.name)]);
  const call = await callProvider(
    { ...request, url },
    { timeoutMs: options.timeoutMs, ...(options.signal ? { signal: options.signal } : {}) },
  );
  return scrubbed(describeCall(provider, call, settings, options.timeoutMs));
}

function describeCall(
  provider: Provider,
  result: CallResult,
  settings: OpenedSettings,
  timeoutMs: number,
): CheckResult {
  const name = provider.name;
  switch (result.kind) {
    case "timeout":
      return failure("timeout", `${name} did not answer within ${seconds(timeoutMs)}.`, null, true);
    case "unreachable":
      return failure("unreachable", `Could not reach ${name}: ${result.reason}.`, null, true);
    case "cancelled":
      return failure(
        "unreachable",
        `The call to ${name} was stopped: Cairn is shutting down.`,
        null,
        false,
      );
    case "too_large":
      return failure(
        "unexpected_answer",
        `${name} answered with more than 256 KiB, which is not what ${name} sends.`,
        result.ms,
        false,
      );
    case "answer":
      return describeAnswer(provider, result, settings);
  }
}

function describeAnswer(
  provider: Provider,
  answer: Extract<CallResult, { kind: "answer" }>,
  settings: OpenedSettings,
): CheckResult {
  const { status, ms } = answer;
  const name = provider.name;
  const says = providerSays(answer.body);
  const http = `HTTP ${status}${says ? `: "${says}"` : ""}`;
  if (status >= 200 && status < 300) {
    const reading = provider.read(answer.body, settings);
    return reading.ok
      ? {
          ok: true,
          outcome: "connected",
          message: reading.message,
          responseTime: ms,
          retryable: false,
        }
      : failure(reading.outcome, reading.message, ms, false);
  }
  if (status >= 300 && status < 400) {
    return failure(
      "unexpected_answer",
      `${name} answered with a redirect (HTTP ${status}), which Cairn does not follow.`,
      ms,
      false,
    );
  }
  if (status === 401 || status === 403) {
    return failure(
      "rejected",
      `${name} refused the credentials (${http}). ${provider.credentialsHint}`,
      ms,
      false,
    );
  }
  if (provider.webhook && (status === 404 || status === 410)) {
    return failure(
      "rejected",
      `${name} does not know this webhook (${http}). ${provider.credentialsHint}`,
      ms,
      false,
    );
  }
  if (status === 429) {
    const retryAfterMs = retryAfter(answer.headers.get("retry-after"));
    return {
      ...failure(
        "provider_error",
        `${name} is limiting requests (HTTP 429). Try again in a minute.`,
        ms,
        true,
      ),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (status >= 500) {
    return failure(
      "provider_error",
      `${name} had a problem on its side (${http}). Try again later.`,
      ms,
      true,
    );
  }
  return failure("rejected", `${name} refused the request (${http}).`, ms, false);
}

function failure(
  outcome: ConnectionOutcome,
  message: string,
  responseTime: number | null,
  retryable: boolean,
): CheckResult {
  return { ok: false, outcome, message, responseTime, retryable };
}

function seconds(ms: number): string {
  if (ms % 1000 !== 0) return `${ms} ms`;
  return ms === 1000 ? "1 second" : `${ms / 1000} seconds`;
}

/** A provider's own short error text, from the usual JSON error fields or a short text body. */
export function providerSays(body: string): string | undefined {
  const json = parseJson(body);
  const pick = (value: unknown): string | undefined =>
    typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  let said: string | undefined;
  if (json && typeof json === "object") {
    const record = json as Record<string, unknown>;
    const error = record.error;
    const errors = Array.isArray(record.errors) ? (record.errors[0] as unknown) : undefined;
    said =
      pick(record.message) ??
      pick(error) ??
      pick((error as Record<string, unknown> | null)?.message) ??
      pick(record.error_summary) ??
      pick(record.err) ??
      pick((errors as Record<string, unknown> | undefined)?.message);
  } else if (!/^\s*</.test(body)) {
    said = pick(body);
  }
  return said ? said.replace(/\s+/g, " ").slice(0, 160) : undefined;
}

/** Retry-After in seconds or as a date; at most a minute is honoured. */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 60_000) : undefined;
}
