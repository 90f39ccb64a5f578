import { type Job, job } from "@cairn/schema/jobs";
import type { PushStartInput, PushTool } from "@cairn/schema/tool-stack";
import { apiRequest, readAnswer } from "./rest.js";

/** What a push asks for beyond the project and the tool (the path holds those). */
export type PushOptions = Omit<PushStartInput, "projectId" | "slug">;

/**
 * `POST /api/projects/{projectId}/exports/{slug}` (docs/tool-stack.md): answers the job (202), or
 * the running one. The job is checked whole: the dashboard shows it as the push's first reading,
 * every field of it, without waiting for the first poll.
 */
export async function startPush(
  projectId: number,
  tool: PushTool,
  options: PushOptions,
): Promise<Job> {
  const path = `/api/projects/${projectId}/exports/${tool}`;
  const response = await apiRequest("POST", path, options);
  return readAnswer(response, job, `POST ${path} answered without a job`);
}
