/** Where in the dashboard the panel was opened, as far as its suggested questions care. */
export type AssistantPage =
  | { kind: "home" }
  | { kind: "project"; projectId: number }
  | { kind: "other" };

const DASHBOARD = "(?:admin|consultant|user)-dashboard";
const HOME = new RegExp(`^/${DASHBOARD}/?$`);
const PROJECT = new RegExp(`^/${DASHBOARD}/projects/(\\d+)(?:/|$)`);

export function pageOf(pathname: string): AssistantPage {
  if (HOME.test(pathname)) return { kind: "home" };
  const project = PROJECT.exec(pathname);
  if (project) return { kind: "project", projectId: Number(project[1]) };
  return { kind: "other" };
}

/**
 * The questions offered while the conversation is empty: about the project on screen (once its
 * name is known), else about the person's own work; staff also about the pipeline.
 */
export function suggestionsFor(
  page: AssistantPage,
  { staff, projectName }: { staff: boolean; projectName?: string | null },
): string[] {
  const name = projectName?.trim();
  if (page.kind === "project" && name) {
    return [`status ${name}`, `overdue ${name}`, `who ${name}`];
  }
  return ["what should I work on?", "what is overdue?", ...(staff ? ["any new leads?"] : [])];
}
