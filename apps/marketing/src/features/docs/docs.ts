/** The documentation page's content (docs/product.md §2.10): quick start, guides per category, API cards. */
import { slugOf } from "../help/help-articles";

export const QUICK_START = [
  {
    title: "Create your workspace",
    minutes: 5,
    text: "Start a free trial, name your workspace and invite a first colleague.",
  },
  {
    title: "Run the AI setup wizard",
    minutes: 10,
    text: "Describe your team, tools, pain points and goals to get a tailored PMO plan.",
  },
  {
    title: "Connect your tools",
    minutes: 15,
    text: "Save the settings of Jira, Trello, Notion, ClickUp or Monday.com; Cairn tests each at once.",
  },
  {
    title: "Invite your team",
    minutes: 10,
    text: "Add consultants and clients; each sees the dashboard made for their role.",
  },
] as const;

export const DOC_CATEGORIES = [
  "getting-started",
  "setup",
  "team-management",
  "analytics",
  "integrations",
  "troubleshooting",
] as const;
export type DocCategory = (typeof DOC_CATEGORIES)[number];

export const DOC_CATEGORY_INFO: Record<DocCategory, { title: string; text: string }> = {
  "getting-started": {
    title: "Getting started",
    text: "The basics: workspaces, roles and your first project.",
  },
  setup: { title: "Setup", text: "Configure boards, templates and your PMO roadmap." },
  "team-management": {
    title: "Team management",
    text: "Users, roles, assignments and team wellbeing.",
  },
  analytics: { title: "Analytics", text: "Health scores, KPIs and portfolio reporting." },
  integrations: { title: "Integrations", text: "Connect the tools your team already uses." },
  troubleshooting: {
    title: "Troubleshooting",
    text: "Fix common problems quickly, or know when to ask us.",
  },
};

export interface Guide {
  /** Its page is /documentation/<slug>. */
  slug: string;
  category: DocCategory;
  title: string;
  description: string;
  minutes: number;
  steps: readonly string[];
}

