/** The bodies of the "Tool setup guides" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const toolSetupGuides: CategoryBodies<"Tool setup guides"> = {
  "Jira project configuration guide": {
    body: `# Jira project configuration guide: {{project.name}}

## Purpose
Sets up {{project.name}} in Jira so that every team at {{client.company}} works in the same shape: one project type, one shared workflow, a short list of issue types, and permissions granted to roles rather than named people.

## When to use
When {{tools.tracker}} is Jira and a project or team is being added, or when a site has grown one workflow per team and reports no longer line up. Allow half a day for the first project; the next team takes about 30 minutes.

## Roles
- Writes: the Jira site administrator, working with the delivery lead.
- Approves: {{consultant.name}}, so that the shared workflow stays shared.
- Reads: everyone who creates or triages issues.

## Steps
1. Create a company-managed project: these share schemes, so one workflow change reaches every team, while team-managed projects each keep a private copy that drifts. Pick the Scrum template if the team plans in sprints ({{cadence.planning}}), Kanban if it pulls work continuously.
2. Choose a three- or four-letter project key (such as OPS); it prefixes every issue and is awkward to change later.
3. Limit issue types to Epic, Story, Task, Bug and Sub-task, held in one issue type scheme that all projects use.
4. Build one workflow with four statuses: To Do, In Progress, In Review, Done. Jira groups statuses into three categories; put In Review in the In Progress category so reports count it as started work. The transition to Done must set a resolution, or issues stay "unresolved" in filters.
5. Give each status its own board column and set a WIP limit on In Progress of roughly the number of people doing the work ({{team.size}} here), minus one.
6. Add only fields you report on: estimate, component, fix version, due date. Each extra required field invites junk values.
7. Create a permission scheme that grants rights to project roles (Administrators, Members, Viewers) and put groups, not individuals, into those roles. Fine-grained permissions need a paid plan; on Free, access is near all-or-nothing.
8. Add two automation rules: when all sub-tasks are Done, move the parent to In Review; after three days in In Review, post a reminder to {{tools.chat}}. Monthly rule runs are capped by plan; avoid rules that fire on every edit.

## Checklist
- [ ] Project is company-managed and uses the shared schemes
- [ ] Workflow has four statuses and Done sets a resolution
- [ ] Board columns match statuses, with a WIP limit on In Progress
- [ ] Permissions go to roles and groups, never to named people
- [ ] Every automation rule has a name and an owner`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 240,
    tags: ["jira", "setup", "workflow", "permissions"],
  },

  "Trello board setup guide": {
    body: `# Trello board setup guide: {{project.name}}

## Purpose
Gives {{project.name}} a Trello board that anyone at {{client.company}} can read in ten seconds: lists that follow the flow of work, labels that each mean one thing, card templates that ask for the same details every time, and a handful of automations that remove chasing.

## When to use
For teams of up to about 20 people working Kanban-style, or small teams running light sprints without burndown reporting. If the team needs cross-board dependencies, sprint reports or an audit trail of approvals, Trello will frustrate them; say so before building.

## Roles
- Writes: the board owner, usually the delivery lead.
- Approves: {{consultant.name}} checks the layout against the team's working agreement.
- Reads: the {{team.size}} people on the team, plus stakeholders added as observers or members.

## Steps
1. Create the board inside the client's Workspace rather than someone's personal boards, so it survives people leaving. Set visibility to Workspace.
2. Create five lists, left to right: Inbox, To Do, In Progress, Review, Done. Treat "Blocked" as a label, not a list, so a stuck card keeps its place in the flow.
3. Put a work-in-progress limit on In Progress (a list limit, built in or via the List Limits Power-Up depending on your plan); two cards per person is a sensible start.
4. Define at most eight labels and name every one: Bug, Feature, Chore, Client request, Blocked, Urgent. An unnamed colour means nothing to a newcomer.
5. Make one card template per card type. A story template holds a description skeleton (Outcome, Acceptance criteria, Links) and a "Definition of done" checklist.
6. On Standard and above, add custom fields: Estimate (number), Requester (text), Priority (dropdown). On Free, put estimates in the card title, such as "[3] Export report".
7. Add three automation rules: when a card moves to In Progress, add the mover as a member; when a card moves to Done, mark its due date complete; every Friday, move Done cards older than a week to a "Shipped" list or archive them. Free workspaces get a limited number of automation runs a month.
8. Connect {{tools.chat}} so that only Review and Blocked events post to the team channel; notifying on every move trains people to mute it.

## Checklist
- [ ] Board belongs to the client Workspace
- [ ] Five lists in flow order, WIP limit on In Progress
- [ ] Every label is named; eight or fewer
- [ ] Card templates exist for each card type
- [ ] Automations are listed in the board description with their owner`,
    methods: ["kanban", "scrum"],
    teamSizes: ["1-5", "6-20"],
    effortMinutes: 90,
    tags: ["trello", "setup", "kanban", "automation"],
  },

  "Asana project template": {
    body: `# Asana project template: {{project.name}}

## Purpose
A reusable Asana project for {{client.company}}: sections that show where each task stands, custom fields that every project shares, rules that keep the board moving, and a portfolio that gives leaders one view across projects.

## When to use
When {{tools.tracker}} is Asana and more than one project will run the same way. Build it once for {{project.name}}, save it as a template, and start every later project from it. Custom fields, rules and forms need a paid plan (Starter or above); portfolios need Advanced or above.

## Roles
- Writes: the PMO administrator in Asana.
- Approves: {{consultant.name}} and one project lead who will use it first.
- Reads: project members, plus leaders who follow the portfolio.

## Steps
1. Create the project inside the right team so membership and visibility follow the team. Use board view for day-to-day work.
2. Add four sections: To Do, In Progress, Review, Done. Add an "Intake" section on the far left for requests that have not been triaged.
3. Create shared custom fields in the organisation's field library rather than inside the project: Priority (P1, P2, P3), Effort (number), Requester (people), Target release (date). Portfolio reporting only works across projects when the fields are the same fields, not look-alikes.
4. Add rules: when a task moves to Done, mark it complete; when a task is marked complete, move it to Done; when a task moves to Review, assign it to the reviewer and set the due date two days out.
5. Add a form for requests that lands in Intake with Requester filled in. Link it from the {{tools.chat}} channel topic.
6. Add milestones for the key dates from {{project.startDate}} onwards and set dependencies between the tasks that feed them, so a slip shows up as a shifted date.
7. Add task templates for recurring work (bug, content piece, client request) with subtasks already in place.
8. Save the project as a template. Then create a portfolio, add the live projects and show Status, Owner, Progress and Due date. Ask each owner to post a project status update before each stakeholder review ({{cadence.review}}).

## Checklist
- [ ] Sections map to To Do, In Progress, Review, Done
- [ ] Custom fields come from the shared library
- [ ] Rules keep "complete" and the Done section in step
- [ ] Intake form lands in its own section
- [ ] Project saved as a template and added to the portfolio`,
    methods: ["kanban", "hybrid", "waterfall"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 150,
    tags: ["asana", "setup", "portfolio", "custom-fields"],
  },

  "Monday.com board blueprint": {
    body: `# Monday.com board blueprint: {{project.name}}

## Purpose
A standard Monday.com board for {{client.company}}, so that every project uses the same columns, the same status labels and the same automations, and dashboards can roll the boards up without translation.

## When to use
When {{tools.tracker}} is Monday.com and a new project starts, or when boards have multiplied with different column names for the same thing. Automations and integrations need the Standard plan or above, with a monthly action allowance; board-level permissions need Pro.

## Roles
- Writes: the account admin or PMO owner of the board template.
- Approves: {{consultant.name}} signs off the column set and labels.
- Reads: the {{team.size}} people on the team; sponsors read the dashboard, not the board.

## Steps
1. Create the board from the client's template, as a Main board if everyone in the account may see it or a Private board for confidential work. Use a Shareable board only when guests from outside must work on items.
2. Use groups for time, not status: "This sprint", "Next up", "Backlog", "Done". The Status column carries the status.
3. Add columns in this order: Owner (People), Status, Priority, Due date, Timeline, Effort (Numbers), Dependency, Link to the spec in {{tools.docs}}. Delete the default columns you will not fill.
4. Set Status labels to Not started (grey), Working on it (orange), In review (purple), Done (green) and Stuck (red). These map to To Do, In Progress, Review and Done; Stuck is a flag on any of them. Keep the same labels on every board.
5. Add automations: when Status changes to Done, move the item to the Done group; when Status changes to Stuck, notify the owner's lead; when the due date arrives and Status is not Done, notify the owner. Count the expected actions per month against the plan allowance.
6. Turn on the Kanban view grouped by Status for the stand-up ({{cadence.standup}}), and the Gantt view for planning.
7. Build a dashboard with a Chart widget (items by Status), a Workload widget (Effort by Owner) and a Battery widget (share of Done). The number of boards a dashboard can combine depends on the plan.
8. Save the board as a template so the next project starts complete.

## Checklist
- [ ] Groups describe time; Status describes state
- [ ] Five status labels, identical on every board
- [ ] Three automations on, within the plan's monthly actions
- [ ] Dashboard built for sponsors
- [ ] Board saved as the client's template`,
    methods: ["kanban", "hybrid", "waterfall"],
    teamSizes: ["6-20", "21-50"],
    effortMinutes: 120,
    tags: ["monday", "setup", "dashboards", "automation"],
  },

  "ClickUp space hierarchy": {
    body: `# ClickUp space hierarchy: {{client.company}}

## Purpose
Decides how {{client.company}} lays out ClickUp before hundreds of tasks land in the wrong places: what a Space, a Folder and a List each stand for, where statuses are defined, and which ClickApps are on. ClickUp lets you nest almost anything, which is exactly why the layout needs rules.

## When to use
At the start of a ClickUp rollout, or when people can no longer find work and the same status means different things in different lists. Run it with {{project.name}} as the pilot.

## Roles
- Writes: the Workspace owner or admin.
- Approves: {{consultant.name}} with one lead from each department.
- Reads: everyone who creates tasks; guests see only what is shared with them.

## Steps
1. Fix the meaning of each level: Workspace is the company; a Space is a department or long-lived team; a Folder is a project or product; a List is a phase, sprint or workstream; a task is a piece of work someone can finish in a few days. Never go deeper than subtasks.
2. Create no more than one Space per department. Ten Spaces for {{team.size}} people is a sign that Spaces are being used as folders.
3. Define statuses at the Space level so that Folders and Lists inherit them: To Do (not started), In Progress and Review (active), Done (done), plus the built-in Closed. Override at a Folder or List only with a written reason.
4. Turn on the ClickApps you will actually use in each Space: Priorities, Time estimates, Multiple assignees, and Sprints if the team plans in sprints ({{cadence.planning}}). The Sprints ClickApp creates a sprint Folder with one List per sprint.
5. Create custom fields at the Space or Folder level, not per List, so views can filter across projects: Requester, Effort, Client.
6. Add automations per Space: when status changes to Review, assign the reviewer; when status changes to Done, set the completion date field. Automation runs per month depend on the plan.
7. Give guests access to a single Folder or List, never a whole Space. Custom task IDs with a prefix (for example OPS-142) need a higher plan; otherwise quote the default task IDs in {{tools.chat}}.
8. Publish the map in {{tools.docs}} with a screenshot and a one-line rule per level.

## Checklist
- [ ] Each level has a one-line meaning everyone can repeat
- [ ] Statuses live on the Space and map to To Do, In Progress, Review, Done
- [ ] No Folder holds a single List
- [ ] Custom fields sit above List level
- [ ] Guests are scoped to a Folder or List`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 180,
    tags: ["clickup", "setup", "hierarchy", "statuses"],
  },

  "Notion team wiki": {
    body: `# Notion team wiki: {{client.company}}

## Purpose
A wiki in Notion where the {{team.size}} people at {{client.company}} find how work is done, what was decided and where each project stands, without asking in {{tools.chat}}. It is built from a few databases, so pages stay consistent and can be filtered, not from hundreds of free-standing pages.

## When to use
When {{tools.docs}} is Notion and the current pages have grown by accident: duplicate SOPs, meeting notes in personal pages, nobody sure which version is current.

## Roles
- Writes: a wiki owner (often the PMO lead) sets it up; each SOP and project page has a named owner who keeps it current.
- Approves: {{consultant.name}} approves the structure; department leads approve their SOPs.
- Reads: the whole team, and guests given access to single pages.

## Steps
1. Create a teamspace for the company wiki with a home page called "Start here" holding six links: How we work, Projects, Meetings, Decisions, People and roles, Tools.
2. Build an SOP database with properties Owner (person), Status (Draft, In review, Published), Area (select), Last reviewed (date) and Review every (select: 3, 6 or 12 months). Add a database template with Purpose, Scope, Steps and Exceptions headings.
3. Build a Projects database with a Status property whose options map to To Do, In Progress, Review and Done, plus Owner, Start date and Client. Each project page opens with a linked view of its own meeting notes and decisions.
4. Build a Meeting notes database with a template (Agenda, Notes, Decisions, Actions) and a relation to Projects, so notes from each stakeholder review ({{cadence.review}}) appear on the project page automatically.
5. Build a Decisions database (Decision, Context, Date, Decided by, relation to Projects).
6. Turn the home page into a wiki and use page verification on SOPs; whether a verification can carry an expiry date depends on your plan.
7. Set permissions at the teamspace level; restrict individual pages only for HR or client-confidential material.
8. Add a monthly filtered view "SOPs past review date" and send it to owners.

## Checklist
- [ ] Any SOP is reachable in three clicks from Start here
- [ ] Every SOP and project has an owner
- [ ] Meeting notes relate to a project
- [ ] Decisions are recorded in one database
- [ ] Stale-page view is reviewed monthly`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 180,
    tags: ["notion", "wiki", "knowledge", "setup"],
  },

  "Confluence space structure": {
    body: `# Confluence space structure: {{client.company}}

## Purpose
Keeps Confluence navigable at {{client.company}} as it grows: which spaces exist, how each page tree is shaped, which templates people start from, and who may see or change what.

## When to use
When {{tools.docs}} is Confluence and either a new team is joining or search returns five versions of the same page. Plan an afternoon for the design and a week of part-time tidying for an existing site.

## Roles
- Writes: the Confluence administrator with each space owner.
- Approves: {{consultant.name}} approves the space list; space owners approve their own page trees.
- Reads: everyone on the site; guests see single spaces only.

## Steps
1. Create spaces for long-lived things only: one per team or product, one for the PMO, one for company-wide policies. A project shorter than six months gets a page tree inside its team's space, not its own space.
2. Give each space a short key and a home page that says what the space is for, who owns it and the five most used links.
3. Use the same page tree in every team space: Overview, How we work, Projects (one parent page per project, such as {{project.name}}), Meeting notes, Decisions, Archive. Keep the tree three levels deep at most.
4. Create space templates for the pages people write most: meeting notes, decision record, project overview. On the project overview, use a page properties block (Owner, Status, Start date, Next milestone) and a page properties report on the Projects parent to list every project with its status.
5. Use labels for cross-cutting topics (client name, quarter) instead of extra tree levels.
6. Set space permissions by group: all staff can view, team members can add pages and comment, only space admins can delete or change permissions. Use page restrictions only for sensitive pages; they are not available on the Free plan.
7. Move finished material to Archive, or use Confluence's archive feature where your plan has it, rather than deleting.
8. Every quarter, have each space owner review pages not edited in 12 months: update, archive or delete.

## Checklist
- [ ] Spaces exist only for long-lived teams or products
- [ ] Every space home page names an owner
- [ ] Page trees share one shape, three levels deep at most
- [ ] Permissions are granted to groups
- [ ] Quarterly stale-page review is in the calendar`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 240,
    tags: ["confluence", "documentation", "permissions", "setup"],
  },

  "Slack channel plan": {
    body: `# Slack channel plan: {{client.company}}

## Purpose
Sets the channels, naming rules and habits that keep Slack at {{client.company}} useful: people know where to post, can find what was said, and are not drowned by notifications.

## When to use
At setup, when {{tools.chat}} is Slack, or when the workspace has more channels than people and nobody knows where to ask for help.

## Roles
- Writes: the workspace admin with the PMO lead.
- Approves: {{consultant.name}} and the head of operations.
- Reads: everyone; new joiners read it on their first day.

## Steps
1. Adopt prefixes so channels sort into groups: proj- for projects (proj-{{project.name}} in lower case with hyphens), team- for standing teams, help- for questions to a service team (help-it, help-finance), announce- for one-way news, ext- for channels shared with clients, alert- for bot output, social- for the rest.
2. Give every channel a description that states its purpose and owner, and bookmark the board in {{tools.tracker}} and the project home in {{tools.docs}}.
3. Restrict posting in announce- channels to a few people; on some plans only the general channel can be restricted, so check before relying on it.
4. Use ext- channels through Slack Connect for client conversations (paid plans); never invite clients as full members.
5. Send tool notifications to alert- or to one proj- channel, and only for events someone acts on: a card blocked, a review requested, a build failing.
6. Agree the habits: reply in threads; move any decision to the decision log within a day; use @here only for something that needs action within the hour. On the Free plan, older history is hidden after 90 days, so decisions must never live only in Slack.
7. Post the async stand-up ({{cadence.standup}}) in the team- channel using a workflow (Workflow Builder needs a paid plan) or a pinned prompt.
8. Archive each proj- channel within two weeks of the project closing; archived channels stay searchable.

## Checklist
- [ ] Every channel follows a prefix and has a description and owner
- [ ] Bookmarks point to the tracker and the docs
- [ ] Client conversations happen in ext- channels only
- [ ] Bots post to alert- channels, not team- channels
- [ ] Closed projects' channels are archived`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["slack", "communication", "channels", "naming"],
  },

  "Microsoft Teams channel plan": {
    body: `# Microsoft Teams channel plan: {{client.company}}

## Purpose
Decides how {{client.company}} uses Microsoft Teams: which teams exist, which channels sit in each, what tabs they carry and where files end up. Every team in Teams is a Microsoft 365 group with a SharePoint site behind it, so a loose plan in Teams becomes a mess in SharePoint too.

## When to use
When {{tools.chat}} is Microsoft Teams and a project such as {{project.name}} is starting, or when people cannot say which team holds the current version of a file.

## Roles
- Writes: the Microsoft 365 administrator with the PMO lead.
- Approves: {{consultant.name}} with IT, who own guest access and retention policies.
- Reads: team owners and members.

## Steps
1. Create teams for durable groups (a department, a client account, a programme longer than six months). A short project gets a channel inside an existing team. Name teams consistently, for example "PRJ Finance Systems" or "CLI {{client.company}}".
2. Give every team at least two owners so it never becomes orphaned when one leaves.
3. Use standard channels by default. Private channels get their own SharePoint site and some apps are not available in them; shared channels bring in people from other teams or organisations. Use either only when membership must differ from the team's.
4. Keep General for announcements and turn on channel moderation there so only owners start posts.
5. Pin the same tabs in every project channel: the board in {{tools.tracker}} (or Planner), the project's home document, and the meeting notes page.
6. Keep files in the channel's Files tab. A file attached in a private chat is stored in the sender's OneDrive and disappears from view when that person leaves.
7. Schedule the stand-up ({{cadence.standup}}) as a channel meeting so the recording, chat and notes stay with the channel.
8. Agree guest access with IT before inviting anyone from outside. Naming and expiry policies for groups are set in Microsoft Entra ID and may need extra licences; ask IT what the tenant already enforces.

## Checklist
- [ ] Teams exist for durable groups only, with two owners each
- [ ] Private and shared channels have a written reason
- [ ] Project channels carry the same three tabs
- [ ] Files live in channel Files, not in chat attachments
- [ ] Guest access and retention confirmed with IT`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["microsoft-teams", "communication", "sharepoint", "channels"],
  },

  "Zoom meeting standards": {
    body: `# Zoom meeting standards: {{project.name}}

## Purpose
Makes every recurring meeting on {{project.name}} start on time, in the same room, with its agenda in the invite and clear rules about recording. People stop hunting for links and stop arriving without knowing what the meeting is for.

## When to use
At kick-off, when the team's meetings move to Zoom, and whenever a client or guest joins regularly. Review the standards when {{client.company}} changes its Zoom account settings.

## Roles
- Writes: the delivery lead, who owns the project's meeting calendar.
- Approves: {{consultant.name}}; the client's IT or security contact approves the recording rules.
- Reads: everyone who hosts or attends project meetings.

## Steps
1. Create one recurring meeting per ritual: stand-up ({{cadence.standup}}), planning ({{cadence.planning}}), stakeholder review ({{cadence.review}}) and retrospective ({{cadence.retro}}). Use a fixed schedule so calendar invites are correct; a recurring meeting with no fixed time is handy as a permanent team room, but unused ones eventually expire.
2. Put the agenda in the invite description: purpose in one line, the outcome expected, three to five items with minutes against each, and links to the board in {{tools.tracker}} and the notes page in {{tools.docs}}.
3. Add alternative hosts so the meeting can start when the organiser is away; they must be licensed users on the same account.
4. Security: keep passcodes on; enable the waiting room for meetings with external guests; for internal-only meetings, allow only signed-in users from the company domain.
5. Recording: record reviews and demos, not stand-ups or retrospectives. Say at the start that you are recording; follow the client's policy on consent. Cloud recording needs a paid licence, and free Basic meetings stop at 40 minutes.
6. Set recordings to delete automatically after a fixed period, for example 90 days, and post the link in the project channel in {{tools.chat}}, not by email.
7. If AI summaries are enabled on the account, treat them as drafts: a person checks decisions and actions before sharing.
8. Start on the minute and end five minutes early so people can reach their next meeting.

## Checklist
- [ ] Every ritual has one recurring link
- [ ] Agenda and links are in each invite
- [ ] Alternative hosts are set
- [ ] Waiting room on for external guests
- [ ] Recording rules and retention agreed with the client`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["zoom", "meetings", "recording", "security"],
  },

  "GitHub repository conventions": {
    body: `# GitHub repository conventions: {{project.name}}

## Purpose
One set of rules for every repository of {{project.name}}: how branches are named, what a pull request must say, who reviews it and what the default branch refuses. Consistency here makes reviews faster and ties code back to the work in {{tools.tracker}}.

## When to use
When a repository is created, when a new team joins the organisation, or after an incident caused by an unreviewed merge.

## Roles
- Writes: the tech lead.
- Approves: {{consultant.name}} with the engineering manager; changes to protection rules need an organisation owner.
- Reads: every engineer and contractor with write access.

## Steps
1. Name the default branch main. Name work branches type/KEY-number-short-description, for example feat/OPS-142-export-csv or fix/OPS-150-timeout; the issue key lets {{tools.tracker}} link the branch to its issue.
2. Add a pull request template at .github/pull_request_template.md with five headings: What and why, Linked issue, How it was tested, Risk and rollback, Screenshots (for UI changes).
3. Add a CODEOWNERS file in .github so the right reviewers are requested automatically for each path.
4. Protect main with a branch protection rule or a ruleset: require a pull request, one approval (two for payment, security or data-migration code), review from code owners, passing status checks from CI, and no force pushes or deletion. Dismiss stale approvals when new commits are pushed. On the Free plan, these rules apply only to public repositories; private repositories need Team or above.
5. In repository settings, allow squash merging only, use the pull request title as the commit message, and delete head branches automatically after merge.
6. Keep pull requests under about 400 changed lines; open a draft early for larger work.
7. Agree a review time: first response within one working day. Post review requests older than that at the stand-up ({{cadence.standup}}).
8. Turn on Dependabot alerts and security updates, and secret scanning where your plan offers it.
9. Move the linked issue to Review when the pull request opens and to Done when it merges, by integration or by hand.

## Checklist
- [ ] Default branch is main and protected
- [ ] Pull request template and CODEOWNERS are committed
- [ ] Squash merge only; branches deleted after merge
- [ ] Status checks are required before merge
- [ ] Review time agreed and visible`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["github", "code-review", "branching", "engineering"],
  },

  "GitLab merge request template": {
    body: `# GitLab merge request template: {{project.name}}

## Purpose
A merge request template and the project settings around it, so every change to {{project.name}} arrives described the same way, gets the right approvals and merges only on a green pipeline.

## When to use
When a GitLab project is created, or when reviewers complain that merge requests arrive without context or tests. Copy the template to every project in the group.

## Roles
- Writes: the tech lead.
- Approves: {{consultant.name}} with the engineering manager; a group owner changes protected-branch settings.
- Reads: every developer who opens or reviews merge requests.

## Sections
Save this as .gitlab/merge_request_templates/Default.md; recent GitLab versions prefill a template named Default for new merge requests.

1. Summary: what changes and why, in two or three sentences a product owner can follow.
2. Related issue: "Closes #123" for GitLab issues, or the key from {{tools.tracker}} so the integration links it.
3. How to test: the commands or clicks a reviewer repeats, and the data they need.
4. Risk and rollback: what could break, who would notice, and how to undo it (revert, feature flag, migration down-step).
5. Screenshots: before and after for interface changes.
6. Checklist: tests added, documentation updated, no secrets in the diff.
7. Quick actions at the bottom, such as a default label and reviewer, so nobody has to set them by hand.

## Steps
1. Protect the default branch: nobody pushes directly; maintainers merge. Protected branches are in every tier.
2. In merge request settings, turn on "Pipelines must succeed" and "All threads must be resolved".
3. Choose the merge method (fast-forward keeps history linear) and set squashing to "Encourage" or "Require".
4. Set approvals: one approval for ordinary changes, two for security-sensitive paths, with code owner approval. Required approvals, several approval rules and code-owner approval need Premium; on Free, approvals are optional, so make the rule a team agreement and check it in review.
5. Use Draft merge requests for work in progress; a draft cannot be merged.
6. Aim for a first review within one working day and raise older requests at the stand-up ({{cadence.standup}}).

## Checklist
- [ ] Default.md committed in the templates folder
- [ ] Default branch protected
- [ ] Pipeline and thread checks turned on
- [ ] Approval rules set, or agreed in writing on Free
- [ ] Template copied to every project in the group`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["gitlab", "merge-requests", "code-review", "engineering"],
  },

  "Tool stack map": {
    body: `# Tool stack map: {{client.company}}

## Purpose
One page that says which tool is the home of each kind of information at {{client.company}}, who administers it and what it must not be used for. Most tool pain in growing teams comes from the same information living in two places; the map settles that once.

## When to use
During PMO setup, before new tools are bought, and whenever someone asks "where do I put this?" more than twice in a week. Review it every quarter and whenever a licence comes up for renewal.

## Roles
- Writes: the PMO lead, with {{consultant.name}} facilitating.
- Approves: the head of operations, who owns tool spending.
- Reads: every member of the team of {{team.size}}, and each new joiner during onboarding.

## Sections
1. The map, one row per job: tasks and status ({{tools.tracker}}), documents and decisions ({{tools.docs}}), conversation ({{tools.chat}}), meetings, files, code, time tracking, reporting.
2. For each row: the tool, the plan it is on, the administrator, who has access, what it is the source of truth for, and what it is not for (for example "chat is not where decisions live").
3. Retention: how long each tool keeps data and who may export it.
4. Retired tools: what was switched off, the date, and where its data went.

## Steps
1. Inventory: ask five people from different roles which tools they opened yesterday and for what. This finds the shadow tools.
2. List overlaps, such as tasks kept in both a spreadsheet and the tracker.
3. Decide one home per job with the head of operations; write down the reason in a sentence.
4. Set a sunset date for each losing tool, two to six weeks out, with an owner who moves the data.
5. Publish the map at the top of the wiki and pin it in {{tools.chat}}.
6. Check the map at each retrospective ({{cadence.retro}}) when a tool complaint comes up.

## Checklist
- [ ] Every job has exactly one home tool
- [ ] Every tool has a named administrator
- [ ] "Not for" column filled for each tool
- [ ] Sunset dates set for duplicate tools
- [ ] Map linked from onboarding`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["tools", "governance", "source-of-truth"],
  },

  "Integration map": {
    body: `# Integration map: {{client.company}}

## Purpose
Shows every link between the tools of {{client.company}}: what data moves, in which direction, on what trigger, through which connector, and who owns it. When a sync fails or duplicates records, the map tells you where to look and whom to call.

## When to use
Once the tool stack map is agreed, before any new integration is switched on, and when an integration misbehaves. Review it every quarter; integrations break quietly when an API or a plan changes.

## Roles
- Writes: the person who builds or switches on each integration adds its row the same day.
- Approves: {{consultant.name}} for the design; IT or security approves any link that moves client or personal data.
- Reads: tool administrators and the PMO lead.

## Sections
One row per link, with:
1. Source and target, such as the code host to {{tools.tracker}}, or {{tools.tracker}} to {{tools.chat}}.
2. Data moved: which objects and which fields.
3. Direction: one-way or two-way; for two-way, which tool is the master of each field.
4. Trigger: on event, on a schedule (how often) or by hand.
5. Method: native integration, an automation platform, a webhook or a script.
6. Account: the service account it runs as. Never a person's own login; the link dies when they leave.
7. Owner, failure alert (where a failure is reported) and date last tested.

## Steps
1. Draw the tools as boxes and each link as an arrow; then fill in a row for each arrow.
2. Prefer one-way links. A two-way sync without a clear master for each field creates edit loops and silent overwrites.
3. Move every link that runs on a personal token to a service account.
4. Send failure alerts to a channel someone watches, not to an individual inbox.
5. Test each link after a tool upgrade or plan change by creating one test record end to end.
6. Remove links nobody owns after two weeks' notice in {{tools.chat}}.

## Checklist
- [ ] Every arrow has a row and an owner
- [ ] No link runs on a personal account
- [ ] Two-way syncs name a master per field
- [ ] Failure alerts reach a watched channel
- [ ] Each link tested within the last quarter`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["integrations", "tools", "automation", "governance"],
  },
};
