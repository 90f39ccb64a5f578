/** The bodies of the "Communication and meetings" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const communicationAndMeetings: CategoryBodies<"Communication and meetings"> = {
  "Communication plan": {
    body: `# Communication plan: {{project.name}}

## Purpose
Settles, once, who hears what about {{project.name}}, through which channel, how often and from whom, so nobody learns about a slipped date in a corridor and the team stops answering the same question in five places.

## When to use
Write it in the first two weeks after {{project.startDate}}, once the stakeholder map exists. Revisit it at each phase change, when a stakeholder joins or leaves, and whenever someone says "nobody told me".

## Roles
- **Writes:** the delivery lead, with {{consultant.name}} reviewing the first version.
- **Approves:** the sponsor, who confirms the audiences and how often each hears from the project.
- **Reads:** everyone who appears in the table, plus {{client.company}}'s lead for anything client-facing.

## Sections
1. **Audiences.** One row per group, not per person, unless someone has a distinct need. Example: "Steering group (sponsor, finance director, head of operations)".
2. **What they need.** The decision or information they act on, not everything you could tell them. Example: "Budget position and decisions due in the next month."
3. **Channel and format.** Pick the lightest channel that works: {{tools.chat}} for day-to-day, email for anything that needs a record, {{tools.docs}} for reference, a meeting only when discussion is needed.
4. **Frequency and timing.** Tie it to rhythms that already exist: "after each stakeholder review ({{cadence.review}})", "every Friday by 15:00".
5. **Sender.** One named owner per row. Shared ownership means nobody sends it.
6. **Feedback route.** How each audience asks a question or raises a concern, and the reply time: one working day in chat, three for email.

| Audience | Needs | Channel | When | From |
|---|---|---|---|---|
| Team of {{team.size}} | Priorities, blockers | {{tools.chat}} and stand-up | {{cadence.standup}} | Delivery lead |
| Sponsor | Health, decisions needed | One-page email | Weekly, Friday | Delivery lead |
| {{client.company}} users | What changes for them, and when | Newsletter item | Two weeks before each release | Product owner |

## Common mistakes
- A row for every conceivable audience. Eight to ten rows is plenty for most projects under 50 people.
- Promising a weekly update nobody has time to write. Lower the frequency before you miss one.
- Filing the plan after week two. Link it in the topic of the project's {{tools.chat}} channel so it stays in sight.

## Checklist
- [ ] Every stakeholder on the map appears in at least one row
- [ ] Each row has exactly one sender
- [ ] The sponsor has approved audiences and frequencies
- [ ] A review date is set for the next phase change`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["communication", "stakeholders", "channels", "cadence"],
  },

  "Meeting agenda and minutes": {
    body: `# Meeting agenda and minutes: {{project.name}}

## Purpose
One page that does two jobs. Before the meeting it tells people why they are coming and what will be decided; afterwards it records the decisions, the actions and their owners, so the same meeting does not have to happen twice.

## When to use
Any meeting of three or more people that is expected to decide something. Stand-ups and socials don't need it. Send the agenda at least 24 hours ahead and publish the minutes within one working day.

## Roles
- **Chair** (usually the delivery lead): writes the agenda, keeps time, closes each item with a decision or an owner.
- **Note-taker:** someone other than the chair; rotate the job each meeting.
- **Attendees:** read the pre-read before arriving; if they can't come, they send apologies and their input in writing.
- **Readers:** anyone absent, and the sponsor for steering-level meetings.

## Agenda
Header: meeting name, date, length, chair, note-taker, attendees, link to the pre-read in {{tools.docs}}.

Goal of the meeting in one sentence, for example: "Agree the cut-over date for the billing migration."

| Time | Item | Owner | Outcome wanted |
|---|---|---|---|
| 0–5 min | Last meeting's actions: done or re-dated | Chair | Status only, no discussion |
| 5–25 min | Cut-over date options | Tech lead | Decision |
| 25–40 min | Training plan for {{client.company}} staff | Product owner | Input; owner named |
| 40–45 min | Read back decisions and actions | Note-taker | Agreed aloud |

Rules of thumb: no more than three substantial items in 45 minutes. Mark each item decide, discuss or inform, and move "inform" items into a written update wherever they fit there.

## Sections
The minutes, filled in during the meeting:
1. **Decisions,** each a sentence anyone could act on: "Cut-over moves to 14 March; the finance freeze starts 10 March."
2. **Actions:** what, who, by when, one owner each. "Send the revised training schedule — Priya — Thursday."
3. **Parked items:** raised but not for this meeting, and where they will go next.
4. **Leave out** the discussion itself. Minutes are not a transcript.

Post the minutes in {{tools.chat}}, file them in {{tools.docs}}, and copy the actions into {{tools.tracker}} so they are followed up with the rest of the work.

## Checklist
- [ ] Agenda sent 24 hours ahead, with the goal stated
- [ ] Each item marked decide, discuss or inform
- [ ] Note-taker named before the meeting starts
- [ ] Minutes published within one working day
- [ ] Actions copied into {{tools.tracker}}`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["meetings", "agenda", "minutes", "decisions"],
  },

  "Stakeholder update email": {
    body: `# Stakeholder update email: {{project.name}}

## Purpose
A short written update that a busy stakeholder can read in under two minutes and still know whether {{project.name}} is on track, what happened, what comes next and what is being asked of them.

## When to use
Weekly, or after each stakeholder review ({{cadence.review}}), for people who don't attend the team's meetings: department heads, {{client.company}}'s lead, finance. The steering group gets the steering pack; the team gets {{tools.chat}}.

## Roles
- **Writes:** the delivery lead, in about 20 minutes, from the board in {{tools.tracker}}.
- **Checks:** the product owner, for anything that changes scope or dates.
- **Reads:** the named stakeholders; the sponsor is always copied.

## Sections
**Subject line:** project, week, status in a word. "{{project.name}}, week 12, Amber: test environment late".

**1. Headline (two sentences at most).** The one thing to know. "Integration testing starts a week late because the test environment arrived on Tuesday. The go-live date holds if data migration finishes by 28 May."

**2. Status.** Green, amber or red with a line of why. Red means the agreed date, budget or scope will be missed without a decision; amber means it might be.

**3. Done since last time.** Three to five bullets, outcomes not activities: "Payroll export signed off by finance", not "worked on payroll export".

**4. Next two weeks.** Three bullets, each with a date.

**5. Asks.** What you need, from whom, by when. With no ask, write "No asks this week": it tells readers they can stop there.

**6. Links.** Board, plan and risk log in {{tools.docs}}. No attachments.

## Tips
- Put an urgent ask in the subject line: "Decision needed by Thursday".
- Keep the same order every time; readers learn where to look.
- Don't soften bad news into amber. A surprise red next week costs more trust than an honest red today.
- 200 words is a good ceiling.

## Checklist
- [ ] Status colour matches the definitions above
- [ ] Every ask has a name and a date
- [ ] Sent on the same day and at the same time each week`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["email", "stakeholders", "status", "update"],
  },

  "Asynchronous update template": {
    body: `# Asynchronous update template: {{project.name}}

## Purpose
A written stand-up that replaces or supplements the live one. Each person posts the same four short lines, so the team keeps a shared picture of the work without a meeting that half of it joins at 7 a.m. or 9 p.m.

## When to use
- The team spans more than four hours of time zones.
- The live stand-up ({{cadence.standup}}) keeps overrunning, or makers want fewer interruptions.
- Part-time or contract members can't attend at a fixed time.

Keep at least one live touchpoint a week; fully written teams drift apart.

## Roles
- **Everyone on the team** posts once per working day (or on agreed days) before 10:00 local time.
- **The delivery lead** reads every post by midday in the earliest time zone, and answers or arranges help for each blocker within four working hours.
- **The product owner** scans the posts for scope questions.

## Steps
1. Create a daily thread or a dedicated channel in {{tools.chat}}; pin this template at the top.
2. Each person posts under four headings:
   - **Yesterday:** outcomes, linked to items in {{tools.tracker}}. "Finished #412, invoice PDF layout."
   - **Today:** one to three items, in order.
   - **Blocked or need:** who you need and by when. "Need API keys from Sam by Wednesday."
   - **FYI (optional):** leave, a risk, something useful you found.
3. Keep it under 80 words. Link rather than explain.
4. Reply in the thread, not with new posts.
5. A blocker still open after one day goes to the next live meeting or a 15-minute call, arranged by the delivery lead.
6. At each retrospective ({{cadence.retro}}), ask whether the updates are still read and useful, and trim whatever isn't.

## Common mistakes
- Listing activity ("meetings, emails") instead of outcomes.
- Nobody reacting. If the delivery lead doesn't respond, people stop posting within two weeks.
- Letting the thread become a debate. Anything past three replies moves to a call.

## Checklist
- [ ] Template pinned in {{tools.chat}}
- [ ] Posting deadline agreed for each time zone
- [ ] One named person answers blockers within four working hours`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 10,
    tags: ["async", "standup", "remote", "time-zones"],
  },

  "Escalation email": {
    body: `# Escalation email: {{project.name}}

## Purpose
Puts a problem the team cannot solve in front of the person who can, with enough information to decide in one reading: what happened, what it affects, the options, and the date after which the choices narrow.

## When to use
When an issue exceeds the team's authority (a date, budget or scope threshold in the escalation path), or when a blocker has been open more than three working days despite follow-up. Escalating is part of the process, not a complaint about someone; write it that way.

## Roles
- **Writes:** the delivery lead, or {{consultant.name}} for issues between {{client.company}} and the delivery team.
- **Checks before sending:** the product owner or a peer, for facts and tone (ten minutes).
- **Decides:** the named recipient, usually the sponsor.
- **Copied:** the people whose work the options affect. Never copy someone in to shame them.

## Sections
**Subject:** "Decision needed by [date]: [problem in six words]", for example "Decision needed by Fri 12 Apr: vendor API delay".

1. **The problem, in two or three sentences,** with dates. "The payment vendor has moved its API release from 1 April to 29 April. We learned this on 8 April."
2. **Impact,** in the currency the reader cares about: days, money, customers, risk. "Go-live moves from 15 April to 6 May unless we change approach; parallel running costs about four team-days a week."
3. **What we have tried,** in one line, so the reader doesn't suggest it back.
4. **Options,** two or three, each with its cost. Always include accepting the delay.
   - A: launch without card payments and add them in May; three days of rework.
   - B: use the vendor's old API; six days, plus debt to remove by Q3.
   - C: accept 6 May.
5. **Recommendation:** the option and why, in one or two sentences.
6. **Decision needed by** a date, with the reason: "after Friday, option A is no longer possible".

Record the decision in the decision log in {{tools.docs}} and announce it in {{tools.chat}}.

## Checklist
- [ ] The subject names the decision and the date
- [ ] The impact is quantified
- [ ] At least two options and a recommendation
- [ ] Under 300 words; detail linked, not pasted`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["escalation", "email", "decisions", "issues"],
  },

  "Steering committee pack": {
    body: `# Steering committee pack: {{project.name}}

## Purpose
The pre-read and short slide set for a steering meeting whose job is to take decisions. If the committee leaves having only heard a status update, the pack has failed; that update could have been an email.

## When to use
Before every steering meeting, usually monthly or at each stage gate. Send the pack three working days ahead so members can read it and raise questions beforehand.

## Roles
- **Prepares:** the delivery lead, with {{consultant.name}} shaping the decisions page.
- **Approves the pack:** the sponsor, who sees it the day before it goes out and chairs the meeting.
- **Reads:** the steering members, including {{client.company}}'s lead and the finance representative.
- **Minutes:** a PMO analyst, who updates the decision log within 24 hours.

## Sections
Six slides or four pages at most; everything else goes in an appendix.

1. **Decisions requested, first.** Each with options, a recommendation and the cost of deferring. "Approve £18k to extend the test contractor by six weeks. Deferring moves go-live by a month."
2. **Overall health.** Red, amber or green for scope, schedule, budget, quality and people, each with a one-line reason and the trend since last month.
3. **Milestones.** Planned and forecast dates for the next three to five. Call out any forecast that moved more than five working days.
4. **Budget.** Approved, spent, committed and forecast at completion; flag a variance above 10%.
5. **Top risks and issues.** Five at most, each with its owner and current action; link the full register in {{tools.docs}}.
6. **Last meeting's decisions:** which were carried out and which are stuck.

## Agenda
| Time | Item |
|---|---|
| 0–5 min | Actions from the last meeting |
| 5–35 min | Decisions requested, one at a time |
| 35–50 min | Risks that need the committee's help |
| 50–60 min | Read back decisions and owners |

## Common mistakes
Burying the decisions on the last slide; presenting the pack line by line when members have read it; letting numbers differ from the finance report.

## Checklist
- [ ] The decisions page comes first
- [ ] Sent three working days before the meeting
- [ ] Every figure reconciles with {{tools.tracker}} and the finance report
- [ ] Decision log updated within 24 hours`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["steering", "governance", "decisions", "pre-read"],
  },

  "All-hands update outline": {
    body: `# All-hands update outline

## Purpose
A running order for a monthly all-hands at {{client.company}} where people hear, in under an hour, which projects moved, what the priorities for the next month are and why, and where they can ask questions in the open.

## When to use
Monthly, once not everyone can see the whole portfolio: usually from about 20 people upward. Below that, a team lunch does the same job. After a major change of direction, run a shortened version within a week of the decision.

## Roles
- **Owner and host:** the head of delivery or the PMO lead, who builds the running order a week ahead.
- **Presenters:** two to four project leads, five minutes each, chosen for what changed rather than by rota.
- **Approves:** the executive sponsor signs off the priorities slide.
- **Audience:** everyone; the recording goes to {{tools.chat}} for people who can't attend.

## Agenda
| Time | Item | Who | Notes |
|---|---|---|---|
| 0–5 min | Why we're here; last month in three numbers | Host | Projects delivered, one customer measure, new joiners |
| 5–12 min | Next month's priorities and what we stopped | Sponsor | Name at least one thing deprioritised |
| 12–30 min | Three project spotlights of five minutes | Project leads | Outcome, what it means for others, what's next |
| 30–35 min | Recognition | Host | Named people, specific work |
| 35–45 min | Open questions | Sponsor and host | Including anonymous questions sent in advance |

## Steps
1. Ten working days before: open an anonymous question form and link it in {{tools.chat}}.
2. Seven days before: confirm presenters and give each a limit of three slides.
3. Two days before: a 20-minute dry run; cut anything over time.
4. On the day: start on time, with the host holding a visible clock.
5. Within a day: post the recording and slides in {{tools.docs}}, with written answers to questions not reached.

## Common mistakes
- Spotlights that turn into status reports. Nobody outside a project cares about its percentage complete; they care what changes for them.
- Leaving questions to the end and running out of time. Protect the last ten minutes.

## Checklist
- [ ] Presenters confirmed and briefed on the five-minute limit
- [ ] Anonymous questions collected
- [ ] Unanswered questions answered in writing within a week`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 90,
    tags: ["all-hands", "town-hall", "priorities", "internal-comms"],
  },

  "Meeting audit sheet": {
    body: `# Meeting audit sheet

## Purpose
Lists every recurring meeting with its purpose, its attendees and its cost in hours, so the team can keep the ones that earn their time and cut, shorten or replace the rest with written updates.

## When to use
Once a quarter, or whenever people say they have no time to do the work. Also in the first month of an engagement: {{consultant.name}} usually runs it in week two to see where {{client.company}}'s time goes.

## Roles
- **Compiles:** the delivery lead or a PMO analyst, from calendars; allow 60–90 minutes for a team of {{team.size}}.
- **Each meeting's owner:** answers the purpose and last-output questions honestly.
- **Decides:** the team lead or head of delivery, in a 30-minute review with the owners.
- **Reads:** the whole team, who see the verdicts and the hours saved.

## Sections
One row per recurring meeting:

| Column | What to write | Example |
|---|---|---|
| Meeting | Name and owner | Weekly ops sync, Dana |
| Purpose | The decision or output it produces | Agree next week's shipping priorities |
| Frequency and length | | Weekly, 60 min |
| Attendees | Count | 9 |
| Hours a month | Length × attendees × 4.3 | 1 × 9 × 4.3 = 39 hours |
| Last useful output | The last decision it produced | Rerouted zone B orders, three weeks ago |
| Could it be written? | Yes, partly or no | Partly |
| Verdict | Keep, shorten, merge, make written, stop | Shorten to 30 min with 5 people |

## Steps
1. Export four weeks of recurring events from the shared calendars.
2. Fill in the sheet, asking each owner for the purpose and the last useful output.
3. Sort by hours a month, largest first, and review the top ten.
4. Apply the rules of thumb: no clear purpose, stop it; status only, move it to the written update in {{tools.chat}}; more than eight attendees of whom few speak, cut the list; 60 minutes by habit, try 25 or 45.
5. Trial the changes for a month, then ask the team whether anything was lost.
6. Publish the hours saved per month.

## Checklist
- [ ] Every recurring meeting listed with an owner
- [ ] Hours a month calculated
- [ ] A verdict for each of the top ten
- [ ] One-month trial and follow-up date booked`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["meetings", "audit", "cost", "productivity"],
  },

  "Channel naming conventions": {
    body: `# Channel naming conventions

## Purpose
One naming rule for channels in {{tools.chat}}, so anyone at {{client.company}} can guess a channel's name, find it first time, and tell from the name what belongs there.

## When to use
When setting up {{tools.chat}} for a new team, when the workspace passes about 30 channels, or when people keep asking "where do I post this?". Apply it to new channels at once; rename old ones in a single sitting and announce it.

## Roles
- **Writes and maintains:** the PMO or the workspace admin.
- **Approves:** the head of delivery; one sign-off, not a committee.
- **Follows:** everyone who creates channels. Admins rename channels that break the rule and tell the creator why.

## Sections
**1. Pattern.** prefix-subject-qualifier, lowercase, hyphens, no dates unless the channel is temporary.

**2. Prefixes.** Six or fewer:

| Prefix | For | Example |
|---|---|---|
| proj- | One project, whole team | proj-billing-migration |
| team- | A standing team | team-platform |
| client- | Shared with a client | client-northwind-delivery |
| help- | Questions to a function | help-it, help-finance |
| ann- | Announcements; posting restricted | ann-company |
| tmp- | Short-lived: an incident, an event | tmp-incident-0412 |

**3. Qualifiers.** -alerts for bot output, -ext for channels with external guests, -leads for a small decision group.

**4. Description.** Every channel states its purpose and owner in one line: "Daily work on the billing migration. Owner: delivery lead. Decisions go to the decision log in {{tools.docs}}."

**5. Lifecycle.** tmp- channels are archived 30 days after their last message; proj- channels at project close, after handover.

## Steps
1. List existing channels and map each to a prefix.
2. Rename, merge duplicates, archive dead channels (no messages in 90 days).
3. Post the convention in the announcements channel and pin it.
4. Review it every six months.

## Checklist
- [ ] Six prefixes or fewer
- [ ] Every channel has a description and an owner
- [ ] Channels with external guests marked -ext
- [ ] Archive rules applied`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["chat", "naming", "channels", "conventions"],
  },

  "Focus time policy": {
    body: `# Focus time policy: {{project.name}}

## Purpose
Protects blocks of time without meetings so the people doing the work can actually do it, and says exactly how something urgent still reaches them during those blocks.

## When to use
When makers report fewer than two uninterrupted hours a day, when the meeting audit shows calendars more than 40% booked, or when estimates slip because of constant context switching. Review it after a month.

## Roles
- **Proposes:** the delivery lead, with the team, in a retrospective.
- **Approves:** the team lead and the sponsor. The sponsor's agreement matters because their meetings are usually the ones that have to move.
- **Follows:** everyone, including managers and {{client.company}} staff who book the team's time.

## Sections
**1. Protected hours.** For example, Tuesday and Thursday 09:00–12:00 and Wednesday afternoons. Choose blocks that overlap across time zones; two or three mornings a week is a realistic start for a team of {{team.size}}.

**2. What is allowed.** Pairing, working sessions the person chose, genuine incidents. Not allowed: status meetings, interviews, "quick syncs".

**3. How it shows.** Each person blocks the time as busy in their calendar, sets their {{tools.chat}} status to "Focus, back at 12:00" and pauses notifications.

**4. Urgent requests.** Urgent means production down, a client deadline within 24 hours, or a safety or legal problem. Route: a phone call or a mention in the project's urgent channel. Everything else waits for the end of the block and gets a reply the same working day.

**5. Exceptions.** The delivery lead may book into someone's focus time at most once a fortnight, with a reason.

**6. Measuring it.** Before and after: focus hours per person per week from calendars, and a one-question pulse, "Did you get enough uninterrupted time this week?" scored 1–5.

## Steps
1. Agree the blocks in the retrospective (15 minutes).
2. Add them to calendars and to the team page in {{tools.docs}}.
3. Tell the stakeholders who book the team.
4. Run it for four weeks; review at the next retrospective ({{cadence.retro}}).

## Checklist
- [ ] Blocks agreed and in every calendar
- [ ] Definition of urgent written down
- [ ] Stakeholders told
- [ ] Review date set`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["focus-time", "deep-work", "meetings", "policy"],
  },
};
