/** The bodies of the "Clients and stakeholders" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const clientsAndStakeholders: CategoryBodies<"Clients and stakeholders"> = {
  "Client onboarding checklist": {
    body: `# Client onboarding checklist

## Purpose
Takes a new client from signed deal to a working first fortnight, with contracts, contacts, access and kick-off done in order and nothing left for the client to chase. The first two weeks set how {{client.company}} will judge the whole engagement.

## When to use
From signature until the end of the second week of delivery. Start within one working day of signature; clients notice silence.

## Roles
- **Owner:** the engagement lead or {{consultant.name}}.
- **Finance:** billing set-up and purchase orders.
- **Delivery lead:** team, tools and the kick-off.
- **Client side:** {{client.name}} as the main contact, their IT team for access, their sponsor for kick-off.

## Steps
**Days 1–2: hand-off and contact**
- [ ] Sales-to-delivery handover held: what was promised, sensitivities, history
- [ ] Contract and statement of work countersigned and filed in {{tools.docs}}
- [ ] Purchase order number, invoice address and payment terms confirmed
- [ ] Welcome email to {{client.name}}: who we are, what happens in the next ten days, one contact
- [ ] Contact sheet: sponsor, day-to-day lead, finance, IT, with time zones and preferred channels

**Days 3–5: set-up**
- [ ] Shared channel in {{tools.chat}}, marked as external
- [ ] Project space in {{tools.tracker}} and a folder in {{tools.docs}}, with client permissions set
- [ ] Our access to their systems requested; it is usually the slowest item, so ask early
- [ ] Data protection agreement and security questionnaire, where {{industry}} rules require them
- [ ] Kick-off booked with the sponsor attending; pre-read sent two days before

**Week two: kick-off and first results**
- [ ] Kick-off held; goals, roles and dates written up within 24 hours
- [ ] Rhythm agreed: status report day, stakeholder reviews ({{cadence.review}}), steering dates
- [ ] Something visible delivered by the end of the week

**End of week two**
- [ ] A 15-minute check with {{client.name}}: anything unclear or missing?
- [ ] Open set-up items listed with owners and dates

## Common mistakes
- Delivery meeting the client before reading what sales promised. Hold the internal handover before the welcome email.
- Waiting quietly for access. If it hasn't arrived by day seven, raise it with the client's sponsor.
- Ten different people emailing the client in week one. One contact until kick-off.`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["client-onboarding", "kick-off", "contracts", "access"],
  },

  "Statement of work": {
    body: `# Statement of work: {{project.name}}

## Purpose
The agreement with {{client.company}} on what will be delivered, by when, for what fee, and how each deliverable will be accepted. It is what both sides return to when memories differ, so every line should be testable.

## When to use
Before work starts on any paid engagement or new phase. It sits under a master services agreement where one exists; liability, intellectual property and termination belong there, not here.

## Roles
- **Drafts:** {{consultant.name}} or the engagement lead, with the delivery lead estimating.
- **Reviews:** finance for fees and payment terms; {{client.name}} for deliverables and dependencies.
- **Signs:** an authorised signatory on each side. Find out early who that is at {{client.company}}; it is often not the day-to-day contact.

## Sections
1. **Background and objectives.** Three to five sentences: the problem and the business outcome.
2. **Scope,** with an explicit out-of-scope list. "Includes configuration for two warehouses. Excludes cleansing historical order data."
3. **Deliverables.**

| Deliverable | Acceptance criteria | Due |
|---|---|---|
| Order-to-cash process design | Reviewed in one workshop; comments resolved in one round | 30 April |

4. **Approach and timeline.** Phases with start and end dates, beginning {{project.startDate}}.
5. **Client responsibilities.** People, data, access and decisions the client provides, and by when. Say plainly that delays here move the dates.
6. **Assumptions,** numbered so change requests can cite them: "A1: no more than 20 users need training."
7. **Fees and payment.** Fixed price by milestone, or time and materials with a rate card and a cap. Expenses rule.
8. **Acceptance.** The client has five working days (or the agreed number) to accept or list specific defects; after that, silence counts as acceptance.
9. **Change control.** How changes are requested, assessed and approved, using the scope change approval form.
10. **Governance.** Status reports, steering meetings, named contacts on both sides.

## Common mistakes
Deliverables described as activities ("support the migration"), which can never be accepted; client dependencies without dates; a fixed price with no assumptions behind it.

## Checklist
- [ ] Every deliverable has acceptance criteria and a date
- [ ] Out-of-scope list written
- [ ] Client dependencies dated
- [ ] Acceptance period and deemed acceptance stated
- [ ] Signatories confirmed`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 240,
    tags: ["sow", "contract", "scope", "fees"],
  },

  "Client status report": {
    body: `# Client status report: {{project.name}}

## Purpose
A weekly page for {{client.company}} on where the project stands, what comes next and, the part most often missed, what the team needs from the client and by when. It is the written record that keeps surprises rare.

## When to use
Every week on the same day, usually Thursday or Friday, for the whole engagement. Send it in quiet weeks too: a short report says nothing is wrong, while a missing one makes people wonder.

## Roles
- **Writes:** the delivery lead, in 20–30 minutes, from {{tools.tracker}}.
- **Reviews before sending:** {{consultant.name}} for the first four weeks, then only for red status or sensitive news.
- **Receives:** {{client.name}} and the client's sponsor, with an internal copy to the account lead.
- **Discusses:** a 15-minute call after it is sent, if the client wants one.

## Sections
**1. Overall status and trend.** Green, amber or red, with one sentence and an arrow against last week. The client should never meet a red in writing first; tell them in person before the report goes out.

**2. Progress this week.** Finished deliverables and milestones, in the client's terms: "Supplier portal test users set up (12 of 12)."

**3. Next week.** Three to five planned outcomes, with dates.

**4. What we need from you.**
| Request | Who | By | Impact if late |
|---|---|---|---|
| Approve the invoice template | Finance lead | Tue 14 May | UAT start slips day for day |

Carry overdue requests forward in bold with the number of days late.

**5. Risks and issues for your attention.** Only those the client can act on or needs to know about. Internal team matters stay internal.

**6. Budget and time,** if the statement of work calls for it: days used against plan, or spend against budget, with a forecast.

**7. Decisions made this week,** so both sides hold the same record.

## Checklist
- [ ] Sent on the agreed day
- [ ] Client requests have names and dates
- [ ] No internal jargon, and no ticket numbers without a description
- [ ] Filed in the shared folder in {{tools.docs}}`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["client", "status-report", "weekly", "asks"],
  },

  "Client feedback survey": {
    body: `# Client feedback survey: {{project.name}}

## Purpose
Three questions sent to {{client.company}} after each milestone, with a fixed rule for following up low scores, so problems in the relationship surface while they can still be fixed and the things that work are named and repeated.

## When to use
After every milestone or phase, and at the end of the engagement; never more than once a month, or people stop answering. Send it within two working days of the milestone.

## Roles
- **Sends and tracks:** the engagement lead or {{consultant.name}}.
- **Responds:** the client's sponsor and {{client.name}}, separately, because their views often differ.
- **Follows up low scores:** someone more senior than the delivery lead, within three working days.
- **Reviews trends:** the head of delivery, each quarter.

## Sections
**The three questions**
1. "How satisfied are you with what we delivered in this phase?" (1–5, where 5 is very satisfied)
2. "How satisfied are you with how we worked with you?" (1–5)
3. "What one thing should we do differently in the next phase?" (free text)

Keep it to three. A client answers three questions in two minutes and ignores fifteen.

**Sending.** A short email or form link with one line of context: "We've just finished the design phase; two minutes of feedback helps us get the build right." Remind once after four working days.

**Follow-up rule.**
| Score | Action |
|---|---|
| 5 | Thank them and share the praise with the team in {{tools.chat}} |
| 4 | Thank them, act on the suggestion, and say so in the next status report |
| 3 | Call within five working days to understand; agree one change |
| 1–2 | Senior call within three working days; written recovery plan within a week; sponsor informed |
| No reply | Ask at the next status call; don't chase twice by email |

**Recording.** Scores, comments and actions go in {{tools.docs}}, so the trend across milestones is visible.

## Checklist
- [ ] Sent within two days of the milestone
- [ ] Both the sponsor and the day-to-day lead asked
- [ ] Every score below 4 has a logged follow-up
- [ ] The client told what changed because of their feedback`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["feedback", "survey", "client-satisfaction", "csat"],
  },

  "Scope change approval": {
    body: `# Scope change approval: {{project.name}}

## Purpose
Records that {{client.company}} has approved a specific change to scope, price or dates: what changes, what it costs and who agreed. The change then becomes part of the contract, and nobody later disputes an invoice or a moved deadline.

## When to use
After a change request has been assessed and both sides agree in principle. Any change to a deliverable, to the fee, or to a milestone by more than two working days needs one. Small changes can be batched into one approval a fortnight if the statement of work allows.

## Roles
- **Prepares:** the delivery lead or {{consultant.name}}.
- **Signs for the client:** the person the statement of work names as authorised to approve changes, who is not necessarily the person who asked for it.
- **Signs for the supplier:** the engagement lead.
- **Updates records:** the delivery lead, in the plan, {{tools.tracker}} and the change log.

## Sections
1. **Reference.** Change number, date, link to the request: "CR-07, raised 3 May by the operations manager."
2. **The change,** in one paragraph a non-specialist can follow.
3. **Reason.** Why it is needed; useful months later when someone asks why scope grew.
4. **Impact.**

| Area | Before | After |
|---|---|---|
| Fee | £84,000 | £91,500 (+£7,500) |
| Go-live | 14 June | 28 June |
| Deliverables | 3 reports | 5 reports |
| Other | None | Training extended by half a day |

5. **Conditions.** "Price holds if approved by 10 May."
6. **Approval.** Names, roles, dates, and how it was given: a signature, or an email reply saying "approved" filed with the form.

## Steps
1. Fill it in from the change impact assessment.
2. Walk the client through it on a call; never send a price increase cold.
3. Send for signature with a decision date.
4. Once approved, update the baseline plan and budget and announce it in {{tools.chat}}.
5. If rejected, record that too, with the reason.

## Checklist
- [ ] Approver authorised under the statement of work
- [ ] Fee and date impacts both stated, even when zero
- [ ] Baseline updated after approval
- [ ] Filed with the contract in {{tools.docs}}`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["change-control", "scope", "approval", "client"],
  },

  "Client kick-off deck": {
    body: `# Client kick-off deck: {{project.name}}

## Purpose
The slide outline for the first meeting with {{client.company}}: enough to set expectations on both sides (goals, scope, ways of working, what each side owes the other) without turning the meeting into a lecture. Aim for about twelve slides and spend at least half the time in conversation.

## When to use
For the first working meeting of a new engagement or major phase, after the statement of work is signed. Send it as a pre-read two working days ahead.

## Roles
- **Builds:** {{consultant.name}} with the delivery lead.
- **Reviews:** the engagement lead, and {{client.name}} on a 20-minute preview call; clients like to see the deck before their sponsor does.
- **Presents:** the client's sponsor (why), the consultant (how), the delivery lead (plan).
- **Audience:** the client's sponsor, project lead and key users, and our team.

## Sections
1. **Title.** Project, date, both organisations.
2. **Why we are here,** presented by the client's sponsor: the problem in their words, and what success looks like in 6–12 months.
3. **Goals and measures.** Three at most, each with a number: "Cut order processing from three days to one."
4. **Scope.** In, out, and not yet decided. Naming the grey areas now saves arguments later.
5. **Approach.** Phases and dates from {{project.startDate}}, and how reviews with the client work ({{cadence.review}}).
6. **Both teams.** Photos, names, roles and time commitments. Name the client's decision-maker.
7. **Working together.** {{tools.chat}} for day-to-day, email for decisions, the status report day, the meeting rhythm.
8. **What we need from you.** People, data, access and decisions for the first month, with dates.
9. **Risks we see.** Three, honestly; it builds credibility.
10. **First 30 days.** Concrete deliverables and meetings.
11. **Questions and concerns,** 15 minutes. Ask "what would make this project fail?" and write the answers down.
12. **Next steps,** with owners.

## Common mistakes
Dense slides read aloud; a sponsor who arrives late and never says why the project matters; leaving without agreed next steps.

## Checklist
- [ ] Client sponsor agreed to open the meeting
- [ ] Pre-read sent two days ahead
- [ ] Detail moved to the appendix
- [ ] Summary and actions sent within 24 hours`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 180,
    tags: ["kick-off", "client", "presentation", "expectations"],
  },

  "Account health review": {
    body: `# Account health review

## Purpose
A monthly check of each client account on three dimensions, delivery, relationship and commercial, scored the same way every time so trouble shows a month or two before it becomes a lost renewal or an escalation.

## When to use
Monthly for every active client, 15–20 minutes per account in a shared review. Also straight after a red status report, a low feedback score or a change of sponsor at the client.

## Roles
- **Scores:** the account or engagement lead, with the delivery lead's input; {{consultant.name}} for the accounts they lead.
- **Challenges:** the head of delivery, who chairs and asks for the evidence behind each score.
- **Acts:** the owner named for each recovery action.

## Sections
**Scores, 1–5, where 5 is healthy.**

| Dimension | Signals | A 1 looks like | A 5 looks like |
|---|---|---|---|
| Delivery | Milestones on time, defects, status trend | Two milestones missed, red for a month | On time, green |
| Relationship | Sponsor access, feedback scores, tone, response times | Sponsor unreachable; feedback at 2 | Sponsor asks for advice beyond the scope |
| Commercial | Invoices paid on time, margin, absorbed scope creep, pipeline | 60+ days overdue; margin 10 points under plan | Paid on time, margin on plan, extension in discussion |

The overall score is the lowest of the three, not the average: a warm relationship does not make up for unpaid invoices.

**Trend.** Last month's and this month's scores. Two drops in a row trigger action even at 3.

**Key people.** The sponsor and {{client.name}}, and whether either has changed. A new sponsor is the biggest single risk to an account; arrange an introduction within two weeks.

**Actions.** For any dimension at 2 or below: a recovery action, owner and date.

## Steps
1. The account lead enters scores in {{tools.docs}} two days before the review.
2. In the review, reds first, then drops, then a sentence on each of the rest.
3. Agree actions and record them in {{tools.tracker}}.
4. Start the next review with last month's actions.

## Checklist
- [ ] Every score backed by a signal, not a feeling
- [ ] Overall score uses the lowest dimension
- [ ] Sponsor changes flagged
- [ ] Recovery actions have owners and dates`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["account-management", "client-health", "retention", "review"],
  },

  "Net Promoter Score survey": {
    body: `# Net Promoter Score survey

## Purpose
Asks the people at {{client.company}} the standard loyalty question, how likely they are to recommend you, with one follow-up on why. The result is a number you can compare over time and across clients, and a reason you can act on.

## When to use
Twice a year for ongoing clients and once at the end of an engagement. For feedback on a single milestone, use the client feedback survey. NPS measures the whole relationship and moves slowly; asking more often adds noise, not insight.

## Roles
- **Runs it:** the PMO or account operations, not the delivery team, so people answer more frankly.
- **Respondents:** everyone at the client who works with the team regularly, typically 3–15 people per account.
- **Follows up:** the account lead, with each detractor, within five working days.
- **Reviews:** leadership, twice a year, with {{consultant.name}}'s commentary on the themes.

## Sections
**Question 1.** "On a scale of 0 to 10, how likely are you to recommend us to a colleague or peer?"

**Question 2.** "What is the main reason for your score?" (free text)

**Optional question 3.** "What one thing would raise your score?" Ask it only if you will act on the answers.

**Scoring.**
- Promoters score 9–10, passives 7–8, detractors 0–6.
- NPS is the percentage of promoters minus the percentage of detractors, from −100 to +100.
- Example: 10 replies with 5 promoters, 3 passives and 2 detractors give 50 − 20 = +30.

**Reading it.** Below 20 replies, one person moves the score by five points or more, so read the comments and the trend before the number. Compare clients of similar size and sector; {{industry}} benchmarks vary widely.

## Steps
1. Send from a neutral address, with two lines of explanation and a one-week deadline.
2. Remind once, on day five.
3. Close the survey and calculate NPS per account and overall.
4. The account lead calls each detractor within five working days to listen, not defend, and logs the conversation.
5. Group comments into themes, pick two improvements, and tell clients about them.

## Checklist
- [ ] Neutral sender
- [ ] Every detractor followed up
- [ ] Themes reported, not only the score
- [ ] Results and actions stored in {{tools.docs}}`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 15,
    tags: ["nps", "survey", "loyalty", "client-satisfaction"],
  },

  "Client offboarding checklist": {
    body: `# Client offboarding checklist

## Purpose
Closes an engagement cleanly: final deliverables accepted, access removed on both sides, invoices settled, knowledge handed over and a closing review held, so it ends on a good note and the door stays open for the next piece of work.

## When to use
Start three weeks before the last day, or as soon as an early end is agreed. It covers a planned finish and a termination; a termination needs extra care with data and access.

## Roles
- **Owner:** the engagement lead or {{consultant.name}}.
- **Delivery lead:** deliverables, handover and our side's access.
- **Finance:** final invoice, credit notes, retained amounts.
- **Client side:** {{client.name}} for acceptance; their IT team to remove our access.

## Steps
**Three weeks before**
- [ ] Every open deliverable and promise listed; which will finish and which are dropped agreed in writing
- [ ] Handover plan agreed with the client's receiving team (see the handover checklist)
- [ ] Closing review booked with the client's sponsor

**Final week**
- [ ] Final deliverables accepted and the acceptance emails filed in {{tools.docs}}
- [ ] Documents, source files and credentials moved to locations the client owns
- [ ] Knowledge-transfer sessions held and recorded

**Last day**
- [ ] Our accounts on client systems disabled, with written confirmation
- [ ] Client users removed from our {{tools.tracker}}, and the shared {{tools.chat}} channel archived
- [ ] Client data on our systems returned or deleted as the contract requires, and the deletion recorded
- [ ] Equipment and badges returned

**Within four weeks**
- [ ] Final invoice sent and all payments received
- [ ] Closing review held: results against goals, what went well, what to improve
- [ ] Final feedback or NPS survey sent
- [ ] Lessons added to the lessons learned register
- [ ] Case study or reference requested, if the client is happy
- [ ] Internal project closed and time codes closed for booking

## Common mistakes
- Leaving access in place "just in case". It is a security risk for both sides and often breaches the contract.
- Invoicing before deliverables are accepted, which invites disputes.
- Skipping the closing review, so the client's last memory is an invoice rather than the results.`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["offboarding", "project-close", "client", "access-removal"],
  },

  "Engagement plan": {
    body: `# Engagement plan: {{project.name}}

## Purpose
Lays out a consulting engagement with {{client.company}} in one document: its phases, the deliverables of each, where the client takes part and how much of their people's time that needs, and who is on the team. It turns the statement of work into a plan people can put in their calendars.

## When to use
Draft it in the first week after the statement of work is signed and share it at kick-off; update it at each phase end. For engagements under four weeks, the phase table alone is enough.

## Roles
- **Writes:** {{consultant.name}}, as engagement lead.
- **Agrees:** {{client.name}} and the client's sponsor, who commit their people's time.
- **Uses:** the delivery team for scheduling, and the client's managers to release staff for workshops.

## Sections
**1. Objectives,** taken from the statement of work, each with its measure.

**2. Phases.**
| Phase | Weeks | Goal | Deliverables | Exit criteria |
|---|---|---|---|---|
| Discover | 1–3 from {{project.startDate}} | Understand today | Current-state map, findings deck | Findings accepted by the sponsor |
| Design | 4–7 | Agree the new way of working | Process design, configuration spec | Design signed off |
| Implement | 8–12 | Make it real | Configured {{tools.tracker}}, SOPs, training | Team running the new process for two weeks |
| Embed | 13–16 | Make it stick | Coaching, measures review | Adoption targets met |

**3. Client touchpoints.** Every meeting and workshop the client attends, with attendees and hours. "Design workshops: three sessions of three hours, operations lead and two team leads." Total the client's hours per phase; clients underestimate this and then can't release people.

**4. Team.** Names, roles, days per week, and each person's counterpart at the client.

**5. Governance.** Weekly status report, stakeholder reviews ({{cadence.review}}), monthly steering, escalation path.

**6. Dependencies and risks,** especially on the client side: data, access, availability during busy periods in {{industry}}.

## Checklist
- [ ] Every phase has exit criteria
- [ ] Client hours totalled and agreed
- [ ] A client counterpart named for each team member
- [ ] Stored in {{tools.docs}} and reviewed at each phase end`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 180,
    tags: ["engagement", "consulting", "phases", "touchpoints"],
  },
};
