/**
 * What Cairn knows about each provider: the one call that proves a connection (its "who am I"
 * endpoint, or for Slack and Teams a message to the webhook), and how to read the answer.
 * Providers are data plus two small functions; running the call is connection-check.ts's job.
 */
import type { IntegrationName } from "@cairn/schema/integration-settings";
import type { ProviderRequest } from "../provider-call.js";
import type { OpenedSettings } from "../stored-settings.js";

export type Reading =
  | { ok: true; message: string }
  | { ok: false; outcome: "rejected" | "unexpected_answer"; message: string };

export interface Provider {
  name: IntegrationName;
  /** A webhook posts messages; the others answer who the credentials belong to. */
  webhook: boolean;
  /** What to look at in Settings when the provider refuses the credentials. */
  credentialsHint: string;
  /**
   * The call, from the settings with their secrets in clear; `text` is the message a webhook
   * posts. A string when a stored value cannot be used (a URL no longer allowed).
   */
  request(settings: OpenedSettings, text: string): ProviderRequest | string;
  /** Reads a 2xx answer. */
  read(body: string, settings: OpenedSettings): Reading;
  /** Credentials as sent in another form (encoded headers), to scrub from messages too. */
  derivedSecrets?(settings: OpenedSettings): string[];
}

export function text(settings: OpenedSettings, key: string): string {
  const value = settings[key];
  return typeof value === "string" ? value : "";
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export function unexpected(name: string, what: string): Reading {
  return {
    ok: false,
    outcome: "unexpected_answer",
    message: `${name} answered, but not as ${name} does (${what}).`,
  };
}

export const JSON_HEADERS = { accept: "application/json" } as const;
