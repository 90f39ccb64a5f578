/**
 * The SOP and template catalogue the product advertises (docs/product.md §1, §9: 150+), grouped by
 * category, each with a one-line purpose. The setup wizard names templates from here only (its
 * knowledge base refers to them by `TemplateName`, so a misspelt name does not compile), and
 * `GET /api/templates` lists it. Names are unique across categories.
 */
import type { TemplateEntry } from "@cairn/schema/wizard";

export const TEMPLATE_CATALOGUE = [
  {
    category: "Project initiation",
    templates: [
      [
        "Project charter",
        "Fixes scope, goals, sponsor and success measures on one page before work starts.",
      ],
      [
        "Business case",
        "Sets out costs, benefits and options so a sponsor can decide whether to fund the work.",
      ],
      [
        "Project intake form",
        "Captures every new request in the same shape so it can be compared and prioritised.",
      ],
      [
        "Stakeholder map",
        "Lists who is affected, how much they care and how much influence they have.",
      ],
      [
        "Kick-off meeting agenda",
        "A 60-minute agenda that leaves the room with goals, roles and next dates agreed.",
      ],
      [
        "RACI matrix",
        "States who is responsible, accountable, consulted and informed for each deliverable.",
      ],
      [
        "Scope statement",
        "Writes down what is in and out of scope, so later changes are visible as changes.",
      ],
      [
        "One-page project canvas",
        "Goal, users, deliverables, risks and measures on one page, for small teams.",
      ],
      [
        "Success criteria sheet",
        "Turns the goals into measurable criteria agreed with the sponsor up front.",
      ],
      [
        "Assumption log",
        "Records what the plan takes for granted, and who will confirm each assumption.",
      ],
      [
        "Project brief",
        "A two-page summary of the why, the what and the constraints for everyone joining.",
      ],
    ],
  },
  {
    category: "Planning and scheduling",
    templates: [
      [
        "Work breakdown structure",
        "Breaks the deliverables into work packages small enough to estimate and own.",
      ],
      [
        "Milestone plan",
        "The few dates that matter, each with an owner and a definition of reached.",
      ],
      [
        "Release plan",
        "Groups work into releases with target dates and the scope each one carries.",
      ],
      [
        "Product backlog",
        "One ordered list of everything the team might build, with the top items ready.",
      ],
      [
        "Roadmap one-pager",
        "The next three quarters of outcomes on one page, for leadership and clients.",
      ],
      ["Estimation worksheet", "Records estimates, their ranges and the assumptions behind them."],
      [
        "Critical path worksheet",
        "Finds the chain of tasks that sets the end date, so attention goes there first.",
      ],
      [
        "Quarterly planning pack",
        "Agenda, inputs and output formats for a quarterly planning session.",
      ],
      ["Definition of ready", "The checks a task passes before the team commits to it."],
      [
        "Gantt chart starter",
        "A dated schedule with dependencies for work that must follow a fixed sequence.",
      ],
      [
        "Project template pack",
        "A ready project structure with phases, checklists and documents for new work.",
      ],
    ],
  },
  {
    category: "Agile rituals",
    templates: [
      ["Daily stand-up guide", "Three questions, 15 minutes, and how to take problems offline."],
      [
        "Sprint planning agenda",
        "How to choose a sprint goal and the work that serves it, in under two hours.",
      ],
      [
        "Sprint review agenda",
        "Shows finished work to stakeholders and collects their feedback for the backlog.",
      ],
      [
        "Retrospective formats",
        "Five tested formats for a 45-minute retrospective that ends with one change.",
      ],
      [
        "Sprint retrospective",
        "A ready-to-run agenda for the retrospective at the end of one sprint.",
      ],
      [
        "Backlog refinement checklist",
        "Keeps the top of the backlog clear, sized and ready for planning.",
      ],
      [
        "Kanban WIP policy",
        "Sets work-in-progress limits per column and what to do when one is reached.",
      ],
      ["Sprint goal canvas", "Writes the sprint's one goal and how the team will know it was met."],
      [
        "Team working agreement",
        "How the team plans, decides, hands over and asks for help, in its own words.",
      ],
      [
        "Demo script",
        "A short script for showing work to clients or stakeholders without surprises.",
      ],
      [
        "Story mapping workshop",
        "Lays out the user's journey to find the smallest release worth shipping.",
      ],
      [
        "Weekly planning agenda",
        "A 30-minute Monday agenda for small teams to pick the week's priorities.",
      ],
    ],
  },
  {
    category: "Risks, issues and change",
    templates: [
      ["Risk register", "Lists each risk with its likelihood, impact, owner and next action."],
      ["Issue log", "Tracks problems that have already happened until each one is resolved."],
      [
        "RAID log",
        "Risks, assumptions, issues and dependencies in one register for the weekly review.",
      ],
      [
        "Change request form",
        "Describes a proposed change, its reason and what it costs in time and money.",
      ],
      [
        "Change impact assessment",
        "Checks a change against scope, schedule, budget, quality and people.",
      ],
      ["Decision log", "Records each decision, who made it, when and why, so it is not reopened."],
      ["Escalation path", "Says who to go to, and when, for problems a team cannot solve alone."],
      [
        "Risk review agenda",
        "A 20-minute weekly agenda that walks the register and assigns actions.",
      ],
      [
        "Pre-mortem worksheet",
        "Imagine the project has failed, list why, and plan against the likeliest causes.",
      ],
      ["Contingency plan", "What the team will do, and who decides, if a named risk happens."],
      [
        "Root-cause analysis worksheet",
        "Five whys and a cause map to find where a recurring problem starts.",
      ],
    ],
  },
  {
    category: "Reporting and KPIs",
    templates: [
      [
        "Weekly status report",
        "Done, next and blocked for each project, in the same three lines every week.",
      ],
      [
        "Executive one-pager",
        "The portfolio's health, top risks and decisions needed, on one page.",
      ],
      [
        "Project health scorecard",
        "Scores completion, timeline, engagement and risk so projects compare fairly.",
      ],
      [
        "KPI definition sheet",
        "Defines each KPI: formula, source, owner, target and review rhythm.",
      ],
      [
        "Portfolio dashboard specification",
        "Which projects, measures and filters leadership sees, and where the data comes from.",
      ],
      [
        "Burn-up chart guide",
        "How to read and maintain a burn-up chart of scope against delivered work.",
      ],
      [
        "Budget versus actuals tracker",
        "Compares planned and actual spend per project each month.",
      ],
      [
        "ROI tracker",
        "Records each project's effort and the value it returns, so ROI is a number.",
      ],
      [
        "Benefits realisation plan",
        "Names each expected benefit, its measure, its owner and when it is checked.",
      ],
      ["OKR tracker", "Objectives and key results with weekly confidence scores."],
      [
        "Monthly steering report",
        "Health, risks and decisions needed, for the monthly steering meeting.",
      ],
      [
        "Cycle-time tracker",
        "Records start and finish dates per task to show how long work really takes.",
      ],
    ],
  },
  {
    category: "Communication and meetings",
    templates: [
      ["Communication plan", "Who hears what, through which channel, how often, and from whom."],
      [
        "Meeting agenda and minutes",
        "An agenda with timings and minutes that record decisions and owners.",
      ],
      ["Stakeholder update email", "A short, skimmable update on progress, next steps and asks."],
      [
        "Asynchronous update template",
        "A written stand-up for teams across time zones or with few meetings.",
      ],
      [
        "Escalation email",
        "States the problem, its impact, the options and the decision needed by when.",
      ],
      [
        "Steering committee pack",
        "The slides and pre-read for a steering meeting that ends in decisions.",
      ],
      [
        "All-hands update outline",
        "A running order for a monthly all-hands on projects and priorities.",
      ],
      [
        "Meeting audit sheet",
        "Lists every recurring meeting with its purpose and cost, to cut or shorten the rest.",
      ],
      [
        "Channel naming conventions",
        "One naming rule for chat channels so people find the right one first time.",
      ],
      [
        "Focus time policy",
        "Protected hours without meetings, and how urgent requests are handled in them.",
      ],
    ],
  },
  {
    category: "Resources and capacity",
    templates: [
      [
        "Resource allocation matrix",
        "Who works on what, at how many hours a week, across all projects.",
      ],
      ["Capacity plan", "Available hours per person per week against the work already committed."],
      ["Skills matrix", "Maps skills to people so gaps and single points of failure show."],
      [
        "Leave and holiday planner",
        "Shows planned absences next to project dates before they collide.",
      ],
      [
        "Capacity forecast",
        "A rolling three-month view of who is free when, built from the plans.",
      ],
      [
        "Role description template",
        "Purpose, responsibilities and decision rights of a role on the project.",
      ],
      [
        "Contractor onboarding checklist",
        "Access, contracts, briefings and a named contact for external people.",
      ],
      [
        "Workload balancing review",
        "A fortnightly check that moves work away from overloaded people.",
      ],
      [
        "New team member onboarding checklist",
        "First-week plan, tool access and a buddy for every new joiner.",
      ],
      [
        "Utilisation tracker",
        "Billable and non-billable hours against targets, per person and per week.",
      ],
    ],
  },
  {
    category: "Quality and delivery",
    templates: [
      ["Definition of done checklist", "The checks every task meets before it counts as finished."],
      [
        "Acceptance criteria template",
        "Given, when, then: testable conditions agreed before work starts.",
      ],
      [
        "Quality assurance checklist",
        "The reviews and tests a deliverable passes before it leaves the team.",
      ],
      [
        "User acceptance test plan",
        "Who tests what, with which scenarios, and how sign-off is recorded.",
      ],
      ["Release checklist", "Steps before, during and after a release, with an owner for each."],
      [
        "Go-live runbook",
        "The hour-by-hour plan for launch day, including who can call a rollback.",
      ],
      ["Rollback plan", "How to undo a release safely, and the signals that trigger it."],
      ["Handover checklist", "Everything the receiving team needs when work changes hands."],
      ["Peer review checklist", "What a reviewer looks for, so reviews are consistent and quick."],
      ["Post-incident review", "A blameless write-up of what happened, why, and what will change."],
      [
        "Lessons learned register",
        "What worked and what did not, captured at each milestone and reused.",
      ],
    ],
  },
  {
    category: "Clients and stakeholders",
    templates: [
      [
        "Client onboarding checklist",
        "Contracts, contacts, access and kick-off for every new client.",
      ],
      [
        "Statement of work",
        "Deliverables, timeline, fees and acceptance terms agreed with the client.",
      ],
      [
        "Client status report",
        "A weekly client-facing update: progress, next steps, what we need from you.",
      ],
      [
        "Client feedback survey",
        "Three questions after each milestone, with a follow-up rule for low scores.",
      ],
      [
        "Scope change approval",
        "Records a client's approval of a change to scope, price or dates.",
      ],
      [
        "Client kick-off deck",
        "The outline for a first client meeting that sets expectations on both sides.",
      ],
      [
        "Account health review",
        "A monthly check of delivery, relationship and commercial health per client.",
      ],
      [
        "Net Promoter Score survey",
        "The standard loyalty question with a short follow-up on the reason.",
      ],
      [
        "Client offboarding checklist",
        "Final deliverables, access removal, invoices and a closing review.",
      ],
      [
        "Engagement plan",
        "Phases, deliverables, client touchpoints and team for a consulting engagement.",
      ],
    ],
  },
  {
    category: "Processes and SOPs",
    templates: [
      ["SOP template", "Purpose, scope, steps, owner and review date for a repeatable procedure."],
      ["Process map", "Draws how work flows between people and tools, with the waits marked."],
      ["SOP review schedule", "When each SOP is next reviewed, and by whom."],
      [
        "Workflow documentation template",
        "Describes a workflow's states, transitions and who may move work between them.",
      ],
      [
        "Tool usage guidelines",
        "What each tool is for, what it is not for, and the naming rules inside it.",
      ],
      [
        "File naming conventions",
        "One naming rule for documents so versions and owners are clear.",
      ],
      [
        "Request intake SOP",
        "How new requests are submitted, triaged and answered, with response times.",
      ],
      [
        "Approval workflow SOP",
        "Who approves what, in which order, and where the approval is recorded.",
      ],
      [
        "Document control procedure",
        "How controlled documents are versioned, approved and withdrawn.",
      ],
      [
        "Knowledge base article template",
        "A findable article format: problem, answer, steps, owner, last checked.",
      ],
    ],
  },
  {
    category: "Tool setup guides",
    templates: [
      [
        "Jira project configuration guide",
        "Project types, one shared workflow, issue types and permissions for Jira.",
      ],
      [
        "Trello board setup guide",
        "Lists, labels, card templates and automation rules for Trello boards.",
      ],
      [
        "Asana project template",
        "Sections, custom fields, rules and a portfolio layout for Asana.",
      ],
      [
        "Monday.com board blueprint",
        "Board columns, status labels, automations and dashboards for Monday.com.",
      ],
      ["ClickUp space hierarchy", "How to lay out spaces, folders, lists and statuses in ClickUp."],
      ["Notion team wiki", "A wiki layout with SOPs, meeting notes and project pages in Notion."],
      [
        "Confluence space structure",
        "Spaces, page trees and permissions that keep Confluence navigable.",
      ],
      [
        "Slack channel plan",
        "Channels per project and team, naming rules and what belongs where in Slack.",
      ],
      [
        "Microsoft Teams channel plan",
        "Teams, channels, tabs and file locations for Microsoft Teams.",
      ],
      [
        "Zoom meeting standards",
        "Recurring links, agendas in invites and recording rules for Zoom.",
      ],
      [
        "GitHub repository conventions",
        "Branch names, pull-request template, reviews and protection rules on GitHub.",
      ],
      [
        "GitLab merge request template",
        "Merge request template, approvals and pipeline rules for GitLab.",
      ],
      [
        "Tool stack map",
        "One page that says which tool holds tasks, documents, chat and meetings.",
      ],
      [
        "Integration map",
        "Which tools exchange which data, in which direction, and who owns each link.",
      ],
    ],
  },
  {
    category: "Industry: technology",
    templates: [
      [
        "Technical design document",
        "Problem, proposed design, alternatives and risks, reviewed before building.",
      ],
      [
        "Architecture decision record",
        "One decision, its context and consequences, kept with the code.",
      ],
      [
        "Incident response runbook",
        "Roles, severity levels and the first steps when production breaks.",
      ],
      [
        "On-call handover note",
        "Open incidents, watch items and context passed to the next person on call.",
      ],
      ["Security review checklist", "The security questions every change answers before release."],
      ["API change log", "Records each change to an interface and how clients are told about it."],
    ],
  },
  {
    category: "Industry: healthcare",
    templates: [
      [
        "Patient-data handling SOP",
        "Where patient data may live, who may see it, and how access is approved.",
      ],
      [
        "Clinical change approval form",
        "Records the clinical lead's sign-off on changes that affect care.",
      ],
      ["Compliance training log", "Who completed which mandatory training, and when it expires."],
      [
        "Data protection impact assessment",
        "Assesses the privacy risks of a project before it handles personal data.",
      ],
      [
        "Incident reporting form",
        "Captures safety or data incidents the same day, in a consistent format.",
      ],
    ],
  },
  {
    category: "Industry: finance",
    templates: [
      [
        "Change approval record",
        "Who built, reviewed and approved each change, kept for auditors.",
      ],
      ["Regulatory change tracker", "Upcoming rule changes with owner, impact and deadline."],
      [
        "Audit evidence log",
        "Where the evidence for each control lives, ready before the auditor asks.",
      ],
      [
        "Vendor due diligence questionnaire",
        "Security, resilience and compliance questions for new suppliers.",
      ],
      ["Control self-assessment", "A periodic check by each owner that their controls still work."],
    ],
  },
  {
    category: "Industry: legal",
    templates: [
      ["Matter intake form", "Client, scope, deadlines and budget for every new matter."],
      [
        "Conflict check record",
        "Documents the conflict check performed before a matter is opened.",
      ],
      ["Matter budget tracker", "Fees and disbursements against the agreed budget, per matter."],
      [
        "Court deadline calendar",
        "Every hard deadline with two reminders and a second responsible person.",
      ],
      [
        "Document review protocol",
        "Coding rules, quality checks and escalation for document review.",
      ],
    ],
  },
  {
    category: "Industry: manufacturing",
    templates: [
      [
        "Engineering change order",
        "One form for changes to products or lines, with cost, quality and schedule impact.",
      ],
      [
        "FMEA worksheet",
        "Failure modes, their effects and causes, scored to decide what to fix first.",
      ],
      [
        "Equipment downtime log",
        "Records each stop, its cause and its duration, per line and shift.",
      ],
      [
        "5S audit sheet",
        "A monthly workplace audit for sort, set in order, shine, standardise and sustain.",
      ],
      [
        "Supplier quality checklist",
        "Checks on incoming parts and the supplier's own quality controls.",
      ],
    ],
  },
  {
    category: "Industry: retail",
    templates: [
      [
        "Seasonal campaign calendar",
        "Trading peaks, launch dates and change-freeze windows on one calendar.",
      ],
      [
        "Store roll-out checklist",
        "Steps to bring a change to stores, piloted in a few stores first.",
      ],
      [
        "Promotion planning sheet",
        "Offer, stock, pricing, channels and measures for each promotion.",
      ],
      [
        "Vendor onboarding checklist",
        "Contracts, product data and logistics for every new vendor.",
      ],
    ],
  },
  {
    category: "Industry: education",
    templates: [
      [
        "Academic term calendar",
        "Term dates, exam periods and no-launch windows for project planning.",
      ],
      [
        "Course development plan",
        "Learning outcomes, materials, reviewers and dates for a new course.",
      ],
      ["Curriculum review checklist", "What faculty check, and sign off, when a course changes."],
      [
        "Accessibility checklist for learning materials",
        "Checks that course materials work for every learner.",
      ],
    ],
  },
  {
    category: "Industry: consulting",
    templates: [
      [
        "Engagement health check",
        "Scope, budget, client mood and team load scored every two weeks.",
      ],
      ["Proposal template", "Problem, approach, team, timeline and fees for a new engagement."],
      [
        "Knowledge harvest template",
        "Captures reusable insights and materials at the end of each engagement.",
      ],
      [
        "Engagement letter",
        "The terms of an engagement: scope, fees, responsibilities and limits.",
      ],
    ],
  },
  {
    category: "Industry: marketing",
    templates: [
      [
        "Campaign brief",
        "Objective, audience, message, channels, budget and deadline for a campaign.",
      ],
      [
        "Content calendar",
        "Every piece of content with its channel, owner, status and publish date.",
      ],
      [
        "Creative approval workflow",
        "Internal review and client approval steps for every deliverable.",
      ],
      [
        "Client reporting pack",
        "The monthly results report for a client: what ran, what it achieved, what is next.",
      ],
      ["Campaign post-mortem", "What a campaign achieved against its brief, and what to repeat."],
      [
        "Brand guidelines checklist",
        "The brand rules a deliverable is checked against before review.",
      ],
      ["Media plan", "Channels, budget, timing and targets for paid media."],
    ],
  },
  {
    category: "Industry: construction",
    templates: [
      [
        "Site daily report",
        "Progress, labour, deliveries, weather and issues logged the same day.",
      ],
      ["RFI log", "Every request for information with its owner, due date and answer."],
      ["Submittal register", "Drawings and samples submitted for approval, with their status."],
      ["Punch list", "The defects to fix before handover, each with an owner and a date."],
      [
        "Site safety induction checklist",
        "What every person on site is shown before starting work.",
      ],
      [
        "Subcontractor schedule",
        "When each subcontractor is on site and what they must find ready.",
      ],
    ],
  },
  {
    category: "Coaching and onboarding",
    templates: [
      [
        "Project management glossary",
        "Plain definitions of the terms the team will hear in the first month.",
      ],
      [
        "How to write a good task",
        "Title, outcome, owner, due date and size: a one-page guide with examples.",
      ],
      [
        "Project lead's first-week guide",
        "What a new project lead does in days one to five, step by step.",
      ],
      [
        "Meeting facilitation guide",
        "How to run a meeting that starts on time, stays on topic and ends in decisions.",
      ],
      ["Estimation basics", "How to estimate with ranges and when to re-estimate."],
      ["Agile primer", "Sprints, boards, backlogs and retrospectives explained in one page each."],
      ["Coaching session log", "Topics, agreed actions and progress from each coaching session."],
    ],
  },
  {
    category: "Scaling and governance",
    templates: [
      ["PMO charter", "The PMO's purpose, services, decision rights and measures of success."],
      [
        "Portfolio intake and prioritisation",
        "How new projects are proposed, scored and admitted to the portfolio.",
      ],
      [
        "Stage-gate review checklist",
        "The evidence a project shows before it passes to its next stage.",
      ],
      [
        "Governance calendar",
        "The fixed dates for planning, portfolio reviews and steering across the year.",
      ],
      ["Project methodology handbook", "The one way projects are run here, from intake to close."],
      ["Cross-team dependency map", "Which team needs what from which other team, and by when."],
      ["PMO maturity assessment", "Scores the PMO on five levels to choose what to improve next."],
      [
        "Automation rules playbook",
        "The automations worth setting up first, with triggers, actions and owners.",
      ],
      [
        "Flow metrics guide",
        "How to read cycle time, throughput and work in progress, and act on them.",
      ],
    ],
  },
] as const satisfies readonly {
  category: string;
  templates: readonly (readonly [name: string, purpose: string])[];
}[];

export type TemplateName = (typeof TEMPLATE_CATALOGUE)[number]["templates"][number][0];

/** "Risk register" → "risk-register": a stable id for links and the apps' lists. */
export function templateId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The catalogue as the flat list `GET /api/templates` answers, in catalogue order. */
export const TEMPLATES: readonly TemplateEntry[] = TEMPLATE_CATALOGUE.flatMap((group) =>
  group.templates.map(([name, purpose]) => ({
    id: templateId(name),
    name,
    category: group.category,
    purpose,
  })),
);

export const TEMPLATE_NAMES: ReadonlySet<string> = new Set(TEMPLATES.map((entry) => entry.name));