const GUIDE_ROWS: readonly Omit<Guide, "slug">[] = [
  {
    category: "getting-started",
    title: "Workspace basics",
    description:
      "What a workspace contains and how administrators, consultants and clients fit in.",
    minutes: 4,
    steps: [
      "Sign in and open your dashboard from the top bar.",
      "Review the Overview tab: users, projects, leads and pending tasks.",
      "Open Users to check who has which role.",
    ],
  },
  {
    category: "getting-started",
    title: "Your first project",
    description: "Create a project, assign a consultant and a client, and add the first tasks.",
    minutes: 6,
    steps: [
      "In Projects, choose New project and fill in the name and description.",
      "Pick the consultant who runs it and the client who follows it.",
      "Open the project and add tasks to the To Do column.",
    ],
  },
  {
    category: "getting-started",
    title: "Taking the onboarding tour",
    description: "A guided tour of your dashboard, tailored to your role.",
    minutes: 2,
    steps: [
      "Finish the setup wizard and choose Start Onboarding Tour.",
      "Use Next and Previous to move between steps; Skip closes the tour.",
      "Restart the tour at any time with the Tour button in the dashboard header.",
    ],
  },
  {
    category: "setup",
    title: "Designing your board",
    description: "Columns, colours and soft work-in-progress limits for each project.",
    minutes: 5,
    steps: [
      "Open a project's Board tab.",
      "Drag columns to reorder them and set a WIP limit per column.",
      "Agree a definition of done for the Done column with your team.",
    ],
  },
  {
    category: "setup",
    title: "Using the recommended templates",
    description: "The charters, status reports and agendas the wizard recommends for your team.",
    minutes: 7,
    steps: [
      "Generate a plan in the setup wizard and open its Tools & Processes tab.",
      "Write the recommended templates once in your own documents, in your team's words.",
      "Link them from each project's description so everyone finds them.",
    ],
  },
  {
    category: "setup",
    title: "Following the 30-day plan",
    description: "The phases of the wizard's plan, turned into tasks on a board.",
    minutes: 6,
    steps: [
      "Open the wizard's Implementation Plan tab and note each phase's tasks.",
      "Add them as tasks to a project of their own, each with an owner and a due date.",
      "Check that project's weekly health to confirm progress.",
    ],
  },
  {
    category: "team-management",
    title: "Roles and permissions",
    description: "What administrators, consultants and clients can see and change.",
    minutes: 5,
    steps: [
      "Administrators see and manage everything in the workspace.",
      "Consultants manage their own projects, tasks and leads.",
      "Clients follow their projects read-only and can share their mood.",
    ],
  },
  {
    category: "team-management",
    title: "Assigning leads to consultants",
    description: "Route new trial sign-ups to the right consultant quickly.",
    minutes: 3,
    steps: [
      "Open the Leads tab and pick a new lead.",
      "Choose Assign and select a consultant.",
      "Consultants can also claim unassigned leads with Assign to me.",
    ],
  },
  {
    category: "team-management",
    title: "Running mood check-ins",
    description: "Weekly mood, energy and stress check-ins, anonymous if people prefer.",
    minutes: 4,
    steps: [
      "Open a project's Team Mood tab and choose Add Entry.",
      "Set mood, energy and stress from 1 to 5 and add a note if you like.",
      "Review the weekly trend in your retrospective.",
    ],
  },
  {
    category: "analytics",
    title: "Reading project health",
    description: "Overall, completion, timeline and engagement scores and their colour bands.",
    minutes: 5,
    steps: [
      "Scores of 80 and above are healthy, 60 to 79 need attention, below 60 need action.",
      "Scores are recalculated each time you open the dashboard; the trend shows the last eight weeks.",
      "Check the Tasks and Team tabs to find the cause of a low score.",
    ],
  },
  {
    category: "analytics",
    title: "AI task priorities",
    description: "Recommendations that weigh deadlines, impact and dependencies.",
    minutes: 6,
    steps: [
      "Open AI Priority and choose Analyze Priorities.",
      "Read each recommendation's reasoning, confidence and factors.",
      "Accept to update the task's priority, or Reject to dismiss it.",
    ],
  },
  {
    category: "analytics",
    title: "Reading Cairn's metrics",
    description: "The API's own figures, on the status page and at /metrics for Prometheus.",
    minutes: 4,
    steps: [
      "Open System Status for the database, API and integration figures in words.",
      "Point Prometheus at /metrics with the server's metrics token as a bearer token.",
      "Exports to BI tools are not available yet.",
    ],
  },
  {
    category: "integrations",
    title: "Connecting a project tool",
    description: "Jira, Trello, Notion, ClickUp and Monday.com, step by step.",
    minutes: 7,
    steps: [
      "Open Integrations and choose Settings on the tool's card.",
      "Enter its required settings (the fields marked *); saving tests the connection at once.",
      "Switch the integration on; Test Connection checks it again at any time.",
    ],
  },
  {
    category: "integrations",
    title: "Chat notifications",
    description: "Sign-ups, assignments, finished tasks and health drops in Slack or Teams.",
    minutes: 4,
    steps: [
      "Create an incoming webhook in Slack or Teams.",
      "Paste the webhook URL into the integration's settings.",
      "Switch it on: the channel hears of each event; failed posts are retried and listed for administrators.",
    ],
  },
  {
    category: "integrations",
    title: "Monitoring integrations",
    description: "State, last check, counts, errors and response times for each integration.",
    minutes: 3,
    steps: [
      "Open System Status and the Integrations tab.",
      "Look for the state Connected, a recent last check and a low error count.",
      "Open Error Logs for details of any failure.",
    ],
  },
  {
    category: "troubleshooting",
    title: "Login problems",
    description: "What to check when you cannot sign in.",
    minutes: 3,
    steps: [
      "Check that you are using your username, not your email address.",
      "After repeated failures, wait a minute before trying again.",
      "Ask an administrator to reset your password if needed.",
    ],
  },
  {
    category: "troubleshooting",
    title: "Messages that did not arrive",
    description: "When Slack or Teams did not receive one of Cairn's notifications.",
    minutes: 3,
    steps: [
      "Open the admin dashboard's Integrations tab and look at Outgoing messages.",
      "Read the error of a failed message and fix the integration's settings.",
      "Choose Retry on the message: it is delivered once.",
    ],
  },
  {
    category: "troubleshooting",
    title: "Reporting a bug",
    description: "Send us what we need to fix a problem on the first reply.",
    minutes: 2,
    steps: [
      "Note what you did, what you expected and what happened.",
      "Add a screenshot and the time it happened.",
      "Write it in the contact form (it opens in your e-mail app) with the priority set to match the impact.",
    ],
  },
];

export const GUIDES: readonly Guide[] = GUIDE_ROWS.map((guide) => ({
  ...guide,
  slug: slugOf(guide.title),
}));

export const API_CARDS = [
  {
    title: "Authentication",
    text: "Sign in, sign out and read the current user. Sessions use an httpOnly cookie.",
    paths: ["POST /api/auth/login", "GET /api/auth/me", "POST /api/auth/logout"],
  },
  {
    title: "Leads",
    text: "Create trial sign-ups from your website or CRM and assign them to consultants.",
    paths: ["POST /api/leads", "GET /api/leads", "PUT /api/leads/{leadId}/assign"],
  },
  {
    title: "AI setup wizard",
    text: "Send a team profile and receive recommended tools, processes, a plan and next steps.",
    paths: ["POST /api/ai-wizard/recommendations"],
  },
  {
    title: "Projects and tasks",
    text: "List projects and tasks, update statuses and priorities.",
    paths: [
      "GET /api/projects",
      "GET /api/tasks/project/{projectId}",
      "PUT /api/tasks/{taskId}/status",
    ],
  },
  {
    title: "Health, priorities and mood",
    text: "Read health scores, run the priority analysis and record mood check-ins.",
    paths: [
      "GET /api/project-health/{projectId}",
      "POST /api/ai-task-priority/analyze/{projectId}",
      "POST /api/team-mood",
    ],
  },
  {
    title: "Integrations and monitoring",
    text: "Toggle and configure integrations; read metrics, health, logs and activity.",
    paths: ["GET /api/integrations", "GET /api/monitoring/metrics", "GET /api/monitoring/health"],
  },
] as const;
