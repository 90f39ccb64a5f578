/**
 * The product's constants (docs/product.md §9 and the option lists of §3). One place, so the API, the apps
 * and the tests read the same numbers.
 */

export const PRODUCT_NAME = "Cairn";

export const ROLES = ["admin", "consultant", "user"] as const;

export const PLAN_TYPES = ["trial", "pro", "scale"] as const;
export const PROJECT_STATUSES = ["active", "completed", "on_hold"] as const;
export const LEAD_STATUSES = ["new", "assigned", "contacted", "qualified", "won", "lost"] as const;
export const TASK_STATUSES = ["pending", "in_progress", "completed"] as const;
export const TASK_PRIORITIES = ["low", "medium", "high"] as const;
export const TEAM_SIZE_BANDS = ["1-5", "6-20", "21-50", "51+"] as const;
export type TeamSizeBand = (typeof TEAM_SIZE_BANDS)[number];

/** A team size in people (12) → its band ("6-20"): the wizard counts people, a lead has a band. */
export function teamBandOf(people: number): TeamSizeBand {
  if (people <= 5) return "1-5";
  if (people <= 20) return "6-20";
  if (people <= 50) return "21-50";
  return "51+";
}
export const EXPERIENCE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const INTEGRATION_TYPES = ["project_management", "communication", "storage"] as const;
export const INTEGRATION_STATUSES = ["active", "inactive", "error"] as const;
/** The integrations Cairn offers (docs/product.md §2.13, §3.6: its `{host}` is Monday.com). */
export const INTEGRATION_NAMES = [
  "Notion",
  "Trello",
  "Monday.com",
  "ClickUp",
  "Jira",
  "Asana",
  "Slack",
  "Microsoft Teams",
  "Google Drive",
  "Dropbox",
] as const;
export const HEALTH_STATUSES = ["healthy", "warning", "error"] as const;
export const LOG_LEVELS = ["error", "warn", "info", "debug"] as const;
export const MOOD_PERIODS = ["all", "week", "month"] as const;
export const TRENDS = ["up", "down", "stable"] as const;
export const MOOD_TRENDS = ["up", "down", "flat"] as const;

/** The defaults of docs/product.md §9. */
export const DEFAULTS = {
  planType: "trial",
  leadStatus: "new",
  taskStatus: "pending",
  taskPriority: "medium",
  aiPriorityScore: 50,
  columnColor: "#3b82f6",
  role: "user",
  projectStatus: "active",
  wizardTeamSize: 5,
  experienceLevel: "intermediate",
  moodScore: 3,
} as const;

export interface Plan {
  id: (typeof PLAN_TYPES)[number];
  name: string;
  pricePerMonth: number;
  popular: boolean;
  features: readonly string[];
  cta: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: "trial",
    name: "Free Trial",
    pricePerMonth: 0,
    popular: false,
    features: ["3 PM templates", "1 dashboard", "Basic AI wizard", "1-week roadmap"],
    cta: "Start Free Trial",
  },
  {
    id: "pro",
    name: "Pro",
    pricePerMonth: 99,
    popular: true,
    features: [
      "Full template library",
      "Tool stack setup",
      "KPI dashboards",
      "AI assistant bot",
      "30-day roadmap",
    ],
    cta: "Start Free Trial",
  },
  {
    id: "scale",
    name: "Scale",
    pricePerMonth: 299,
    popular: false,
    features: [
      "All Pro features",
      "API access",
      "Team onboarding bot",
      "Custom integrations",
      "60-day roadmap",
    ],
    cta: "Contact Sales",
  },
];
export const FREE_TRIAL_DAYS = 14;

/** Wizard option lists (docs/product.md §3.3). */
export const INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Legal",
  "Manufacturing",
  "Retail",
  "Education",
  "Consulting",
  "Marketing",
  "Construction",
  "Other",
] as const;

export const WIZARD_TOOLS = [
  "Jira",
  "Trello",
  "Asana",
  "Monday.com",
  "ClickUp",
  "Notion",
  "Slack",
  "Microsoft Teams",
  "Zoom",
  "GitHub",
  "GitLab",
  "Confluence",
] as const;

export const PAIN_POINTS = [
  "Visibility into progress",
  "Team communication",
  "Missed deadlines",
  "Resource allocation",
  "Inconsistent processes",
  "Tracking ROI",
  "Tool fragmentation",
  "Lack of reporting",
] as const;

export const GOALS = [
  "Delivery speed",
  "Collaboration",
  "Resource planning",
  "Standardised processes",
  "Project visibility",
  "Reduced risks",
  "Client satisfaction",
  "Scaling operations",
] as const;

