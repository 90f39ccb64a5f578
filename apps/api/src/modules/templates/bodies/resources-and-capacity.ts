/** The bodies of the "Resources and capacity" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const resourcesAndCapacity: CategoryBodies<"Resources and capacity"> = {
  "Resource allocation matrix": {
    body: `# Resource allocation matrix

## Purpose
One grid of people against projects showing how many hours a week each person gives to each piece of work, so over-allocation, idle time and side projects nobody approved are visible before they cause missed dates.

## When to use
As soon as people work on more than one project, or {{client.company}} runs more than three projects at once. Update it at each planning session ({{cadence.planning}}) and whenever a project starts, ends or changes priority.

## Roles
- **Maintains:** a PMO analyst or the delivery lead.
- **Supplies data:** project leads (what they need) and line managers (who is available).
- **Resolves conflicts:** the head of delivery. Project leads do not take people from each other directly.
- **Reads:** project leads, line managers, and each person for their own row.

## Sections
People down the side; projects across the top, plus "Run and support", "Admin and meetings" and "Total".

| Person | Role | Contracted h/wk | {{project.name}} | Project B | Run | Admin | Total | Flag |
|---|---|---|---|---|---|---|---|---|
| Amira | Developer | 37.5 | 20 | 8 | 4 | 5 | 37 | OK |
| Tom | Analyst | 30 | 16 | 12 | 0 | 5 | 33 | Over |

Guidance:
- **Plan project work to 80–85% of contracted hours.** The rest goes on meetings, support and interruptions whether you plan for it or not.
- **No more than two projects per person** where you can help it; each extra project costs roughly 10–20% of a person's week in switching.
- **Flags:** Over above 100% of contracted hours, Under below 70%.
- **Temporary loans carry an end date:** "Tom on project B until 30 June".

## Steps
1. List everyone with contracted hours, less known leave.
2. Enter each project's request per person, taken from its plan in {{tools.tracker}}.
3. Total each row and flag Over and Under.
4. Hold a 30-minute conflict review. Change dates, scope or people; "just work harder" is not an option.
5. Publish the agreed version in {{tools.docs}} with a note of what changed since last week.

## Checklist
- [ ] Run and admin time included for every person
- [ ] Nobody planned above 100%
- [ ] Conflicts decided by the head of delivery and recorded
- [ ] Updated at this period's planning`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["resources", "allocation", "portfolio", "hours"],
  },

  "Capacity plan": {
    body: `# Capacity plan: {{project.name}}

## Purpose
Works out how many hours the team really has in the coming weeks and sets them against work already committed, so planning ({{cadence.planning}}) starts from a number instead of from optimism.

## When to use
Before each planning session, and whenever leave, a new joiner or an urgent request changes the picture. For a team of {{team.size}} it takes 20–45 minutes once the sheet exists.

## Roles
- **Prepares:** the delivery lead (the scrum master in scrum teams).
- **Confirms availability:** each team member, for their own row, by the day before planning.
- **Uses:** the product owner, to decide how much to take on. The sponsor sees the summary when capacity drops by more than 20%.

## Sections
**1. Available hours per person per week.** Contracted hours minus leave and public holidays, fixed duties (support rota, training) and meetings.

| Person | Contracted | Leave and holidays | Fixed duties | Meetings | Available |
|---|---|---|---|---|---|
| Lee | 40 | 8 | 4 (support rota) | 6 | 22 |
| Ana | 24 | 0 | 0 | 4 | 20 |

If you don't know the meeting load, take off 15% in a small team and 20–25% in a larger organisation.

**2. Focus factor.** Multiply available hours by 0.7–0.8 for interruptions, unplanned work and bugs. After three periods, replace the guess with your measured figure.

**3. Committed work.** Hours already promised: carry-over, known bugs, agreed requests from {{client.company}}. Teams that estimate in points convert with last period's hours-per-point.

**4. Free capacity.** Available × focus factor − committed. This is all that planning can hand out.

**5. Notes and risks.** Single points of failure during leave; known spikes such as month-end.

## Steps
1. Copy last period's sheet and update leave from the leave planner.
2. Ask each person to confirm their row in {{tools.chat}}.
3. Calculate free capacity and put it at the top of the planning agenda.
4. After the period, compare planned with delivered and adjust the focus factor.

## Common mistakes
Counting the product owner and delivery lead as full-time makers; forgetting public holidays in other countries; planning to 100% of free capacity and leaving no room for the inevitable urgent request.

## Checklist
- [ ] Leave and holidays checked against the planner
- [ ] Focus factor based on history after three periods
- [ ] Committed work counted before new work
- [ ] Free capacity shared before planning starts`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 45,
    tags: ["capacity", "planning", "availability", "focus-factor"],
  },

  "Skills matrix": {
    body: `# Skills matrix: {{project.name}}

## Purpose
Maps the skills the project depends on against the people who have them, so gaps, single points of failure and training needs show up before someone goes on leave or resigns.

## When to use
At project start, once the work breakdown shows which skills are needed; every six months after that; and whenever someone joins or leaves. Also before committing to work in an area that is new for {{client.company}}.

## Roles
- **Builds and maintains:** the delivery lead or team lead.
- **Rates themselves:** each team member, then agrees the rating with their lead in a ten-minute conversation.
- **Acts on it:** line managers for training plans; the head of delivery for hiring.

## Sections
**1. Skills list.** 10–25 skills, specific enough to act on: "Postgres performance tuning", not "databases". Include domain knowledge ({{industry}} regulation, the client's billing rules) and key tools.

**2. Rating scale.**
| Score | Means |
|---|---|
| 0 | No experience |
| 1 | Has done it with help |
| 2 | Does routine work alone |
| 3 | Handles hard cases; can review others |
| 4 | Can teach it and set the standard |

**3. The grid.** Skills down, people across, plus a "wants to learn" mark. Interest matters when choosing who to train.

**4. Cover count.** For each skill, the number of people at 3 or above. Fewer than two is a single point of failure: colour it red.

**5. Actions.** For each red skill: who will learn it, from whom, by when. "Release pipeline: only Sam is at 3. Jo pairs with Sam on the next four releases; target 2 by the end of the quarter."

## Common mistakes
- Too many skills. Past 30 rows nobody keeps it current.
- Using it in performance reviews: people inflate their scores and the matrix stops being true.
- Ratings without evidence. Ask "when did you last do this?"

## Checklist
- [ ] Skills drawn from the real work in {{tools.tracker}}
- [ ] Every skill has a cover count
- [ ] Each red skill has a named training action and date
- [ ] Stored in {{tools.docs}} with the next review date`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["skills", "bus-factor", "training", "gaps"],
  },

  "Leave and holiday planner": {
    body: `# Leave and holiday planner: {{project.name}}

## Purpose
Puts planned absences next to the project's milestones in one view, so a go-live doesn't land in the week the only person who knows the integration is on holiday, and planning works from real availability.

## When to use
Set it up at the start of the project and keep it live. Check it at every planning session ({{cadence.planning}}), and look three months ahead before agreeing any milestone date with {{client.company}}.

## Roles
- **Each person** enters their own leave as soon as it is booked, including half days and training.
- **Line managers** approve leave in the HR system as usual; the planner does not replace it.
- **The delivery lead** checks for clashes weekly and raises them early.
- **Readers:** the team, the product owner, and {{consultant.name}} when dates are being set.

## Sections
**1. Calendar view.** Weeks across, people down, milestones and releases in a top row. A shared calendar or a sheet in {{tools.docs}} both work; having one source matters more than the tool.

**2. Public holidays by location,** for every country the team works from. They differ more than people expect.

**3. Codes.** L leave, H public holiday, T training, P part day, O on call. Five codes are enough.

**4. Clash rules.**
- No more than a third of the team away in the same week without the delivery lead's agreement.
- The only holder of a critical skill (see the skills matrix) isn't away in a release week or the week before it, unless cover is arranged two weeks ahead.
- Peak periods named in advance, such as year-end in {{industry}}, with their leave limits.

**5. Cover notes.** For any absence longer than three days: who covers what, and where the handover note is.

## Steps
1. Create the view and add the milestones from the plan.
2. Ask everyone to enter known leave for the next six months within a week.
3. Each week, scan four weeks ahead and raise clashes in {{tools.chat}}.
4. Before committing to any date, check it against the planner.

## Checklist
- [ ] Public holidays entered for every location
- [ ] Milestones shown in the same view
- [ ] Clash rules agreed with the team
- [ ] Cover notes for absences over three days`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["leave", "holidays", "availability", "calendar"],
  },

  "Capacity forecast": {
    body: `# Capacity forecast

## Purpose
A rolling three-month view of who will be free when, built from current project plans and the sales pipeline, so the head of delivery can answer yes, no or "from May" to new work with evidence, and hire or contract ahead of the need rather than after it.

## When to use
Monthly, in the week before the portfolio review. Also when a large piece of work from {{client.company}} or another client is close to signature, to test whether it can be staffed.

## Roles
- **Builds:** a PMO analyst, from plans in {{tools.tracker}} and the resource allocation matrix.
- **Inputs:** project leads confirm end dates and ramp-downs; account leads give pipeline probabilities.
- **Decides:** the head of delivery, on hiring, contractors and start dates.
- **Reads:** the leadership team, as one page.

## Sections
**1. Supply.** Available hours per role per week for the next 13 weeks, net of known leave and a 15–20% non-project overhead. Include confirmed joiners and leavers.

**2. Committed demand.** Hours per role per week from approved projects, taken from their plans. Challenge ramp-downs: projects rarely end on their original date.

**3. Probable demand.** Pipeline work weighted by probability. A deal that is 60% likely and needs 100 hours a week counts as 60. Show it separately from committed demand.

**4. Gap.** Supply minus committed and probable demand, per role per week. Red below −10%, amber between −10% and +10%, green above.

| Role | April wk 1 | April wk 2 | … | June wk 4 |
|---|---|---|---|---|
| Developers | +40 | +12 | … | −60 |
| Designers | −8 | −8 | … | +20 |

**5. Actions.** For each red cell: delay a start, reshuffle people, bring in a contractor or hire, with an owner. Hiring takes 8–12 weeks in most markets, so a gap in month three needs action this month.

## Steps
1. Refresh supply from HR data and the leave planner.
2. Pull demand from each plan and ask leads to confirm it in writing.
3. Update pipeline weights with the account leads.
4. Present the gap chart at the portfolio review and record decisions in {{tools.docs}}.

## Checklist
- [ ] Supply net of leave and overhead
- [ ] Committed and probable demand shown separately
- [ ] Every gap beyond 10% has an action and owner
- [ ] Last month's forecast compared with what actually happened`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 120,
    tags: ["capacity", "forecast", "resourcing", "pipeline"],
  },

  "Role description template": {
    body: `# Role description template: {{project.name}}

## Purpose
Describes one role on the project: why it exists, what it is responsible for, and which decisions it can take alone. Two people then don't both think they own the same decision while nobody owns the gap between them. It describes the role on this project, not a job advert.

## When to use
When a role is new to {{client.company}} (product owner, delivery lead), when two roles overlap, when someone takes over a role mid-project, or when the RACI matrix shows a gap. One page per role.

## Roles
- **Drafts:** the delivery lead or {{consultant.name}}, with the current or incoming holder.
- **Approves:** the sponsor, because decision rights are the sponsor's to delegate.
- **Reads:** the role holder, the roles either side of it, and new joiners.

## Sections
**1. Role and holder.** "Product owner: Maria Lopez, 60% of her time until go-live."

**2. Purpose, in one sentence.** "Decides what the team builds next so that the most valuable work is always at the top of the backlog."

**3. Responsibilities,** five to eight, as outcomes: "Keeps the next two sprints of backlog ready", not "backlog management".

**4. Decision rights.**

| Decides alone | Decides after consulting | Recommends; someone else decides |
|---|---|---|
| Backlog order | Release scope (with the tech lead) | Budget changes (sponsor) |

**5. Not responsible for.** Name the likely misreadings: "Does not assign tasks to developers."

**6. Time and availability.** Hours per week and a response time: "answers team questions in {{tools.chat}} within half a working day".

**7. Works closely with.** The neighbouring roles and the hand-offs between them.

**8. Measures.** Two or three signs the role is done well: "sprint goal met in at least 8 of 10 sprints".

## Common mistakes
- Listing tasks instead of decisions. Friction between roles is almost always about decisions.
- Writing the role around the current holder's habits.
- Ignoring time: a product owner at 20% is a different role from a full-time one.

## Checklist
- [ ] Decision-rights table filled in
- [ ] "Not responsible for" written
- [ ] Approved by the sponsor
- [ ] Linked from the project page in {{tools.docs}}`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 40,
    tags: ["roles", "responsibilities", "decision-rights", "accountability"],
  },

  "Contractor onboarding checklist": {
    body: `# Contractor onboarding checklist: {{project.name}}

## Purpose
Gets an external person productive in days rather than weeks, with contract, access, security and briefing done in the right order, and one named contact who answers their questions.

## When to use
For every freelancer, agency worker or vendor engineer joining {{client.company}}'s work. Start at least five working days before their first day. Employees use the new team member onboarding checklist; this one adds the commercial and access controls that external people need.

## Roles
- **Owner:** the hiring project lead, who is the contractor's named contact for the first month.
- **Procurement or finance:** contract, purchase order, rates, invoice route.
- **IT or workspace admin:** accounts, each with an end date.
- **Security or data protection:** approves access to personal or confidential data under {{industry}} rules.
- **Contractor:** returns signed documents and confirms access on day one.

## Steps
**Five or more working days before**
- [ ] Contract signed: scope, rate, notice period, intellectual property, confidentiality
- [ ] Purchase order raised; invoice frequency and approver named
- [ ] Data processing or confidentiality terms signed where personal data is involved
- [ ] Access list agreed on least privilege: only what the first four weeks need

**Two days before**
- [ ] Accounts in {{tools.chat}}, {{tools.tracker}} and {{tools.docs}}, each expiring on the contract end date
- [ ] Marked as guest or external in {{tools.chat}} so others know
- [ ] Device decided: their own under policy, or a loaned laptop

**Day one**
- [ ] A 45-minute briefing: goals, team, how work is tracked, working hours, who approves their timesheet
- [ ] First task ready and finishable within two days
- [ ] Introduced in the team channel

**End of week one**
- [ ] A 15-minute check-in: access gaps, blockers, expectations on both sides
- [ ] Timesheet or invoice route tested with week one

**Contract end (set the reminder now)**
- [ ] Access removed on the last day, not "later"
- [ ] Handover note written; work saved in {{client.company}}'s own repositories
- [ ] Equipment returned and the final invoice approved

## Common mistakes
Accounts without expiry dates, so contractors keep access for months; no first task, so week one is spent reading; nobody approving timesheets until finance chases.`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["contractors", "onboarding", "access", "vendors"],
  },

  "Workload balancing review": {
    body: `# Workload balancing review: {{project.name}}

## Purpose
A short fortnightly check that finds who is overloaded and who has room, and moves work accordingly, before overload shows up as missed dates, mistakes or a resignation.

## When to use
Every two weeks for 30 minutes, straight after planning or in a fixed slot. Run it weekly during a crunch such as a go-live. For a team of {{team.size}}, allow about two minutes per person; above 20 people, run it per sub-team.

## Roles
- **Facilitates:** the delivery lead.
- **Attends:** team leads, or the whole team in small teams.
- **Decides moves:** the delivery lead with the product owner, who sets priority when something has to drop.
- **Confidential follow-up:** line managers, for anyone whose workload has become a wellbeing concern.

## Agenda
| Time | Item |
|---|---|
| 0–5 min | The load view: assigned work per person in {{tools.tracker}} against capacity |
| 5–10 min | Pulse results: each person's 1–5 score for "my workload was manageable" |
| 10–25 min | For each person flagged red: what can move, to whom, or what can stop |
| 25–30 min | Confirm moves and owners, and who tells the people affected |

## Steps
1. Two days before, collect the pulse score in {{tools.chat}}. The team sees only the average; named scores go to the delivery lead.
2. Build the load view: open items, estimated hours and due dates per person.
3. Flag red: anyone above 110% of capacity for two weeks running, anyone scoring 1 or 2, and anyone who is sole assignee on more than three urgent items.
4. For each red, choose one response: reassign, defer, cut scope or add help. Working late is not a response.
5. Check the receiver's load before moving work, so you don't create next fortnight's red.
6. Record the moves and tell the people affected the same day.
7. Track the number of reds over time. If it doesn't fall within three reviews, take it to the sponsor as a capacity problem, not a performance one.

## Checklist
- [ ] Load view and pulse ready before the meeting
- [ ] Every red person has a decided response
- [ ] Moves recorded in {{tools.tracker}}
- [ ] Trend of reds reviewed`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["6-20", "21-50"],
    effortMinutes: 30,
    tags: ["workload", "wellbeing", "capacity", "burnout"],
  },

  "New team member onboarding checklist": {
    body: `# New team member onboarding checklist: {{project.name}}

## Purpose
A first-week plan, tool access and a named buddy for everyone joining the project, so a new person finishes something real within five days and knows who to ask without feeling they are interrupting.

## When to use
For every employee who joins the team, including internal moves. Start it a week before the start date. External people also need the contractor onboarding checklist.

## Roles
- **Hiring lead:** owns the checklist and the first-day welcome.
- **Buddy:** a peer, not the manager, with at least three months on the team. Thirty minutes a day in week one, then twice a week for a month.
- **Workspace admin:** accounts and permissions.
- **New joiner:** ticks items off and raises gaps at the end-of-week check-in.

## Steps
**Before day one**
- [ ] Buddy named and told what is expected
- [ ] Accounts ready: email, {{tools.chat}}, {{tools.tracker}}, {{tools.docs}}, repositories or shared drives
- [ ] Equipment delivered
- [ ] Welcome message drafted for the team channel
- [ ] First task chosen: real, small, finishable in one or two days

**Day one**
- [ ] Welcome from the hiring lead (30 minutes): why the project matters to {{client.company}}, who is who, what a good first month looks like
- [ ] Tour of the tools with the buddy
- [ ] Invitations to the stand-up ({{cadence.standup}}), planning and the retrospective
- [ ] Read the project brief, the team working agreement and the glossary

**Days two to four**
- [ ] Sit in on each recurring meeting once
- [ ] Meet three to five key people for 20 minutes each, from a list the lead provides
- [ ] Start the first task with the buddy on hand

**Day five**
- [ ] First task done and shown, however small
- [ ] A 30-minute check-in with the lead: what's confusing, what's missing, any access gaps

**End of month one**
- [ ] Goals for 30, 60 and 90 days agreed
- [ ] Feedback on the onboarding itself, used to improve this list

## Common mistakes
- Accounts arriving on day three. Request them the day the offer is signed.
- A first task of "read the documentation".
- Making the manager the buddy, so every question feels like being assessed.`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["onboarding", "new-joiner", "buddy", "first-week"],
  },

  "Utilisation tracker": {
    body: `# Utilisation tracker

## Purpose
Shows billable and non-billable hours against target for each person and each week, so a services team sees early whether it is earning what it planned, and whether people are being run too hot to last.

## When to use
Weekly, from timesheets, in consultancies, agencies and internal teams that charge time back. Teams that don't record time shouldn't start timesheets just to fill this in.

## Roles
- **Maintains:** a PMO analyst or operations lead, 30–45 minutes a week once timesheets are in.
- **Submits timesheets:** everyone, by Friday 16:00; reminders go out in {{tools.chat}} on Monday morning.
- **Reviews:** line managers for their people; the head of delivery for the trend.
- **Reads:** finance, for the revenue forecast.

## Sections
**1. Definitions, agreed once in writing.**
- Available hours: contracted hours minus leave and public holidays.
- Billable: hours charged to a client such as {{client.company}}.
- Utilisation: billable ÷ available.
- Non-billable categories: sales support, internal projects, training, admin. Four or five are enough.

**2. Targets by role.** Typical ranges: delivery staff 70–80%, leads 50–65%, managers 30–50%. Targets above 85% leave no room for training, improvement or illness; treat a sustained figure above that as a risk, not a success.

**3. Weekly grid.**
| Person | Role | Available | Billable | Non-billable by category | Utilisation | Target | Variance |
|---|---|---|---|---|---|---|---|
| Kai | Consultant | 37.5 | 30 | 4 sales, 3.5 admin | 80% | 75% | +5 |

**4. Four-week rolling average.** Talk to people about this figure, never about a single week.

**5. Notes.** The reason behind any large variance: "between projects", "unbilled overrun on fixed-price work".

## Steps
1. Export timesheets from the time system each Monday.
2. Fill the grid and compute weekly and rolling figures.
3. Flag anyone 15 points under target, or above 90% for three weeks running.
4. Discuss flags with line managers. Time between projects goes to internal work or training, not waiting.
5. Share team totals monthly with finance and leadership in {{tools.docs}}.

## Checklist
- [ ] Definitions written and shared
- [ ] Targets set per role, not one number for everyone
- [ ] Rolling average used in conversations
- [ ] High utilisation treated as a risk`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["utilisation", "billable", "timesheets", "targets"],
  },
};
