/**
 * Where each part of the product lives, read once at boot from the app's `config.json`: the
 * API, the public site and the dashboard may each be on an origin of their own (www., app.,
 * api.; docs/deploying.md), given at deploy time so one build runs in every environment. An
 * empty origin means "this page's own", which is what the all-in-one server answers.
 */

export interface RuntimeConfig {
  apiUrl: string;
  marketingUrl: string;
  dashboardUrl: string;
}

const SAME_ORIGIN: RuntimeConfig = { apiUrl: "", marketingUrl: "", dashboardUrl: "" };
let current: RuntimeConfig = SAME_ORIGIN;

function originOrEmpty(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : "";
  } catch {
    return "";
  }
}

/** Reads a config.json body; anything unreadable in it falls back to the page's own origin. */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return {
    apiUrl: originOrEmpty(record.apiUrl),
    marketingUrl: originOrEmpty(record.marketingUrl),
    dashboardUrl: originOrEmpty(record.dashboardUrl),
  };
}

/**
 * Fetches `config.json` (the apps preload it from their index.html, so this costs no extra
 * round trip) and keeps it for the calls below. Without one, everything is same-origin.
 */
export async function loadRuntimeConfig(url: string | URL): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    current = response.ok ? parseRuntimeConfig(await response.json()) : SAME_ORIGIN;
  } catch {
    current = SAME_ORIGIN;
  }
  return current;
}

/** For tests and for hosts that know their config already. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** `/api/leads` on the API's origin (an absolute address is left as it is). */
export function apiUrl(path: string): string {
  return path.startsWith("/") ? `${current.apiUrl}${path}` : path;
}

/** A page of the public site, from wherever this page is. */
export function marketingUrl(path: string): string {
  return `${current.marketingUrl}${path}`;
}

/** A page of the dashboard app, from wherever this page is. */
export function dashboardUrl(path: string): string {
  return `${current.dashboardUrl}${path}`;
}

/**
 * Whether a link to that app leaves this page's origin (then it must be a full page load to an
 * absolute address, not a client-side route).
 */
export function isOtherOrigin(url: string): boolean {
  return /^https?:\/\//.test(url) && new URL(url).origin !== globalThis.location?.origin;
}