/** What an empty wizard list becomes before the plan is made (docs/product.md §5). */
export const WIZARD_LIST_DEFAULTS = {
  currentTools: "None",
  painPoints: "General workflow optimization",
  goals: "Improve team efficiency",
} as const;
export const WIZARD_INPUT_STEPS = 4;

/** The kanban columns of docs/product.md §3.8, in board order. */
export const BOARD_COLUMNS = [
  { key: "todo", title: "To Do", color: "#ef4444" },
  { key: "inprogress", title: "In Progress", color: "#f59e0b" },
  { key: "review", title: "Review", color: "#3b82f6" },
  { key: "done", title: "Done", color: "#22c55e" },
] as const;
export const COLUMN_KEYS = ["todo", "inprogress", "review", "done"] as const;

/** Score bands (health scores, confidence): at or above `good` is green, at or above `fair` yellow. */
export const SCORE_BANDS = { good: 80, fair: 60 } as const;
/** Mood, energy and stress bands on the 1–5 scale. */
export const MOOD_BANDS = { high: 4, mid: 3 } as const;
/** Risk is split into schedule, resource and quality risk (docs/product.md §4). */
export const RISK_SPLIT = { schedule: 0.4, resource: 0.3, quality: 0.3 } as const;
/** The API error rate is shown red above this percentage. */
export const API_ERROR_RATE_ALERT_PERCENT = 10;

/** Milliseconds (docs/product.md §9). */
export const TIMINGS = {
  redirectAfterLogin: 100,
  tourAfterLogin: 500,
  tourCompleteClose: 2000,
  tourHighlight: 2000,
  healthRefreshSpinner: 1000,
  analyzeIndicator: 2000,
} as const;

/** Poll intervals in milliseconds (docs/product.md §7, §9). */
export const POLLING = {
  statusPage: { metrics: 5000, health: 3000, logs: 10_000, activity: 5000 },
  adminPanel: { metrics: 10_000, health: 5000 },
} as const;
export const STATUS_PAGE_LOG_LIMIT = 20;
export const ACTIVITY_WINDOW_MINUTES = 10;

export const TOASTS = { limit: 1, durationMs: 5000 } as const;
export const RECENT_LIST_SIZE = 5;

export { DASHBOARD_PATHS, dashboardPathFor, STORAGE_KEYS } from "./session-keys.js";

/** Claims and static counts of the marketing site (docs/product.md §1, §9). */
export const CLAIMS = {
  teamsOnboarded: "500+",
  averageSetupDays: 30,
  successRate: "95%",
  sopsAndTemplates: "150+",
  integrations: "50+",
  countries: "150+",
  satisfaction: "98%",
  blogPosts: 24,
  helpArticles: 45,
} as const;

/** The demo accounts seeded in demo mode and shown on the login dialog. */
export const DEMO_ACCOUNTS = [
  {
    username: "admin",
    password: "cairn-admin-demo",
    role: "admin",
    title: "Administrator",
    description: "Full system access and management",
  },
  {
    username: "consultant",
    password: "cairn-consultant-demo",
    role: "consultant",
    title: "Consultant",
    description: "Manage clients and projects",
  },
  {
    username: "client",
    password: "cairn-client-demo",
    role: "user",
    title: "Client",
    description: "View projects and tasks",
  },
] as const;

/** A wizard team size: a whole number in this range (the API and the wizard's first step). */
export const TEAM_SIZE = { min: 1, max: 100_000 } as const;
export const TEAM_SIZE_MESSAGE = "Team size must be a whole number from 1 to 100,000.";

/**
 * The wizard's first step checks the team size where it is typed, as the API reads it (a
 * number, then a whole one in range); an empty box means the default of 5. Zod-free, so the
 * public site's bundle does not carry a validator for one field.
 */
export function teamSizeProblem(typed: string): string | undefined {
  const text = typed.trim();
  if (text === "") return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= TEAM_SIZE.min && value <= TEAM_SIZE.max
    ? undefined
    : TEAM_SIZE_MESSAGE;
}

/**
 * Rows a list answers when not told how many: one screenful, so that no list answers more than
 * a page by default. The answer says how many match (`X-Total-Count`) and links
 * the next page (`Link: <…>; rel="next"`).
 */
export const PAGE_SIZE_DEFAULT = 50;
/**
 * The most rows one page may hold. Kept at 1000: clients that read a whole list in one call
 * (the assistant's own calls, scripts written before paging by default) keep working.
 */
export const PAGE_SIZE_MAX = 1000;
