/** The bodies of the "Scaling and governance" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const scalingAndGovernance: CategoryBodies<"Scaling and governance"> = {
  "PMO charter": {
    body: `# PMO charter: {{client.company}}

## Purpose
Defines why {{client.company}}'s project management office exists, which services it provides, what it may decide and how its own success will be measured. Without a charter, a PMO drifts into either a reporting function nobody values or a bureaucracy everybody works around.

## When to use
When the PMO is set up, usually once the organisation runs more than five concurrent projects or passes about 30 people in delivery. Review it yearly, and whenever the PMO's scope or reporting line changes.

## Roles
- **Writes:** the PMO lead, with {{consultant.name}} facilitating interviews with sponsors and delivery leads.
- **Approves:** the executive sponsor of the PMO, usually the COO or CEO.
- **Reads:** executives, delivery leads, team leads and every project sponsor.

## Sections
1. **Mission** (two sentences). *"Help {{client.company}} finish the right projects sooner. We do it by keeping one view of all work, a light standard way of running it, and fast escalation."*
2. **Services**, each with its customer and a service level:

| Service | For | Level |
|---|---|---|
| Portfolio reporting | Executives | One-pager monthly, dashboard live |
| Intake and prioritisation | Requesters, leadership | Decision within 10 working days |
| Templates and methodology | Delivery leads | Handbook reviewed twice a year |
| Project health checks | Sponsors | Every active project every two weeks |
| Coaching for new delivery leads | Delivery leads | First four weeks of each lead |

3. **Decision rights**: what the PMO decides alone (templates, reporting formats), what it recommends (portfolio priorities, stopping a project) and what it never decides (product priorities within a project).
4. **Scope**: which projects fall under the PMO, using a threshold such as over 20 person-days or any external spend.
5. **Team and funding**: PMO headcount and budget; a common ratio is one PMO person per 8 to 12 concurrent projects.
6. **Measures of success**: three to five, for example on-time milestone rate, time from request to decision, delivery leads' satisfaction with PMO support (surveyed twice a year).
7. **Governance of the PMO**: who it reports to and how often it presents its own results.

## Checklist
- [ ] Services listed with customers and service levels
- [ ] Decision rights separate "decides" from "recommends"
- [ ] Scope threshold stated
- [ ] Success measured by outcomes, not by reports produced
- [ ] Published in {{tools.docs}} and announced in {{tools.chat}}`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 180,
    tags: ["pmo", "charter", "governance", "services"],
  },
  "Portfolio intake and prioritisation": {
    body: `# Portfolio intake and prioritisation: {{client.company}}

## Purpose
Describes how new projects at {{client.company}} are proposed, scored and admitted to the portfolio, so that what gets started reflects strategy and real capacity rather than who asked first. The single biggest lever a PMO has is saying "not yet" to good projects so that great ones finish.

## When to use
For every proposal above the PMO's threshold (for example more than 20 person-days or any external spend). Proposals are scored monthly at the portfolio review; urgent regulatory work may be admitted between reviews by the sponsor, and is reported at the next one.

## Roles
- **Proposer:** submits the project intake form, with a named sponsor.
- **PMO lead:** checks completeness within two working days, prepares the scores and the capacity picture.
- **Portfolio board:** executives who decide admission; chaired by the PMO's executive sponsor.
- **{{consultant.name}}:** calibrates the scoring model during the first two cycles.

## Steps
1. Proposals arrive through the intake form and are logged in {{tools.tracker}} as "Proposed".
2. The PMO scores each proposal against the model below, with the proposer present for questions.
3. The board sees the ranked list and the capacity available next quarter, and admits projects from the top until capacity is used. A proposal can also be parked (with a review date) or declined (with a reason).
4. Admitted projects get a start window; nothing starts without capacity freed or allocated.
5. Decisions are sent to proposers within two working days and posted in {{tools.chat}}.

## Sections
Scoring model, each criterion 1 to 5, weighted:

| Criterion | Weight | 1 | 5 |
|---|---|---|---|
| Strategic fit | 30% | Unrelated to current priorities | Directly delivers a top-three priority |
| Value | 25% | Small or unclear | Large and measured in the business case |
| Urgency | 15% | Can wait a year | Legal or contractual deadline |
| Risk of not doing | 15% | Negligible | Serious operational or compliance exposure in {{industry}} |
| Effort (inverted) | 15% | Over six months for several teams | Under a month for one team |

Weighted score out of 5; under 2.5 is rarely admitted.

## Common mistakes
Admitting everything that scores well regardless of capacity; changing the weights to fit a favourite project; leaving parked proposals without a review date.

## Checklist
- [ ] Every proposal scored with the same model
- [ ] Capacity shown alongside the ranking
- [ ] Each decision sent with a reason
- [ ] Parked items have a review date`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 120,
    tags: ["portfolio", "intake", "prioritisation", "scoring"],
  },
  "Stage-gate review checklist": {
    body: `# Stage-gate review checklist: {{project.name}}

## Purpose
Lists the evidence {{project.name}} shows at each gate before it may pass to its next stage. A gate is a decision point: go, go with conditions, hold, or stop. Stopping a project at a gate is a success of governance, not a failure of the team.

## When to use
At the end of each stage of a gated project: typically after initiation, after planning, before build, before go-live and at closure. Book gate reviews when the plan is baselined; each takes 45 to 60 minutes. Agile projects in a hybrid model usually keep two gates: funding approval and release readiness.

## Roles
- **Presents:** the delivery lead, with the product owner.
- **Reviews:** the gate panel, made of the sponsor, a finance representative, the PMO lead and, for go-live, operations and security leads at {{client.company}}.
- **Decides:** the sponsor, on the panel's advice.
- **Prepares the evidence check:** the PMO, two working days before the review; {{consultant.name}} chairs the first gate of each new project type.

## Sections
Evidence expected at each gate; link each item in {{tools.docs}}.

**Gate 1, ready to plan:** approved business case; charter signed; sponsor and delivery lead named; initial risk register.

**Gate 2, ready to build:** baselined schedule or release plan; budget approved with tolerances; RAID log current; resources confirmed by their line managers; success criteria signed.

**Gate 3, ready to go live:** acceptance tests passed with no open critical defects; rollback plan tested; support team trained and accepted the handover; communication to users scheduled; go-live checklist complete.

**Gate 4, ready to close:** success criteria measured or a measurement plan handed over; lessons learned recorded; budget closed; benefits owner confirmed.

## Decision rules
- **Go:** all evidence present.
- **Go with conditions:** minor gaps, each with an owner and a date within two weeks.
- **Hold:** material gaps; re-review within a month.
- **Stop:** the business case no longer holds. Record the reasons in the decision log.

## Checklist
- [ ] Evidence links sent two working days ahead
- [ ] Panel includes finance and, for go-live, operations
- [ ] Decision and conditions recorded with owners and dates
- [ ] Business case rechecked at every gate`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["stage-gate", "governance", "go-no-go", "evidence"],
  },
  "Governance calendar": {
    body: `# Governance calendar: {{client.company}}

## Purpose
Fixes, a year ahead, the dates of {{client.company}}'s planning sessions, portfolio reviews, steering meetings and reporting deadlines, so that governance runs on a predictable rhythm instead of being scheduled around whoever is busiest. When everyone knows the next review date, fewer things need an emergency meeting.

## When to use
Publish it in the last month of the year for the year ahead, and at the start of each quarter as a reminder. Changes are rare and announced at least four weeks before the affected date.

## Roles
- **Owns:** the PMO lead.
- **Agrees:** the executive team, who commit to the dates; {{consultant.name}} proposes the first year's rhythm.
- **Reads:** every sponsor, delivery lead and report writer, who plan their own deadlines backwards from it.

## Sections
1. **Recurring rhythm**:

| Event | Frequency | When | Inputs due | Length |
|---|---|---|---|---|
| Quarterly planning | Quarterly | Second-to-last week of the quarter | Capacity and results, 5 working days before | Half to full day |
| Portfolio review | Monthly | Second Tuesday | Health scores and intake proposals, 3 days before | 90 minutes |
| Project steering | Monthly per project | Set per project, never in the same week as the portfolio review | Steering report, 3 days before | 60 minutes |
| Executive one-pager | Monthly | First Monday | Weekly reports of the previous Friday | n/a |
| Weekly status | Weekly | Friday 14:00 | n/a | n/a |
| Budget review | Monthly | 5 working days after month-end close | Actuals from finance | 45 minutes |
| PMO charter and methodology review | Twice a year | January and July | Survey of delivery leads | 2 hours |

2. **Blackout periods**: year-end close, peak trading periods in {{industry}}, main holiday weeks. No gate reviews or go-lives in them.
3. **Dependencies between events**: which outputs feed which meetings, so a slip in one is visible. For example, the steering reports feed the executive one-pager.
4. **Owners and deputies** for each event.

## Steps
1. Draft the rhythm and check it against finance's close dates and the holiday calendar.
2. Get the executive team's agreement in one meeting.
3. Send recurring invitations for the whole year, with agendas attached.
4. Publish the calendar in {{tools.docs}} and pin it in {{tools.chat}}.

## Checklist
- [ ] Dates set for the full year
- [ ] Input deadlines precede every meeting
- [ ] Blackout periods marked
- [ ] Invitations sent with agendas`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 90,
    tags: ["governance", "calendar", "cadence", "planning"],
  },
  "Project methodology handbook": {
    body: `# Project methodology handbook: {{client.company}}

## Purpose
Describes the one way projects are run at {{client.company}}, from intake to closure: the stages, the few mandatory steps, the templates, the roles and where flexibility is allowed. It lets a delivery lead who joins on Monday run a project the house way by Friday, and lets the portfolio compare projects fairly.

## When to use
Write it once the PMO has run its processes for at least one quarter, so it describes practice rather than aspiration. Give it to every new delivery lead and sponsor. Review it twice a year; change it through a short proposal to the PMO lead, never by silent local variation.

## Roles
- **Writes:** the PMO lead with two or three experienced delivery leads; {{consultant.name}} drafts the first version from the templates already in use.
- **Approves:** the PMO's executive sponsor.
- **Reads:** delivery leads, product owners, sponsors, and team members who want to know why things are done this way.

## Sections
Aim for 15 to 25 pages; link templates rather than copying them.
1. **Principles** (one page): five or six rules that decide unclear cases. *"Plans are forecasts, not promises. Every project has one accountable sponsor."*
2. **Project sizes**: small, standard, large, with thresholds (for example under 20 person-days, up to 200, over 200), and what each size must do.
3. **Lifecycle**: intake, initiate, plan, deliver, close; for each stage its purpose, mandatory outputs and the gate at its end.
4. **Delivery approaches**: when to use scrum, kanban, waterfall or hybrid, with a short decision guide. *"Fixed sequence and a hard date: waterfall or hybrid. Evolving requirements with one team: scrum or kanban."*
5. **Roles**: sponsor, product owner, delivery lead, team, PMO, with decision rights.
6. **Rhythm**: stand-up {{cadence.standup}}, planning {{cadence.planning}}, reviews {{cadence.review}}, retrospectives {{cadence.retro}}, weekly status, monthly steering.
7. **Tools**: tasks in {{tools.tracker}}, documents in {{tools.docs}}, conversation in {{tools.chat}}, with naming rules.
8. **Templates by stage**: a table linking each mandatory template.
9. **Tailoring rules**: what may be dropped for small projects, and how to record the choice.

## Checklist
- [ ] Describes current practice, tested for a quarter
- [ ] Mandatory steps kept to the minimum that governance needs
- [ ] Size thresholds and tailoring rules stated
- [ ] Every template referenced is linked
- [ ] Review dates set`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 960,
    tags: ["methodology", "handbook", "standards", "lifecycle"],
  },
  "Cross-team dependency map": {
    body: `# Cross-team dependency map: {{client.company}}

## Purpose
Shows which team at {{client.company}} needs what from which other team, and by when, across the portfolio. Most delays in organisations of more than three teams come from waiting on someone else; a visible map turns hidden waiting into dated commitments that can be tracked.

## When to use
Build it during quarterly planning, when teams post their needs on a shared board, and review it every two weeks in a 30-minute dependency sync. Add a dependency as soon as a team knows it needs something; late-discovered dependencies are the dangerous ones.

## Roles
- **Raises a dependency:** the needing team's lead.
- **Confirms:** the providing team's lead, who accepts, negotiates the date or declines within five working days.
- **Maintains the map:** the PMO lead or a release train engineer; {{consultant.name}} runs the first mapping session.
- **Reads:** all team leads, product owners and the portfolio board.

## Sections
Register columns, with an example:

| Id | Needing team | Providing team | What is needed | Needed by | Agreed date | Status | Impact if late |
|---|---|---|---|---|---|---|---|
| DEP-31 | Checkout | Platform | Rate-limit settings on the payments API | 12 May | 19 May | Agreed, at risk | Checkout launch slips one sprint |

Status values: Requested, Agreed, At risk, Delivered, Declined. A dependency is only real once the providing team has agreed a date.

Visual map: teams as boxes, dependencies as arrows labelled with ids, coloured by status. A team with many incoming arrows is a bottleneck; consider lending it people or reducing what others ask of it.

## Steps
1. At quarterly planning, every team lists what it needs from others on the board in {{tools.tracker}} or a shared whiteboard.
2. Providing teams confirm or negotiate before the session ends.
3. In each dependency sync, walk items due in the next six weeks and any at risk.
4. Escalate a dependency that is declined or at risk for two syncs to the portfolio review.
5. Post the at-risk list in {{tools.chat}} after each sync.

## Checklist
- [ ] Every dependency has an agreed date from the provider
- [ ] Impact if late stated
- [ ] Bottleneck teams identified and discussed
- [ ] Sync held every two weeks`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 90,
    tags: ["dependencies", "cross-team", "coordination", "scaling"],
  },
  "PMO maturity assessment": {
    body: `# PMO maturity assessment: {{client.company}}

## Purpose
Scores {{client.company}}'s PMO on five levels across six areas, to choose the one or two improvements that matter most next. It is a tool for deciding where to invest, not a certificate: moving one area up one level in six months is good progress.

## When to use
When a PMO is set up (as the baseline), then every six to twelve months. Also useful when a new executive asks what the PMO does and how well. A full assessment takes about two hours of interviews and an hour of scoring.

## Roles
- **Leads:** {{consultant.name}} or another assessor outside the PMO, so scores are not self-congratulation.
- **Contributes:** the PMO lead, three to five delivery leads, two sponsors, and a finance contact; interviewed for 20 to 30 minutes each.
- **Approves the improvement plan:** the PMO's executive sponsor.

## Sections
Levels: 1 ad hoc (each project does its own thing), 2 repeatable (templates exist and are used by some), 3 defined (one standard way, used by most), 4 measured (decisions driven by portfolio data), 5 optimising (the process improves itself from evidence).

| Area | What level 3 looks like | Evidence to check |
|---|---|---|
| Intake and prioritisation | All proposals scored with one model | Last three portfolio decisions |
| Planning and delivery | Standard lifecycle and templates used by most projects | Five project folders in {{tools.docs}} |
| Reporting | Weekly status on time for 90% of projects | Last month's reports |
| Risk and change | Registers current, changes go through control | Three RAID logs |
| Resources | Capacity known for the next quarter | Capacity plan |
| Benefits | Benefits measured after go-live | Two closed projects |

## Steps
1. Interview the contributors using the same questions for each area.
2. Check the evidence; score each area from 1 to 5, scoring the lower level when in doubt.
3. Draw the six scores as a radar chart next to the previous assessment.
4. Choose at most two areas to improve, preferring the lowest ones that block others (reporting usually comes before benefits).
5. Write a 90-day plan for each, with owners and measures, and track it in {{tools.tracker}}.

## Checklist
- [ ] Assessor independent of the PMO
- [ ] Scores backed by evidence, not opinion
- [ ] At most two improvement areas chosen
- [ ] 90-day plans have owners
- [ ] Next assessment date set`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 180,
    tags: ["maturity", "assessment", "pmo", "improvement"],
  },
  "Automation rules playbook": {
    body: `# Automation rules playbook: {{client.company}}

## Purpose
Lists the automations worth setting up first in {{tools.tracker}} and {{tools.chat}}, each with its trigger, its action and an owner. Good automation removes the chasing and copying that eat a PMO's week; bad automation floods people with notifications they learn to ignore. This playbook keeps to the first kind.

## When to use
Once the shared workflow and fields are stable, usually four to six weeks after the tools are set up. Add rules one at a time, watch each for two weeks, then add the next. Review the full list every quarter and remove rules nobody would miss.

## Roles
- **Proposes rules:** anyone, by describing the manual step it replaces and how often it happens.
- **Builds and owns:** the tool administrator; each rule names a business owner who decides whether it stays.
- **Approves:** the PMO lead, who checks for noise and overlap; {{consultant.name}} sets up the starter set.
- **Affected:** the teams who receive the notifications; ask them after two weeks.

## Sections
Starter set:

| Rule | Trigger | Action | Owner |
|---|---|---|---|
| Stale item nudge | Item in progress with no update for 5 working days | Comment mentioning the assignee | Delivery lead |
| Blocked alert | Item flagged blocked | Post in the project channel in {{tools.chat}} with the blocker | Delivery lead |
| Due-date reminder | Due date in 2 working days, item not done | Notify the assignee once | Delivery lead |
| Status report reminder | Friday 11:00 | Message each delivery lead whose report is missing | PMO lead |
| Done housekeeping | Item moved to Done | Set the resolution date, close sub-tasks | Tool administrator |
| Intake routing | New request submitted | Assign to the intake owner, set status Submitted | PMO lead |
| High risk alert | Risk score set to 15 or higher | Notify the sponsor and the delivery lead | PMO lead |

## Rules of thumb
- Every rule must replace a manual step that happens at least weekly.
- One notification per event per person; no rule that fires more than five times a day for anyone.
- Name rules by their purpose and record the owner in the rule's description.
- Test on a sandbox project before turning a rule on for everyone.

## Checklist
- [ ] Each rule replaces a named manual step
- [ ] Business owner recorded per rule
- [ ] Tested in a sandbox first
- [ ] Recipients asked about noise after two weeks
- [ ] Quarterly clean-up booked`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["automation", "workflow", "notifications", "tools"],
  },
  "Flow metrics guide": {
    body: `# Flow metrics guide: {{client.company}}

## Purpose
Explains how {{client.company}}'s teams read three flow metrics (cycle time, throughput and work in progress) and what to do when each one moves. Together they show whether work is flowing or piling up, without asking anyone to report their status by hand.

## When to use
Once a team has at least six weeks of board data in {{tools.tracker}}. Look at the metrics at every retrospective ({{cadence.retro}}) and monthly across teams in the portfolio review. Use them to ask better questions, never to rank teams against each other: teams size and split work differently.

## Roles
- **Reads and acts:** each team, with its delivery lead or scrum master.
- **Provides the charts:** the PMO or tool administrator, from the same definitions for every team.
- **Coaches:** {{consultant.name}} for the first two months of use.

## Sections
| Metric | Definition | Healthy sign | Warning sign |
|---|---|---|---|
| Cycle time | Working days from start to done, per item; read as the 50th and 85th percentiles | Stable or falling 85th percentile | 85th percentile rising for three weeks |
| Throughput | Items finished per week | Steady within a predictable range | Sudden drops, or wide swings week to week |
| Work in progress | Items started and not finished, at a point in time | At or under the WIP limits | More items in progress than people on the team |

The three are linked (Little's law): average cycle time roughly equals average WIP divided by average throughput. If WIP rises and throughput does not, cycle time will rise next.

## Steps
When a warning sign appears:
1. **WIP too high:** stop starting. Finish or explicitly park items until WIP is back under its limit; lower the limit if it never binds.
2. **Cycle time rising:** look at the ageing items on the board first; find where they wait (review, testing, another team) and put help there.
3. **Throughput falling:** check for unplanned work, absences and items too large; split anything over the 85th percentile of size.
4. **Wild swings in throughput:** items vary too much in size; refine them to more similar sizes.
5. Agree one experiment at the retrospective and check the same metric two weeks later.

## Checklist
- [ ] Same definitions for every team
- [ ] Percentiles used, not averages, for cycle time
- [ ] One experiment at a time, measured
- [ ] Metrics never used to rank teams
- [ ] Charts posted in {{tools.chat}} before each retrospective`,
    methods: ["kanban", "scrum", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["flow-metrics", "cycle-time", "throughput", "wip"],
  },
};
