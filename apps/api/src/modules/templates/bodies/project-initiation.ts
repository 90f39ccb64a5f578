/** The bodies of the "Project initiation" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const projectInitiation: CategoryBodies<"Project initiation"> = {
  "Project charter": {
    body: `# Project charter: {{project.name}}

## Purpose
The charter is the page that authorises {{project.name}} to start. It fixes the goal, the boundaries, the sponsor and how success will be judged, so that every later argument about scope or priority can point back to something signed.

## When to use
Write it after the business case is approved and before the kick-off meeting, ideally in the two weeks before {{project.startDate}}. Revisit it only when the goal, the budget or the sponsor changes; otherwise it stays frozen.

## Roles
- **Writes:** the delivery lead, with {{consultant.name}} reviewing the draft.
- **Approves:** the sponsor at {{client.company}}, by signature or a recorded "approved" comment in {{tools.docs}}.
- **Reads:** the whole team of {{team.size}}, steering committee members and any team lead whose people are borrowed.

## Sections
1. **Goal**: one sentence, an outcome rather than an activity. *Example: "Cut average order-to-dispatch time from 4 days to 2 by the end of Q3."*
2. **Background**: three to five lines on why now. Link the business case rather than repeating it.
3. **Scope**: in and out, five bullets each at most. The out list matters more. *Example: "Out: the returns process, mobile app changes."*
4. **Deliverables**: the things that will exist at the end, each with an owner.
5. **Success measures**: two to four, each with a baseline and a target.
6. **Milestones**: no more than six dates.
7. **Budget and tolerance**: the approved figure and how far it may move before the sponsor must be asked again (±10% is common).
8. **Top risks and assumptions**: three of each; the full lists live in the RAID log.
9. **Governance**: who sponsors, how often steering meets, how decisions are escalated.

## Common mistakes
- A goal that is really a task list ("build a portal").
- An empty out-of-scope list because writing it feels negative.
- A sponsor who has only skimmed it: walk them through it in 20 minutes instead of emailing it.

## Checklist
- [ ] Goal fits in one sentence and names a measurable outcome
- [ ] Out-of-scope list has at least three items
- [ ] Every success measure has a baseline and a target
- [ ] Tolerances for budget and dates are stated
- [ ] Sponsor approval is recorded in {{tools.docs}} with a date`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["charter", "scope", "sponsor", "kick-off"],
  },
  "Business case": {
    body: `# Business case: {{project.name}}

## Purpose
Gives the sponsor at {{client.company}} what they need to say yes, no or not yet: the problem, the options, what each costs, what each returns, and the cost of doing nothing. A good business case makes the decision easy even when the answer is no.

## When to use
Before any project that needs money or people beyond one team's normal capacity; as a rule of thumb, more than 20 person-days or any external spend. Smaller work only needs the intake form. Update it at each stage gate: if benefits fall below costs, this is the document that says stop.

## Roles
- **Writes:** the proposer (often a product owner or department head), with finance supplying cost rates and {{consultant.name}} challenging the numbers.
- **Approves:** the sponsor, and the budget holder if that is someone else.
- **Reads:** the portfolio board or steering committee that ranks it against other proposals.

## Sections
1. **Problem**: what hurts today, with a number. *Example: "Manual invoice matching takes 3 FTE and misses 4% of discrepancies."*
2. **Options**: at least three: do nothing, a minimum option and the recommended option. Do-nothing has its own cost.
3. **Costs**: one-off and running, over three years. Include internal staff time at a loaded day rate, not just invoices.
4. **Benefits**: cash benefits (savings, revenue) apart from non-cash ones (risk reduced, satisfaction), each with the date it starts.
5. **Financial summary**: payback and net benefit over three years, in a small table:

| Option | Cost (3 yrs) | Benefit (3 yrs) | Payback |
|---|---|---|---|
| Do nothing | 0 | 0 (losses continue) | n/a |
| Minimum | 60k | 150k | 11 months |
| Recommended | 180k | 420k | 14 months |

6. **Risks**: the three that could most change the numbers.
7. **Recommendation and ask**: the option, the amount, the people and the date a decision is needed.

## Common mistakes
- Counting one benefit twice (hours saved and headcount reduced).
- Benefits without an owner: name who in {{industry}} operations will deliver each one.
- Optimism: add a low case with benefits at 60% and show it still pays back, or say that it does not.

## Checklist
- [ ] Do-nothing option costed
- [ ] Internal time included in costs
- [ ] Each benefit has an owner and a start date
- [ ] Low case shown
- [ ] Decision and decision date requested explicitly`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 240,
    tags: ["business-case", "funding", "cost-benefit", "options"],
  },
  "Project intake form": {
    body: `# Project intake form

## Purpose
Every new request to {{client.company}}'s delivery teams arrives in the same shape, so requests can be compared side by side and ranked on evidence rather than on who asked loudest.

## When to use
For any request larger than a single task: as a rule, more than five person-days or touching more than one team. Smaller requests go straight into {{tools.tracker}}. Pin the form link in {{tools.chat}} so nobody has to ask where requests go.

## Roles
- **Requester:** fills in the form, one form per request.
- **Intake owner** (usually the PMO lead or a delivery lead): checks completeness within two working days and returns incomplete forms naming the missing fields.
- **Prioritisation group** (sponsor, product owner, and {{consultant.name}} during set-up): scores and decides at the next review, held {{cadence.review}}.

## Sections
The form's fields, each with guidance:
1. **Title**: verb and object, under ten words. *"Automate monthly supplier statements."*
2. **Requester and sponsor**: the sponsor must have agreed to be named.
3. **Problem**: what happens today and who it affects, with numbers where possible.
4. **Desired outcome**: how things will be different, not the solution.
5. **Deadline and reason**: mark hard dates (regulation, contract) apart from wished-for dates.
6. **Size guess**: S (under 2 weeks), M (2 to 6 weeks), L (over 6 weeks). Requesters guess; the intake owner corrects.
7. **Value** on a 1 to 5 scale: 1 nice to have, 3 a measurable saving or revenue, 5 a legal or contractual obligation.
8. **Dependencies**: teams, systems and suppliers involved.
9. **Alternatives considered**, including doing nothing.

## After submission
1. The intake owner logs it in {{tools.tracker}} with status "Submitted".
2. Completeness check within two working days.
3. Scoring at the next review: value times urgency, divided by size.
4. Decision sent to the requester: accepted (with a start window), parked (with a review date) or declined (with a reason).

## Checklist
- [ ] Problem stated without a solution baked in
- [ ] Hard or soft deadline marked
- [ ] Sponsor named and aware
- [ ] Requester told the decision within ten working days`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["intake", "requests", "triage", "prioritisation"],
  },
  "Stakeholder map": {
    body: `# Stakeholder map: {{project.name}}

## Purpose
Shows everyone who is affected by {{project.name}} or can affect it, how much they care and how much power they have over it, so the team spends its communication effort where it changes outcomes and nobody important first hears about the project in a corridor.

## When to use
In the first week, before the communication plan is written. Refresh it at each milestone and whenever someone senior changes role. Positions move: a supportive finance director who loses budget can become a blocker.

## Roles
- **Writes:** the delivery lead with the sponsor, in a 45-minute working session; {{consultant.name}} facilitates the first one.
- **Approves:** the sponsor, who often knows politics the team does not.
- **Reads:** the delivery lead and product owner only. The map holds frank judgements about people; keep it on a restricted page in {{tools.docs}}, not in the team space.

## Sections
1. **Stakeholder list**: names or groups, with role. Expect 15 to 30 entries for a {{team.band}} team's project; under 10 usually means groups are missing (end users, support, legal, works council).
2. **Interest (1 to 5)**: how much the outcome changes their day.
3. **Influence (1 to 5)**: how much they can speed up, slow down or stop the project.
4. **Current and desired stance**, from -2 (actively opposed) to +2 (champion). *Example: Head of Support, current 0, desired +1.*
5. **Quadrant and approach**:

| Influence / interest | Approach |
|---|---|
| High / high | Manage closely: one-to-one every two weeks, involve in decisions |
| High / low | Keep satisfied: a short briefing before each steering meeting |
| Low / high | Keep informed: the regular update and an invitation to demos |
| Low / low | Monitor: general announcements |

6. **Relationship owner**: the team member who looks after each relationship; one per high-influence stakeholder.

## Checklist
- [ ] End users, support and finance all appear
- [ ] Every high-influence person has a named relationship owner
- [ ] Each gap between current and desired stance has an action
- [ ] Stored with restricted access
- [ ] Next refresh date set`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["stakeholders", "influence", "power-interest", "engagement"],
  },
  "Kick-off meeting agenda": {
    body: `# Kick-off meeting agenda: {{project.name}}

## Purpose
A 60-minute meeting that ends with the team and the sponsor agreeing the goal, who does what, how the team will work and the next three dates. It is not a presentation of the plan: at least half the time is discussion.

## When to use
On or just before {{project.startDate}}, once the charter is approved. Meet in person if you can; for a distributed team, cameras on and a shared board. Invite the core team, the sponsor and the leads of teams you depend on, typically 8 to 15 people. Beyond 20 it becomes a broadcast; split it into a working kick-off and a wider announcement.

## Roles
- **Sponsor:** opens and explains why the project matters to {{client.company}}. Must attend; if they cannot, move the date.
- **Delivery lead:** runs the agenda and owns the follow-up.
- **{{consultant.name}}:** facilitates and keeps time.
- **Note-taker:** a named team member, never the facilitator.

## Agenda
| Minutes | Item | Led by |
|---|---|---|
| 0 to 5 | Welcome, purpose, what we leave with | Delivery lead |
| 5 to 15 | Why this project, why now, what success looks like | Sponsor |
| 15 to 25 | Scope: in, out, and the three hardest constraints | Delivery lead |
| 25 to 35 | RACI walk-through; questions on who decides what | Delivery lead |
| 35 to 45 | Ways of working: stand-up {{cadence.standup}}, planning {{cadence.planning}}, work in {{tools.tracker}}, talk in {{tools.chat}} | Team |
| 45 to 55 | Worries: everyone writes one, the top three get an owner | Facilitator |
| 55 to 60 | Next dates, actions, close | Delivery lead |

## Before the meeting
Send the charter and this agenda two working days ahead and ask everyone to read the charter; do not present it slide by slide. Book the room for 75 minutes so the meeting can overrun by ten without chaos.

## Checklist
- [ ] Sponsor confirmed attendance
- [ ] Charter and RACI shared two days ahead
- [ ] Notes with actions and owners posted in {{tools.chat}} within 24 hours
- [ ] First planning session booked before people leave the room`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["kick-off", "meeting", "agenda", "onboarding"],
  },
  "RACI matrix": {
    body: `# RACI matrix: {{project.name}}

## Purpose
States, for each deliverable or decision, who does the work (Responsible), who answers for it and signs it off (Accountable), whose input is needed first (Consulted) and who is told afterwards (Informed). It removes the two commonest failures: work nobody owns, and decisions everybody thinks they own.

## When to use
Draft it before kick-off and walk through it in the meeting. Use it whenever more than one team or a client contributes. For a team of {{team.size}}, keep it to the 10 to 20 rows that carry real ambiguity, not every task in {{tools.tracker}}.

## Roles
- **Writes:** the delivery lead, after asking each named person whether their letter is right.
- **Approves:** the sponsor, for the Accountable column.
- **Reads:** everyone on the project and the leads at {{client.company}} who appear in it.

## Sections
Rows are deliverables or decisions; columns are roles, not names, because names change. Example:

| Deliverable or decision | Sponsor | Product owner | Delivery lead | Tech lead | Client ops lead |
|---|---|---|---|---|---|
| Scope changes over 5 days | A | R | C | C | I |
| Release go/no-go | I | A | R | C | C |
| Data migration | I | C | A | R | C |
| Training material | I | A | I | C | R |

Rules:
1. Exactly one A per row. Two A's means nobody is accountable.
2. At least one R per row; on small teams A and R may be the same person.
3. Keep C's few: each one is a meeting or a wait. More than three on a row is a warning sign.
4. Read each column downwards. A person with an A on half the rows is a bottleneck; a column with no letters belongs to someone who need not attend every meeting.

Keep a legend under the table mapping roles to names, and link the matrix from the project page in {{tools.docs}}.

## Checklist
- [ ] One A per row, no exceptions
- [ ] Every person named has agreed to their letters
- [ ] Client-side roles included where they sign off
- [ ] Reviewed whenever someone joins or leaves`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["raci", "roles", "responsibilities", "accountability"],
  },
  "Scope statement": {
    body: `# Scope statement: {{project.name}}

## Purpose
Writes down in plain words what {{project.name}} will and will not deliver, under which constraints, and what finished means. Once agreed, anything outside it is a change (visible, costed and decided) rather than quiet scope creep.

## When to use
After the charter and before detailed planning. On fixed-price or client work, attach it to the statement of work. For agile teams it bounds the backlog: items outside it need the product owner's explicit decision, not just a new ticket in {{tools.tracker}}.

## Roles
- **Writes:** the delivery lead with the product owner; {{consultant.name}} reviews the exclusions.
- **Approves:** the sponsor and, on client work, {{client.name}} for {{client.company}}.
- **Reads:** the team, anyone estimating, and whoever later judges a change request.

## Sections
1. **Objective**: one sentence copied from the charter, so the two never drift apart.
2. **In scope**: deliverables as nouns with a qualifier. *"Self-service password reset for staff accounts (web only)."*
3. **Out of scope**: at least as long as the in-scope list. Name what people will assume is included: *"Customer accounts. Mobile app. Clean-up of records created before 2020."*
4. **Acceptance criteria** per deliverable: how the approver will decide it is done. *"Reset completes in under 2 minutes for 95% of test users."*
5. **Constraints**: fixed dates, budget ceiling, mandated tools, regulations that apply in {{industry}}.
6. **Assumptions**: each with an owner who will confirm it; link the assumption log.
7. **Change rule**: *"Anything not listed goes through the change request form. Changes under 2 days are decided by the product owner; larger ones by the sponsor."*

## Common mistakes
Stretchable verbs such as "support", "improve" or "integrate with". Replace each with what a user can do at the end. Another: writing the exclusions alone; write them with the people most likely to ask for more.

## Checklist
- [ ] Out-of-scope list reviewed by the people most likely to expand scope
- [ ] Every deliverable has an acceptance criterion
- [ ] Change rule and thresholds stated
- [ ] Signed version stored in {{tools.docs}} and linked from the charter`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["scope", "exclusions", "acceptance", "change-control"],
  },
  "One-page project canvas": {
    body: `# One-page project canvas: {{project.name}}

## Purpose
Puts what a small team must agree before starting (goal, users, deliverables, risks and measures) on a single page that fits on one screen. For a team of {{team.size}} it replaces the charter, scope statement and brief; if the project grows beyond one team, graduate to those.

## When to use
At the start of any piece of work lasting two weeks to three months and run by one small team. Fill it in together in a 45-minute session, pin it in {{tools.chat}} and reread it at each review ({{cadence.review}}).

## Roles
- **Writes:** the whole team in one session, with the lead holding the pen.
- **Approves:** whoever pays or sponsors, often a founder or department head at {{client.company}}. A written thumbs-up is enough.
- **Reads:** the team, and anyone asked to help.

## Sections
Nine boxes, each with a limit so the page stays a page:
1. **Goal** (one sentence): *"Launch paid plans so 50 existing users convert by 30 June."*
2. **Users** (up to three): who benefits and what changes for them.
3. **Deliverables** (up to five): things that will exist at the end.
4. **Not doing** (up to five): the tempting extras left out.
5. **Measures** (up to three): each with a target and a date.
6. **Team and time**: names, hours a week each, and the end date.
7. **Risks** (top three): each with one mitigation.
8. **Dependencies**: people or systems outside the team.
9. **Next three steps**: with names and dates.

## Tips
- If a box overflows, the project is too big or too vague: split it.
- Write in the boxes, not in linked documents.
- Date the canvas and keep old versions; comparing them shows how the project drifted.

## Checklist
- [ ] Every box filled, none overflowing
- [ ] Goal has a number and a date
- [ ] "Not doing" has at least two items
- [ ] Sponsor's approval recorded
- [ ] Pinned where the team works`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20"],
    effortMinutes: 45,
    tags: ["canvas", "one-page", "small-team", "kick-off"],
  },
  "Success criteria sheet": {
    body: `# Success criteria sheet: {{project.name}}

## Purpose
Turns the goals of {{project.name}} into criteria that can be checked with data, agreed with the sponsor before work starts. At closure nobody debates whether the project succeeded: the sheet says.

## When to use
During initiation, straight after the charter's goal is fixed and always before the first estimate is shared. Reopen it only by sponsor decision, recorded in the decision log.

## Roles
- **Writes:** the product owner or delivery lead, with the data owner for each measure.
- **Approves:** the sponsor at {{client.company}}, before the plan is baselined.
- **Reads:** the team, the steering group, and whoever runs the benefits review after closure.

## Sections
One row per criterion, three to six in total:

| Criterion | Measure and formula | Baseline | Target | Measured by, when | Source |
|---|---|---|---|---|---|
| Faster onboarding | Median days from contract to first login | 12 | 5 | Ops analyst, 60 days after go-live | CRM report |
| Fewer access tickets | Tickets tagged "access" per month | 340 | under 150 | Support lead, monthly for 3 months | Helpdesk |
| On budget | Actual spend divided by approved budget | n/a | at most 1.05 | Delivery lead, at closure | Finance ledger |

Guidance per column:
- **Criterion:** an outcome in plain words.
- **Measure:** precise enough that two people would compute the same number.
- **Baseline:** measured now, not remembered. With no baseline, the first task is to collect one.
- **Target:** one number or threshold, not a range of hopes.
- **When:** many benefits show weeks after go-live; say when.

Keep delivery criteria (on time, on budget, in scope) apart from outcome criteria (what changes for the business). Projects that track only the first kind finish "successfully" and change nothing.

## Checklist
- [ ] Every criterion has a baseline measured this month
- [ ] At least half the criteria are outcomes, not delivery
- [ ] Each has a named person who will measure it
- [ ] Sponsor sign-off dated and stored in {{tools.docs}}`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["success-criteria", "measures", "baseline", "sponsor"],
  },
  "Assumption log": {
    body: `# Assumption log: {{project.name}}

## Purpose
Records what the plan for {{project.name}} takes for granted (that a supplier delivers on time, that data is clean, that users will adopt) and who will confirm each assumption by when. An unconfirmed assumption is a risk in disguise; the log removes the disguise.

## When to use
Start it while writing the charter and the estimates, and walk it in the weekly RAID or risk review. Most entries should be confirmed, or turned into risks, within the first month.

## Roles
- **Writes:** anyone on the team may add an entry; the delivery lead owns the log.
- **Approves:** the delivery lead decides when an entry is closed; the sponsor is told of every assumption that proved false.
- **Reads:** the team, estimators, and {{consultant.name}} at each health check.

## Sections
Columns, with two example rows:

| # | Assumption | Made by, date | Impact if false | Owner to confirm | Confirm by | Status | Outcome |
|---|---|---|---|---|---|---|---|
| A-07 | The HR system exposes an API for leave data | Tech lead, 3 Mar | High | {{client.company}} IT lead | 14 Mar | Open | |
| A-08 | Pilot sites can release two staff for training | Delivery lead, 5 Mar | Medium | Regional manager | 20 Mar | Confirmed | Agreed in writing, 18 Mar |

- **Assumption:** a statement that can be true or false. "Users will like it" cannot be checked; "at least 30 users join the pilot" can.
- **Impact if false:** High when the plan or budget would change materially.
- **Status:** Open, Confirmed, False (now an issue or a risk), Withdrawn.

## Steps
1. Add assumptions as they are made, during estimation, planning and design.
2. Give every high-impact assumption a confirm-by date within three weeks.
3. Review overdue entries weekly; an overdue high-impact assumption moves into the risk register.
4. When one proves false, record the outcome and raise an issue or change request the same day.

## Checklist
- [ ] Each entry can be proved true or false
- [ ] Every high-impact entry has an owner and a date
- [ ] False assumptions link to the issue or risk they became`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["assumptions", "raid", "validation", "planning"],
  },
  "Project brief": {
    body: `# Project brief: {{project.name}}

## Purpose
A two-page summary that lets anyone joining {{project.name}} (a new developer, a stakeholder from another department, a contractor) understand why the project exists, what it will deliver and what limits it works within, in ten minutes of reading. It is the link you send instead of booking a 40-minute call.

## When to use
Write it once the charter is approved and update it at each milestone. Point every new joiner to it on their first day, and link it from the channel topic in {{tools.chat}}.

## Roles
- **Writes:** the delivery lead; the product owner checks the why and the what.
- **Approves:** the product owner. No formal sign-off, but the sponsor should recognise the project in it.
- **Reads:** new team members, adjacent teams, and support or sales staff at {{client.company}} who will field questions.

## Sections
Hard limit: two pages. When it grows, move detail into links.
1. **Why** (half a page): the problem, who has it, what it costs today. *"Field engineers spend 40 minutes a day re-entering job notes."*
2. **What** (half a page): what will exist at the end, in terms a non-specialist understands. No internal code names without an explanation.
3. **Who**: sponsor, product owner, delivery lead, the team of {{team.size}}, the main client contacts, and how to reach each.
4. **When**: start on {{project.startDate}}, the milestones, the end date and whether it is fixed.
5. **Constraints**: budget, regulation in {{industry}}, technology that must be used, freeze periods.
6. **How we work**: the method, stand-up {{cadence.standup}}, reviews {{cadence.review}}, tasks in {{tools.tracker}}, documents in {{tools.docs}}.
7. **Where to find more**: links to the charter, plan, RAID log and decision log.

## Writing tips
Write for a smart outsider. Test it by giving it to someone outside the project and asking them to explain the project back in two minutes; whatever they get wrong, rewrite.

## Checklist
- [ ] Fits on two pages
- [ ] Readable by someone outside the team
- [ ] Dates and names current as of the last milestone
- [ ] Linked from the team channel and the onboarding checklist`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["brief", "onboarding", "summary", "context"],
  },
};
