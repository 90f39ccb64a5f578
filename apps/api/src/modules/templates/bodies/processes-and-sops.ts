/** The bodies of the "Processes and SOPs" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const processesAndSops: CategoryBodies<"Processes and SOPs"> = {
  "SOP template": {
    body: `# SOP template

## Purpose
A standard layout for a standard operating procedure at {{client.company}}: purpose, scope, steps, owner and review date. When every SOP looks the same, people find the step they need quickly, and auditors find the owner and version without asking.

## When to use
For any task done at least monthly, done by more than one person, or where a mistake is costly: payments, data, client communication, anything regulated in {{industry}}. Don't write SOPs for one-off work or for judgement calls; write guidance for those instead.

## Roles
- **Author:** the person who does the task most often, working with the process owner.
- **Owner:** a named role (not just a person's name) accountable for accuracy, who reviews it on schedule.
- **Approver:** the head of the function, or the PMO for procedures that cross teams.
- **Users:** everyone who performs the task; they report errors to the owner.

## Sections
1. **Title and ID.** A verb and an object: "SOP-FIN-004 Approve supplier invoices".
2. **Purpose,** in one or two sentences: why the procedure exists and what goes wrong without it.
3. **Scope.** When it applies and when it doesn't: "Invoices up to £25,000. Above that, see SOP-FIN-005."
4. **Roles.** Who performs, who checks, who approves.
5. **Inputs and tools.** What you need before starting, and where it lives in {{tools.docs}} or {{tools.tracker}}.
6. **Steps.** Numbered, one action each, starting with a verb. Spell out decision points with both branches: "If the PO number is missing, return the invoice using email template R2 and stop; otherwise continue." Add screenshots only where a screen is confusing, because they date quickly.
7. **Outputs and records.** What exists once the procedure is finished, and where it is kept.
8. **Exceptions and escalation.** Who to ask when a step can't be followed.
9. **Version history.** Version, date, change, approver.
10. **Owner and next review date.** Usually 12 months; 6 for processes that change often.

## Common mistakes
Writing the procedure as policy ("invoices must be approved") instead of actions; one SOP covering five processes; steps that only make sense to the author.

## Checklist
- [ ] Someone who has never done the task followed it successfully
- [ ] Two pages at most; longer procedures split
- [ ] Every decision point has both branches
- [ ] Owner and review date filled in
- [ ] Added to the SOP review schedule`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["sop", "procedure", "process", "documentation"],
  },

  "Process map": {
    body: `# Process map: {{project.name}}

## Purpose
Draws how a piece of work actually flows between people and tools, every step, hand-off and decision, with the waiting times marked. The team can then see where work sits idle and fix the process instead of pushing people to work faster.

## When to use
Before automating or redesigning a process, when a process has become slow or error-prone, and when moving {{client.company}} onto a new way of working. Map the current state first and honestly; the future state comes second.

## Roles
- **Facilitates:** {{consultant.name}} or a process analyst, in a 90-minute workshop.
- **Contributes:** one or two people who do each step, not only their managers, who tend to describe how it should work.
- **Approves:** the process owner, who confirms the map is accurate.
- **Reads:** the team, and anyone designing improvements.

## Steps
1. **Pick one process with a clear start and end:** "customer request received" to "request closed", not "customer service".
2. **Draw lanes,** one per role or team, plus one per system: {{tools.tracker}}, email, the finance system.
3. **Walk a real, recent case** from start to finish, one step per sticky note, each a verb and an object.
4. **Mark hand-offs** wherever work crosses lanes. Each is a chance for delay or loss.
5. **Mark decisions** as diamonds with their rule: "Over £5k? Manager approval."
6. **Add times.** For each step, touch time (actual work) and wait time (the queue before it), as ranges from real cases: "waits 1–4 days for approval".
7. **Work out flow efficiency:** total touch time divided by total elapsed time. Figures under 15% are common, and show the waits matter more than the work.
8. **Circle the pain points:** rework loops, the same data typed twice, steps nobody can explain.
9. **Choose three improvements** aimed at the longest waits, each with an owner.

## Sections
The finished map, stored in {{tools.docs}}, shows: process name, trigger, end point, lanes, steps, decisions, times, pain points, the date mapped, the owner, and the improvements chosen.

## Common mistakes
Mapping the process as the policy describes it; drawing every exception on the first pass; stopping at the diagram without choosing improvements.

## Checklist
- [ ] Mapped from a real case, not from memory of the policy
- [ ] People who do the work were in the room
- [ ] Wait times recorded next to touch times
- [ ] Improvements have owners and dates`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["process-map", "swimlane", "workflow", "bottlenecks"],
  },

  "SOP review schedule": {
    body: `# SOP review schedule

## Purpose
Lists every SOP with its owner, last and next review dates and status, so procedures are checked before they go stale, and nobody follows a version that describes a tool the team dropped last year.

## When to use
Set it up once there are more than about five SOPs and check it monthly. The PMO sends a reminder 30 days before each review is due. Bring a review forward when a tool, regulation, team structure or incident changes the procedure.

## Roles
- **Maintains:** the PMO or quality lead.
- **Reviews each SOP:** its owner, who may delegate the drafting but not the sign-off.
- **Grants extensions:** the head of the function, once per SOP and for no more than 60 days.
- **Reads:** auditors, and team leads checking what is current.

## Sections
| Column | Guidance | Example |
|---|---|---|
| SOP ID and title | As in the SOP | SOP-OPS-012 Month-end stock count |
| Owner | Role first, then person | Warehouse manager, L. Okafor |
| Risk | High, medium or low | High |
| Interval | High 6 months, medium 12, low 24 | 6 months |
| Last reviewed | Date and version | 3 Feb, v2.1 |
| Next review | Last review plus interval | 3 Aug |
| Status | Current, due within 30 days, overdue, in revision, withdrawn | Current |
| Early triggers | Events that force a review | New scanner system |

## Steps
1. List every SOP from {{tools.docs}}. Any without an owner goes to the head of its function, who assigns one within two weeks.
2. Set risk levels. High means a mistake affects money, safety, compliance in {{industry}}, or {{client.company}}'s customers.
3. Set next review dates, spread so no owner has more than three in a month.
4. Each month, send reminders in {{tools.chat}} and create review tasks in {{tools.tracker}}.
5. A review ends in one of three ways, all recorded: confirmed unchanged (new date, version note), updated, or withdrawn.
6. Report monthly the share of SOPs that are current. Aim for 95% or more; escalate anything 60 days overdue.

## Common mistakes
Putting every SOP on the same annual date, so reviews pile up in one month and get rubber-stamped; counting a review as done without a version note.

## Checklist
- [ ] Every SOP has an owner
- [ ] Intervals match risk
- [ ] Reminders automated
- [ ] Overdue figure reported monthly`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["sop", "review", "governance", "compliance"],
  },

  "Workflow documentation template": {
    body: `# Workflow documentation template: {{project.name}}

## Purpose
Describes a workflow as its states, the moves allowed between them, who may make each move and what must be true first, so the board in {{tools.tracker}} means the same thing to everyone and the reports drawn from it can be trusted.

## When to use
When setting up a new board or work type, when changing columns, and when people disagree about what "In review" or "Blocked" means. Write one document per workflow and link it from the board's description.

## Roles
- **Writes:** the delivery lead, with the team that uses the workflow.
- **Configures:** the tool admin, from this document, not the other way round.
- **Approves:** the product owner or process owner.
- **Reads:** everyone who moves work on the board, and anyone who reports from it.

## Sections
**1. Scope.** Which kinds of work follow this workflow: "Client change requests; bugs use their own workflow."

**2. States,** five to eight, each with its meaning and entry condition.
| State | Means | Entry condition | WIP limit |
|---|---|---|---|
| Backlog | Accepted, not yet ready | Has a title and a requester | None |
| Ready | Can be started | Meets the definition of ready | 10 |
| In progress | Someone is working on it | Has an assignee | 2 per person |
| In review | Waiting for a check | Work complete; reviewer named | 4 |
| Done | Finished | Meets the definition of done | None |

**3. Transitions.** Allowed moves and who may make them: "In review to In progress: the reviewer, with a comment saying why." "Any state to Cancelled: the product owner only."

**4. Blocked.** A flag rather than a column, so the item keeps its place. The flag needs a reason and a date.

**5. Required fields per state.** As few as possible; every mandatory field slows people down.

**6. Automations and notifications.** "Moving a card to In review posts in {{tools.chat}} and assigns the reviewer."

**7. Measures it supports.** Cycle time from In progress to Done; the number of items in each state each day.

**8. Change log.** Date, change, reason.

## Common mistakes
A column for every team's hand-off, so cards sit in waiting columns nobody watches; states named after people rather than the state of the work.

## Checklist
- [ ] Every state has an entry condition
- [ ] Who may make each move is written down
- [ ] Tool configuration matches this document
- [ ] Walked through with the team at the next planning session`,
    methods: ["kanban", "scrum", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["workflow", "board", "states", "wip"],
  },

  "Tool usage guidelines": {
    body: `# Tool usage guidelines

## Purpose
Says what each of {{client.company}}'s work tools is for, what it is not for, and the naming rules inside it, so information lands in one predictable place and nobody searches three tools to find one decision.

## When to use
When the team adopts a new tool, when it grows past about ten people, or when "where did we decide that?" keeps coming up. Review the guidelines every year and whenever a tool is added or retired.

## Roles
- **Writes:** the PMO or delivery lead, with one person from each team.
- **Approves:** the head of delivery.
- **Maintains each tool's section:** that tool's admin.
- **Follows:** everyone, contractors included; it is part of onboarding.

## Sections
**1. The tool map.**
| Tool | Use it for | Not for | Source of truth for |
|---|---|---|---|
| {{tools.tracker}} | Every piece of work with an owner and a date | Long discussions, documents | The status of work |
| {{tools.chat}} | Quick questions, coordination, alerts | Decisions, files | Nothing: chat is not a record |
| {{tools.docs}} | Plans, specifications, SOPs, minutes | Task lists | Documents and decisions |
| Email | External parties, formal approvals | Internal discussion | Client approvals |

**2. Rules of thumb.**
- If it has an owner and a due date, it goes in {{tools.tracker}}.
- If anyone will need it in three months, it goes in {{tools.docs}}.
- A decision made in chat is copied into the decision log the same day.
- Link, don't attach; attachments split into competing versions.

**3. Naming inside each tool.** Projects: client and project ("Northwind, billing migration"). Cards: a verb and an object ("Draft the data migration plan"). Documents follow the file naming conventions; channels follow the channel naming conventions.

**4. Response times.** Chat mentions: the same working day. Tracker assignments: acknowledged within a day. Email: two working days.

**5. Permissions.** Who may create projects, spaces and channels, and who archives them.

## Steps
1. List the tools actually in use, including the unofficial ones.
2. Fill in the map with the team leads in a one-hour session.
3. Publish it in {{tools.docs}} and link it from onboarding.

## Checklist
- [ ] Every tool has a "not for" line
- [ ] A source of truth named for work, documents and decisions
- [ ] Linked from onboarding
- [ ] Review date set`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["tools", "guidelines", "conventions", "source-of-truth"],
  },

  "File naming conventions": {
    body: `# File naming conventions

## Purpose
One rule for naming documents at {{client.company}}, so anyone can tell from the file name what it is, which project it belongs to, which version it is and whether it is final, and so files sort sensibly in {{tools.docs}} without being opened.

## When to use
From the first document of a new project, and in any shared drive or space where more than one person files. Apply it to new files at once; rename old files when you next touch them, except controlled documents, which are renamed straight away.

## Roles
- **Owns the convention:** the PMO.
- **Approves:** the head of delivery, or the quality lead where documents are controlled.
- **Follows:** everyone who creates files, external contributors included.
- **Checks:** document owners, during their reviews.

## Sections
**1. Pattern.** date_project_type_description_version_status

Example: 2025-03-14_billing-migration_spec_payment-flows_v1.2_draft

**2. The parts.**
- **Date first,** year-month-day, so files sort by time. Use the date of the content (the meeting date for minutes), not the day you saved it.
- **Project code:** short, lowercase and fixed. Agree one code for {{project.name}} at kick-off and use it everywhere.
- **Type,** from a short list: brief, plan, spec, minutes, report, contract, sop, deck.
- **Description:** two to four words joined by hyphens.
- **Version:** v0.x for drafts, v1.0 for the first approved version, v1.1 for minor edits, v2.0 for substantial change.
- **Status (optional):** draft, review or final. Never write "final" on a file that is still changing; "final_v3_really-final" is exactly what this rule prevents.

**3. Characters.** Lowercase; hyphens inside parts, underscores between them; no spaces, slashes, colons, asterisks, question marks, quotation marks or angle brackets; under 80 characters in total.

**4. Living documents.** Where the tool keeps version history (most of {{tools.docs}} does), leave the version out and keep one living document. Put versions only on files exported and sent outside.

## Steps
1. Agree the project code and type list at kick-off.
2. Pin the pattern in the project's {{tools.chat}} channel.
3. Check ten random files a month for the first quarter and fix what is off.

## Checklist
- [ ] Project code agreed
- [ ] Type list published
- [ ] Exported files carry versions`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["naming", "files", "versioning", "documents"],
  },

  "Request intake SOP": {
    body: `# Request intake SOP

## Purpose
How new requests reach the team, how they are triaged and how fast requesters hear back, so work arrives through one door, is compared fairly, and nobody jumps the queue by messaging a developer directly.

## When to use
For teams that take work from several parts of {{client.company}} or from clients: operations, IT, marketing, internal tools, a PMO. Introduce it once more than a handful of requests a week arrive through chat, email and corridor conversations.

## Roles
- **Requester:** submits through the form and answers questions within two working days.
- **Triage owner:** a rotating team member or the product owner, who checks new requests daily.
- **Prioritiser:** the product owner orders the queue; the sponsor settles disputes between departments.
- **Team:** takes accepted work from the top of the queue.

## Steps
1. **Submit.** The requester fills in the intake form, linked from {{tools.chat}}: what, why, who is affected, the deadline and what missing it costs, and a contact. Requests sent any other way are politely pointed to the form.
2. **Acknowledge** automatically, with a reference number and the next step.
3. **Triage daily** in 15 minutes. For each request: accept, ask for more information, redirect to another team, or decline with a reason. Then classify it:

| Class | Examples | First response | Started within |
|---|---|---|---|
| Urgent | Operations blocked, legal deadline | 2 working hours | The same day |
| Standard | Improvements, reports | 2 working days | The next planning session |
| Large | About five days of work or more | 5 working days | Sent to portfolio intake |

4. **Size** accepted requests roughly (small, medium, large). Large ones go to the portfolio process, not the team queue.
5. **Prioritise** at each planning session ({{cadence.planning}}); the product owner orders the queue in {{tools.tracker}}.
6. **Inform** the requester at every change of state; the tracker can do this automatically.
7. **Close** with a note of what was done and a one-question satisfaction check.
8. **Report monthly:** volume, response times against target, and the age of the oldest open request.

## Checklist
- [ ] One form, one queue
- [ ] "Urgent" defined narrowly, in writing
- [ ] Response times published to requesters
- [ ] Every decline explained`,
    methods: ["kanban", "scrum", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["intake", "triage", "requests", "response-times"],
  },

  "Approval workflow SOP": {
    body: `# Approval workflow SOP

## Purpose
Sets out who approves what, in which order, within what time, and where each approval is recorded, so approvals are quick where risk is low, careful where it is high, and provable afterwards.

## When to use
For any recurring approval at {{client.company}}: spending, scope changes, releases, contractor hires, client-facing documents, access to data. Write it when approvals keep stalling, when people aren't sure who can say yes, or before an audit.

## Roles
- **Owns the SOP:** the PMO or the finance controller.
- **Requesters:** anyone who needs approval, supplying the evidence listed.
- **Approvers:** by role and threshold, as in the matrix, each with a named delegate for absences.
- **Auditor or sponsor:** samples the records each quarter.

## Sections
**1. Approval matrix.**
| What | Threshold | Approvers, in order | Response time |
|---|---|---|---|
| Purchase | Under £2k | Project lead | 1 working day |
| Purchase | £2k to £25k | Project lead, then budget holder | 2 working days |
| Purchase | Over £25k | Budget holder, then finance director | 5 working days |
| Scope change | Any effect on date or fee | Product owner, sponsor, client signatory | 5 working days |
| Production release | Standard | Release manager | Same day |

**2. Evidence** required for each type: a quote, the business reason, an impact assessment, test results.

**3. Rules.**
- Nobody approves their own request.
- Approvals run in sequence where the second approver relies on the first, and in parallel where they check different things.
- Silence is not approval. When the response time passes, the request goes automatically to the delegate or the approver's manager.
- Approvals given aloud or in {{tools.chat}} are entered in the system of record the same day.

**4. Record.** Where approvals live (an approval field in {{tools.tracker}}, the finance system, or a log in {{tools.docs}}), with who, when and which version.

## Steps
1. The requester submits with the evidence.
2. The request is routed to approvers according to the matrix.
3. Each approver approves, rejects with a reason, or asks for more; the clock restarts when the answer arrives.
4. On final approval the requester is told and the record is locked.
5. Each quarter, sample ten approvals for completeness and speed. If most requests land in the top tier, revise the thresholds.

## Checklist
- [ ] Thresholds set for each type
- [ ] A delegate for every approver
- [ ] Escalation after the response time automated
- [ ] Any approval retrievable in under five minutes`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["approvals", "authority", "sign-off", "governance"],
  },

  "Document control procedure": {
    body: `# Document control procedure

## Purpose
How controlled documents (the ones people must follow or auditors check, such as policies, SOPs, specifications and contracts) are identified, versioned, reviewed, approved, published and withdrawn, so only the current approved version is ever in use.

## When to use
Where {{industry}} regulation, a quality standard such as ISO 9001 or a client contract requires evidence of document control, or where someone working from an old version has caused real harm. Ordinary working documents such as notes and drafts are not controlled; don't burden them with this.

## Roles
- **Document controller:** the PMO or quality lead, who keeps the register and publishes.
- **Author:** drafts and revises.
- **Reviewer:** at least one subject expert other than the author.
- **Approver:** named per document type in the register, for example the head of operations for SOPs.
- **Users:** work only from the published copy in {{tools.docs}}; printed copies are uncontrolled.

## Steps
1. **Identify.** Give the document an ID (type, area, number, such as POL-HR-003) and add it to the register with title, owner, approver, version, status and review date.
2. **Draft** as versions 0.1, 0.2 and so on, in a drafts area users cannot see.
3. **Review.** The reviewer comments in the document and the author resolves every comment. Two rounds at most.
4. **Approve.** The approver signs electronically or gives a recorded approval; the version becomes 1.0, or the next whole number.
5. **Publish.** The controller moves it to the published area, makes it read-only, updates the register and announces it in {{tools.chat}} with three lines on what changed.
6. **Brief** the people whose work changes, and record who was briefed.
7. **Revise.** Minor corrections (typos, links) become x.1 with the controller's approval; any change to what people do goes through full review and approval.
8. **Withdraw.** Move superseded versions to an archive marked "superseded", keep them for the retention period (often six years in regulated settings), and remove links to them.

## Sections
Every controlled document has a header block (ID, title, version, status, owner, approver, approval date, next review date) and a change history table at the end.

## Checklist
- [ ] The register lists every controlled document
- [ ] Exactly one published version of each
- [ ] Approvals recorded with dates
- [ ] Superseded versions archived, not deleted
- [ ] Reviews scheduled in the SOP review schedule`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["document-control", "versioning", "compliance", "iso-9001"],
  },

  "Knowledge base article template": {
    body: `# Knowledge base article template

## Purpose
A findable format for short help articles (problem, answer, steps, owner, last checked), so people at {{client.company}} can solve a common problem themselves in a couple of minutes and trust that what they read is still true.

## When to use
Whenever the same question has been asked three times in {{tools.chat}} or the support queue. One article answers one question; longer procedures become SOPs and concepts become guides.

## Roles
- **Writes:** whoever answered the question, within a week of the third time it was asked.
- **Reviews:** a peer, who follows the steps once before it is published.
- **Owns:** a named role that keeps it accurate, rechecking every six months or when the tool or process changes.
- **Reads:** the team, new joiners, and often the client's own users.

## Sections
**Title: the question in the reader's words.** "I can't see the project board after joining" beats "Board permission configuration". People search using the words of the symptom.

**Summary, one or two sentences:** the answer, for readers who need nothing more. "You need to be added to the project group in {{tools.tracker}}; ask your project lead."

**Applies to.** Tool, version, team or role: "Everyone using {{tools.tracker}}."

**Steps.** Numbered, one action each, with exactly what to click or type: "1. Open Settings. 2. Choose Members." Add a screenshot only where the screen is confusing.

**If that didn't work.** The two or three next most likely causes, and who to contact.

**Related articles.** Two or three links at most.

**Owner and last checked.** "Owner: tool admin. Last checked: 2 September." Articles unchecked for 12 months are flagged for review or archived.

**Keywords.** Words people might type instead: "access, permission, can't see, missing project".

## Steps
1. Copy this template in {{tools.docs}}.
2. Write the title as the question and the summary as the answer.
3. Add the steps and have a peer test them.
4. Tag and publish it, then answer the next person who asks with the link.

## Checklist
- [ ] Title phrased as the reader's problem
- [ ] Answer within the first two lines
- [ ] Steps tested by someone else
- [ ] Owner and last-checked date filled in`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["knowledge-base", "documentation", "how-to", "self-service"],
  },
};
