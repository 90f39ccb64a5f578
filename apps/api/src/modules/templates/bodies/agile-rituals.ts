/** The bodies of the "Agile rituals" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const agileRituals: CategoryBodies<"Agile rituals"> = {
  "Daily stand-up guide": {
    body: `# Daily stand-up guide: {{project.name}}

## Purpose
A 15-minute daily check, held {{cadence.standup}}, where the team of {{project.name}} sees what moved yesterday, what will move today and what is stuck. It is for the team to coordinate, not a status report to a manager; problems are named here and solved afterwards.

## When to use
Every working day, same time, same place (or same call), starting on time even if someone is missing. Teams of up to about ten people; above that, split into sub-teams with their own stand-ups and a short joint one twice a week.

## Roles
- **Facilitator:** a team member, rotating weekly. Keeps time and stops discussions.
- **Team:** everyone doing the work speaks. The product owner attends and listens; managers and stakeholders at {{client.company}} may watch but do not speak unless asked.
- **{{consultant.name}}:** observes the first two weeks and gives the facilitator feedback afterwards.

## Steps
1. Open the board in {{tools.tracker}} on screen. Walk it from right to left (the items closest to done first), rather than person by person.
2. For each item in progress, its owner answers three questions in under a minute: what moved since yesterday, what will move today, what is in the way.
3. The facilitator writes every blocker on a visible "parking lot" with a name beside it.
4. When a discussion passes 60 seconds or involves two people, the facilitator says "parking lot" and moves on. No exceptions, including for the lead.
5. At minute 13, read the parking lot aloud: who stays behind for which topic. Everyone else leaves.
6. Blockers not solved by the end of the day are posted in {{tools.chat}} with the person who can unblock them tagged.

## Remote teams
Cameras on, the board shared by the facilitator. If time zones stretch past three hours, switch two days a week to a written stand-up in {{tools.chat}} by 10:00 local time.

## Common mistakes
Reporting effort ("I was busy with meetings") instead of progress; people waiting for their turn instead of listening; the stand-up drifting to 30 minutes because problems get solved in it.

## Checklist
- [ ] Starts on time, ends by minute 15
- [ ] Board on screen, walked right to left
- [ ] Every blocker has a name and goes to the parking lot
- [ ] Facilitator rotates weekly`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20"],
    effortMinutes: 15,
    tags: ["stand-up", "daily", "blockers", "coordination"],
  },
  "Sprint planning agenda": {
    body: `# Sprint planning agenda: {{project.name}}

## Purpose
Chooses one sprint goal and the backlog items that serve it, and leaves the team confident it can finish them. For a two-week sprint the session fits in under two hours; shorter sprints need proportionally less.

## When to use
On the first morning of each sprint ({{cadence.planning}}), straight after the previous sprint's review and retrospective. Only plan when the top of the backlog is refined; if it is not, hold a 30-minute refinement first.

## Roles
- **Product owner:** brings a proposed goal and the ordered backlog; answers questions on value and acceptance.
- **Team:** decides how much it can take on. Nobody else sets the team's commitment.
- **Scrum master or delivery lead:** facilitates and keeps time; {{consultant.name}} coaches the first three sessions.

## Agenda
| Minutes | Item |
|---|---|
| 0 to 10 | Context: the last sprint's outcome, any change in priorities at {{client.company}}, known absences |
| 10 to 25 | Capacity: available person-days (leave, training, support rota removed) and the last three sprints' velocity |
| 25 to 40 | Goal: the product owner proposes, the team challenges, the goal is written in one sentence |
| 40 to 85 | Selection and breakdown: pull items in order until capacity is reached; split each into tasks of a day or less |
| 85 to 100 | Check: read the goal and the list aloud; everyone gives a fist-of-five confidence vote |
| 100 to 110 | Close: update {{tools.tracker}}, post the goal in {{tools.chat}} |

## Rules of thumb
- Plan to about 80% of average velocity; the rest absorbs bugs and surprises.
- A vote where anyone shows two fingers or fewer means removing an item or reshaping the goal, then voting again.
- The goal should still be achievable if the bottom 20% of selected items are dropped.
- Items that do not serve the goal are allowed, but keep them under a third of the sprint.

## Common mistakes
Planning without knowing who is on leave; the product owner bringing 40 items and no goal; task breakdown skipped to save time, which turns into blockers on day three.

## Checklist
- [ ] Capacity calculated with leave removed
- [ ] Goal written in one sentence
- [ ] Confidence vote held and no one at two or below
- [ ] Sprint board updated before people leave`,
    methods: ["scrum", "hybrid"],
    teamSizes: ["1-5", "6-20"],
    effortMinutes: 110,
    tags: ["sprint-planning", "sprint-goal", "capacity", "scrum"],
  },
  "Sprint review agenda": {
    body: `# Sprint review agenda: {{project.name}}

## Purpose
Shows stakeholders the work finished this sprint, working and in their hands where possible, and collects their feedback so the product owner can adjust the backlog. It is a working session about the product, not an approval ceremony or a slide show.

## When to use
On the last day of each sprint, before the retrospective. For {{project.name}} the stakeholder review runs {{cadence.review}}; when sprints are shorter than the review rhythm, combine two sprints' work into one review. Allow 45 minutes for a two-week sprint, 60 for three or more teams.

## Roles
- **Product owner:** hosts, states the sprint goal and whether it was met, and owns the resulting backlog changes.
- **Team members:** demonstrate what they built; rotate who presents.
- **Stakeholders:** {{client.company}}'s users, sponsor and support leads. Invite people who will use the work, not only managers.
- **Note-taker:** captures every piece of feedback as a draft backlog item during the meeting.

## Agenda
| Minutes | Item | Led by |
|---|---|---|
| 0 to 5 | Sprint goal, met or not, and why | Product owner |
| 5 to 30 | Demonstrations of done items only, each followed by questions | Team |
| 30 to 38 | What is next: the top of the backlog and the likely next goal | Product owner |
| 38 to 45 | Release and budget outlook, open decisions for stakeholders | Delivery lead |

## Rules
1. Show only work that meets the definition of done. Nothing half-finished, no mock-ups presented as features.
2. Use real data or realistic test data, in the real product.
3. Prefer letting a stakeholder drive the demo to presenting at them.
4. Feedback becomes items in {{tools.tracker}} the same day, tagged with who asked; the product owner decides their order later, not in the meeting.
5. If the goal was missed, say so first and plainly. Stakeholders trust teams that report misses.

## Checklist
- [ ] Demo rehearsed once, environment checked an hour before
- [ ] Users invited, not only managers
- [ ] Feedback captured as backlog items with names
- [ ] Summary posted in {{tools.chat}} within a day`,
    methods: ["scrum", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 45,
    tags: ["sprint-review", "demo", "feedback", "stakeholders"],
  },
  "Retrospective formats": {
    body: `# Retrospective formats: {{project.name}}

## Purpose
Five tested formats for a 45-minute retrospective, so the team of {{project.name}} does not fall into the same stale questions every time. Whatever the format, the retrospective ends with one change the team will actually try, with an owner.

## When to use
Hold one {{cadence.retro}}, after the sprint review, and one at the end of each milestone. Pick the format from the team's situation, not at random, and rotate so no format is used twice in a row.

## Roles
- **Facilitator:** someone not deeply involved in the period's hardest moments; often the scrum master, another team's lead, or {{consultant.name}}.
- **Team:** everyone who did the work. Managers attend only if the team agrees.
- **Owner of the change:** one volunteer per agreed action, who reports on it at the next retrospective.

## Steps
Every format uses the same frame:
1. **Check in (5 min):** one word each on how the period felt.
2. **Review last action (5 min):** did we do it, did it help?
3. **Gather and discuss (25 min):** the format of the day.
4. **Decide (8 min):** dot-vote, three dots each; pick one change, written as "From next Monday, we will ...".
5. **Close (2 min):** put the action on the board in {{tools.tracker}}.

## Sections
| Format | Use it when | How it runs |
|---|---|---|
| Start, stop, continue | A new team or a first retrospective | Three columns, five minutes of silent writing, then clustering |
| Sailboat | The team feels stuck | Wind (helps), anchors (slows), rocks (risks ahead), island (goal) |
| Timeline | After an eventful period or an incident | Plot events day by day, mark high and low moments, discuss the lows |
| Four Ls | A calm period, to go deeper | Liked, learned, lacked, longed for |
| Mad, sad, glad | Tension in the team | Feelings first, then causes; facilitator keeps it about events, not people |

## Common mistakes
Choosing five actions and doing none; discussing things the team cannot influence for 20 minutes; skipping the review of last time's action, which teaches the team that actions do not matter.

## Checklist
- [ ] Format chosen for the situation
- [ ] Last action reviewed first
- [ ] Exactly one new action with an owner
- [ ] Notes kept in {{tools.docs}} without names attached to complaints`,
    methods: ["scrum", "kanban", "hybrid", "waterfall"],
    teamSizes: ["1-5", "6-20"],
    effortMinutes: 45,
    tags: ["retrospective", "continuous-improvement", "facilitation", "formats"],
  },
  "Sprint retrospective": {
    body: `# Sprint retrospective: {{project.name}}

## Purpose
The agenda for the retrospective that closes one sprint of {{project.name}}: 60 minutes in which the team of {{team.size}} looks back at the sprint it just finished, finds what helped and what got in the way, and leaves with one or two changes it will try in the next sprint. Use "Retrospective formats" to vary the middle part from sprint to sprint; this document is the frame around it.

## When to use
On the last day of every sprint, after the sprint review and before the next sprint planning, held {{cadence.retro}}. Hold it even when the sprint went well: a good sprint is the easiest one to learn from. For a one-week sprint, shorten it to 45 minutes.

## Roles
- **Facilitator:** the scrum master, or a team member in rotation; {{consultant.name}} facilitates the first two so the team sees the frame once before running it.
- **Team:** everyone who worked in the sprint, including testers and designers.
- **Product owner:** takes part as a team member; leaves the room for the "team only" part if the team asks.
- **Note taker:** writes the agreed actions into {{tools.tracker}} before the meeting ends.

## Steps
1. **Set the stage (5 min):** the facilitator reads the prime directive ("everyone did the best job they could with what they knew at the time") and each person says one word about the sprint.
2. **Review the last actions (5 min):** for each action agreed last time: done or not, and did it help? An action that was not done is either dropped or carried over once, not twice.
3. **Look at the facts (10 min):** the sprint goal (met or not), the burndown or flow chart from {{tools.tracker}}, items finished versus planned, the blockers raised in stand-ups, and the team's mood entries for the sprint.
4. **Gather input (15 min):** silent writing, one idea per sticky note, in three columns: what helped, what hindered, what puzzled us. Then each person reads theirs aloud and the facilitator clusters them.
5. **Find causes (10 min):** dot-vote on the clusters (three dots each); for the top one or two, ask "why" until the team reaches something it can change.
6. **Decide (10 min):** at most two actions, each written as "From next sprint, we will ...", with an owner and a way to tell whether it worked.
7. **Close (5 min):** a one-line rating of the retrospective itself (1 to 5) and what would make the next one better.

## After the meeting
Within the day, the note taker posts the actions and the summary in {{tools.chat}} and adds each action as a task on the board, so it is reviewed at step 2 next time. Keep the notes in {{tools.docs}}, without names attached to complaints.

## Common mistakes
Turning the retrospective into a status meeting; leaving with five actions; blaming people instead of looking at the way of working; skipping it because "there is nothing new"; letting the loudest person decide the actions without a vote.

## Checklist
- [ ] Sprint facts gathered before the meeting (goal, chart, finished vs planned)
- [ ] Last sprint's actions reviewed first
- [ ] Everyone wrote input before anyone discussed
- [ ] At most two actions, each with an owner
- [ ] Actions added to the board in {{tools.tracker}}
- [ ] Summary posted in {{tools.chat}} the same day`,
    methods: ["scrum", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 60,
    tags: ["retrospective", "sprint", "continuous-improvement", "facilitation"],
  },
  "Backlog refinement checklist": {
    body: `# Backlog refinement checklist: {{project.name}}

## Purpose
Keeps the top of the {{project.name}} backlog clear, sized and ready, so planning takes minutes of choosing rather than hours of discovering. Refinement is where questions get asked while there is still time to answer them.

## When to use
Once or twice a sprint for scrum teams, weekly for kanban teams; budget about 10% of the team's time. A good rhythm is a 60-minute session mid-sprint, looking at items likely to be planned in the next two sprints.

## Roles
- **Product owner:** prepares the ten to fifteen candidate items beforehand and explains the why of each.
- **Team:** asks questions, splits items and estimates. At least one developer and one tester present; the whole team for larger items.
- **Subject experts** from {{client.company}}: invited for the specific items they know, for 15 minutes, not for the whole session.

## Steps
1. Before the session, the product owner orders the candidates in {{tools.tracker}} and adds what is known.
2. For each item, read the why aloud; if nobody can explain who benefits, send it back.
3. Write or sharpen the acceptance criteria together, as testable statements.
4. Split items larger than half a sprint. Split by workflow step, by rule or by data type, not by technical layer.
5. Estimate with planning poker or T-shirt sizes; a spread of more than two sizes means a conversation, not an average.
6. Record open questions on the item with a named person and a date; post questions for people outside the team in {{tools.chat}}.
7. Mark items that pass the definition of ready as Ready.

## Checklist
- [ ] Candidates ordered before the session starts
- [ ] Each item has a why that names a user or outcome
- [ ] Acceptance criteria are testable
- [ ] No Ready item larger than half a sprint
- [ ] Open questions have an owner and a date
- [ ] Ready items cover at least the next sprint, ideally 1.5 sprints
- [ ] Items untouched for three months reviewed for deletion

## Common mistakes
Refining 40 items in one session; estimating before understanding; letting one expert dominate the estimate; refining items so far ahead that the details go stale before they are built.`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 60,
    tags: ["refinement", "backlog", "grooming", "estimation"],
  },
  "Kanban WIP policy": {
    body: `# Kanban WIP policy: {{project.name}}

## Purpose
Sets a work-in-progress limit for each column of the {{project.name}} board and says what the team does when a limit is reached. Limiting WIP shortens cycle time, exposes bottlenecks and makes the team finish work before starting more.

## When to use
When setting up a kanban board in {{tools.tracker}}, and whenever average cycle time rises for three weeks running. Review the limits at every retrospective ({{cadence.retro}}) for the first two months, then quarterly.

## Roles
- **Writes:** the team, facilitated by the delivery lead or {{consultant.name}}.
- **Approves:** the team agrees; the product owner agrees to respect the limits when adding urgent work.
- **Reads:** anyone who asks the team for work, so they understand why new work may wait.

## Sections
1. **Columns and limits.** Start with the rule of thumb: team size plus one for all the working columns together, then divide it across them. Example for a team of 5 (six items in flight; Ready is a queue with its own cap):

| Column | WIP limit | Exit policy |
|---|---|---|
| Ready | 8 | Meets the definition of ready |
| In progress | 3 | Code and tests complete, pushed for review |
| Review | 2 | Approved by a second person |
| Testing | 1 | Acceptance criteria verified |
| Done | none | Released or handed over |

2. **When a limit is reached.** Nobody pulls new work into that column. Instead, in this order: help finish an item in the full column; help the column downstream; pair on the oldest item on the board; only then pick up improvement work.
3. **Expedite lane.** One item at a time, for production incidents or legal deadlines only. The product owner decides what qualifies. If the lane is used more than twice a month, look at why.
4. **Blocked items.** Count against the limit. A blocked item older than two days is raised at stand-up ({{cadence.standup}}) and posted in {{tools.chat}}.
5. **Changing a limit.** Only at a retrospective, with data: cycle time and throughput before and after.

## Common mistakes
Limits so high they never bind; raising a limit the first time it hurts; personal WIP hidden in side lists outside the board.

## Checklist
- [ ] Every active column has a limit shown in its header
- [ ] Exit policy written per column
- [ ] Expedite rules agreed with the product owner
- [ ] Blocked items counted against limits`,
    methods: ["kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 45,
    tags: ["kanban", "wip-limits", "flow", "policy"],
  },
  "Sprint goal canvas": {
    body: `# Sprint goal canvas: {{project.name}}

## Purpose
Writes down the one goal of this sprint, why it matters now, and how the team will know at the review whether it was met. A clear goal lets the team make trade-offs mid-sprint without asking permission: anything that serves the goal wins.

## When to use
Fill it in during sprint planning ({{cadence.planning}}), in the 15 minutes after capacity is known and before items are selected. Pin it at the top of the board in {{tools.tracker}} and read it aloud at the first stand-up.

## Roles
- **Drafts:** the product owner, who brings a proposed goal to planning.
- **Agrees:** the team. A goal the team has not shaped is just a wish.
- **Reads:** stakeholders at {{client.company}}, who see it in the sprint announcement in {{tools.chat}}.

## Sections
1. **Goal, in one sentence.** An outcome, not a list of tickets. *"Returning customers can reorder a past basket on mobile."* Not: *"Finish stories 214, 215 and 219."*
2. **Why now.** One or two lines: the customer, deadline or learning this serves. *"Reorders are 40% of revenue and the peak season starts in three weeks."*
3. **How we will know.** One to three observable checks for the review. *"A test user reorders in under 30 seconds; the reorder event appears in analytics."*
4. **What we will not do.** Tempting work deliberately left out. *"No redesign of the basket page."*
5. **Risks to the goal.** The one or two things most likely to stop it, each with a first action.
6. **Items that serve it.** Links to the selected backlog items, marked as goal or non-goal.

## Rules of thumb
- One goal. Two goals means no goal; pick the one that would hurt most to miss.
- If the goal can be met with 70% of the selected items, the sprint has healthy slack.
- Mid-sprint, if the goal becomes obsolete, the product owner may cancel or reshape it; record why.

## Checklist
- [ ] Goal fits in one sentence and names an outcome
- [ ] At least one observable check
- [ ] Team agreed, not only the product owner
- [ ] Pinned on the board and shared in chat`,
    methods: ["scrum", "hybrid"],
    teamSizes: ["1-5", "6-20"],
    effortMinutes: 20,
    tags: ["sprint-goal", "sprint-planning", "focus", "scrum"],
  },
  "Team working agreement": {
    body: `# Team working agreement: {{project.name}}

## Purpose
Sets down, in the team's own words, how the team of {{project.name}} plans, decides, hands work over, communicates and asks for help. Most friction in a new team comes from unspoken assumptions about these things; writing them down turns them into something the team can change on purpose.

## When to use
In the first or second week of a new team, and again whenever more than a third of the team has changed. Revisit it at a retrospective ({{cadence.retro}}) once a quarter, or whenever someone says "but I thought we agreed".

## Roles
- **Writes:** the whole team, in a 60-minute workshop facilitated by the delivery lead or {{consultant.name}}.
- **Approves:** the team, by consensus; each line needs everyone able to live with it.
- **Reads:** new joiners on day one, and partners at {{client.company}} who work closely with the team.

## Steps
1. Explain the aim: agreements about behaviour, not values. "We are respectful" is a value; "we reply to direct messages within four working hours" is an agreement.
2. Silent writing, ten minutes: each person writes proposals for the sections below on sticky notes.
3. Cluster per section and discuss; keep only items everyone can accept.
4. Word each item as an observable behaviour, with a number where possible.
5. Limit to 10 to 15 items in total. Publish in {{tools.docs}} and pin it in {{tools.chat}}.

## Sections
- **Core hours and availability:** *"Everyone is reachable 10:00 to 15:00 local time; stand-up is {{cadence.standup}}."*
- **Communication:** *"Urgent means a call, not a chat message. Decisions made in chat are copied to the decision log."*
- **Planning and estimation:** *"The people doing the work estimate it."*
- **Decisions:** *"Technical decisions by the people doing the work; anything over two days of impact goes to the lead."*
- **Handovers and reviews:** *"Reviews are picked up within one working day."*
- **Asking for help:** *"Stuck for more than an hour, ask in the team channel."*
- **Disagreement:** *"We disagree in the meeting, not after it."*

## Checklist
- [ ] Every item is a behaviour someone could observe
- [ ] Everyone in the team took part
- [ ] Published and pinned
- [ ] Review date set`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20"],
    effortMinutes: 60,
    tags: ["working-agreement", "team-norms", "collaboration", "onboarding"],
  },
  "Demo script": {
    body: `# Demo script: {{project.name}}

## Purpose
A short script for showing the work of {{project.name}} to {{client.company}}'s stakeholders or users without surprises: no broken logins, no five-minute hunts for test data, no feature shown that turns out not to be finished. A scripted demo takes half the time of an improvised one and gets better feedback.

## When to use
For every sprint review, client demo or steering presentation that includes live software. Write it the day before; for client-facing demos, rehearse it once end to end.

## Roles
- **Writes:** the person presenting, usually the team member who built the feature.
- **Reviews:** the product owner checks the story and the order; the tester checks the data and environment.
- **Audience:** stakeholders, users and the sponsor.

## Sections
1. **Audience and aim** (one line): who is in the room and what you want from them. *"Support leads; we want to know if the new search replaces their spreadsheet."*
2. **Setup**: environment URL, test accounts, data to load, browser tabs open in order, notifications off. Check everything an hour before.
3. **Story**: frame the demo as a user doing a real task, not a tour of screens. *"Maria, a support agent, gets a call about a late delivery..."*
4. **Steps**: numbered clicks and what to say at each, three to seven steps per feature. Mark the moment that shows the value.
5. **Known limits**: what is not finished and will not be shown. Say it before someone asks.
6. **Questions to ask**: two or three specific ones. *"Would you use this instead of the spreadsheet tomorrow? What is missing?"*
7. **Fallback**: a recorded video or screenshots in {{tools.docs}} if the environment fails.

## Rules of thumb
- Five to eight minutes per feature, including questions.
- Never demo on production data containing personal information.
- Stop talking after each step and let the audience react.
- Collect feedback into {{tools.tracker}} the same day.

## Checklist
- [ ] Environment and accounts checked an hour before
- [ ] Story follows a real user task
- [ ] Limits stated up front
- [ ] Fallback recording ready
- [ ] Feedback questions written`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["demo", "sprint-review", "presentation", "stakeholders"],
  },
  "Story mapping workshop": {
    body: `# Story mapping workshop: {{project.name}}

## Purpose
Lays out the user's journey through {{project.name}} as a map of activities and stories, then slices it horizontally to find the smallest release worth shipping. It replaces a flat backlog, where everything looks equally important, with a picture everyone can point at.

## When to use
At the start of a new product or a large feature, before the release plan is written, and again when a release is at risk and scope must be cut. Allow three hours for a first map; a re-slice takes about an hour.

## Roles
- **Facilitator:** {{consultant.name}} or the delivery lead; keeps the map at the user's level, not the system's.
- **Product owner:** decides where the release lines fall.
- **Participants:** five to eight people: developers, a designer, a tester and two or three real users or frontline staff from {{client.company}}.

## Agenda
| Time | Item |
|---|---|
| 0:00 to 0:15 | The user and the goal: who we map for, what success means for them |
| 0:15 to 0:45 | Backbone: the user's activities left to right, as verbs ("find a product", "pay", "track delivery") |
| 0:45 to 1:45 | Stories under each activity, most essential at the top; everyone writes in silence, then walks the map |
| 1:45 to 2:00 | Break |
| 2:00 to 2:40 | Slicing: draw the first release line: the thinnest path through every activity that delivers the goal |
| 2:40 to 3:00 | Name the releases, list open questions and owners |

## Rules of thumb
- The first slice must cross the whole backbone. A release that only covers "find a product" and not "pay" is not shippable.
- Each story under the first line should be questioned: could the user manage without it for a month?
- Expect the first release to hold 20 to 30% of the stories on the map.
- Photograph the wall or work in a shared whiteboard, then transfer the slices to {{tools.tracker}} as releases or epics within two days.

## Checklist
- [ ] Real users or frontline staff took part
- [ ] Backbone written as user activities
- [ ] First release crosses every activity
- [ ] Map saved in {{tools.docs}} and linked from the backlog
- [ ] Open questions have owners`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 180,
    tags: ["story-mapping", "workshop", "mvp", "release-planning"],
  },
  "Weekly planning agenda": {
    body: `# Weekly planning agenda: {{project.name}}

## Purpose
A 30-minute Monday meeting in which a small team picks the week's priorities, checks who is available and names what must not slip. It gives teams of two to eight people most of the benefit of sprint planning with a fraction of the ceremony.

## When to use
Every Monday morning, before other meetings fill the day. Suits small teams working from a kanban board or a simple task list in {{tools.tracker}}, and teams doing client work where priorities shift weekly. If the team grows beyond eight, move to formal sprint planning or split.

## Roles
- **Lead (rotating or fixed):** runs the meeting and keeps it to 30 minutes.
- **Everyone on the team:** brings their availability and their top unfinished item.
- **Client contact:** on client work, {{client.name}} at {{client.company}} may join the first 10 minutes every other week to confirm priorities.

## Agenda
| Minutes | Item |
|---|---|
| 0 to 5 | Last week: what shipped, what did not and why (one line each, no debate) |
| 5 to 10 | Availability: leave, meetings, support duty; total person-days this week |
| 10 to 20 | Priorities: pick the week's top three outcomes in order; check each fits capacity |
| 20 to 25 | Owners and deadlines: one owner per outcome; anything due this week is named with its day |
| 25 to 30 | Risks and asks: what could derail the week, what we need from others |

## Rules of thumb
- Three priorities, not ten. Anything else is done only after them.
- Plan about 60% of available time; small teams lose the rest to interruptions.
- Write the three priorities in {{tools.chat}} straight after the meeting and pin the message for the week.
- On Friday, a two-line check in the same thread: done or not, and why.

## Common mistakes
Turning it into a status round; accepting priorities without owners; planning work for someone who is away.

## Checklist
- [ ] Started by 10:00 on Monday
- [ ] Availability counted before priorities chosen
- [ ] Three priorities, each with one owner
- [ ] Posted and pinned in chat`,
    methods: ["kanban", "hybrid"],
    teamSizes: ["1-5", "6-20"],
    effortMinutes: 30,
    tags: ["weekly-planning", "priorities", "small-team", "meeting"],
  },
};
