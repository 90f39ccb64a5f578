/**
 * The tools of the wizard's list (docs/product.md §3.3): which jobs each can do, for which team-size
 * bands, and the tasks that keep or set it up. A tool "fits" a band for a job when the band is
 * listed under that job here.
 */
import { TEAM_SIZE_BANDS } from "@cairn/schema/constants";
import type { Band, Category, ToolName, ToolProfile } from "./types.js";

const ALL_BANDS: readonly Band[] = TEAM_SIZE_BANDS;
const UP_TO_20: readonly Band[] = ["1-5", "6-20"];
const UP_TO_5: readonly Band[] = ["1-5"];

/** How each job reads in a sentence: "Keep Jira for work tracking". */
export const CATEGORY_NAMES: Readonly<Record<Category, string>> = {
  work: "work tracking",
  docs: "documentation",
  chat: "team chat",
  meetings: "meetings",
  code: "code",
};

/** The order in which the stack is built and listed. */
export const CATEGORY_ORDER: readonly Category[] = ["work", "docs", "chat", "meetings", "code"];

export const TOOLS: Readonly<Record<ToolName, ToolProfile>> = {
  Jira: {
    name: "Jira",
    aliases: ["jira software"],
    covers: { work: ALL_BANDS },
    strength: "configurable workflows, permissions and cross-team dependencies",
    keepTask: "Clean up Jira: archive finished projects and agree one workflow for all teams",
    setupTask:
      "Set up Jira: one project per team, a shared workflow and only the issue types you need",
    template: "Jira project configuration guide",
  },
  Trello: {
    name: "Trello",
    aliases: [],
    covers: { work: UP_TO_20 },
    strength: "a board per project or client, with almost nothing to learn",
    limit: "has no portfolio view or cross-board dependencies, which a team of {n} needs",
    keepTask:
      "Tidy Trello: one board per project, the same lists on every board and an owner on every card",
    setupTask: "Set up Trello: one board per project with the same lists, then invite the team",
    template: "Trello board setup guide",
  },
  Asana: {
    name: "Asana",
    aliases: [],
    covers: { work: ALL_BANDS },
    strength: "clear owners, due dates and a portfolio view across projects",
    keepTask:
      "Tidy Asana: one project per piece of work, sections that match your workflow, an owner on every task",
    setupTask:
      "Set up Asana: a team per department, one project per piece of work and a portfolio for the leads",
    template: "Asana project template",
  },
  "Monday.com": {
    name: "Monday.com",
    aliases: ["monday", "monday com"],
    covers: { work: ALL_BANDS },
    strength: "visual boards and dashboards that non-technical teams adopt quickly",
    keepTask:
      "Standardise Monday.com: one board template with the same status columns for every project",
    setupTask:
      "Set up Monday.com: a workspace per department and one board template for every project",
    template: "Monday.com board blueprint",
  },
  ClickUp: {
    name: "ClickUp",
    aliases: ["click up"],
    covers: { work: ALL_BANDS, docs: UP_TO_20 },
    strength: "tasks, docs and time tracking in one place",
    limit:
      "docs become hard to navigate for a team of {n}; a dedicated wiki keeps knowledge findable",
    keepTask:
      "Simplify ClickUp: one space per team, the same statuses everywhere, and unused lists archived",
    setupTask:
      "Set up ClickUp: a space per team, a folder per client or product, and time tracking switched on",
    template: "ClickUp space hierarchy",
  },
  Notion: {
    name: "Notion",
    aliases: [],
    covers: { docs: ALL_BANDS, work: UP_TO_5 },
    strength: "wiki, meeting notes and SOPs in one searchable place",
    limit:
      "works as a task board for a handful of people but has no workload or dependency views for a team of {n}",
    keepTask:
      "Organise Notion: one team wiki with a section for SOPs and a database for meeting notes",
    setupTask: "Set up Notion: a team wiki with sections for SOPs, meeting notes and project pages",
    template: "Notion team wiki",
  },
  Slack: {
    name: "Slack",
    aliases: [],
    covers: { chat: ALL_BANDS },
    strength: "a channel per project keeps decisions out of private messages and email",
    keepTask: "Tidy Slack: a channel per project under one naming rule, and dead channels archived",
    setupTask: "Set up Slack: a channel per project, one naming rule and an announcements channel",
    template: "Slack channel plan",
  },
  "Microsoft Teams": {
    name: "Microsoft Teams",
    aliases: ["teams", "ms teams", "msteams"],
    covers: { chat: ALL_BANDS, meetings: ALL_BANDS },
    strength: "chat, meetings and files inside the Microsoft 365 tenant you already control",
    keepTask:
      "Tidy Microsoft Teams: a team per department, a channel per project, and decisions recorded in the channel",
    setupTask:
      "Set up Microsoft Teams: a team per department and a channel per project, with meeting notes saved to the channel",
    template: "Microsoft Teams channel plan",
  },
  Zoom: {
    name: "Zoom",
    aliases: [],
    covers: { meetings: ALL_BANDS },
    strength: "reliable video for remote stand-ups and client calls",
    keepTask: "Set Zoom standards: one recurring link per routine and an agenda in every invite",
    setupTask: "Set up Zoom: a recurring meeting for each routine, with the agenda in the invite",
    template: "Zoom meeting standards",
  },
  GitHub: {
    name: "GitHub",
    aliases: [],
    covers: { code: ALL_BANDS },
    strength: "pull requests and issues linked to the tasks they deliver",
    keepTask:
      "Link GitHub to the tracker: branch names carry the task key and merged pull requests close their tasks",
    setupTask:
      "Set up GitHub: repository conventions, a pull-request template and branch protection",
    template: "GitHub repository conventions",
  },
  GitLab: {
    name: "GitLab",
    aliases: [],
    covers: { code: ALL_BANDS },
    strength: "merge requests, pipelines and issues in one place",
    keepTask:
      "Link GitLab to the tracker: merge requests name their task and pipelines report its status",
    setupTask: "Set up GitLab: a group structure, a merge-request template and protected branches",
    template: "GitLab merge request template",
  },
  Confluence: {
    name: "Confluence",
    aliases: [],
    covers: { docs: ALL_BANDS },
    strength: "structured spaces and page permissions that stay navigable at scale, linked to Jira",
    keepTask:
      "Restructure Confluence: a PMO space for SOPs and templates, a space per team, and stale pages archived",
    setupTask: "Set up Confluence: a PMO space for SOPs and templates and a space per team",
    template: "Confluence space structure",
  },
};
