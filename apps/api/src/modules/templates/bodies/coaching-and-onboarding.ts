/** The bodies of the "Coaching and onboarding" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const coachingAndOnboarding: CategoryBodies<"Coaching and onboarding"> = {
  "Project management glossary": {
    body: `# Project management glossary: {{project.name}}

## Purpose
Plain definitions of the words people will hear in their first month on the project, so newcomers and {{client.company}} staff new to structured project work can follow meetings, and everyone uses each word in the same sense.

## When to use
Give it to every new joiner on day one and link it from the project page in {{tools.docs}}. Add a term whenever someone asks "what does that mean?" in a meeting; when one person asks, others were wondering too.

## Roles
- **Writes the first version:** {{consultant.name}}.
- **Maintains:** the delivery lead or the PMO.
- **Contributes:** anyone, by suggesting a term in {{tools.chat}}.
- **Reads:** new joiners, client staff, stakeholders.

## Sections
Each entry has the term, a plain definition in one or two sentences, an example from this project, and "not to be confused with" where it helps. Stop at 30–40 terms; beyond that nobody reads it.

A starting set:

| Term | Plain meaning | Example |
|---|---|---|
| Backlog | The ordered list of work we might do; the top comes next | In the backlog means agreed as an idea, not promised |
| Sprint | A fixed period, often two weeks, with one goal | Sprint 7 runs from the 3rd to the 14th |
| Stand-up | A 15-minute check on progress and blockers ({{cadence.standup}}) | Not a status report to a manager |
| Milestone | A date by which something important must be true | Data migrated by 30 June |
| Risk and issue | A risk might happen; an issue already has | Supplier may be late; supplier is late |
| Scope creep | Work added without agreeing its cost | "While you're at it, could you also…" |
| Definition of done | Checks every item passes before it counts as finished | Includes review and testing |
| WIP limit | The most items allowed in one stage at once | Three in review |
| Sponsor | The senior person who funds the project and takes the big decisions | Approves budget changes |
| RAG status | Red, amber or green health rating | Amber: at risk, being watched |
| Retrospective | A regular meeting to improve how we work ({{cadence.retro}}) | Ends with one agreed change |

Put terms from {{industry}} and {{client.company}}'s own acronyms in a second table.

## Checklist
- [ ] Definitions use no other jargon
- [ ] Each term has an example from the project
- [ ] Client acronyms included
- [ ] Linked from onboarding`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["glossary", "terminology", "onboarding", "basics"],
  },

  "How to write a good task": {
    body: `# How to write a good task

## Purpose
A one-page guide to writing tasks in {{tools.tracker}} that anyone on the team can pick up and finish without a conversation: a clear title, the outcome wanted, one owner, a due date when there is a real one, and a size. Good tasks are the cheapest way to cut status meetings.

## When to use
When setting up the tracker for {{project.name}}, during onboarding, and as a reference in refinement and planning. Also as a quick fix when the board fills with cards called "Follow-up" or "Look into thing".

## Roles
- **Writes tasks:** anyone. Whoever creates a task makes it clear enough to be understood without them.
- **Owns the standard:** the delivery lead, who gently sends unclear tasks back.
- **Coaches:** {{consultant.name}} in the first weeks, by rewriting a few real tasks together with the team.

## Steps
1. **Title: a verb, an object and a specific detail,** in about ten words or fewer.
   - Weak: "Invoices". Better: "Fix the VAT rounding error on March invoices".
   - Weak: "Meeting with finance". Better: "Agree the month-end cut-off date with finance".
2. **Outcome: what is true when it is done,** in one or two sentences. "March invoices show VAT to two decimal places and match the ledger total."
3. **Owner: one person.** Two names means nobody. If it needs several people, split it or name the one who drives it.
4. **Due date only when a real date exists:** a meeting, a client promise, a dependency. Invented dates teach people to ignore all dates.
5. **Size: finishable in one to three days.** If it's bigger, split it by outcome rather than by activity. "Export for one warehouse" then "for all warehouses" splits well; "design", "build", "test" splits badly.
6. **Context as links, not paragraphs:** the specification in {{tools.docs}}, the client's email, the thread in {{tools.chat}}.
7. **Acceptance criteria** for anything someone else will check.

## Common mistakes
Tasks that are really projects ("Launch the portal"); tasks that are really reminders ("Think about pricing"); updates written in the title instead of in a comment.

## Checklist
- [ ] Title starts with a verb
- [ ] Someone new could do it without asking
- [ ] Exactly one owner
- [ ] Finishable in three days or less
- [ ] Done state written down`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 15,
    tags: ["tasks", "writing", "tracker", "examples"],
  },

  "Project lead's first-week guide": {
    body: `# Project lead's first-week guide: {{project.name}}

## Purpose
What a new project lead does from day one to day five, step by step, so they take hold of the work quickly, learn before changing anything, and finish the week with a clear view of where the project stands and what they will do first.

## When to use
When someone takes over a running project, or starts a new one at {{client.company}}. Read it the week before starting; the sponsor or outgoing lead has the day-one materials ready.

## Roles
- **New project lead:** follows the guide and writes the day-five summary.
- **Sponsor:** meets them on day one and agrees the day-five summary.
- **Outgoing lead, if there is one:** one handover session, then available for questions during the week.
- **{{consultant.name}}:** a 30-minute check-in on day three.

## Steps
**Day 1: orient**
1. Meet the sponsor for 45 minutes: why the project exists, what success looks like, what worries them, which decisions are coming.
2. Get access to {{tools.tracker}}, {{tools.docs}} and the team channels in {{tools.chat}}.
3. Read the charter or brief, the current plan and the last three status reports.

**Day 2: listen**
4. Spend 20–30 minutes one to one with each core team member. Ask what is going well, what is in their way, and what they would change first. Take notes and promise nothing yet.
5. Attend the stand-up ({{cadence.standup}}) as an observer.

**Day 3: look at the evidence**
6. Walk the board: what is in progress, how old it is, what is blocked.
7. Read the risk and issue logs; check that the top five risks have owners and recent updates.
8. Compare budget and actuals with finance.

**Day 4: meet outwards**
9. Introduce yourself to {{client.company}}'s lead and two or three key stakeholders, and ask how they judge the project today.
10. Find the next milestone and the three things that decide whether it is met.

**Day 5: summarise**
11. Write one page: your honest status colour, the top three risks, the three things you will do in the next 30 days, and what you need from the sponsor.
12. Go through it with the sponsor and agree what is shared with the team.

## Common mistakes
Reorganising the board on day two; judging the team by the last status report; skipping the client because "the previous lead knew them".

## Checklist
- [ ] Met every core team member one to one
- [ ] No big changes before day five
- [ ] Day-five summary agreed with the sponsor
- [ ] First 30 days of actions entered in {{tools.tracker}}`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["project-lead", "first-week", "onboarding", "handover"],
  },

  "Meeting facilitation guide": {
    body: `# Meeting facilitation guide

## Purpose
How to run a meeting on {{project.name}} that starts on time, stays on topic and ends with decisions and owners: the facilitator's techniques before, during and after, including what to say when the discussion drifts.

## When to use
Before running your first planning session, review, workshop or steering meeting. Coaches use it with leads who are new to facilitation; practise one technique at a time rather than all of them at once.

## Roles
- **Facilitator:** runs the process (time, participation, reaching a decision). Ideally not the person with the strongest view on the topic.
- **Decision owner:** decides if the group can't agree; named before the meeting.
- **Note-taker:** records decisions and actions, not the discussion.
- **Participants:** prepare, and speak to the topic.

## Steps
**Before**
1. Write the outcome as a sentence: "We leave with an agreed launch date." If you can't, you may not need a meeting.
2. Invite only people who decide, contribute or must hear it first-hand. Above eight people, discussion suffers.
3. Send the agenda and pre-read a day ahead.

**Opening, first three minutes**
4. Start on time even if people are missing; by the third meeting they will arrive on time.
5. State the outcome, the agenda, the end time and who decides.

**During**
6. Keep a visible parking list for off-topic points: "That matters. I'll park it and we'll find it a home at the end."
7. Balance voices. Invite quieter people by name, give everyone a minute to write before discussing, go round the room.
8. When the talk circles, summarise: "I'm hearing two options, A and B. What would help us choose?"
9. Test agreement with fist-to-five (0 blocks, 5 fully supports). Anyone at 0–2 says what would bring them to 3.
10. Call the time aloud: "Ten minutes left on this item."

**Closing, last five minutes**
11. Read back decisions and actions with owners and dates.
12. Sort the parking list: next meeting, an owner, or dropped.
13. Finish early if you're done.

**After**
14. Post notes in {{tools.chat}} within a day; actions go into {{tools.tracker}}.

## Common mistakes
- Facilitating and arguing your own position at the same time.
- Letting the most senior person speak first, so everyone anchors on their view.
- Overrunning. Ending on time is a promise to everyone's next meeting.

## Checklist
- [ ] Outcome sentence written
- [ ] Decision owner named
- [ ] Decisions read back before the close`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["facilitation", "meetings", "decisions", "skills"],
  },

  "Estimation basics": {
    body: `# Estimation basics

## Purpose
Teaches the team on {{project.name}} to estimate in ranges rather than single numbers, to write down the assumptions behind each estimate, and to know when an estimate must be redone, so the dates {{client.company}} hears carry honest uncertainty and bring fewer surprises.

## When to use
In onboarding for anyone who will give estimates, before the first planning session, and whenever estimates keep missing in the same direction. Record the results in the estimation worksheet.

## Roles
- **Estimators:** the people who will do the work. Managers don't estimate other people's work.
- **Facilitator:** the delivery lead, who asks for ranges and assumptions.
- **Users of estimates:** the product owner and sponsor, who commit to dates from the upper part of the range.
- **Coach:** {{consultant.name}}, for the first few estimating sessions.

## Steps
1. **Break the work down** into pieces of one to five days. Big, vague blocks are where estimates go wrong.
2. **Estimate each piece as a range:** how long if things go well, and if they go badly but not disastrously. "Three to six days", not "four days".
3. **Write the assumptions** beside it: "Assumes the API is documented and test data exists."
4. **Estimate separately, then compare,** with two or three people. A wide gap means someone understands the scope differently; talk it through rather than averaging.
5. **Add up with care.** Adding every worst case overstates and adding every best case is fantasy. Sum the midpoints for a likely total, then add a buffer of about a third of the combined spread before committing.
6. **Check history.** Look up similar finished work in {{tools.tracker}}. If last time's "two weeks" took five, say so.
7. **Give the range and your confidence:** "Likely mid-May; 80% confident of finishing before 31 May."
8. **Re-estimate** when an assumption proves false, when scope changes, when a quarter of the way through you are more than 20% off, and at each planning session ({{cadence.planning}}) for work not yet started.

## Rules of thumb
- Anything over ten days is a guess; split it.
- Count review, testing and rework, the parts people forget.
- Story points and hours both work; mixing them doesn't.
- An estimate is not a promise. The accountable person makes the commitment, using the estimate.

## Checklist
- [ ] Every estimate is a range
- [ ] Assumptions written down
- [ ] Checked against past work
- [ ] Re-estimation triggers agreed`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["estimation", "forecasting", "ranges", "planning"],
  },

  "Agile primer": {
    body: `# Agile primer

## Purpose
Explains the four things people meet first in agile work (sprints, boards, backlogs and retrospectives) in a short page each, in plain words, so people at {{client.company}} who are new to it can take part from their first week on {{project.name}} and know why each piece exists.

## When to use
Before a team's first sprint, in onboarding, and for stakeholders who will attend reviews. Read it in 15 minutes, then discuss it for 30 with {{consultant.name}} or the delivery lead.

## Roles
- **Presents:** the delivery lead or agile coach.
- **Reads:** new team members, product owners new to the role, client stakeholders.
- **Maintains:** the PMO, so the primer matches how this team really works.

## Sections
**1. Sprints.** A fixed timebox, often two weeks, in which the team commits to one goal and the work that serves it. Planning ({{cadence.planning}}) opens it; a review with stakeholders and a retrospective close it. The scope inside a sprint is protected: new requests wait for the next one unless the product owner swaps something out. Kanban teams have no sprints and pull work continuously; the other three ideas still apply.
Often misunderstood: a sprint is not a deadline to meet by working late. Unfinished work goes back to the backlog.

**2. Boards.** A picture of the workflow in {{tools.tracker}}, with columns such as Ready, In progress, In review and Done, and a card for each item. Anyone can see what is happening without asking. WIP limits, such as no more than three cards in review, stop the team starting more than it finishes.
Often misunderstood: the board helps the team manage its own work; it is not for managers to count activity.

**3. Backlogs.** One ordered list of everything the team might build, owned by the product owner. The top is detailed and ready; the bottom is rough ideas. The order matters more than any priority label.
Often misunderstood: being in the backlog is not a promise it will be built.

**4. Retrospectives.** A regular team meeting ({{cadence.retro}}) of 45–60 minutes to look at how the team works and choose one or two changes to try next. People must feel safe to speak; what is said stays in the room.
Often misunderstood: a retrospective that lists complaints but agrees no change has not done its job.

## Checklist
- [ ] Read before the first sprint
- [ ] Discussed with the team, not only sent round
- [ ] Adjusted to the team's real rhythm and tools`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["agile", "scrum", "kanban", "primer"],
  },

  "Coaching session log": {
    body: `# Coaching session log: {{project.name}}

## Purpose
Records each coaching session (topics, agreed actions, progress on last time's actions) so coaching has continuity, the person coached can see how far they have come, and {{consultant.name}} and {{client.company}} can judge whether it is paying off.

## When to use
For every coaching session, typically 45–60 minutes every one or two weeks, whether coaching a project lead, a product owner or a whole team. Fill it in together during the last ten minutes.

## Roles
- **Writes:** the person being coached, with the coach. Writing it themselves makes the commitments theirs.
- **Coach ({{consultant.name}} or an internal coach):** checks that actions are specific.
- **Reads:** only the coach and the person coached, by default. A monthly summary of themes, never details, may go to the sponsor if agreed at the start.

## Sections
**Header.** Date, session number, names, length.

**1. Coaching goals,** set in the first session and revisited every sixth. "Run planning sessions that end on time with a committed sprint goal." "Raise risks with the sponsor before they become issues."

**2. Last session's actions.** Done, partly done or not done, and what was learned. "Timeboxed refinement to 45 minutes: worked twice, overran when the product owner was absent."

**3. Today's topics.** Brought by the person coached; one or two, not five. "Pushing back on a senior stakeholder who adds scope mid-sprint."

**4. Insights,** in their own words: what they now see differently.

**5. Actions.** Two or three, specific and small enough for the next fortnight, each with a date. "Before Thursday's planning, agree with the product owner which two items can be swapped out if new work arrives."

**6. Progress.** The person coached scores progress towards each goal from 1 to 10; the trend across sessions matters more than any one score.

**7. Support needed.** From whom and for what, such as the sponsor's backing for a change.

## Steps
1. Open the previous log at the start of the session.
2. Spend the first ten minutes on last session's actions.
3. Finish with the log filled in, stored in a private folder in {{tools.docs}}.

## Checklist
- [ ] Actions specific and dated
- [ ] Progress scored every session
- [ ] Confidentiality agreed at the start`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 15,
    tags: ["coaching", "log", "actions", "development"],
  },
};
