/** The bodies of the "Planning and scheduling" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const planningAndScheduling: CategoryBodies<"Planning and scheduling"> = {
  "Work breakdown structure": {
    body: `# Work breakdown structure: {{project.name}}

## Purpose
Breaks every deliverable of {{project.name}} into work packages small enough that one person can estimate, own and finish each. The WBS is the bridge between the scope statement and the schedule: if something is not in the WBS, it is not in the plan and not in the budget.

## When to use
After the scope statement is approved and before any dates are promised. Rebuild the affected branch whenever a change request is accepted. Most useful for waterfall and hybrid projects with several deliverables; a single-team agile project can use the backlog instead.

## Roles
- **Writes:** the delivery lead, in a workshop with the people who will do the work. Nobody decomposes work well alone.
- **Approves:** the product owner or sponsor confirms it matches the scope, nothing more and nothing less.
- **Reads:** estimators, the scheduler, and {{consultant.name}} when checking the baseline.

## Steps
1. Put the project name at level 0 and the deliverables from the scope statement at level 1. Organise by deliverable, not by department.
2. Decompose each deliverable into components (level 2) and then work packages (level 3). Stop when a package passes the 8/80 rule: no less than 8 hours and no more than 80 hours of effort, or about two weeks for one person.
3. Apply the 100% rule: the children of each element add up to exactly their parent. No extra work hidden below, nothing missing.
4. Add the work people forget: project management (usually 10 to 15% of effort), testing, training, data migration, documentation, go-live support.
5. Number the elements (1, 1.1, 1.1.1) and write a one-line dictionary entry per work package: what is produced and how you know it is complete.
6. Give every work package one owner, then load the packages into {{tools.tracker}} as epics or parent tasks with the WBS number in the title.

## Sections
| WBS id | Element | Owner | Done when |
|---|---|---|---|
| 2 | Customer portal | Product owner | Portal live for all accounts |
| 2.1 | Sign-in | Tech lead | SSO and password login pass UAT |
| 2.1.1 | SSO integration with the identity provider | Developer | Test tenant signs in, audit log written |

## Checklist
- [ ] Organised by deliverable, not by team
- [ ] Every work package between 8 and 80 hours
- [ ] Project management, testing and training included
- [ ] One owner per work package
- [ ] Dictionary entry written for each package`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["wbs", "work-packages", "decomposition", "scope"],
  },
  "Milestone plan": {
    body: `# Milestone plan: {{project.name}}

## Purpose
Lists the few dates that matter on {{project.name}}, each with an owner and a precise definition of what "reached" means. Sponsors and clients follow milestones, not task lists; this plan is what they hold the team to.

## When to use
Right after the charter, as the first schedule anyone outside the team sees, and then at every status report. Typical projects need 5 to 10 milestones; more than 12 and they stop being the dates that matter.

## Roles
- **Writes:** the delivery lead, with the tech lead sanity-checking each date.
- **Approves:** the sponsor at {{client.company}}, who agrees the dates and the definitions together.
- **Reads:** the steering group, the client, and every team lead planning around the project.

## Sections
| # | Milestone | Definition of reached | Owner | Baseline date | Forecast | Status |
|---|---|---|---|---|---|---|
| M1 | Discovery complete | Requirements signed off by the product owner | Business analyst | 14 Mar | 14 Mar | Reached |
| M2 | Design approved | Design reviewed, no open high-severity comments | Tech lead | 4 Apr | 11 Apr | At risk |
| M3 | UAT passed | All critical scenarios pass, client signs the test report | QA lead | 30 May | 30 May | On track |

Guidance:
- **Milestone:** an event with zero duration, named as an outcome ("Design approved"), never as work ("Design").
- **Definition of reached:** observable and binary. Someone outside the team could check it.
- **Baseline date:** set once, when the plan is approved; it only moves through a change request.
- **Forecast:** updated weekly by the owner. Keep baseline and forecast side by side so slippage is visible.
- **Status:** On track, At risk (forecast within five working days of baseline or threatened), Late, Reached.

## Rules of thumb
- Space milestones two to six weeks apart; longer gaps hide trouble.
- A milestone missed by more than ten working days is raised at the next steering meeting, {{cadence.review}}.
- Publish the table in {{tools.docs}} and post changes to forecast dates in {{tools.chat}}.

## Checklist
- [ ] Every milestone named as an outcome
- [ ] Definitions of reached are binary
- [ ] Baseline frozen and approved
- [ ] Forecasts updated weekly by owners`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["milestones", "schedule", "baseline", "dates"],
  },
  "Release plan": {
    body: `# Release plan: {{project.name}}

## Purpose
Groups the backlog of {{project.name}} into releases, each with a target date, a theme and the scope it carries, so stakeholders know roughly what arrives when and the team knows which trade-offs to make when a release gets tight.

## When to use
Once the backlog has been sized at a high level and the team has a velocity or throughput from at least three sprints or weeks. Revisit it after every sprint review, {{cadence.review}}; a release plan older than a month is fiction.

## Roles
- **Writes:** the product owner, with the delivery lead supplying capacity and velocity figures.
- **Approves:** the sponsor for dates and the release themes; the product owner decides scope inside each release.
- **Reads:** {{client.company}}'s stakeholders, support and marketing, and teams that depend on the releases.

## Sections
1. **Release summary**, one row per release:

| Release | Target date | Theme | Must-have scope | Nice-to-have scope | Confidence |
|---|---|---|---|---|---|
| R1 | 30 Apr | Customers can order online | Catalogue, basket, card payment | Saved baskets | High |
| R2 | 15 Jun | Repeat orders | Order history, reorder | Subscriptions | Medium |

2. **Capacity assumption**: average velocity over the last three sprints and the range. *"Velocity 28 points, range 22 to 34; planning at 24."* Plan at the lower end, not the average.
3. **Scope split**: keep must-haves to about 60% of forecast capacity; the rest is nice-to-have that moves to the next release first when things slip.
4. **Release criteria**: what must be true to ship: tests green, documentation updated, support trained.
5. **Dependencies**: other teams, suppliers or approvals each release waits on.

## Rules of thumb
- Fix the date or the scope, never both. For date-driven releases, the scope flexes.
- Confidence is High when must-have scope is under 60% of capacity, Medium up to 80%, Low above.
- Keep the plan in {{tools.docs}} and the detail in {{tools.tracker}} as versions or fix-version fields.

## Checklist
- [ ] Each release has a one-line theme
- [ ] Must-haves within 60% of forecast capacity
- [ ] Release criteria agreed with support
- [ ] Plan revised after the last review`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["release", "scope", "velocity", "forecast"],
  },
  "Product backlog": {
    body: `# Product backlog: {{project.name}}

## Purpose
One ordered list of everything the team might build for {{project.name}}. The top is detailed and ready to start; the bottom is rough ideas. Because there is only one list and one order, the team never has to guess what matters most.

## When to use
From the first sprint or week of any agile or hybrid project, kept in {{tools.tracker}}. It is a living artefact: the product owner reorders it at least before every planning session ({{cadence.planning}}).

## Roles
- **Writes:** anyone may propose an item; the product owner decides whether it enters and where.
- **Approves:** the product owner alone orders the backlog. Stakeholders influence the order by talking to the product owner, not by editing it.
- **Reads:** the team during refinement and planning, stakeholders who want to know when their item is coming.

## Sections
Fields for each item:
1. **Title**: user-facing and short. *"Reorder a previous basket in one click."*
2. **Why**: the user and the benefit, as a user story or a plain sentence.
3. **Acceptance criteria**: three to seven testable statements.
4. **Size**: story points or T-shirt size; only items near the top need a precise size.
5. **Value and urgency notes**: what happens if it waits a quarter.
6. **Status**: Idea, Refining, Ready, In progress, Done.

Shape of a healthy backlog:
- **Top 1 to 2 sprints**: Ready items, about 1.5 times what the team finishes in a sprint.
- **Next 2 to 3 months**: sized roughly, split into stories.
- **Beyond**: epics and ideas, one line each.

## Steps to keep it healthy
1. Weekly, the product owner removes items nobody has mentioned in three months. An honest backlog of 80 items beats a wishful one of 600.
2. Refine the top items with the team for about 10% of each sprint's time.
3. Record ordering decisions that disappoint a stakeholder in the decision log, with the reason.
4. Share a link to the top ten in {{tools.chat}} after each reorder.

## Checklist
- [ ] One backlog per product, not one per stakeholder
- [ ] Ready items cover the next one to two sprints
- [ ] Every item has a why
- [ ] Stale items pruned this month`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 120,
    tags: ["backlog", "prioritisation", "product-owner", "user-stories"],
  },
  "Roadmap one-pager": {
    body: `# Roadmap one-pager: {{client.company}}

## Purpose
Shows the outcomes {{client.company}}'s teams intend to reach over the next three quarters on one page, for leadership and clients. It communicates direction and order, not a delivery schedule: it says what problems will be solved and roughly when, and leaves the how to the teams.

## When to use
Refresh it at the quarterly planning session, present it at the next leadership meeting and post the link in {{tools.chat}}. Use it when a board, investor or key client asks what is coming; send the detailed plan only when they ask for more.

## Roles
- **Writes:** the head of product or portfolio lead, with the delivery leads confirming feasibility.
- **Approves:** the executive sponsor; when client-facing, the account lead also signs off on wording.
- **Reads:** leadership, sales and customer success, key clients, and all teams.

## Sections
Three columns with decreasing certainty:

| | Now (this quarter) | Next (next quarter) | Later (the one after) |
|---|---|---|---|
| Confidence | Committed | Planned | Exploring |
| Outcome 1 | New customers onboard in under a day | Onboarding in the partner portal | Self-serve onboarding for small accounts |
| Outcome 2 | Monthly close in 5 days, down from 9 | Automated reconciliations | Real-time spend reporting |

Guidance:
1. **Outcomes, not features**: "Customers can track deliveries" rather than "Tracking API v2".
2. **Three to five rows**: one per strategic theme. More rows means priorities were not chosen.
3. **No dates finer than a quarter**; precise dates belong in the release and milestone plans.
4. **A measure under each "Now" outcome**, so progress can be shown next quarter.
5. **Footer**: date of this version, the owner, and a link to the detailed plans in {{tools.docs}}.

## Common mistakes
- Filling "Later" with everything the sales team has asked for.
- Showing the page to clients without the confidence row; they will read "Later" as a promise.
- Never retiring items: if an outcome has sat in "Next" for two quarters, drop it or commit to it.

## Checklist
- [ ] Every row is an outcome
- [ ] Confidence shown per column
- [ ] Dated and owned
- [ ] Reviewed at quarterly planning`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["roadmap", "outcomes", "leadership", "quarterly"],
  },
  "Estimation worksheet": {
    body: `# Estimation worksheet: {{project.name}}

## Purpose
Records each estimate for {{project.name}} as a range rather than a single number, with the assumptions behind it, so that when reality differs the team can see which assumption broke instead of arguing about who was wrong.

## When to use
Whenever work is estimated for a commitment to {{client.company}}: a quote, a baseline, a release date. Not needed for routine sprint sizing in {{tools.tracker}}, where story points suffice. Re-estimate when an assumption changes or when actuals pass 50% of the estimate.

## Roles
- **Writes:** the people who will do the work, at least two per item, estimating separately before comparing.
- **Approves:** the delivery lead checks ranges and assumptions; {{consultant.name}} reviews the first one for the team.
- **Reads:** the sponsor and whoever turns estimates into prices or dates.

## Sections
Three-point estimates per work item, in person-days:

| Item | Optimistic (O) | Most likely (M) | Pessimistic (P) | Expected (O + 4M + P) / 6 | Key assumptions |
|---|---|---|---|---|---|
| Data import | 3 | 5 | 12 | 5.8 | Source files are CSV; under 100k rows |
| Reporting screens | 6 | 8 | 14 | 8.7 | Five reports, existing chart library |
| Training | 2 | 2 | 4 | 2.3 | One session, remote |

Guidance:
1. **Optimistic**: if everything goes right, about a 1-in-10 chance of doing better.
2. **Pessimistic**: a bad but realistic case, not a disaster; about a 1-in-10 chance of doing worse.
3. **Spread check**: when P is more than three times O, the item is poorly understood. Split it or run a short spike first.
4. **Totals**: add the expected values; for the range, commit to the sum of expected values plus a contingency of 10 to 20%, never the sum of optimistic values.
5. **Assumptions**: each assumption also goes in the assumption log with an owner.
6. **Actuals**: add a column when work finishes; compare at each milestone to calibrate the next estimate.

## Common mistakes
Anchoring on the first number spoken aloud, estimating someone else's work, and converting a range into its low end when talking to the client.

## Checklist
- [ ] At least two estimators per item
- [ ] Every item has O, M and P
- [ ] Wide spreads split or spiked
- [ ] Assumptions copied to the assumption log
- [ ] Contingency stated separately`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["estimation", "three-point", "ranges", "assumptions"],
  },
  "Critical path worksheet": {
    body: `# Critical path worksheet: {{project.name}}

## Purpose
Finds the chain of dependent tasks that sets the end date of {{project.name}}: the tasks with no slack. A day lost on them is a day lost at the end, so attention and risk actions go there first.

## When to use
For work with a fixed sequence, a hard end date and 20 or more dependent tasks: launches, migrations, fit-outs. Redo it whenever a task on or near the critical path slips by more than two days.

## Roles
- **Writes:** the delivery lead or project planner, with task owners confirming durations and dependencies.
- **Approves:** the delivery lead; the sponsor sees the result at the next steering meeting.
- **Reads:** task owners on the path, who should know they are on it.

## Steps
1. List the WBS tasks with durations in working days and their predecessors.
2. **Forward pass:** for each task, early start is the latest early finish of its predecessors; early finish is early start plus duration.
3. **Backward pass:** from the end date, late finish is the earliest late start of its successors; late start is late finish minus duration.
4. **Float** is late start minus early start. Zero-float tasks form the critical path; tasks with one to three days are near-critical.
5. Act on the path: name an owner for each critical task, start it as early as possible, and look for work that can run in parallel.

## Sections
| Task | Duration (d) | Predecessors | ES | EF | LS | LF | Float |
|---|---|---|---|---|---|---|---|
| A. Order hardware | 10 | none | 0 | 10 | 0 | 10 | 0 |
| B. Write config scripts | 6 | none | 0 | 6 | 4 | 10 | 4 |
| C. Install and configure | 5 | A, B | 10 | 15 | 10 | 15 | 0 |
| D. User acceptance test | 4 | C | 15 | 19 | 15 | 19 | 0 |

Here the path is A, C, D: 19 days. B has 4 days of float.

## Common mistakes
Ignoring resource conflicts (one engineer on two parallel critical tasks) and leaving approvals and supplier deliveries out of the network. Tools such as {{tools.tracker}} compute the path, but check the dependencies by hand once and post the path in {{tools.chat}}.

## Checklist
- [ ] Every task has at least one predecessor or successor
- [ ] Critical and near-critical tasks marked
- [ ] Critical-task owners told
- [ ] Recalculated after any slip over two days`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["critical-path", "schedule", "dependencies", "float"],
  },
  "Quarterly planning pack": {
    body: `# Quarterly planning pack: {{client.company}}

## Purpose
Everything needed to run one quarterly planning session for {{client.company}}'s teams: the inputs to prepare, a timed agenda, and the outputs each team leaves with. The session turns strategy into a small set of team commitments that fit real capacity.

## When to use
In the last two weeks of each quarter. Allow half a day for two or three teams and a full day beyond that. Book it six weeks ahead, so leave is not a surprise.

## Roles
- **Prepares:** the PMO or delivery lead assembles inputs; {{consultant.name}} facilitates the first session.
- **Decides:** the executive sponsor confirms priorities; each team commits to its own objectives.
- **Attends:** team leads and product owners, and ideally whole teams for the breakouts.

## Inputs (due five working days before)
- Last quarter's results against objectives, one slide per team.
- Strategic priorities for the coming quarter, at most five, ranked by leadership.
- Capacity per team: people times working days, minus leave and about 20% for support and unplanned work.
- Known dependencies and fixed dates (regulatory, contractual, seasonal peaks in {{industry}}).

## Agenda
| Time | Item |
|---|---|
| 0:00 to 0:30 | Leadership: the past quarter and the ranked priorities |
| 0:30 to 2:00 | Team breakouts: draft two to four objectives and the work behind them |
| 2:00 to 2:30 | Dependency board: each team posts what it needs from others |
| 2:30 to 3:15 | Teams revise drafts against capacity and dependencies |
| 3:15 to 3:45 | Read-out: each team presents objectives and risks in three minutes |
| 3:45 to 4:00 | Confidence vote (1 to 5) and close |

## Outputs
1. Per team: two to four objectives with measurable results, loaded at no more than 80% of capacity.
2. A dependency list with owner and date for each.
3. A quarter risk list with owners.
4. Everything filed in {{tools.docs}} and the objectives created in {{tools.tracker}} within two days.

## Rules of thumb
If the average confidence vote is under 3, cut scope before leaving the room. Unranked priorities make the whole session fail; insist the ranking is done beforehand.

## Checklist
- [ ] Priorities ranked before the session
- [ ] Capacity net of leave and support load
- [ ] Every dependency has an owner
- [ ] Confidence vote recorded`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 360,
    tags: ["quarterly-planning", "objectives", "capacity", "dependencies"],
  },
  "Definition of ready": {
    body: `# Definition of ready: {{project.name}}

## Purpose
The checks a backlog item passes before the team of {{project.name}} commits to it in planning or pulls it into "In progress". It stops the team from starting work that then stalls for a missing answer, design or access, which is the commonest cause of carry-over between sprints.

## When to use
Agree it in the first refinement session and apply it at every planning session ({{cadence.planning}}) and, for kanban teams, at the "Ready" column. Revisit it at a retrospective when items keep getting blocked after being started.

## Roles
- **Writes:** the whole team, in 30 minutes, with the product owner present.
- **Approves:** the team owns it; the product owner agrees to bring items that meet it.
- **Reads:** the product owner and anyone who writes backlog items, including stakeholders at {{client.company}} submitting requests.

## Sections
A ready item passes every check below. Keep the list to ten items at most; the team can tick it in under a minute per item.

1. **Clear value**: the why is written in one or two sentences. *"Support agents stop copying order numbers by hand."*
2. **Acceptance criteria**: three to seven testable statements, agreed with the product owner.
3. **Sized**: estimated by the team, and small enough to finish within half a sprint (or under five days for kanban).
4. **Dependencies known**: none outstanding, or each one has a confirmed date earlier than the item's start.
5. **Designs attached** where the item has a user interface.
6. **Access and data ready**: test accounts, environments, sample data.
7. **Questions answered**: no open question marked "ask the client" in {{tools.tracker}}.
8. **Fits the goal**: it serves the current sprint or release goal, or has a reason not to.

## How to apply it
Use it as a conversation tool, not a gate held shut by process: if an urgent item fails one check, the team may accept it with the gap named and an owner to close it in the first day. If more than one item in five needs that exception, the refinement is not working.

## Checklist
- [ ] The list is visible on the board in {{tools.tracker}}
- [ ] The team agreed it, not only the lead
- [ ] Exceptions are named in the item
- [ ] Reviewed at least once a quarter`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 30,
    tags: ["definition-of-ready", "refinement", "backlog", "quality"],
  },
  "Gantt chart starter": {
    body: `# Gantt chart starter: {{project.name}}

## Purpose
A dated schedule for {{project.name}} with tasks, durations, dependencies and milestones, for work that has to follow a fixed sequence: an office move, a system migration, a regulated launch. It shows at a glance what happens when, and what moves if one bar moves.

## When to use
When the order of work is dictated by physical or contractual constraints rather than by priority. For iterative product work, use a release plan instead; a Gantt chart with 300 two-day bars is a maintenance burden nobody keeps current.

## Roles
- **Writes:** the delivery lead or planner; task owners confirm durations.
- **Approves:** the sponsor approves the baseline; later changes to milestone dates go through change control.
- **Reads:** task owners, suppliers working to the dates, and the steering group.

## Steps
1. Start from the WBS: one bar per work package, grouped under its deliverable. Aim for 30 to 120 bars; summarise anything finer.
2. Enter durations in working days and set the calendar: holidays, shutdown periods, and the start on {{project.startDate}}.
3. Link tasks with finish-to-start dependencies by default. Use start-to-start or lags only with a written reason.
4. Add milestones as diamonds: approvals, deliveries, go-live.
5. Assign one owner per bar and check nobody is booked over 100% in any week.
6. Compute the critical path and colour it; note the float on key non-critical tasks.
7. Save the baseline. From then on, show baseline bars under actual bars so slippage is visible.
8. Update weekly: percent complete, actual start and finish, revised forecasts.

## Sections
Columns for the task table: WBS id, task, owner, duration, start, finish, predecessors, percent complete, baseline finish, notes. Example row: *"3.2 Migrate customer records, data engineer, 6 d, 12 May, 19 May, 3.1, 0%, 19 May, run after month-end close."*

## Common mistakes
Hard-coding dates instead of linking tasks, so nothing moves when one task slips; no contingency before go-live; and a chart kept on one laptop. Keep the live version where the team can see it, in {{tools.tracker}} or {{tools.docs}}.

## Checklist
- [ ] Calendar includes holidays and freeze periods
- [ ] Every task except the first has a predecessor
- [ ] Critical path highlighted
- [ ] Baseline saved before the first update
- [ ] Weekly update owner named`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["gantt", "schedule", "dependencies", "timeline"],
  },
  "Project template pack": {
    body: `# Project template pack: {{client.company}}

## Purpose
A ready-made structure that every new project at {{client.company}} starts from: the phases, the checklist for each phase, the documents to create and where they live. Starting from the same shape saves the first week of set-up and makes projects comparable in portfolio reviews.

## When to use
Every time a project is admitted to the portfolio. The delivery lead copies the pack, deletes what the project does not need (with a one-line reason), and has the project set up within two working days.

## Roles
- **Maintains:** the PMO lead; {{consultant.name}} builds the first version with {{client.company}}'s delivery leads.
- **Approves:** the PMO lead approves changes to the pack; tailoring for a single project is the delivery lead's call.
- **Reads:** every delivery lead and project team member.

## Sections
1. **Phases and exit checks**:

| Phase | Typical length | Leave it when |
|---|---|---|
| Initiate | 1 to 2 weeks | Charter signed, team named |
| Plan | 1 to 3 weeks | Baseline or first release plan approved |
| Deliver | varies | Acceptance criteria met |
| Close | 1 week | Handover done, lessons recorded |

2. **Documents by size**: small projects (team of 5 or fewer, under 2 months) need the one-page canvas, backlog and a closing note. Standard projects add the charter, RAID log, milestone plan and status reports. Large ones add the business case, stakeholder map and stage-gate reviews.
3. **Workspace set-up**: a project in {{tools.tracker}} with the shared workflow; a folder in {{tools.docs}} with subfolders 01 Initiate, 02 Plan, 03 Deliver, 04 Close; a channel in {{tools.chat}} named after the project.
4. **Standing rhythm**: stand-up {{cadence.standup}}, planning {{cadence.planning}}, review {{cadence.review}}, retrospective {{cadence.retro}}, status report every Friday.
5. **Phase checklists**: ten items or fewer per phase, e.g. for Close: *"Access removed, budget closed, lessons learned held, sponsor acceptance recorded."*

## Steps
1. Copy the pack and rename it for the project.
2. Pick the size tier and delete unused documents, recording why.
3. Create the workspace items in section 3.
4. Book the rhythm meetings for the first quarter.

## Checklist
- [ ] Size tier chosen and recorded
- [ ] Tracker project, docs folder and chat channel created
- [ ] Recurring meetings booked
- [ ] Pack changes suggested to the PMO lead after closure`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["project-template", "phases", "setup", "standards"],
  },
};
