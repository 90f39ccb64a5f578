/**
 * The API's compatibility gate: today's contract against the last release's, and proof that
 * the gate catches each kind of breaking change (and lets additions and new majors through).
 */
import { describe, expect, it } from "vitest";
import {
  type CompatibilityReport,
  compareContracts,
  formatReport,
  isNewMajor,
  type OpenApiDocument,
} from "./api-compatibility.js";
import { currentDocument, pendingApiBump, releasedDocument } from "./contract-documents.js";

const released = releasedDocument();
const current = currentDocument();

type Node = Record<string, unknown>;

/** The object at a path of a document (the test fails if the path is not there). */
function at(doc: Node, ...keys: string[]): Node {
  let node: unknown = doc;
  for (const key of keys) {
    if (typeof node !== "object" || node === null || !(key in node)) {
      throw new Error(`the document has no ${keys.join(".")}`);
    }
    node = (node as Node)[key];
  }
  return node as Node;
}

/** A copy of the released document with one change made to it. */
function changed(edit: (doc: Node) => void, version = released.info.version): OpenApiDocument {
  const doc = structuredClone(released);
  doc.info.version = version;
  edit(doc);
  return doc;
}

function breakingOf(report: CompatibilityReport): string {
  return report.breaking.map((change) => change.description).join("\n");
}

describe("the API contract", () => {
  it("keeps every promise of the last release, or raises the major version", () => {
    const report = compareContracts(released, current, pendingApiBump());
    // On failure the message lists each breaking change: bump @cairn/api's major with a
    // changeset, or restore what was removed (docs/api-versioning.md).
    expect(report.compatible, formatReport(report)).toBe(true);
  });

  it("is the document of a released version no newer than the API's own", () => {
    expect(isNewMajor(current.info.version, released.info.version)).toBe(false);
  });
});

describe("the compatibility check", () => {
  const json = ["content", "application/json", "schema"];
  const taskBody = (doc: Node) => at(doc, "paths", "/tasks", "post", "requestBody", ...json);
  const taskRead = (doc: Node) =>
    at(doc, "paths", "/tasks/{taskId}", "get", "responses", "200", ...json, "properties");

  it.each([
    [
      "an operation removed",
      (doc: Node) => delete at(doc, "paths", "/templates").get,
      /Removed.*GET \/templates/,
    ],
    ["a response field removed", (doc: Node) => delete taskRead(doc).title, /Removed.*title/],
    [
      "a new required input",
      (doc: Node) => (taskBody(doc).required as string[]).push("description"),
      /required.*description/,
    ],
    [
      "an input's type narrowed",
      (doc: Node) => {
        at(taskBody(doc), "properties", "title").maxLength = 20;
      },
      /maxLength.*title/,
    ],
    [
      "a success status changed",
      (doc: Node) => {
        const responses = at(doc, "paths", "/tasks", "post", "responses");
        responses["200"] = responses["201"];
        delete responses["201"];
      },
      /Response 201/,
    ],
  ])("fails on %s unless the major version is raised", (_name, edit, message) => {
    const report = compareContracts(released, changed(edit));
    expect(report.compatible).toBe(false);
    expect(breakingOf(report)).toMatch(message);
    expect(formatReport(report)).toContain("without a new major version");

    const nextMajor = changed(edit, bumpMajor(released.info.version));
    expect(compareContracts(released, nextMajor).compatible).toBe(true);
  });

  it("lets additions through: a new operation, a new response field, an optional input", () => {
    const report = compareContracts(
      released,
      changed((doc) => {
        taskRead(doc).estimate = { type: "integer" };
        at(taskBody(doc), "properties").estimate = { type: "integer" };
        at(doc, "paths")["/hello"] = structuredClone(at(doc, "paths", "/ping"));
      }),
    );
    expect(report.breaking).toEqual([]);
    expect(report.additions.length).toBeGreaterThanOrEqual(2);
    expect(report.compatible).toBe(true);
  });

  it("takes a new way to authenticate as an addition, but not an operation that requires it", () => {
    const scheme = { type: "http", scheme: "bearer" };
    const offered = compareContracts(
      released,
      changed((doc) => {
        at(doc, "components", "securitySchemes").token = scheme;
        at(doc, "paths", "/ping", "get").security = [{ session: [] }, { token: [] }, {}];
      }),
    );
    expect(offered.breaking).toEqual([]);
    expect(offered.additions.map((change) => change.where)).toContain(
      "components.securitySchemes.token",
    );
    const required = compareContracts(
      released,
      changed((doc) => {
        at(doc, "components", "securitySchemes").token = scheme;
        at(doc, "paths", "/ping", "get").security = [{ token: [] }];
      }),
    );
    expect(required.compatible).toBe(false);
  });

  it("lets a breaking change through when a pending changeset raises the major", () => {
    const removed = changed((doc) => {
      delete at(doc, "paths")["/ping"];
    });
    expect(compareContracts(released, removed, "patch").compatible).toBe(false);
    const withMajor = compareContracts(released, removed, "major");
    expect(withMajor.compatible).toBe(true);
    expect(formatReport(withMajor)).toContain("allowed by the new major version");
    expect(formatReport(withMajor)).toContain(`next release ${withMajor.next}`);
    // On 0.x a minor is a new major, as a caret range reads it.
    const zero = changed((doc) => {
      delete at(doc, "paths")["/ping"];
    }, "0.2.0");
    expect(
      compareContracts({ ...released, info: { version: "0.2.0" } }, zero, "minor").compatible,
    ).toBe(true);
  });

  it("reads a new major the way a caret range does", () => {
    expect(isNewMajor("1.4.2", "2.0.0")).toBe(true);
    expect(isNewMajor("1.4.2", "1.9.0")).toBe(false);
    expect(isNewMajor("0.3.1", "0.4.0")).toBe(true);
    expect(isNewMajor("0.3.1", "0.3.9")).toBe(false);
    expect(isNewMajor("2.0.0", "1.0.0")).toBe(false);
  });
});

function bumpMajor(version: string): string {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
}
