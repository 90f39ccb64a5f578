/**
 * The help centre's articles (docs/product.md §2.11, §3.9): 45 in five categories, getting-started 12,
 * account 8, integrations 10, troubleshooting 9, advanced 6.
 */

export const HELP_CATEGORIES = [
  "getting-started",
  "account",
  "integrations",
  "troubleshooting",
  "advanced",
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_CATEGORY_LABELS: Record<HelpCategory, string> = {
  "getting-started": "Getting Started",
  account: "Account",
  integrations: "Integrations",
  troubleshooting: "Troubleshooting",
  advanced: "Advanced",
};

export type HelpArticleType = "guide" | "video" | "tutorial" | "reference";

/** "Connect Monday.com" → "connect-monday-com": a title as a path segment. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface HelpArticle {
  id: number;
  /** Its page is /help/<slug>. */
  slug: string;
  title: string;
  description: string;
  category: HelpCategory;
  type: HelpArticleType;
  readTime: string;
  /** ISO date. */
  lastUpdated: string;
}

type Row = [HelpCategory, HelpArticleType, string, string, string, string];

const ROWS: Row[] = [
  [
    "getting-started",
    "guide",
    "Welcome to Cairn: a tour of the product",
    "What Cairn does, how the dashboards fit together and where to start on your first day.",
    "5 min",
    "2024-06-12",
  ],
  [
    "getting-started",
    "video",
    "Run the AI PMO Setup Wizard",
    "A walkthrough of the four wizard steps and how to read the plan it produces.",
    "4 min",
    "2024-06-10",
  ],
  [
    "getting-started",
    "tutorial",
    "Create your first project",
    "Add a project, choose its plan type, invite a client and set up the board columns.",
    "6 min",
    "2024-06-05",
  ],
  [
    "getting-started",
    "guide",
    "Invite your team and assign roles",
    "Add consultants and clients, and understand what each role can see and change.",
    "4 min",
    "2024-05-30",
  ],
  [
    "getting-started",
    "tutorial",
    "Add and organise tasks on the board",
    "Create tasks, set priorities and due dates, and drag them between columns.",
    "5 min",
    "2024-05-28",
  ],
  [
    "getting-started",
    "guide",
    "Understanding the three dashboards",
    "How the administrator, consultant and client dashboards differ and who uses which.",
    "6 min",
    "2024-05-22",
  ],
  [
    "getting-started",
    "video",
    "Take the onboarding tour again",
    "Restart the guided tour for your role whenever you want a refresher.",
    "2 min",
    "2024-05-20",
  ],
  [
    "getting-started",
    "guide",
    "Your first 30 days with Cairn",
    "A week-by-week checklist that follows the roadmap the wizard creates.",
    "8 min",
    "2024-05-16",
  ],
  [
    "getting-started",
    "reference",
    "Glossary of PMO terms",
    "Definitions of the terms used across Cairn, from RAID log to WIP limit.",
    "7 min",
    "2024-05-10",
  ],
  [
    "getting-started",
    "tutorial",
    "Bring an existing project into Cairn",
    "Recreate a running project: its board, its tasks and the people on it.",
    "6 min",
    "2024-05-02",
  ],
  [
    "getting-started",
    "guide",
    "Running Scrum or Kanban on Cairn's board",
    "How sprint-based and flow-based teams each use the same four columns.",
    "5 min",
    "2024-04-25",
  ],
  [
    "getting-started",
    "video",
    "Reading your project health score",
    "What the overall, completion, timeline and engagement scores mean and how they are calculated.",
    "3 min",
    "2024-04-18",
  ],
  [
    "account",
    "guide",
    "Change your password",
    "Who sets a new password, the rules it follows and how it is stored.",
    "2 min",
    "2024-06-08",
  ],
  [
    "account",
    "guide",
    "Your profile and the notifications Cairn sends",
    "Who changes your name and e-mail, and where Cairn's notifications go.",
    "3 min",
    "2024-06-01",
  ],
  [
    "account",
    "reference",
    "Plans explained",
    "What the Free Trial, Pro and Scale plans mean in Cairn today.",
    "5 min",
    "2024-05-27",
  ],
  [
    "account",
    "tutorial",
    "Moving on from the free trial",
    "How a trial becomes a paid plan, and what stays as it is.",
    "3 min",
    "2024-05-19",
  ],
  [
    "account",
    "guide",
    "Invoices and receipts",
    "Where invoices come from and how to change billing details.",
    "2 min",
    "2024-05-12",
  ],
  [
    "account",
    "guide",
    "Manage users",
    "Add, edit, switch off and delete accounts from the admin dashboard.",
    "4 min",
    "2024-05-06",
  ],
  [
    "account",
    "reference",
    "Deleting accounts and personal data",
    "Remove an account, or erase everything Cairn holds about a person who signed up.",
    "4 min",
    "2024-04-28",
  ],
  [
    "account",
    "guide",
    "Security settings for administrators",
    "Session length, password policy and how Cairn protects your data.",
    "5 min",
    "2024-04-20",
  ],
  [
    "integrations",
    "tutorial",
    "Connect Jira",
    "Save your Jira site, e-mail and API token; Cairn tests the connection at once.",
    "7 min",
    "2024-06-14",
  ],
  [
    "integrations",
    "tutorial",
    "Connect Trello",
    "Save a Trello API key and token; Cairn tests the connection at once.",
    "5 min",
    "2024-06-09",
  ],
  [
    "integrations",
    "tutorial",
    "Connect Notion",
    "Share a Notion page with an integration and save its secret in Cairn.",
    "6 min",
    "2024-06-03",
  ],
  [
    "integrations",
    "tutorial",
    "Connect ClickUp",
    "Save a ClickUp API token; Cairn tests the connection at once.",
    "5 min",
    "2024-05-29",
  ],
  [
    "integrations",
    "tutorial",
    "Connect Monday.com",
    "Link a Monday.com workspace and board with an API key.",
    "5 min",
    "2024-05-24",
  ],
  [
    "integrations",
    "guide",
    "Send Cairn's notifications to Slack",
    "Post sign-ups, assignments, finished tasks and health drops to a Slack channel.",
    "6 min",
    "2024-05-18",
  ],
  [
    "integrations",
    "guide",
    "Set up Microsoft Teams notifications",
    "Send deadline and health alerts to a Teams channel through a webhook.",
    "4 min",
    "2024-05-11",
  ],
  [
    "integrations",
    "guide",
    "Store documents in Google Drive or Dropbox",
    "Attach a shared folder to each project for charters and reports.",
    "4 min",
    "2024-05-04",
  ],
  [
    "integrations",
    "reference",
    "Scrape Cairn's metrics with Prometheus",
    "Read the API's own metrics from /metrics with a bearer token.",
    "8 min",
    "2024-04-26",
  ],
  [
    "integrations",
    "reference",
    "Integration states and errors",
    "Off, Not configured, Not tested yet, Connected and Failing: what each means.",
    "5 min",
    "2024-04-19",
  ],
  [
    "troubleshooting",
    "guide",
    "I cannot log in",
    "Check your username, reset your password and what to do after too many attempts.",
    "3 min",
    "2024-06-13",
  ],
  [
    "troubleshooting",
    "guide",
    "An integration shows 'Failing'",
    "Read its last error, fix its settings and run Test Connection.",
    "4 min",
    "2024-06-07",
  ],
  [
    "troubleshooting",
    "guide",
    "Slack or Teams messages did not arrive",
    "Find waiting and failed messages, and send them again.",
    "5 min",
    "2024-06-02",
  ],
  [
    "troubleshooting",
    "guide",
    "The AI wizard could not generate a plan",
    "What to check when plan generation fails and how to retry.",
    "3 min",
    "2024-05-26",
  ],
  [
    "troubleshooting",
    "reference",
    "Error messages explained",
    "What each error message in Cairn means and the usual way to resolve it.",
    "6 min",
    "2024-05-21",
  ],
  [
    "troubleshooting",
    "guide",
    "A client cannot see their project",
    "Check the project's client assignment and the user's role.",
    "3 min",
    "2024-05-15",
  ],
  [
    "troubleshooting",
    "guide",
    "Health scores look wrong",
    "Why scores can lag, and how task dates and statuses affect them.",
    "4 min",
    "2024-05-08",
  ],
  [
    "troubleshooting",
    "video",
    "Clearing your browser cache and cookies",
    "Fix display problems caused by an outdated version of the app in your browser.",
    "2 min",
    "2024-04-30",
  ],
  [
    "troubleshooting",
    "guide",
    "Checking the system status page",
    "See whether the database, API and integrations are healthy before contacting support.",
    "3 min",
    "2024-04-22",
  ],
  [
    "advanced",
    "reference",
    "REST API overview",
    "Authentication, paths and error format of Cairn's REST API, with its OpenAPI document.",
    "10 min",
    "2024-06-11",
  ],
  [
    "advanced",
    "tutorial",
    "Automate lead intake with the API",
    "Create leads from your website or CRM with a single POST request.",
    "8 min",
    "2024-06-04",
  ],
  [
    "advanced",
    "guide",
    "How AI task priorities are calculated",
    "The urgency, impact, effort, dependency and business-value factors behind each recommendation.",
    "7 min",
    "2024-05-25",
  ],
  [
    "advanced",
    "guide",
    "Configure WIP limits and custom columns",
    "Tune each board's columns, colours and soft work-in-progress limits.",
    "5 min",
    "2024-05-17",
  ],
  [
    "advanced",
    "tutorial",
    "Read the portfolio at a glance",
    "The admin overview and project health, for the weekly leadership review.",
    "9 min",
    "2024-05-09",
  ],
  [
    "advanced",
    "reference",
    "Team mood data and privacy",
    "How mood entries are stored, when they are anonymous and who can see them.",
    "5 min",
    "2024-04-29",
  ],
];

export const HELP_ARTICLES: readonly HelpArticle[] = ROWS.map(
  ([category, type, title, description, readTime, lastUpdated], index) => ({
    id: index + 1,
    slug: slugOf(title),
    title,
    description,
    category,
    type,
    readTime: `${readTime} read`,
    lastUpdated,
  }),
);

/** Popular topics: each one fills the search box. */
export const POPULAR_TOPICS = [
  { label: "Setup wizard", query: "wizard" },
  { label: "Connect Jira", query: "Jira" },
  { label: "Inviting your team", query: "invite" },
  { label: "Health scores", query: "health score" },
  { label: "Plans and billing", query: "billing" },
  { label: "Passwords and login", query: "password" },
] as const;
