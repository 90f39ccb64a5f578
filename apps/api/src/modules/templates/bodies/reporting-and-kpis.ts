/** The bodies of the "Reporting and KPIs" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const reportingAndKpis: CategoryBodies<"Reporting and KPIs"> = {
  "Weekly status report": {
    body: `# Weekly status report: {{client.company}}

## Purpose
Reports every active project at {{client.company}} in the same three lines every week: done, next, blocked. Because the shape never changes, readers can scan twenty projects in five minutes and spot the ones that need them, and writers need ten minutes, not an afternoon.

## When to use
Every Friday by 14:00, for every project in the portfolio, including the ones going well. Skipping the report for a quiet week breaks the habit and hides the week something goes wrong.

## Roles
- **Writes:** each project's delivery lead, directly into the shared report in {{tools.docs}} or as an update in {{tools.tracker}}.
- **Compiles:** the PMO lead checks that every project has reported by 15:00 and chases gaps in {{tools.chat}}.
- **Reads:** the sponsor, department heads and other delivery leads, who look for dependencies on their own work.

## Sections
One block per project:

| Field | Guidance | Example |
|---|---|---|
| Status | Green (on track), amber (at risk, recovery in hand), red (needs help from outside the team) | Amber |
| Done | Up to three outcomes completed this week; outcomes, not activity | Payment provider contract signed; checkout tested end to end |
| Next | Up to three outcomes planned for next week, with owners | Load test (Priya); security review booked (Tom) |
| Blocked | What is stuck, since when, and who can unblock it | Firewall change waiting for IT approval since Tuesday; needs the IT lead |
| Milestone | Next milestone, baseline and forecast dates | Go-live: baseline 3 June, forecast 10 June |

## Rules
1. Status is set by rule, not mood: amber when a milestone forecast is up to ten working days late or a red risk is open; red when it is later than that or a tolerance is breached.
2. Amber or red needs one line on the recovery action.
3. A change of colour is explained in the first line.
4. "Blocked: nothing" is allowed and useful.
5. No attachments; link the RAID log instead.

## Common mistakes
Watermelon reporting (green outside, red inside) because amber feels like failure; listing meetings attended as "done"; letting the report grow to a page per project.

## Checklist
- [ ] Every project reported by Friday 14:00
- [ ] Colours follow the rule
- [ ] Every blocker names who can unblock it
- [ ] Milestone forecasts updated`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 15,
    tags: ["status-report", "weekly", "rag", "portfolio"],
  },
  "Executive one-pager": {
    body: `# Executive one-pager: {{client.company}} portfolio

## Purpose
Gives {{client.company}}'s leadership the health of the whole portfolio, the top risks and the decisions needed from them, on a single page they can read in three minutes. Its job is to get decisions made, not to prove how busy the teams are.

## When to use
Monthly, sent two working days before the leadership meeting, and whenever the portfolio's picture changes sharply (a red project, a budget overrun, a new top-priority request). For a portfolio of more than 15 projects, show only the top ten by value or risk and summarise the rest in one line.

## Roles
- **Writes:** the PMO lead, from the weekly status reports and the portfolio view in {{tools.tracker}}; {{consultant.name}} edits the first three editions.
- **Approves:** the portfolio sponsor, mostly to check the decisions requested are framed correctly.
- **Reads:** the executive team and board members who ask for portfolio updates.

## Sections
1. **Headline** (two sentences): the overall state and the one thing leadership must know. *"Eleven of fourteen projects on track. The warehouse system is red and needs a decision on added budget this month."*
2. **Portfolio at a glance**: a count by status (green, amber, red) and a short table of the projects that changed colour or matter most:

| Project | Status | Trend | One-line reason |
|---|---|---|---|
| Warehouse system | Red | Worse | Vendor delay of 6 weeks; go-live at risk before peak |
| Customer portal | Amber | Better | Recovered 1 week of the 3-week slip |

3. **Top three risks**, with owners and what is being done.
4. **Decisions needed**: each with options, a recommendation, the cost of waiting and a deadline. This is the most important section; put it on the top half of the page if there is a decision due.
5. **Money**: spend to date against budget for the portfolio, and any project over by more than 10%.
6. **Coming up**: the milestones of the next month.

## Rules of thumb
Numbers over adjectives; trends over snapshots; no acronyms that the newest executive would not know. If it does not fit on one page, the portfolio has a priority problem, not a formatting one.

## Checklist
- [ ] Headline readable on its own
- [ ] Every decision has options, a recommendation and a deadline
- [ ] Colour changes explained
- [ ] Sent two working days before the meeting, and filed in {{tools.docs}}`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 60,
    tags: ["executive", "portfolio", "one-page", "decisions"],
  },
  "Project health scorecard": {
    body: `# Project health scorecard: {{client.company}}

## Purpose
Scores every project at {{client.company}} on the same four dimensions (completion, timeline, engagement and risk) so projects of different sizes compare fairly and the PMO's attention goes where it is needed, not where the noise is.

## When to use
Every two weeks, for every active project, scored from the tasks in {{tools.tracker}} rather than from opinion. Review the scores at the portfolio review ({{cadence.review}}). Trust a project's score from about four weeks after kick-off, once there are enough tasks and check-ins.

## Roles
- **Reads and annotates the scores:** the PMO lead or an analyst, cross-checking against the RAID log; the delivery lead may challenge a score with evidence.
- **Owns the method:** {{consultant.name}} during set-up, then the PMO lead.
- **Reads:** sponsors and the portfolio board.

## Sections
Each dimension scores 0 to 100. Cairn computes them from the project's tasks and the team's mood check-ins; the formulas are here so every score can be explained, or reproduced for work tracked elsewhere.

| Dimension | Weight | Measure |
|---|---|---|
| Completion | 35% | Completed tasks divided by all tasks |
| Timeline | 30% | Share of tasks with a due date that are on time: open overdue tasks count fully against it, tasks finished late count half |
| Engagement | 20% | Mood, energy and stress from the last 14 days, scaled by the share of members who checked in; no check-ins scores 0 |
| Risk | 15%, inverted | Schedule (overdue or due within 3 days), resource (unassigned work, stress) and quality (high-priority and late work) |

Overall = 0.35 completion + 0.30 timeline + 0.20 engagement + 0.15 (100 minus risk). Bands: 80 and above healthy; 60 to 79 watch (the delivery lead names a recovery step); under 60 at risk (PMO review within a week).

## Steps
1. Read the scores on the same weekday every fortnight.
2. For each project, note in one line the dimension that moved most and why.
3. Compare with the previous reading; a drop of 15 points or more is flagged even if the band is unchanged.
4. Publish the table in {{tools.docs}} and post the at-risk list in {{tools.chat}}.

## Common mistakes
Weighting the dimensions differently for favoured projects; scoring from the delivery lead's self-assessment; treating the score as a grade on people rather than a signal about the work.

## Checklist
- [ ] Scored from data, with the main movement explained
- [ ] Same method for every project
- [ ] Drops of 15 points flagged
- [ ] At-risk projects reviewed within a week`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["health-score", "scorecard", "portfolio", "comparison"],
  },
  "KPI definition sheet": {
    body: `# KPI definition sheet: {{client.company}}

## Purpose
Defines each KPI that {{client.company}} reports on: its exact formula, where the data comes from, who owns it, what the target is and how often it is reviewed. Two people computing the same KPI from this sheet should get the same number; most arguments about performance are really arguments about definitions.

## When to use
Before a KPI appears on any dashboard or report, and whenever someone asks "how is this calculated?". Review the whole sheet once a year and when a data source changes. Keep it to the 8 to 12 KPIs that drive decisions; more than that and none get attention.

## Roles
- **Writes:** the KPI owner, with a data analyst checking the formula can be computed.
- **Approves:** the PMO lead for project KPIs; the executive sponsor for anything on the executive one-pager.
- **Reads:** everyone who builds or reads reports, and {{consultant.name}} when setting up dashboards.

## Sections
One row per KPI:

| Field | Guidance | Example |
|---|---|---|
| Name | Short and unambiguous | On-time milestone rate |
| Question it answers | The decision it informs | Are we keeping our delivery promises? |
| Formula | Numerator, denominator, exclusions | Milestones reached by baseline date, divided by milestones due in the period; excludes milestones rebaselined by approved change |
| Unit and direction | Percentage, count, days; higher or lower is better | %, higher is better |
| Source | System and field | Milestone plan in {{tools.tracker}}, baseline and actual dates |
| Owner | One person who explains movements | PMO lead |
| Target and thresholds | Target, amber and red lines | Target 85%; amber under 75%; red under 60% |
| Frequency | Computed and reviewed how often | Computed weekly, reviewed monthly |
| Known limits | What the KPI can hide | Projects may rebaseline to look on time; watch the rebaseline count |

## Rules of thumb
- Pair every speed KPI with a quality KPI, so one cannot improve at the expense of the other.
- Prefer KPIs the team can influence within a quarter.
- Store the sheet in {{tools.docs}} and link each dashboard tile to its row.

## Checklist
- [ ] Every KPI has one owner
- [ ] Formula states exclusions
- [ ] Thresholds agreed before the first report
- [ ] Known limits written down
- [ ] Each KPI answers a named decision`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["kpi", "metrics", "definitions", "targets"],
  },
  "Portfolio dashboard specification": {
    body: `# Portfolio dashboard specification: {{client.company}}

## Purpose
Specifies the dashboard {{client.company}}'s leadership uses to see the portfolio: which projects appear, which measures, which filters and views, and where each number comes from. Written before anything is built, it stops the dashboard turning into a wall of charts nobody reads.

## When to use
When the PMO sets up its first portfolio view, when moving tools, or when leadership says the current dashboard does not answer their questions. Revisit it six months after launch with usage data: remove tiles nobody opens.

## Roles
- **Writes:** the PMO lead, with {{consultant.name}} running a one-hour interview with three or four executives about the questions they ask.
- **Builds:** an analyst or tool administrator in {{tools.tracker}} or the reporting tool.
- **Approves:** the executive sponsor.
- **Reads:** leadership, portfolio board, delivery leads.

## Sections
1. **Audience and questions.** List the five to seven questions the dashboard must answer in under a minute. *"Which projects need my help this week? Are we spending to plan? What finishes next month?"*
2. **Scope.** Which projects appear: all active projects over a threshold (for example more than 20 person-days or any external spend); how paused and closed projects are shown.
3. **Measures.** Each measure links to a row of the KPI definition sheet; no measure without a definition. Typical set: status colour, health score, milestone forecast versus baseline, budget spent versus planned, open red risks.
4. **Views and layout.**

| View | Shows | For |
|---|---|---|
| Summary | Counts by status, top five at-risk projects, portfolio spend | Executives |
| Project list | One row per project, sortable by score and date | PMO and delivery leads |
| Timeline | Milestones for the next 90 days across projects | Portfolio board |

5. **Filters.** Department, sponsor, status, strategic theme; default to "all active".
6. **Data sources and refresh.** System, owner and refresh rhythm for each measure; show the last-refreshed time on the page.
7. **Access.** Who sees financials; who sees everything else.

## Checklist
- [ ] Questions come from interviews, not assumptions
- [ ] Every measure has a KPI definition
- [ ] Data owner and refresh rhythm named per source
- [ ] Financial access restricted
- [ ] Usage review booked for six months after launch`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 180,
    tags: ["dashboard", "portfolio", "reporting", "specification"],
  },
  "Burn-up chart guide": {
    body: `# Burn-up chart guide: {{project.name}}

## Purpose
Explains how to maintain and read the burn-up chart for {{project.name}}: one line for total scope, one for work delivered, both rising over time. Unlike a burn-down, it shows scope changes separately from progress, so the team can tell "we are slow" apart from "the target keeps moving".

## When to use
For any release or project of more than four weeks tracked in {{tools.tracker}}, updated at the end of each sprint or week. Show it at every review ({{cadence.review}}) and in the status report when a forecast date is discussed.

## Roles
- **Maintains:** the delivery lead or scrum master; most trackers draw it automatically once scope and done are set up consistently.
- **Interprets:** the product owner, who decides whether to cut scope or move the date.
- **Reads:** the sponsor and stakeholders at {{client.company}}.

## Steps
1. Choose the unit: story points, or simply item count when items are of similar size. Do not switch units mid-release.
2. Set the x-axis to sprints or weeks, from the release start to a few periods past the target date.
3. Plot the **scope line**: total size of everything in the release, including items not yet refined.
4. Plot the **done line**: cumulative size of items meeting the definition of done. Partly done work counts as zero.
5. Add a **forecast**: extend the done line using the average of the last three periods, and a range using the slowest and fastest of the last six.
6. Mark the target date as a vertical line.

## Reading it
- **Lines converge before the target date:** on track.
- **Scope line rising as fast as done:** the release will never finish. The product owner must freeze or trim scope.
- **Done line flat for two periods:** blocked work or hidden work outside the tracker; raise at the next stand-up.
- **Forecast range crosses the target:** the date is at risk. Report a date range, not a single date.
- **Sudden scope jump:** record which change request caused it, next to the jump.

## Common mistakes
Counting half-finished items, re-estimating done items, and hiding scope growth by removing items without telling stakeholders.

## Checklist
- [ ] Unit fixed for the release
- [ ] Only done items counted
- [ ] Forecast shown as a range
- [ ] Scope jumps annotated with their cause`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 30,
    tags: ["burn-up", "forecasting", "scope", "charts"],
  },
  "Budget versus actuals tracker": {
    body: `# Budget versus actuals tracker: {{client.company}}

## Purpose
Compares planned and actual spend for every project at {{client.company}} each month, with a forecast to completion, so overruns are spotted while there is still time to act and the finance team hears about them from the PMO before they find them in the ledger.

## When to use
Monthly, within five working days of the finance month-end close, for every project with a budget. Projects with external spend over a set limit (for example 50k) are also checked mid-month.

## Roles
- **Updates:** each delivery lead, using actuals from finance and timesheets.
- **Owns the tracker:** the PMO lead, who consolidates and checks the figures against the ledger.
- **Approves variances:** the sponsor for variances within tolerance; the portfolio board beyond it.
- **Reads:** finance, sponsors and {{consultant.name}} at monthly reviews.

## Sections
One row per project per month:

| Project | Budget (total) | Planned to date | Actual to date | Variance | Forecast at completion | Forecast variance | Comment |
|---|---|---|---|---|---|---|---|
| Warehouse system | 400k | 220k | 245k | +25k (11%) | 430k | +30k (7.5%) | Vendor change request CR-07 approved in May |

Guidance:
1. **Planned to date** comes from the phased budget, not a straight-line share of the total.
2. **Actual to date** includes internal time at the agreed day rate, external invoices, licences and accruals for work done but not yet invoiced.
3. **Variance** = actual minus planned; positive means overspend.
4. **Forecast at completion** = actual to date plus the delivery lead's estimate to complete, re-estimated monthly rather than assumed to follow the plan.
5. **Thresholds:** forecast variance under 5% green; 5 to 10% amber with a recovery note; over 10% red and raised to the sponsor with options.
6. **Comment:** the reason, tied to a change request or issue where possible.

## Common mistakes
Missing accruals, so spend looks low until invoices land in bulk; treating underspend as good news when it means work is late; forecasting by simply adding the remaining budget.

## Checklist
- [ ] Actuals reconciled with finance's ledger
- [ ] Accruals included
- [ ] Forecast re-estimated, not copied
- [ ] Red variances raised with options
- [ ] Tracker saved in {{tools.docs}} with restricted access`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["budget", "actuals", "variance", "forecast"],
  },
  "ROI tracker": {
    body: `# ROI tracker: {{client.company}}

## Purpose
Records, per project, the effort and money put in and the value returned, so that return on investment at {{client.company}} is a number rather than an impression. Over a year it also shows which kinds of project pay back, which is the best input into next year's portfolio choices.

## When to use
Open a row when a project is approved, using the business case figures. Update costs monthly while the project runs and benefits quarterly after go-live, for at least twelve months. Projects below a small threshold (under 10 person-days) can be grouped into one row per team.

## Roles
- **Updates costs:** the delivery lead, from the budget versus actuals tracker.
- **Updates benefits:** the benefit owner named in the business case, usually a business manager rather than the project team.
- **Owns the tracker:** the PMO lead; {{consultant.name}} sets up the first version and the valuation rules.
- **Reads:** the executive sponsor and the portfolio board.

## Sections
| Project | Total cost to date | Benefit type | Benefit to date | Annualised benefit | ROI | Payback month | Confidence |
|---|---|---|---|---|---|---|---|
| Invoice automation | 120k | Hours saved | 95k | 160k | 33% after 10 months | Month 9 | High: measured from time logs |

Guidance:
1. **Cost** includes internal staff time at a loaded day rate, external spend and the first year of running costs.
2. **Benefit types:** revenue gained, cost removed, hours freed (valued at a standard hourly rate agreed with finance), risk avoided (valued only when finance agrees a figure).
3. **ROI** = (benefit to date minus cost to date) divided by cost to date. Show it only once at least three months of benefits are measured.
4. **Confidence:** High when measured from a system, Medium when sampled, Low when estimated. Report Low-confidence benefits separately.
5. **Hours freed** count only if the time was redeployed or a cost avoided; say which.

## Common mistakes
Claiming the whole benefit of a change several projects contributed to; stopping measurement at go-live; valuing soft benefits at whatever makes the project look good.

## Checklist
- [ ] Valuation rules agreed with finance in writing
- [ ] Benefit owner named per project
- [ ] Confidence shown for every benefit
- [ ] Reviewed quarterly in the portfolio review ({{cadence.review}})`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["roi", "value", "benefits", "portfolio"],
  },
  "Benefits realisation plan": {
    body: `# Benefits realisation plan: {{project.name}}

## Purpose
Names each benefit {{project.name}} is expected to bring, how it will be measured, who owns it and when it will be checked, so benefits are actively managed after go-live instead of assumed. Most benefits arrive months after the project team has moved on; this plan keeps someone accountable for them.

## When to use
Draft it alongside the business case; finalise it before the project's delivery phase starts; run it until the last benefit has been measured, typically 6 to 18 months after go-live. Review it at each stage gate and at closure.

## Roles
- **Writes:** the product owner or business lead, with the analyst who will measure.
- **Owns each benefit:** a business manager at {{client.company}} with the authority to change how work is done, because benefits come from changed behaviour, not from software.
- **Approves:** the sponsor.
- **Reviews:** the PMO, which checks the measurements happen; {{consultant.name}} reviews the plan's first draft.

## Sections
1. **Benefit profile**, one row per benefit:

| Benefit | Measure | Baseline | Target | Owner | First check | Then | Enabling changes |
|---|---|---|---|---|---|---|---|
| Faster quote turnaround | Median hours from request to quote | 48 | 8 | Sales operations manager | 1 month after go-live | Monthly for 6 months | Retire the email quote process; train 30 sales staff |

2. **Benefit map**: how each project output leads to a change in behaviour and then to the benefit. *"New quoting tool, then sales staff quote from templates, then faster quotes, then higher win rate."*
3. **Enabling changes**: the business changes without which the benefit will not appear: process changes, training, switching off old systems.
4. **Dis-benefits**: negative effects accepted, such as a temporary productivity dip during training.
5. **Measurement method**: source and formula per measure, matching the KPI definition sheet where one exists.
6. **Handover**: who keeps measuring after the project closes, and where results are reported.

## Rules of thumb
Five or fewer benefits per project. A benefit with no owner outside the project team is a hope. Expect benefits to lag: set the first check no earlier than a month after go-live.

## Checklist
- [ ] Every benefit has a baseline measured before go-live
- [ ] Owners are business managers, not the project team
- [ ] Enabling changes listed and planned
- [ ] Measurement continues after closure, with a named owner
- [ ] Stored in {{tools.docs}} next to the business case`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["benefits", "outcomes", "value", "post-project"],
  },
  "OKR tracker": {
    body: `# OKR tracker: {{client.company}}

## Purpose
Tracks {{client.company}}'s objectives and key results for the quarter, with a confidence score for each key result updated weekly. The weekly confidence trend is the point: it shows which results are drifting while there are still weeks left to react, instead of at the quarter's end.

## When to use
From the quarterly planning session to the end of the quarter. Update every Monday; review in a 15-minute slot of the weekly leads' meeting. Grade each key result in the last week of the quarter.

## Roles
- **Owns each objective:** a team lead or executive.
- **Owns each key result:** one person who updates it weekly, even if many contribute.
- **Maintains the tracker:** the PMO lead or an OKR champion.
- **Reads:** the whole organisation; OKRs are published, not kept in a leadership folder.

## Sections
| Objective | Key result | Start | Target | Current | Confidence (1-10) | Trend | Owner | Note |
|---|---|---|---|---|---|---|---|---|
| Make onboarding effortless | Median days from signup to first project created | 9 | 2 | 5 | 6 | Up from 4 | Product lead | Guided setup shipped in week 5 |
| | Onboarding support tickets per 100 signups | 35 | 10 | 22 | 4 | Flat | Support lead | Needs help content; blocked on writer |

Guidance:
1. **Objectives:** three to five per team, qualitative and motivating.
2. **Key results:** two to four per objective, each a number with a start and a target. Outputs ("launch feature X") belong in the backlog in {{tools.tracker}}, not here.
3. **Confidence:** the owner's honest estimate, 1 to 10, that the target will be hit. Start around 5; 7 or more means on track; 3 or less needs a plan or a renegotiated target.
4. **Note:** one line on what changed this week.

## Steps
1. Each Monday by 12:00, owners update current value and confidence.
2. The tracker is posted in {{tools.chat}}; any key result whose confidence fell by 2 or more is discussed that week.
3. At quarter end, grade each key result 0.0 to 1.0; 0.6 to 0.7 is a good result for ambitious targets.
4. Carry lessons into the next quarterly planning.

## Checklist
- [ ] Every key result is a number with start and target
- [ ] One owner per key result
- [ ] Confidence updated weekly
- [ ] Drops of 2 or more discussed
- [ ] Graded at quarter end`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["okr", "objectives", "key-results", "confidence"],
  },
  "Monthly steering report": {
    body: `# Monthly steering report: {{project.name}}

## Purpose
Gives the steering committee of {{project.name}} what it needs to steer: overall health against plan, the risks that need its attention, and the decisions it must take this month. It is the pre-read for the meeting, so the meeting itself can be spent deciding rather than presenting.

## When to use
Monthly, sent three working days before the steering meeting ({{cadence.review}}). The content is drawn from the weekly status reports, RAID log and budget tracker; if the monthly report holds surprises for the delivery lead, the weekly reporting is broken.

## Roles
- **Writes:** the delivery lead; about 90 minutes once the weekly reports are current.
- **Reviews:** the sponsor, a day before sending, to check the decisions are framed as they expect; {{consultant.name}} reviews the first two.
- **Reads:** steering committee members: sponsor, senior users, senior supplier, finance representative at {{client.company}}.

## Sections
1. **Summary** (five lines): overall status, change since last month, and the decisions requested.
2. **Health by dimension**:

| Dimension | Status | Last month | Comment |
|---|---|---|---|
| Schedule | Amber | Green | Go-live forecast 2 weeks late; recovery plan below |
| Budget | Green | Green | 54% spent, 58% of work done |
| Scope | Green | Amber | Two change requests closed |
| Quality | Green | Green | No open critical defects |
| People | Amber | Amber | Key analyst leaves in 6 weeks; backfill interviewing |

3. **Milestones**: done this month, due next month, baseline against forecast.
4. **Top risks and issues** needing steering attention: maximum five, each with the ask.
5. **Decisions requested**: options, recommendation, impact of each option, deadline. One paragraph per decision.
6. **Change requests** approved or pending since the last meeting.
7. **Decisions from the last meeting**: what was decided and what was done about it.

## Rules of thumb
Ten pages is a sign of hiding; four is ample. Every amber or red dimension carries a recovery action with an owner. If there is no decision to request, say so; the meeting can then be shortened.

## Checklist
- [ ] Sent three working days ahead
- [ ] Figures match the latest weekly reports
- [ ] Every decision has options and a deadline
- [ ] Last meeting's actions reported
- [ ] Filed in {{tools.docs}}`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["steering", "monthly-report", "governance", "decisions"],
  },
  "Cycle-time tracker": {
    body: `# Cycle-time tracker: {{project.name}}

## Purpose
Records when each task of {{project.name}} started and finished, to show how long work really takes from commitment to done. Cycle-time data lets the team answer "when will it be ready?" with a percentile ("85% of items like this finish within 8 days") instead of a guess.

## When to use
From the first week on any board in {{tools.tracker}}. Most trackers record the dates automatically when items move columns; this template is for checking that data, or for tracking it by hand when the tool does not. Review the numbers at every retrospective ({{cadence.retro}}).

## Roles
- **Records:** every team member, by moving items on the board on the day they start and finish.
- **Maintains:** the delivery lead or scrum master, who checks monthly that dates are reliable.
- **Reads:** the team, the product owner for forecasts, and {{consultant.name}} when coaching on flow.

## Sections
| Item | Type | Started | Finished | Cycle time (working days) | Blocked days | Notes |
|---|---|---|---|---|---|---|
| 482 Export to CSV | Story | 3 Jun | 7 Jun | 5 | 0 | |
| 490 Fix login timeout | Bug | 4 Jun | 13 Jun | 8 | 4 | Waited on security review |

Definitions:
1. **Started:** the day the item moves into the first "in progress" column, not the day it was created.
2. **Finished:** the day it reaches Done under the definition of done.
3. **Cycle time:** working days from started to finished, counting both days.
4. **Blocked days:** days spent flagged as blocked; a high share points at dependencies rather than the team.

## Steps
1. Record dates as items move; never backfill from memory more than a day later.
2. At month-end, compute the 50th and 85th percentiles per item type. With fewer than 15 finished items of a type, use all types together.
3. Plot a scatter chart: finish date on the x-axis, cycle time on the y-axis, with percentile lines.
4. Look at the slowest 10% and ask what they have in common: size, type, waiting on someone outside the team.
5. Use the 85th percentile when a stakeholder asks for a date on a single item.

## Checklist
- [ ] Start means in progress, not created
- [ ] Percentiles, not averages
- [ ] Slowest items examined monthly
- [ ] Forecast answers quote the percentile used`,
    methods: ["kanban", "scrum", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 30,
    tags: ["cycle-time", "flow", "metrics", "forecasting"],
  },
};
