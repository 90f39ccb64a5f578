/**
 * The text of each help article, keyed by slug: written for Cairn as it is, and saying plainly
 * when something is not available yet. Loaded only by the article page and the help search.
 */
import type { ArticleSection } from "../../parts/article-body";

export const HELP_BODIES: Readonly<Record<string, readonly ArticleSection[]>> = {
  "welcome-to-cairn-a-tour-of-the-product": [
    {
      paragraphs: [
        "Cairn helps a growing team set up a project-management office and then run it. The public site's AI wizard turns your team's situation into a 30-day PMO plan; the dashboards are where the work happens once you sign in.",
        "There are three dashboards, one per role. Administrators see the whole organisation: users, projects, leads and integrations. Consultants see their own projects, the tasks assigned to them and the leads they can claim. Clients follow the progress of their own projects.",
      ],
    },
    {
      heading: "Where to start",
      paragraphs: ["On your first day, three things are worth doing:"],
      list: [
        "Run the setup wizard from the home page and keep its plan.",
        "Open a project and look at its board, its health and its team mood.",
        "Start the onboarding tour (the Tour button in the dashboard header) for a guided look at your role's screens.",
      ],
    },
  ],
  "run-the-ai-pmo-setup-wizard": [
    {
      paragraphs: [
        "Open the wizard with Start AI Wizard on the home page. It has four steps. Step 1 asks for your team size (a whole number from 1 to 100,000) and your industry. Step 2 lists the tools you use today, step 3 your pain points and goals, and step 4 your role and experience with PMO practice.",
        "Generate Plan sends your answers and shows the plan in three tabs: the tools, processes and templates to adopt; an implementation plan in phases, the PMO set up in the first 30 days and then run with a weekly health check to day 60; and the next steps. Lists you leave empty get sensible defaults.",
      ],
    },
    {
      heading: "Good to know",
      paragraphs: [
        "The industry is required before a plan can be generated. One network may ask for 20 plans a minute; past that the wizard asks you to wait and says how long. From the results you can start the onboarding tour, which asks you to log in first if you have not.",
      ],
    },
  ],
  "create-your-first-project": [
    {
      paragraphs: [
        "Projects are created by an administrator, on the admin dashboard's Projects tab. Give the project a name and, if you like, a description; choose its plan type (Free Trial, Pro or Scale); and pick its consultant and its client from the accounts that have those roles.",
        "Every new project gets a board with the four columns To Do, In Progress, Review and Done. The consultant can then add tasks, and the client sees the project on their dashboard straight away.",
      ],
    },
    {
      heading: "Afterwards",
      paragraphs: [
        "An administrator can edit the project later: its status (active, on hold, completed), its plan type, its consultant and its client. A project that is taken from a client or consultant disappears from their dashboard, and a live board they had open closes within a second.",
      ],
    },
  ],
  "invite-your-team-and-assign-roles": [
    {
      paragraphs: [
        "Accounts are created by an administrator on the Users tab of the admin dashboard: a username, an e-mail, a password of at least 12 characters, a name and company if you like, and a role. Give the new colleague their username and password yourself; Cairn does not send invitation e-mails.",
      ],
    },
    {
      heading: "The three roles",
      list: [
        "Administrator: everything, for the whole organisation.",
        "Consultant: their own projects and the tasks assigned to them; they change task status, claim unassigned leads and run the AI priority analysis.",
        "Client: the projects they own, read-only; they can add a mood entry for their team.",
      ],
      paragraphs: [
        "A role change takes effect at once: the person's sessions end and they sign in again with the new role.",
      ],
    },
  ],
  "add-and-organise-tasks-on-the-board": [
    {
      paragraphs: [
        "Open a project and choose Project Board. Add Task opens a dialog: a title (required), a description, a priority (low, medium or high), an assignee from the people on the project and a due date. A new task goes to the bottom of its column.",
        "Drag a card to another column or place with the mouse, or use the keyboard: focus a card, press Space to lift it, move it with the arrow keys and press Space again to drop it. Focus stays on the card, and a toast offers Undo. Enter on a card opens it for editing; Escape closes the dialog and returns you to the card.",
      ],
    },
    {
      heading: "What a move changes",
      paragraphs: [
        "A task's status follows its column: To Do is pending, In Progress and Review are in progress, Done is completed. Everyone else with the board open sees your move within a couple of seconds.",
      ],
    },
  ],
  "understanding-the-three-dashboards": [
    {
      heading: "Administrator",
      paragraphs: [
        "Five tabs: an overview with counters and the newest projects and leads, then Users, Projects, Leads and Integrations. The Integrations tab also shows system health and the outgoing messages waiting to reach Slack or Teams.",
      ],
    },
    {
      heading: "Consultant",
      paragraphs: [
        "The consultant's own projects and tasks, with a status control on each task, their assigned leads and the unassigned ones they can claim. From a project they reach its board, health, AI priority and team mood.",
      ],
    },
    {
      heading: "Client",
      paragraphs: [
        "The client's projects with their progress in percent, their tasks, and each project's board and health, read-only. Opening another role's dashboard simply takes you to your own.",
      ],
    },
  ],
  "take-the-onboarding-tour-again": [
    {
      paragraphs: [
        "The onboarding tour walks through the screens of your role, one highlighted element at a time. It starts by itself after you generate a plan in the wizard and choose Start Onboarding Tour, and you can restart it whenever you like with the Tour button in the dashboard header.",
        "Move through it with Next and Back, or close it at any step. Consultants and clients see the steps that concern them; the integrations step is for administrators only.",
      ],
    },
  ],
  "your-first-30-days-with-cairn": [
    {
      paragraphs: [
        "The wizard's plan sets the PMO up in 30 days, in phases, then runs it with a weekly health check to day 60. A simple way to follow its first 30 days in Cairn:",
      ],
      list: [
        "Week 1: create the projects, assign consultants and clients, and agree how the four board columns are used.",
        "Week 2: put every active task on a board with an owner and a due date, and set soft WIP limits where work piles up.",
        "Week 3: review each project's health every week and run the AI priority analysis before planning.",
        "Week 4: ask teams for a weekly mood entry, connect Slack or Teams for notifications, and review the portfolio on the admin overview.",
      ],
    },
  ],
  "glossary-of-pmo-terms": [
    {
      list: [
        "PMO: the project-management office, the shared rules and rhythm by which projects are run.",
        "Board: a project's tasks in four columns, To Do, In Progress, Review and Done.",
        "WIP limit: the number of tasks a column should hold at most; Cairn shows when a column is over it.",
        "Health score: a 0–100 reading of a project, from task completion, timeline, team engagement and risk.",
        "Risk score: schedule, resource and quality risk, weighted 40/30/30.",
        "AI score: how urgently a task deserves attention, 0–100, behind each priority recommendation.",
        "Lead: a person who signed up for a free trial.",
        "RAID log: risks, assumptions, issues and decisions; Cairn has no RAID log of its own yet, so keep it in a task or a linked document.",
      ],
      paragraphs: [],
    },
  ],
  "bring-an-existing-project-into-cairn": [
    {
      paragraphs: [
        "Cairn does not import spreadsheets or other tools' projects yet. To bring a running project over, create it on the Projects tab with its consultant and client, then add its open tasks on the board, each with its priority, assignee and due date.",
        "For many tasks, a script can create them through the REST API: sign in with POST /api/auth/login, then send one POST /api/tasks per task with the project id, title, priority and due date. The API's own document, /api/openapi.json, describes every field.",
      ],
    },
  ],
  "running-scrum-or-kanban-on-cairn-s-board": [
    {
      paragraphs: [
        "Every Cairn board is a Kanban board with four columns: To Do, In Progress, Review and Done. Columns can be reordered, and each can have a soft WIP limit that turns its header red when exceeded.",
        "A flow-based team uses it as it is: pull work from To Do, keep WIP low, and look at the Review column when work stalls. A sprint-based team puts the sprint's committed tasks in To Do at planning, gives them due dates at the sprint's end, and moves what is unfinished back at the retrospective. Cairn has no sprint object of its own.",
      ],
    },
  ],
  "reading-your-project-health-score": [
    {
      paragraphs: [
        "A project's Health Dashboard shows an overall score from 0 to 100 with four parts: task completion, timeline, team engagement and risk. Scores of 80 and above are green (healthy), 60 to 79 yellow (needs attention), below 60 red (poor).",
        "The risk score reads the other way: high is bad. It combines schedule risk (overdue and soon-due work, 40%), resource risk (30%) and quality risk (30%).",
      ],
    },
    {
      heading: "The trend",
      paragraphs: [
        "Engagement Trends shows the health of each of the last eight weeks. Weeks before the project had any task or mood entry are left empty rather than drawn as zero. A health check runs every hour and keeps one snapshot a day.",
      ],
    },
  ],
  "change-your-password": [
    {
      paragraphs: [
        "Passwords are set by an administrator: open the Users tab of the admin dashboard, choose Edit on the account and enter a new password of at least 12 characters. Saving it ends every session of that account, so the person signs in again with the new password.",
        "Cairn stores only a scrypt hash of each password, never the password itself. There is no e-mail reset link yet: ask an administrator of your organisation.",
      ],
    },
  ],
  "your-profile-and-the-notifications-cairn-sends": [
    {
      paragraphs: [
        "Your name, e-mail and company are kept on your account, and an administrator changes them on the Users tab. The dashboard greets you by your first name.",
        "Cairn does not send personal notifications. It posts to team channels instead: when Slack or Microsoft Teams is configured, a channel hears about new sign-ups, lead assignments, finished tasks and projects whose health drops a band.",
      ],
    },
  ],
  "plans-explained": [
    {
      paragraphs: [
        "Cairn knows three plans: Free Trial, Pro and Scale. A sign-up chooses one on the pricing cards of the home page, and each project carries a plan type that an administrator sets on the Projects tab.",
        "Inside the product the plan type shows as a badge and weighs in the AI priority analysis: work on Scale projects counts as more business value. Payment is not handled inside Cairn; our sales team agrees it with you.",
      ],
    },
  ],
  "moving-on-from-the-free-trial": [
    {
      paragraphs: [
        "A trial starts with the sign-up form and becomes a lead for our team. To move to Pro or Scale, write to sales@cairn.app; nothing in your workspace is lost or moved when the plan changes.",
        "An administrator then changes each project's plan type on the Projects tab, so the badge and the priority analysis follow.",
      ],
    },
  ],
  "invoices-and-receipts": [
    {
      paragraphs: [
        "Cairn does not issue invoices inside the product. Invoices and receipts are sent by our billing team by e-mail; to change the billing address, add a VAT number or ask for a copy, write to sales@cairn.app from the address the invoices go to.",
      ],
    },
  ],
  "manage-users": [
    {
      paragraphs: [
        "The admin dashboard's Users tab lists every account with its role. Administrators add accounts, edit names, e-mails, companies, roles and passwords, and switch an account's access off and on again.",
        "Switching an account off ends its sessions at once and it can no longer sign in; its projects and tasks stay as they are. Deleting is for accounts that nothing refers to; an account that leads a project or holds tasks is switched off instead.",
      ],
    },
  ],
  "deleting-accounts-and-personal-data": [
    {
      paragraphs: [
        "An administrator deletes an account on the Users tab when nothing refers to it; otherwise they switch it off, which ends its sessions and its access.",
        "People who signed up for a trial are leads. When someone asks to be forgotten, an administrator opens the Leads tab and chooses Delete on their lead: the lead and every log line that carries it are erased for good. To erase every sign-up of one e-mail address at once, the REST API has POST /api/leads/erase.",
        "A full export of a workspace's data is not available yet.",
      ],
    },
  ],
  "security-settings-for-administrators": [
    {
      list: [
        "Sessions end after 12 hours without activity and after 7 days in any case; a role change, a new password or switching an account off ends them at once.",
        "Passwords are at least 12 characters and stored as scrypt hashes.",
        "Failed logins are limited: 10 a minute for one username from one address, 50 in 15 minutes for one username, 30 a minute from one address; a browser that signed in before keeps its own allowance, so nobody can lock you out.",
        "Integration secrets are encrypted at rest (AES-256-GCM) and never shown again in full.",
        "Changes are accepted only from Cairn's own pages; every record is checked against the signed-in user's role on the server.",
      ],
      paragraphs: [],
    },
  ],
  "connect-jira": [
    {
      paragraphs: [
        "Open Integrations, choose Settings on the Jira card and enter your site URL (https://your-team.atlassian.net), the e-mail of the Atlassian account and an API token created in that account's security settings. Save: Cairn checks every required field, then tests the connection at once and tells you whether it worked.",
        "Once it is connected, switch Jira on. Cairn reaches your site with these credentials and keeps the result of each check on the card. Creating or syncing Jira issues from Cairn's boards is not available yet.",
      ],
    },
  ],
  "connect-trello": [
    {
      paragraphs: [
        "Choose Settings on the Trello card and enter an API key and a token from Trello's developer page; a board ID is optional. Saving tests the connection straight away, and the card then reads Connected, with the time of the check, or Failing, with the reason.",
        "Switch the integration on once its settings are saved; switching it on without them opens the settings instead. Syncing Trello cards with Cairn's tasks is not available yet.",
      ],
    },
  ],
  "connect-notion": [
    {
      paragraphs: [
        "In Notion, create an internal integration and share the page you want with it. In Cairn, open the Notion card's Settings and paste the integration secret; the page URL is optional. Saving tests the connection with that secret at once.",
        "The Sync projects and Sync tasks switches are kept with the settings, but syncing with Notion is not available yet: today Cairn checks the connection and keeps its state on the card.",
      ],
    },
  ],
  "connect-clickup": [
    {
      paragraphs: [
        "Create a personal API token in ClickUp's settings and paste it into the ClickUp card's Settings in Cairn; the workspace (team) ID and space ID are optional. Saving tests the connection at once, and the card shows the outcome in words.",
        "Switch ClickUp on when the test has passed. Syncing ClickUp tasks is not available yet.",
      ],
    },
  ],
  "connect-monday-com": [
    {
      paragraphs: [
        "Copy an API token from Monday.com's Developer section and paste it into the Monday.com card's Settings; the board and workspace IDs are optional. Saving tests the connection at once: the card reads Connected with the time of the check, or Failing with the reason.",
        "Switching the integration on before its token is saved opens the settings instead, so a card never claims a connection that is not there.",
      ],
    },
  ],
  "send-cairn-s-notifications-to-slack": [
    {
      paragraphs: [
        "Create an incoming webhook for a channel in Slack and paste its URL into the Slack card's Settings. Saving posts a test message and shows whether it arrived; then switch Slack on.",
        "From then on the channel hears about new free-trial sign-ups, leads being assigned or claimed, tasks being completed and projects whose health drops a band. Messages are kept in Cairn until Slack accepts them: a failed post is tried again, and an administrator can see and retry the ones that never got through.",
      ],
    },
  ],
  "set-up-microsoft-teams-notifications": [
    {
      paragraphs: [
        "Create a Workflows webhook for a Teams channel and paste its URL into the Microsoft Teams card's Settings. Saving sends a test message and tells you the outcome; switch Teams on afterwards.",
        "The channel then receives the same events as Slack: sign-ups, lead assignments, completed tasks and health drops, as adaptive cards. Failed deliveries are retried with growing pauses and listed for administrators under Outgoing messages.",
      ],
    },
  ],
  "store-documents-in-google-drive-or-dropbox": [
    {
      paragraphs: [
        "Cairn can hold the connection to a Google Drive or Dropbox account: paste an access token (and, if you like, a folder ID or folder path) into the card's Settings, and Cairn tests the connection when you save.",
        "Attaching documents to projects is not available yet. Until it is, keep each project's charter and reports in a shared folder and put its link in the project description.",
      ],
    },
  ],
  "scrape-cairn-s-metrics-with-prometheus": [
    {
      paragraphs: [
        "Cairn's API publishes its own metrics at /metrics in Prometheus's text format: requests, error rate, database queries and their errors, and more. A signed-in administrator can open it, and a scraper can read it with the header Authorization: Bearer followed by the METRICS_TOKEN configured on the server (16 characters or more).",
        "The system status page shows the same figures to everyone, in words. For delivery data rather than server metrics, Power BI and Looker Studio read Cairn's BI feeds (tasks, task history, projects, milestones, weekly health and team mood, as JSON or CSV) with an API token, and refresh them on their own schedule: the API page of the dashboard gives the addresses and the steps. API access is part of the Scale plan.",
      ],
    },
  ],
  "integration-states-and-errors": [
    {
      paragraphs: [
        "Every integration shows one state, the same on its card, on the admin dashboard and on the status page:",
      ],
      list: [
        "Off: switched off.",
        "Not configured: switched on, but a required setting is missing.",
        "Not tested yet: configured, never checked.",
        "Connected: the last check or delivery worked, at the time shown.",
        "Failing: the last check or delivery did not; its error says why, in words.",
      ],
    },
    {
      paragraphs: [
        "Each card also counts successful calls and errors and keeps the response time of the last one. The status page's Integrations tab lists the same records.",
      ],
    },
  ],
  "i-cannot-log-in": [
    {
      paragraphs: [
        "Check the username first: it is not your e-mail address. Passwords are case-sensitive. After too many failed attempts Cairn asks you to wait and says for how many seconds; a browser that has signed in to your account before keeps its own allowance, so someone else's attempts do not lock you out.",
        "If your account was switched off, Cairn says so after the right password. For a forgotten password, ask an administrator of your organisation to set a new one.",
      ],
    },
  ],
  "an-integration-shows-failing": [
    {
      paragraphs: [
        "Failing means the last check or delivery did not go through, and the card says why: a credential refused, a provider that did not answer in time, an unexpected answer. Open Settings, correct or replace the credential and save; the connection is tested again at once.",
        "If the provider was only unavailable, Test Connection on the card tries again. The status page's Integrations tab shows the error count and the last error of each integration.",
      ],
    },
  ],
  "slack-or-teams-messages-did-not-arrive": [
    {
      paragraphs: [
        "Messages to Slack and Teams wait in Cairn until the channel accepts them. Open the admin dashboard's Integrations tab: Outgoing messages lists those still waiting, with their next try, and those given up after their last attempt, with the error.",
        "Fix the cause (a webhook removed in Slack, a changed URL) in the integration's Settings, then choose Retry on each failed message. A message is delivered once, even when several servers run Cairn.",
      ],
    },
  ],
  "the-ai-wizard-could-not-generate-a-plan": [
    {
      paragraphs: [
        "Choose an industry on step 1: a plan needs one, and Cairn asks for it before sending. A team size must be a whole number from 1 to 100,000.",
        "If Cairn says there were too many plan requests, your network has asked for more than 20 in a minute; wait the time shown. Any other failure leaves the wizard on step 4 with your answers, so Generate Plan can simply be tried again.",
      ],
    },
  ],
  "error-messages-explained": [
    {
      list: [
        "Invalid credentials: the username or the password is wrong.",
        "Too many failed login attempts: wait the seconds shown.",
        "Please select an industry before proceeding: the wizard needs an industry.",
        "… is required, or must be at most … characters: a field to correct, named beside it.",
        "Cross-site request refused: a change was sent from a page that is not Cairn's.",
        "Cairn cannot reach its database right now: a short outage; try again in a moment.",
        "Something went wrong on our side: the error was logged for an administrator.",
      ],
      paragraphs: [
        "Every error answer of the API has the same shape: an error sentence, a code and, for a wrong field, the list of issues.",
      ],
    },
  ],
  "a-client-cannot-see-their-project": [
    {
      paragraphs: [
        "A client sees a project only when they are its client. On the admin dashboard's Projects tab, check the project's client, and on the Users tab that the account has the client role and is switched on.",
        "A client who opens another client's project sees that it was not found: this is on purpose, so nobody learns which projects exist.",
      ],
    },
  ],
  "health-scores-look-wrong": [
    {
      paragraphs: [
        "Health comes from the tasks and mood entries as they are: completion from finished tasks, timeline from due dates, engagement from mood entries of the last weeks, risk from overdue and soon-due work. A task without a due date never counts as late; a task finished but not moved to Done still counts as open.",
        "The weekly trend shows how the project stood at the end of each week, and stays empty for weeks before the project had any data. Keep due dates and columns up to date, and the scores follow.",
      ],
    },
  ],
  "clearing-your-browser-cache-and-cookies": [
    {
      paragraphs: [
        "After an update, reload the page once; Cairn's files are versioned, so a reload fetches the new ones. If a page still looks broken, clear the site's cached files in your browser's settings.",
        "Clearing cookies signs you out: sign in again afterwards. The browser also forgets that it signed in before, so until your next successful login it shares the usual limit on failed attempts.",
      ],
    },
  ],
  "checking-the-system-status-page": [
    {
      paragraphs: [
        "The status page, /system-status, shows whether the database answers, how the API is doing (requests, error rate, response time) and the state of each integration. It refreshes itself every few seconds; Auto Refresh turns that off, and Refresh Now fetches at once.",
        "Administrators also see the error log, with filters, and the recent activity of the last ten minutes. If the database or the API is red, the problem is on our side.",
      ],
    },
  ],
  "rest-api-overview": [
    {
      paragraphs: [
        "Everything the dashboards do goes through Cairn's REST API under /api. Its OpenAPI 3.1 document, /api/openapi.json, lists every path, field and answer.",
        "Sign in with POST /api/auth/login; the answer sets a session cookie that later calls send. Changes must come from programs without a browser or from Cairn's own pages. Errors answer a JSON body with an error sentence and a code, plus the list of issues for invalid fields. Ids in paths are plain digits.",
      ],
    },
  ],
  "automate-lead-intake-with-the-api": [
    {
      paragraphs: [
        "A website or CRM can create a free-trial lead with one request: POST /api/leads with a JSON body holding name and email, and optionally company, teamSize and planType. No sign-in is needed; the answer is 201 with the lead.",
        "Each network may send 5 sign-ups a minute and 30 an hour. The same e-mail again within a day updates that lead instead of adding another, and nobody is told it existed.",
      ],
    },
  ],
  "how-ai-task-priorities-are-calculated": [
    {
      paragraphs: [
        "Each open task gets an AI score from 0 to 100: urgency from its due date (35%), impact from what it blocks and whether it is client-facing or security work (25%), dependencies (15%), business value from the project's plan (15%) and quick wins (10%). A task waiting on another open task loses 10 points.",
        "From 70 the recommended priority is high, from 40 medium, below that low. A recommendation appears only when it differs from the task's priority, and overdue work is never proposed lower. Accept applies it; Reject leaves the task as it is.",
      ],
    },
  ],
  "configure-wip-limits-and-custom-columns": [
    {
      paragraphs: [
        "Each board has the four columns To Do, In Progress, Review and Done. Drag a column by its handle, or use the keyboard on it, to change their order; the order is saved for everyone.",
        "A column's menu sets a soft work-in-progress limit from 1 to 999. When a column holds more tasks than its limit, its header says so in red; nothing is blocked. New columns cannot be added.",
      ],
    },
  ],
  "read-the-portfolio-at-a-glance": [
    {
      paragraphs: [
        "The admin dashboard's overview counts users by role, active projects, leads and pending tasks, and lists the newest projects and sign-ups. For each project, its Health Dashboard shows the overall score, its four parts, the risk split and the trend of the last eight weeks.",
        "For a weekly leadership review, walk the projects whose health is yellow or red and open their AI priority analysis. For the figures across projects, open KPIs in the dashboard's header: a KPI dashboard shows throughput, cycle time, work in progress, on-time delivery, health and more, week by week, as numbers with their trend, charts or tables, and downloads as CSV or PNG. Share it with a project's people and they read it with their own permissions.",
      ],
    },
  ],
  "team-mood-data-and-privacy": [
    {
      paragraphs: [
        "Anyone on a project can add a mood entry on its Team Mood tab: mood, energy and stress from 1 to 5 and an optional note. Entries are kept with the project and shown to the people who can see it.",
        "An anonymous entry shows no name to anyone. Averages, the weekly trend and participation are shown per project; nobody outside the project sees them.",
      ],
    },
  ],
};
