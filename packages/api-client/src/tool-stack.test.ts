import type { Job } from "@cairn/schema/jobs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./rest.js";
import { startPush } from "./tool-stack.js";

const queued: Job = {
  id: 41,
  kind: "export",
  projectId: 3,
  target: "jira",
  state: "queued",
  done: 0,
  total: null,
  phase: null,
  report: null,
  error: null,
  attempts: 0,
  createdBy: 2,
  createdAt: "2026-11-26T10:00:00.000Z",
  startedAt: null,
  finishedAt: null,
};

function serve(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startPush", () => {
  it("posts the options to the project's and tool's path and answers the job", async () => {
    const fetch = serve(202, queued);
    expect(await startPush(3, "jira", { jiraProjectKey: "PMO" })).toEqual(queued);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/projects/3/exports/jira");
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"jiraProjectKey":"PMO"}',
    });
  });

  it("rejects a refusal with the API's error, and an answer that is not a job", async () => {
    const body = '{"error":"Jira is not configured.","code":"CONFLICT"}';
    serve(409, body);
    const error = await startPush(3, "jira", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: `409: ${body}` });

    serve(202, { ...queued, state: "paused" });
    await expect(startPush(3, "jira", {})).rejects.toThrow(
      "POST /api/projects/3/exports/jira answered without a job",
    );
  });
});
