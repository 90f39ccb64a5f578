/**
 * Is the REST contract still compatible with its last release? The document of the last release
 * is committed (openapi/released.json); the current one is made from the router. Every change
 * between them is classified by api-smart-diff: removing an operation, a status or a response
 * field, adding a required input, narrowing an input's type or range are breaking; additions
 * are not. Breaking changes pass only with a new major version of the API (semver: 0.x counts
 * its minor as major, as a caret range does): already in its version, or coming with the next
 * release because a pending changeset raises it — so a breaking change lands together with the
 * changeset that announces it, and can never be released under a version that hides it.
 * docs/api-versioning.md tells the whole policy.
 */
import { apiCompare } from "api-smart-diff";
import semver from "semver";

export interface OpenApiDocument {
  info: { version: string };
  [key: string]: unknown;
}

export interface ContractChange {
  /** Where in the document: `paths./tasks.post.requestBody…`. */
  where: string;
  description: string;
}

export interface CompatibilityReport {
  released: string;
  current: string;
  breaking: ContractChange[];
  /** New operations, fields, optional inputs, statuses: safe for clients. */
  additions: ContractChange[];
  /** The version the next release gets from the pending changesets, when they raise it. */
  next?: string;
  /**
   * The current version, or the next release's, is outside the released one's caret range (a
   * new major).
   */
  majorRaised: boolean;
  /** Breaking changes are absent, or the major version was raised. */
  compatible: boolean;
}

export type ReleaseBump = "major" | "minor" | "patch";

export function compareContracts(
  released: OpenApiDocument,
  current: OpenApiDocument,
  /** The largest bump the pending changesets give @cairn/api, if any. */
  pendingBump?: ReleaseBump,
): CompatibilityReport {
  const { diffs } = apiCompare(released, current);
  const describe = (diff: (typeof diffs)[number]): ContractChange => ({
    where: diff.path.map(String).join("."),
    description: diff.description ?? `${diff.action} ${diff.path.join(".")}`,
  });
  const breaking = diffs
    .filter((diff) => diff.type === "breaking" && !isNewSecurityScheme(diff))
    .map(describe);
  const additions = diffs
    .filter((diff) => diff.type === "non-breaking" || isNewSecurityScheme(diff))
    .map(describe);
  const next = pendingBump ? semver.inc(current.info.version, pendingBump) : null;
  const majorRaised =
    isNewMajor(released.info.version, current.info.version) ||
    (next !== null && isNewMajor(released.info.version, next));
  return {
    released: released.info.version,
    current: current.info.version,
    ...(next ? { next } : {}),
    breaking,
    additions,
    majorRaised,
    compatible: breaking.length === 0 || majorRaised,
  };
}

/**
 * A new security scheme in the components (a new way to authenticate, such as API tokens) is
 * an addition: api-smart-diff calls it breaking, but a scheme binds nobody until an operation's
 * `security` requires it, and a change to an operation's `security` is judged on its own.
 */
function isNewSecurityScheme(diff: { action: string; path: readonly unknown[] }): boolean {
  return (
    diff.action === "add" &&
    diff.path.length === 3 &&
    diff.path[0] === "components" &&
    diff.path[1] === "securitySchemes"
  );
}

/** `current` is a later version that `^released` does not admit: 1.4.2 → 2.0.0, 0.3.1 → 0.4.0. */
export function isNewMajor(released: string, current: string): boolean {
  return semver.gt(current, released) && !semver.satisfies(current, `^${released}`);
}

/** The report as a person reads it in CI. */
export function formatReport(report: CompatibilityReport): string {
  const lines = [
    `API contract: released ${report.released}, current ${report.current}${
      report.next ? `, next release ${report.next} (pending changesets)` : ""
    }`,
  ];
  if (report.breaking.length === 0) {
    lines.push("No breaking change.");
  } else {
    lines.push(
      report.majorRaised
        ? `${report.breaking.length} breaking change(s), allowed by the new major version:`
        : `${report.breaking.length} breaking change(s) without a new major version of @cairn/api:`,
      ...report.breaking.map((change) => `  - ${change.description} (${change.where})`),
    );
  }
  if (report.additions.length > 0) lines.push(`${report.additions.length} addition(s).`);
  return lines.join("\n");
}
