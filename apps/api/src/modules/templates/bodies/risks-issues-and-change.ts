/** The bodies of the "Risks, issues and change" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const risksIssuesAndChange: CategoryBodies<"Risks, issues and change"> = {
  "Risk register": {
    body: `# Risk register: {{project.name}}

## Purpose
Lists every known risk to {{project.name}} (something that has not happened yet but could) with its likelihood, impact, owner and next action. The register exists to drive actions; a list of worries nobody acts on is a diary, not risk management.

## When to use
Start it at initiation with a 30-minute brainstorm, then walk it in the weekly risk review. Add a risk the day it is spotted. A project for a team of {{team.size}} typically carries 10 to 25 open risks; fewer than five usually means nobody is looking.

## Roles
- **Owns the register:** the delivery lead.
- **Owns each risk:** one named person who can act on it, not necessarily the person who raised it.
- **Approves:** the sponsor accepts any risk scored 15 or above that the team cannot reduce.
- **Reads:** the team, the steering group, and {{consultant.name}} at health checks.

## Sections
Columns:

| Id | Risk (cause, event, effect) | Likelihood 1-5 | Impact 1-5 | Score | Response | Owner | Next action, due | Status |
|---|---|---|---|---|---|---|---|---|
| R-04 | Because the vendor team is shared, their API may arrive late, delaying integration testing by three weeks | 3 | 4 | 12 | Reduce | Tech lead | Agree a fixed delivery date with the vendor by 12 Apr | Open |

Guidance:
1. **Write risks in three parts:** cause, event, effect. "Resourcing" is not a risk; the sentence above is.
2. **Likelihood:** 1 under 10%, 2 10 to 30%, 3 30 to 50%, 4 50 to 80%, 5 over 80%.
3. **Impact:** 1 negligible, 3 a milestone slips or budget grows up to 10%, 5 the goal is missed or a legal breach in {{industry}}.
4. **Score** is likelihood times impact. 1 to 6 green (monitor), 8 to 12 amber (act this month), 15 to 25 red (act this week and tell the sponsor).
5. **Response:** avoid, reduce, transfer, accept. Accept only with the sponsor's name against it.
6. **Next action:** one concrete step with a date, not "monitor closely".
7. **Status:** Open, Closed (no longer possible), or Became an issue (link to the issue log).

## Checklist
- [ ] Every risk written as cause, event, effect
- [ ] Every open risk has an owner and a dated action
- [ ] Red risks reported to the sponsor the same week
- [ ] Stored in {{tools.docs}} or {{tools.tracker}}, one place only`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["risks", "risk-register", "likelihood", "mitigation"],
  },
  "Issue log": {
    body: `# Issue log: {{project.name}}

## Purpose
Tracks problems affecting {{project.name}} that have already happened (a supplier missed a date, a key person left, a test environment is down) until each one is resolved. A risk is a maybe; an issue is a now, and it needs an owner and a resolution date, not a probability.

## When to use
From day one. Log an issue when it affects a milestone, the budget, quality or a stakeholder commitment; day-to-day task blockers stay on the board in {{tools.tracker}}. Review open issues at every stand-up where they are relevant and walk the full log once a week.

## Roles
- **Raises:** anyone on the project, by adding an entry or posting in {{tools.chat}} for the delivery lead to log.
- **Owns the log:** the delivery lead, who assigns an owner within one working day.
- **Owns each issue:** the person best placed to resolve it.
- **Escalation:** issues the team cannot resolve within their target go up the escalation path to the sponsor at {{client.company}}.

## Sections
| Id | Issue | Raised by, date | Priority | Impact | Owner | Action and target date | Status | Resolution |
|---|---|---|---|---|---|---|---|---|
| I-11 | Staging database was wiped; two days of test data lost | QA lead, 9 May | High | UAT start slips 3 days | Tech lead | Restore from backup and add nightly snapshot, 11 May | In progress | |

Priority and target resolution times:
- **Critical:** stops the project or breaches a contract or regulation. Owner works on it now; sponsor told within 4 hours; target 2 working days.
- **High:** a milestone or budget line at risk. Target 5 working days.
- **Medium:** workaround exists. Target 15 working days.
- **Low:** nuisance. Target when convenient, reviewed monthly.

## Steps
1. Log the issue with a factual description and its impact.
2. Owner assigned and priority set within one working day.
3. Owner records actions with dates; updates at least weekly.
4. Overdue high or critical issues are escalated automatically at the weekly review.
5. Close with the resolution and, for recurring issues, a link to a root-cause analysis.

## Checklist
- [ ] Every open issue has an owner and a target date
- [ ] Critical issues reported to the sponsor within 4 hours
- [ ] Closed issues record how they were resolved
- [ ] Repeated issues sent to root-cause analysis`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["issues", "problems", "resolution", "escalation"],
  },
  "RAID log": {
    body: `# RAID log: {{project.name}}

## Purpose
Keeps risks, assumptions, issues and dependencies for {{project.name}} in one register with four tabs, so the weekly review covers everything that could knock the project off course in a single pass. Suited to projects that do not need four separate documents.

## When to use
From the first week, for any project with more than one team or an external party. Walk it in a 30-minute weekly review; update it as things happen, not only before the meeting. For projects of a team of five or fewer, a single RAID tab on the project page in {{tools.docs}} is usually enough.

## Roles
- **Owns the log:** the delivery lead.
- **Contributes:** everyone on the team, plus the counterparts at {{client.company}} and suppliers for dependencies.
- **Reviews:** the sponsor sees the red and overdue items in each status report; {{consultant.name}} audits the log monthly during the engagement.

## Sections
Shared columns on every tab: id, description, owner, date raised, next action, due date, status. Tab-specific columns:

| Tab | Extra columns | Example entry |
|---|---|---|
| Risks | Likelihood 1-5, impact 1-5, score, response | Key analyst may go on leave in June; impact 4 |
| Assumptions | Impact if false, confirm by | Finance data is available daily by 07:00 |
| Issues | Priority, impact, resolution | Licence renewal lapsed; users locked out |
| Dependencies | Provider, receiver, needed by, confirmed (yes/no) | Security team approves firewall change by 3 June |

## Steps
1. Review in a fixed order: issues first (they hurt now), then dependencies due in the next four weeks, then red and amber risks, then assumptions past their confirm-by date.
2. Spend no more than two minutes per item; anything longer gets its own meeting.
3. Every item leaves the review with an owner and a next action dated within two weeks.
4. Convert as things change: a false assumption becomes an issue or risk; a risk that happens becomes an issue; record the link.
5. Archive closed items monthly rather than deleting them.
6. Post a three-line summary in {{tools.chat}} after each review: new items, closed items, red items.

## Checklist
- [ ] Four tabs, shared columns
- [ ] Dependencies confirmed by the providing team
- [ ] No open item without an owner and a date
- [ ] Conversions between tabs linked
- [ ] Weekly summary posted`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["raid", "risks", "dependencies", "weekly-review"],
  },
  "Change request form": {
    body: `# Change request form: {{project.name}}

## Purpose
Describes one proposed change to the agreed scope, dates or budget of {{project.name}}: what it is, why it is needed and what it costs in time and money. Once a baseline exists, this form is the only door through which scope changes; requests made in corridors and chat threads do not count.

## When to use
For any change beyond the tolerance set in the charter or scope statement. A common rule: changes under two person-days that do not move a milestone are decided by the product owner and noted in the decision log; anything bigger uses this form. On fixed-price client work, every scope change uses it.

## Roles
- **Requester:** anyone, including {{client.company}}'s staff; fills in sections 1 to 4.
- **Delivery lead:** completes sections 5 and 6 with the team, within five working days.
- **Decides:** the product owner up to the agreed threshold; the sponsor above it; the change board for changes affecting other projects.
- **Reads:** the team and, on client work, {{client.name}}, who signs commercial changes.

## Sections
1. **Title and id**: *"CR-014: Add Spanish language to the customer portal."*
2. **Description**: what would change, in enough detail to estimate.
3. **Reason**: what happens if the change is not made; link evidence such as a new regulation or user research.
4. **Urgency**: date the decision is needed by, and why.
5. **Impact**: effort in person-days, cost, schedule (which milestones move and by how much), quality and risk. Use the change impact assessment for changes over ten days.
6. **Options**: accept as requested, accept a reduced version, defer to a later release, reject. Include what could be dropped to make room.
7. **Decision**: approved, rejected or deferred; decided by whom, on what date, with conditions.

## Steps
1. Log the request in {{tools.tracker}} with status "Requested".
2. Assess impact within five working days.
3. Decide at the next review or sooner if urgent.
4. Update the plan, backlog and budget within two days of approval, and tell the team in {{tools.chat}}.

## Checklist
- [ ] Reason states what happens without the change
- [ ] Impact covers effort, cost and dates
- [ ] At least one alternative to full acceptance
- [ ] Decision recorded with name and date`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["change-request", "scope", "change-control", "approval"],
  },
  "Change impact assessment": {
    body: `# Change impact assessment: {{project.name}}

## Purpose
Checks a proposed change to {{project.name}} against five dimensions (scope, schedule, budget, quality and people) before anyone decides on it. Change requests routinely understate impact because only the build effort is counted; this assessment makes the knock-on effects visible.

## When to use
For every change request estimated at more than ten person-days, any change that moves a milestone, and any change that affects users' daily work. Completed within five working days of the request; a change too urgent for that still gets a one-hour version.

## Roles
- **Prepares:** the delivery lead with the tech lead and a tester; the business lead from {{client.company}} completes the people section.
- **Reviews:** {{consultant.name}} or the PMO checks it for changes above the sponsor's threshold.
- **Decides:** the sponsor or change board, using the assessment's recommendation.

## Sections
Score each dimension: 0 none, 1 minor (absorbed within tolerances), 2 moderate (needs re-planning), 3 major (breaches tolerance, sponsor must decide).

| Dimension | Questions to answer | Example |
|---|---|---|
| Scope | What is added, removed or altered? What else depends on it? | Adds two report types; the export module must change too. Score 2 |
| Schedule | Which tasks and milestones move? Is the critical path touched? | UAT slips 6 days; go-live unchanged if buffer is used. Score 2 |
| Budget | Effort, licences, supplier costs, contingency used | 14 person-days, about 9k; 40% of remaining contingency. Score 2 |
| Quality | New risks, retesting, technical debt, compliance in {{industry}} | Full regression needed; no new compliance impact. Score 1 |
| People | Training, process changes, team workload, user disruption | 40 staff need a one-hour briefing. Score 1 |

Then add:
1. **Total score and the highest single score.** Any 3 goes to the sponsor regardless of the total.
2. **Trade-off offered:** what could be removed or deferred to absorb the change.
3. **Recommendation:** accept, accept with trade-off, defer or reject, in one paragraph.
4. **Decision deadline:** the date after which the cost of the change rises, and why.

## Checklist
- [ ] All five dimensions scored with evidence
- [ ] Tester confirmed the retesting effort
- [ ] Business owner confirmed the people impact
- [ ] A trade-off option offered
- [ ] Filed in {{tools.docs}} and linked from the change request`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["change-impact", "change-control", "assessment", "trade-offs"],
  },
  "Decision log": {
    body: `# Decision log: {{project.name}}

## Purpose
Records each significant decision on {{project.name}}: what was decided, who decided, when, which options were weighed and why this one won. Months later, when someone asks "why did we do it this way?", the answer is a link rather than a new debate.

## When to use
From the first week. Log a decision when it is hard to reverse, affects more than one person's work, commits money, or overrides someone's request. Decisions made in meetings or in {{tools.chat}} threads count too: the person who made the decision logs it within one working day.

## Roles
- **Records:** the decision-maker or the meeting's note-taker.
- **Owns the log:** the delivery lead, who checks weekly that decisions from meetings have been entered.
- **Reads:** the team, new joiners, auditors and stakeholders at {{client.company}} who were not in the room.

## Sections
| Id | Date | Decision | Options considered | Rationale | Decided by | Consulted | Revisit if |
|---|---|---|---|---|---|---|---|
| D-023 | 14 Mar | Use the existing CRM rather than buy a new one | Keep CRM; buy new; build | Saves 4 months; the missing features are minor | Sponsor | Sales lead, IT | User count exceeds 500 |

Guidance:
1. **Decision:** one sentence in the active voice, specific enough to act on.
2. **Options:** at least two, including the status quo. If there was only one option, it was not a decision.
3. **Rationale:** the two or three reasons that carried it, including what was given up.
4. **Decided by:** a name and a role, matching the RACI matrix.
5. **Revisit if:** the condition that would justify reopening it. Without a trigger, the decision stands and further challenges are redirected to this entry.

## Rules of thumb
- A project of a few months typically logs 20 to 60 decisions.
- Never edit an old entry to reverse it; add a new entry that supersedes it and link both.
- Keep the log where people already look: a page in {{tools.docs}} linked from the project channel.

## Checklist
- [ ] Options and rationale recorded, not only the outcome
- [ ] Decision-maker named
- [ ] Meeting decisions entered within a day
- [ ] Reversals added as new entries`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["decisions", "decision-log", "governance", "audit-trail"],
  },
  "Escalation path": {
    body: `# Escalation path: {{project.name}}

## Purpose
Says who the team of {{project.name}} goes to, and how quickly, when a problem cannot be solved at its level. A clear path turns escalation from a political act into a routine step, so problems reach the right person in hours rather than festering for weeks.

## When to use
Agree it at kick-off and publish it on the project page in {{tools.docs}}. Use it whenever an issue passes its target resolution time, breaches a tolerance, or needs a decision beyond the team's authority. Review it when roles change.

## Roles
- **Writes:** the delivery lead, with {{consultant.name}}.
- **Approves:** the sponsor, who must accept being the last level.
- **Reads:** everyone on the team and the counterparts at {{client.company}}.

## Sections
1. **Levels and timings:**

| Level | Who | Escalate when | Response expected |
|---|---|---|---|
| 1 | Team lead or task owner | Blocker the team has tried to solve for one working day | Same day |
| 2 | Delivery lead | Not resolved at level 1 within 2 days, or a milestone is at risk | Within 1 working day |
| 3 | Sponsor | Tolerance breached (over 10% budget, over 2 weeks delay) or cross-department conflict | Within 2 working days |
| 4 | Steering committee | Goal, major scope or funding in question | At the next meeting, or an extra one within a week |

2. **Severity shortcut:** a critical issue (service down, legal or safety breach in {{industry}}) goes straight to level 3, by phone, with a follow-up message in {{tools.chat}}.
3. **How to escalate:** a short written note: the problem, the impact, what was tried, the options, and the decision needed by when. One paragraph each at most.
4. **Named people and deputies:** for each level, the current name and a deputy for when they are away.

## Steps
1. Tell the person at the current level that you are escalating; escalation is never a surprise.
2. Send the written note to the next level and log it in the issue log.
3. The receiver acknowledges within the response time and either decides or escalates further.
4. Close the loop: the decision is recorded in the decision log and shared with the team.

## Checklist
- [ ] Every level has a name and a deputy
- [ ] Tolerances that trigger level 3 are numeric
- [ ] Critical shortcut agreed with the sponsor
- [ ] Published where the team can find it`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["escalation", "governance", "issues", "decision-rights"],
  },
  "Risk review agenda": {
    body: `# Risk review agenda: {{project.name}}

## Purpose
A 20-minute weekly meeting that walks the risk register of {{project.name}}, checks that last week's actions happened, rescores what has changed and assigns new actions. It keeps the register alive: a register reviewed weekly is a tool; one reviewed quarterly is paperwork.

## When to use
Every week at the same slot, ideally the day before the status report is written so the report reflects current scores. During critical phases (go-live, migration), move to twice a week for 10 minutes. On small projects it can be the last 20 minutes of the weekly team meeting.

## Roles
- **Chair:** the delivery lead; keeps strictly to time.
- **Attendees:** risk owners with open actions, the tech lead, and the product owner. Five to eight people; risk owners with nothing due may skip.
- **Sponsor:** attends monthly, or is briefed whenever a risk turns red.
- **{{consultant.name}}:** joins the first four reviews to coach scoring.

## Agenda
| Minutes | Item |
|---|---|
| 0 to 3 | Red risks (score 15 or higher): status of actions, any change in score |
| 3 to 8 | Actions due this week: done, not done, new date (a second slip goes to the sponsor) |
| 8 to 13 | New risks raised since last week: agree wording, score, owner |
| 13 to 17 | Amber risks whose score may have changed; close risks that can no longer happen |
| 17 to 20 | Summary: changes to report, escalations needed |

## Rules of thumb
- Do not read every risk aloud. Filter the register in {{tools.tracker}} or {{tools.docs}} to red, due and new items before the meeting.
- Rescore with evidence: "the vendor confirmed the date in writing" lowers likelihood, a feeling does not.
- An action overdue twice is either impossible or unowned; fix which.
- Post the summary in {{tools.chat}} within an hour: new, closed, changed colour.

## Checklist
- [ ] Register filtered before the meeting
- [ ] Every red risk discussed
- [ ] Every new risk scored and owned
- [ ] Summary posted`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["risk-review", "meeting", "risks", "weekly"],
  },
  "Pre-mortem worksheet": {
    body: `# Pre-mortem worksheet: {{project.name}}

## Purpose
The team imagines that {{project.name}} has already failed, writes down why, and plans against the likeliest causes. Asking "what went wrong?" about an imagined future surfaces risks people would not raise if asked "what could go wrong?", because it makes voicing doubts the task rather than a sign of disloyalty.

## When to use
Once the plan is drafted but before it is committed: after the charter and estimates, before the kick-off or the first big spend. Repeat before a major phase such as go-live. Takes 60 minutes for up to 12 people.

## Roles
- **Facilitator:** {{consultant.name}} or someone outside the project's chain of command, so people speak freely.
- **Participants:** the core team and two or three people who will live with the result, for example an operations lead from {{client.company}}.
- **Owner of the output:** the delivery lead, who moves the chosen actions into the risk register.

## Steps
1. **Set the scene (5 min).** "It is six months after the planned end date. The project was a clear failure. Take it as fact."
2. **Silent writing (10 min).** Each person writes every reason for the failure they can think of, one per note. Encourage uncomfortable ones: sponsor lost interest, we underestimated data quality, users refused to switch.
3. **Read out (15 min).** Round-robin, one reason per person per round, until all are on the board. No debate yet.
4. **Cluster and vote (10 min).** Group similar reasons; each person gets three votes for "most likely and most damaging".
5. **Plan (15 min).** For the top three to five clusters: what would we see early if this were happening (the warning sign), and what will we do now to prevent it?
6. **Close (5 min).** Assign an owner to each action and agree when the team will check the warning signs.

## Sections
For each top cause, record:

| Failure cause | Votes | Warning sign | Preventive action | Owner | Due |
|---|---|---|---|---|---|
| Users kept the old spreadsheets | 9 | Under 50% of pilot users active in week 2 | Involve 5 users in design; switch off the spreadsheet on day 30 | Product owner | 30 Apr |

## Checklist
- [ ] Facilitator independent of the sponsor
- [ ] Silent writing before discussion
- [ ] Warning signs defined for each top cause
- [ ] Actions added to the risk register in {{tools.docs}}`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 60,
    tags: ["pre-mortem", "risks", "workshop", "planning"],
  },
  "Contingency plan": {
    body: `# Contingency plan: {{project.name}}

## Purpose
Sets out what the team will do, who decides, and with what resources, if a named high-impact risk on {{project.name}} actually happens. Prevention lowers the chance; a contingency plan limits the damage, and deciding it calmly in advance beats improvising under pressure.

## When to use
For every risk with an impact score of 4 or 5 that cannot be reduced to an acceptable level, and for events that would stop delivery: loss of a key supplier, a failed data migration, a key person leaving, a regulatory change in {{industry}}. Write one plan per risk, one to two pages each.

## Roles
- **Writes:** the risk owner, with the delivery lead.
- **Approves:** the sponsor, especially any budget or authority reserved for the plan.
- **Decision-maker on the day:** named in the plan; usually the delivery lead for operational plans and the sponsor for commercial ones.
- **Reads:** everyone with a task in the plan, and their deputies.

## Sections
1. **Risk and trigger.** The risk id from the register and the exact, observable condition that activates the plan. *"Vendor has not delivered the API by 15 June, or confirms in writing it will be late."*
2. **Decision-maker and deputy.** Who says "we are activating", and how they are reached out of hours.
3. **Immediate actions (first 48 hours).** Numbered, with owners. *"1. Delivery lead tells the sponsor and {{client.company}}'s account lead by phone. 2. Tech lead starts the mock-API workstream."*
4. **Fallback option.** The alternative path and what it gives up. *"Launch with manual file upload; the integration follows in release 2."*
5. **Resources reserved.** Budget, people or supplier capacity set aside, and who can release them.
6. **Communication.** Who is told, in which order, in which channel: the team in {{tools.chat}}, the client by phone then email, users through the normal release notes.
7. **Return to normal.** When the plan is stood down and who decides.

## Steps
1. Draft the plan and walk through it with everyone named, in 30 minutes.
2. For critical plans, hold a 45-minute tabletop rehearsal before the risk window opens.
3. Review each plan monthly while the risk is open.

## Checklist
- [ ] Trigger is observable, not a judgement call
- [ ] Decision-maker and deputy named
- [ ] Reserved resources approved by the sponsor
- [ ] Everyone named has read the plan`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["contingency", "risk-response", "fallback", "business-continuity"],
  },
  "Root-cause analysis worksheet": {
    body: `# Root-cause analysis worksheet: {{project.name}}

## Purpose
Uses five whys and a simple cause map to find where a recurring problem on {{project.name}} starts, so the fix goes to the cause rather than the symptom. Fixing symptoms feels productive and lets the same problem return next month.

## When to use
When the same issue appears for the third time, when an issue had a high impact, or when a retrospective keeps naming the same pain. Not for one-off accidents with obvious causes. A session takes 45 to 60 minutes with three to six people.

## Roles
- **Facilitator:** someone who was not directly involved in the problem, for example the delivery lead of another team or {{consultant.name}}.
- **Participants:** the people closest to the work where the problem occurs, including anyone from {{client.company}} who sees its effects.
- **Owner of actions:** the delivery lead, who tracks the fixes in {{tools.tracker}}.

## Steps
1. **State the problem as a fact, with data.** *"In the last three releases, 11 defects reached users that testing should have caught."* No cause in the statement and no names.
2. **Ask why, and answer with evidence.** Each answer must be something the group can check. Write each answer on its own line.
3. **Repeat four or five times,** until you reach something the team can change and that, if changed, would prevent the chain. Stop earlier if you hit a cause outside anyone's control.
4. **Branch when there are several answers.** Real problems rarely have one cause; draw a cause map with each branch followed separately.
5. **Check the chain backwards:** read from the root cause up, saying "therefore" between lines. If a link sounds wrong, revisit it.
6. **Choose fixes** for the one or two roots with most effect. Each fix gets an owner, a date and a measure that will show it worked.

## Sections
Example chain:
- Why did defects reach users? Regression tests were skipped for three releases.
- Why? The test run takes two days and releases were squeezed.
- Why? Tests are manual.
- Why? Automation was never budgeted.
- Root: release planning allows no test time. Fix: protect one day per release and automate the 20 most-used flows by end of quarter. Measure: escaped defects per release, target under 3.

## Common mistakes
Stopping at "human error", which is a symptom; blaming a person instead of a process; choosing fixes before finishing the chain.

## Checklist
- [ ] Problem stated with data and no blame
- [ ] Every why backed by evidence
- [ ] Fix has an owner, date and measure
- [ ] Result checked after two cycles`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["root-cause", "five-whys", "problem-solving", "continuous-improvement"],
  },
};
