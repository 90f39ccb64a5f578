/** The documentation page's content (spec §2.10): quick start, guides per category, API cards. */

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
    text: "Link Jira, Trello, Notion, ClickUp or Monday.com and import your active projects.",
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
  category: DocCategory;
  title: string;
  description: string;
  minutes: number;
  steps: readonly string[];
}

export const GUIDES: readonly Guide[] = [
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
      "Restart the tour at any time from the Help Center.",
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
    title: "Using the template library",
    description: "Charters, RAID logs, status reports and meeting agendas ready to edit.",
    minutes: 7,
    steps: [
      "Open the templates the wizard recommended for your team.",
      "Adapt wording and fields to your organisation once.",
      "Reuse them for every new project.",
    ],
  },
  {
    category: "setup",
    title: "Following the 60-day roadmap",
    description: "The weekly milestones that take your PMO from plan to routine.",
    minutes: 6,
    steps: [
      "Review this week's milestone on your dashboard.",
      "Assign each milestone task to an owner.",
      "Check the weekly health score to confirm progress.",
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
      "Use Refresh to recalculate after big changes.",
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
    title: "Exporting KPIs",
    description: "Send delivery metrics to Power BI or Looker Studio.",
    minutes: 8,
    steps: [
      "Choose the metrics to export.",
      "Connect your BI workspace and pick a refresh schedule.",
      "Start from the portfolio dashboard template.",
    ],
  },
  {
    category: "integrations",
    title: "Connecting a project tool",
    description: "Jira, Trello, Notion, ClickUp and Monday.com, step by step.",
    minutes: 7,
    steps: [
      "Open Integrations and choose Settings on the tool's card.",
      "Enter the API key and the board or workspace IDs.",
      "Switch the integration on and use Test Connection.",
    ],
  },
  {
    category: "integrations",
    title: "Chat notifications",
    description: "Alerts and stand-up prompts in Slack or Microsoft Teams.",
    minutes: 4,
    steps: [
      "Create an incoming webhook in Slack or Teams.",
      "Paste the webhook URL into the integration's settings.",
      "Choose which alerts go to which channel.",
    ],
  },
  {
    category: "integrations",
    title: "Monitoring sync health",
    description: "Last sync, sync counts, errors and response times for each integration.",
    minutes: 3,
    steps: [
      "Open System Status and the Integrations tab.",
      "Look for a recent last-sync time and a low error count.",
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
    title: "Sync conflicts",
    description: "When a task differs between Cairn and a connected tool.",
    minutes: 5,
    steps: [
      "Open the integration's sync log to find the conflicting change.",
      "Decide which side holds the correct value and edit it there.",
      "Run Test Connection to confirm the sync is healthy again.",
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
      "Send it through the contact form with priority set to match the impact.",
    ],
  },
];

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
