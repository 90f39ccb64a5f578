/**
 * What each template of the library holds beyond its name and one-line purpose: a body written
 * for it (structured Markdown with fields filled in for a team, docs/templates.md), the ways of
 * working and team sizes it suits, an estimate of the effort to fill it in or run it, and tags
 * for search. Bodies live in bodies/<category>.ts; `lintBody` is what the library's test holds
 * every one of them to, so a stub cannot ship.
 */
import type { TEAM_SIZE_BANDS } from "@cairn/schema/constants";
import type { TEMPLATE_CATALOGUE } from "./catalogue.js";

/** Ways of working a template suits. */
export const DELIVERY_METHODS = ["scrum", "kanban", "waterfall", "hybrid"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export type TeamBand = (typeof TEAM_SIZE_BANDS)[number];

export interface TemplateDetails {
  /**
   * Markdown, written for this template: `## Purpose`, `## When to use`, `## Roles`, then
   * `## Steps`, `## Sections` or `## Agenda`, and `## Checklist` (`- [ ] …`) where it fits.
   * Fields in double braces (TEMPLATE_FIELDS) are filled in for a project.
   */
  body: string;
  methods: readonly DeliveryMethod[];
  teamSizes: readonly TeamBand[];
  /** Minutes to fill it in the first time (a document) or to run it once (a ritual). */
  effortMinutes: number;
  tags: readonly string[];
}

type Group = (typeof TEMPLATE_CATALOGUE)[number];
export type CategoryName = Group["category"];

/** Every template of one category with its details: a file of bodies/ cannot leave one out. */
export type CategoryBodies<C extends CategoryName> = Record<
  Extract<Group, { category: C }>["templates"][number][0],
  TemplateDetails
>;

/** "Risks, issues and change" → "risks-issues-and-change": the file name in bodies/. */
export function categoryFile(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The fields a body may use, each with what it becomes for a project (docs/templates.md). The
 * renderer fills them from the project, its client, its consultant and the plan it came from.
 */
export const TEMPLATE_FIELDS = {
  "project.name": "the project's name",
  "project.startDate": "the day the project starts",
  "project.plan": "the project's plan (Free Trial, Pro, Scale)",
  "client.company": "the client's company",
  "client.name": "the client's contact",
  "consultant.name": "the consultant leading the project",
  "team.size": "how many people are on the team",
  "team.band": "the team-size band (1-5, 6-20, 21-50, 51+)",
  industry: "the team's industry",
  "tools.tracker": "where the work is tracked (Jira, Trello, Cairn's board…)",
  "tools.chat": "where the team talks (Slack, Teams…)",
  "tools.docs": "where documents live (Notion, Confluence, Google Drive…)",
  "cadence.standup": "when the stand-up happens",
  "cadence.planning": "how often planning happens",
  "cadence.review": "how often work is reviewed with stakeholders",
  "cadence.retro": "how often the team holds a retrospective",
} as const;
export type TemplateField = keyof typeof TEMPLATE_FIELDS;

const FIELD = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g;
const REQUIRED_SECTIONS = ["Purpose", "When to use", "Roles"];
const BODY_SECTIONS = ["Steps", "Sections", "Agenda"];
const MIN_WORDS = 140;

/** The fields a body uses, in order of first use. */
export function fieldsOf(body: string): string[] {
  return [...new Set([...body.matchAll(FIELD)].map((match) => match[1] ?? ""))];
}

/** Why a body is not good enough to ship; empty when it is. */
export function lintBody(name: string, details: TemplateDetails): string[] {
  const problems: string[] = [];
  const { body } = details;
  const headings = [...body.matchAll(/^## (.+)$/gm)].map((match) => (match[1] ?? "").trim());
  for (const section of REQUIRED_SECTIONS) {
    if (!headings.includes(section)) problems.push(`${name}: no "## ${section}" section`);
  }
  if (!BODY_SECTIONS.some((section) => headings.includes(section))) {
    problems.push(`${name}: no "## Steps", "## Sections" or "## Agenda" section`);
  }
  const words = body.replace(FIELD, "x").split(/\s+/).filter(Boolean).length;
  if (words < MIN_WORDS) problems.push(`${name}: ${words} words, a stub (at least ${MIN_WORDS})`);
  for (const field of fieldsOf(body)) {
    if (!(field in TEMPLATE_FIELDS)) problems.push(`${name}: unknown field {{${field}}}`);
  }
  if (fieldsOf(body).length === 0) problems.push(`${name}: uses no field, so nothing is tailored`);
  if (/\b(TODO|TBD|lorem ipsum)\b/i.test(body)) problems.push(`${name}: placeholder text`);
  if (!body.startsWith("# ")) problems.push(`${name}: does not start with its "# " title`);
  if (headings.includes("Checklist") && !/^- \[ \] /m.test(body)) {
    problems.push(`${name}: a Checklist section without "- [ ]" items`);
  }
  if (details.methods.length === 0) problems.push(`${name}: suits no way of working`);
  if (details.teamSizes.length === 0) problems.push(`${name}: suits no team size`);
  if (!(details.effortMinutes >= 5 && details.effortMinutes <= 2400)) {
    problems.push(`${name}: effort of ${details.effortMinutes} minutes is not believable`);
  }
  if (details.tags.length < 2) problems.push(`${name}: fewer than two tags`);
  return problems;
}
