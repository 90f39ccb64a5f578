/**
 * The headers of a deprecated REST operation: `Deprecation` (RFC 9745: since when, as a
 * structured date `@<seconds>`), `Sunset` (RFC 8594: when it may stop, as an HTTP date) and,
 * when there is one, a `Link` to its successor. Clients see them on every answer long before
 * anything breaks (docs/api-versioning.md).
 */
import type { Deprecation } from "../core/meta.js";

function day(text: string, field: string): Date {
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime())) {
    throw new Error(`deprecated.${field} must be an ISO day such as 2027-06-30, not ${text}`);
  }
  return date;
}

/** Checks the dates (a test walks every procedure through this) and writes the headers. */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const since = day(deprecation.since, "since");
  const sunset = day(deprecation.sunset, "sunset");
  if (sunset <= since) throw new Error("deprecated.sunset must come after deprecated.since");
  return {
    deprecation: `@${since.getTime() / 1000}`,
    sunset: sunset.toUTCString(),
    ...(deprecation.successor
      ? { link: `</api${deprecation.successor}>; rel="successor-version"` }
      : {}),
  };
}

/** What the OpenAPI document says of it. */
export function deprecationNote(deprecation: Deprecation): string {
  const instead = deprecation.successor ? ` Use ${deprecation.successor} instead.` : "";
  return `Deprecated since ${deprecation.since}; may be removed after ${deprecation.sunset}.${instead}`;
}
