/**
 * `GET /api/openapi.json` read by a standard OpenAPI linter (Redocly's recommended rules), as a
 * client generator's authors would: nothing to warn about but the paths the product's
 * specification itself makes ambiguous (`/tasks/project/{projectId}` beside
 * `/tasks/{taskId}/…`), which Cairn must keep. Generated clients trust what a document
 * says is required, so a schema that requires a property it never defines is a defect here.
 */
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { currentDocument } from "./contract-documents.js";

/** The specification's paths that read a list "by owner", beside `/{id}/…` paths. */
const SPEC_AMBIGUOUS = [
  "/leads/assignee/{userId}",
  "/projects/consultant/{userId}",
  "/projects/client/{userId}",
  "/tasks/project/{projectId}",
  "/tasks/assignee/{userId}",
  "/project-health/tasks/{projectId}",
];

describe("the OpenAPI document under a standard linter", () => {
  it("has no problem but the specification's own ambiguous paths", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(currentDocument()),
      absoluteRef: "/openapi.json",
      config,
    });
    const unexpected = problems
      .filter(
        (problem) =>
          problem.ruleId !== "no-ambiguous-paths" ||
          !SPEC_AMBIGUOUS.some((path) => problem.message.includes(`\`${path}\``)),
      )
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(unexpected).toEqual([]);
    // The allowance is used: were those paths gone, it should go too.
    expect(problems.some((problem) => problem.ruleId === "no-ambiguous-paths")).toBe(true);
  });

  it("requires no property it does not define, anywhere", () => {
    const undefinedRequired: string[] = [];
    const walk = (node: unknown, pointer: string) => {
      if (Array.isArray(node)) {
        for (const [index, item] of node.entries()) walk(item, `${pointer}/${index}`);
        return;
      }
      if (node === null || typeof node !== "object") return;
      const schema = node as { required?: unknown; properties?: Record<string, unknown> };
      if (Array.isArray(schema.required)) {
        for (const name of schema.required) {
          if (!(name in (schema.properties ?? {}))) undefinedRequired.push(`${pointer}: ${name}`);
        }
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${key}`);
    };
    walk(currentDocument(), "#");
    expect(undefinedRequired).toEqual([]);
  });
});
