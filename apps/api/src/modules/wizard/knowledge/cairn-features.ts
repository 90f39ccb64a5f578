/**
 * Cairn's own features (docs/product.md §1) that answer a pain point or a goal. They are listed with the
 * tools, after the third-party stack, and each brings one setup task.
 */
import type { PlanTask } from "./plan-task.js";

export interface FeatureProfile {
  name: string;
  what: string;
  task: PlanTask;
}

export const CAIRN_FEATURES = {
  health: {
    name: "Cairn project health dashboard",
    what: "completion, timeline, engagement and risk scores for every project, with a weekly health check",
    task: { phase: "pilot", text: "Turn on health scores for the pilot project in Cairn" },
  },
  kpi: {
    name: "Cairn KPI dashboard builder",
    what: "the KPIs you agree on one dashboard, exported to Power BI or Looker Studio",
    task: {
      phase: "automation",
      text: "Build the KPI dashboard in Cairn from live data, not manual entries",
    },
  },
  bot: {
    name: "Cairn AI assistant bot in {chat}",
    what: "answers status questions in the channel, so nobody has to chase updates",
    task: { phase: "tools", text: "Add the Cairn assistant bot to the project channels in {chat}" },
  },
  priority: {
    name: "Cairn task-priority recommendations",
    what: "scores each task on urgency, impact, effort and dependencies and flags the ones to do first",
    task: { phase: "pilot", text: "Run the first task-priority analysis on the pilot project" },
  },
  mood: {
    name: "Cairn team mood tracker",
    what: "short weekly check-ins on mood, energy and stress, anonymous if people wish, so overload shows before it hurts delivery",
    task: { phase: "pilot", text: "Start the weekly mood check-in with the pilot team" },
  },
  sop: {
    name: "Cairn SOP and template generator",
    what: "editable SOPs and templates from a library of 150+, adapted to your team",
    task: {
      phase: "processes",
      text: "Generate the first SOPs from Cairn's library and adapt them to your team",
    },
  },
  integrations: {
    name: "Cairn integrations for {tracker} and {chat}",
    what: "status syncs between your tools and Cairn instead of being retyped",
    task: {
      phase: "tools",
      text: "Connect {tracker} and {chat} to Cairn on the Integrations page",
    },
  },
  "onboarding-bot": {
    name: "Cairn team onboarding bot",
    what: "walks every new joiner through the tools, routines and templates in their first week",
    task: {
      phase: "rollout",
      text: "Load the new-joiner checklist into Cairn's team onboarding bot",
    },
  },
} as const satisfies Readonly<Record<string, FeatureProfile>>;

export type FeatureId = keyof typeof CAIRN_FEATURES;
