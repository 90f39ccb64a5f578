/** The bodies of the "Industry: marketing" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryMarketing: CategoryBodies<"Industry: marketing"> = {
  "Campaign brief": {
    body: `# Campaign brief: {{project.name}}

## Purpose
Fixes, on one or two pages, what a campaign for {{client.company}} must achieve, for whom, with what message, through which channels, for how much and by when. Every later argument about creative work is really an argument about the brief; a clear brief settles most of them before they start and gives the approval workflow something to judge against.

## When to use
Before any creative or media work begins on a campaign, launch or significant piece of content. If the requester cannot fill in the objective and audience sections, the campaign is not ready to brief; send it back rather than guessing.

## Roles
- Writes: the account or campaign manager, with the client contact {{client.name}}.
- Approves: the client's marketing lead signs off the brief; the agency or team lead confirms it can be delivered for the budget and date.
- Reads: strategy, creative, media, analytics and {{consultant.name}}.

## Sections
1. Background: what is happening in the business or market that makes this campaign necessary now.
2. Objective: one primary, measurable business or marketing objective, such as "2,000 qualified demo requests by end of Q3 at or below 80 per lead". Secondary objectives, at most two.
3. Audience: who they are, what they currently think or do, and what we want them to think or do after. Use research or customer data, not assumptions.
4. Insight: the one truth about the audience the campaign builds on.
5. Single-minded message: one sentence. If there are three messages, there is no message.
6. Reasons to believe: proof points, claims and their substantiation.
7. Mandatories: logo, legal lines, product shots, brand guidelines, accessibility.
8. Channels: paid, owned and earned, with the role each plays.
9. Budget: working media and production separately.
10. Measures: KPIs and how they will be tracked, including UTM and conversion set-up.
11. Timeline: key dates back from launch, including approval rounds.
12. Approvers: who signs off at each stage.

## Steps
1. Hold a 45-minute briefing with the team; questions are answered in the brief, not in side chats in {{tools.chat}}.
2. Store the approved brief in {{tools.docs}} and link it from every task in {{tools.tracker}}.
3. Any change to objective, audience, budget or date is a new version of the brief, re-approved.

## Checklist
- [ ] One measurable primary objective
- [ ] Audience based on evidence
- [ ] One-sentence message
- [ ] Budget split and approved
- [ ] Approvers named`,
    methods: ["waterfall", "hybrid", "kanban"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 90,
    tags: ["marketing", "campaign", "brief", "planning"],
  },

  "Content calendar": {
    body: `# Content calendar: {{project.name}}

## Purpose
Lists every piece of content for {{client.company}}, with its channel, owner, status and publish date, so the team can see the next six weeks at a glance, spot gaps and clashes, and stop last-minute scrambles. A calendar that is only a list of dates becomes fiction within a fortnight; one with owners and statuses stays true because people work from it.

## When to use
For any team publishing more than a few pieces a week across channels. Plan at least four weeks ahead, with a firm two-week window and a flexible remainder. Review it at the weekly content meeting and at planning ({{cadence.planning}}).

## Roles
- Writes: the content or social media manager owns the calendar; each creator updates the status of their own pieces.
- Approves: the marketing lead approves the monthly plan; individual pieces go through the creative approval workflow.
- Reads: the whole marketing team of {{team.size}}, sales, customer support (so they know what customers will see), and {{consultant.name}}.

## Sections
One row per piece:
1. Publish date and time, with time zone.
2. Channel: blog, newsletter, LinkedIn, Instagram, YouTube, and so on.
3. Title or working headline.
4. Content pillar or theme, so the mix stays balanced (a common target: no pillar above 40 percent in a month).
5. Format: article, video, carousel, case study, webinar.
6. Owner, and reviewer.
7. Status: Idea, Briefed, Drafting, In review, Approved, Scheduled, Published. These map to To Do, In Progress, Review and Done on the board in {{tools.tracker}}.
8. Campaign it supports, if any.
9. Call to action and tracking link.
10. Asset links in {{tools.docs}}.
11. Results after 7 and 30 days.

## Steps
1. Block fixed dates first: launches, events, holidays, campaigns.
2. Fill recurring slots next (for example the weekly newsletter), then individual pieces.
3. Set drafting deadlines back from publish dates, leaving at least three working days for review.
4. Keep two or three evergreen pieces approved and ready for when something slips.
5. Each month, compare results by pillar and format, and shift the mix.

## Checklist
- [ ] Four weeks planned, two weeks firm
- [ ] Every piece has an owner and a status
- [ ] Review time protected before each publish date
- [ ] Tracking links created
- [ ] Evergreen backup pieces ready`,
    methods: ["kanban", "scrum", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 60,
    tags: ["marketing", "content", "calendar", "social-media"],
  },

  "Creative approval workflow": {
    body: `# Creative approval workflow: {{project.name}}

## Purpose
Defines the route every deliverable follows from first draft to client sign-off: who reviews at each stage, what they check, how long they have and how many rounds are included. It ends the two classic failures: feedback arriving from six people in six channels, and a senior stakeholder seeing the work for the first time the day before launch.

## When to use
For every creative deliverable on {{project.name}}: ads, videos, landing pages, emails, print and social content. Agree it with {{client.company}} at kick-off and attach it to the statement of work, because round limits only hold if they were agreed in advance.

## Roles
- Writes: the account manager owns the workflow and moves each deliverable through it.
- Approves: the creative director internally; on the client side, one named approver ({{client.name}} or a delegate) consolidates all client feedback; legal or compliance reviewers for regulated claims.
- Reads: the creative team, the project manager and {{consultant.name}}.

## Steps
1. Brief check: before work starts, the creative lead confirms the brief is complete. Missing answers go back to the account manager.
2. Internal review: the creative director reviews against the brief and brand guidelines. Allow one working day.
3. Brand and compliance check: the brand guidelines checklist, plus legal review for claims, offers, testimonials or regulated products. Allow two working days; the rules themselves come from the client's compliance owner.
4. Client round one: the deliverable goes to the single client approver with a clear question ("Approve, or give consolidated changes by Thursday 5 pm"). Allow three working days.
5. Revisions: the team applies changes and lists them, so the client sees what changed.
6. Client round two: final changes. Two rounds are included; a third round, or a change to the brief, is handled through a change request.
7. Final approval: recorded in writing in {{tools.tracker}} with the approver's name, date and the approved version. Verbal approval in a call is confirmed the same day.
8. Release: the approved file is the only one sent to media or publishing; older versions are archived.

## Sections
Statuses on the board: To Do (briefed), In Progress (in creation or revision), Review (internal, compliance, client round one or two, shown as sub-statuses), Done (approved and released).

## Checklist
- [ ] One consolidated client approver named
- [ ] Review times agreed per stage
- [ ] Included rounds written in the contract
- [ ] Compliance review for regulated content
- [ ] Written approval stored with the final version`,
    methods: ["kanban", "hybrid", "waterfall"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 60,
    tags: ["marketing", "approval", "creative", "workflow"],
  },

  "Client reporting pack": {
    body: `# Client reporting pack: {{client.company}}

## Purpose
The monthly report that tells {{client.company}} what ran, what it achieved against the targets, what was learned and what happens next. A good pack is read in ten minutes by a busy marketing director and answers "is this working, and what should I decide?" A bad one is forty screenshots of dashboards.

## When to use
Monthly, delivered by the fifth working day of the following month, with a 30-minute walkthrough call. For campaigns shorter than a month, send a shorter version at the end of each campaign instead.

## Roles
- Writes: the account manager, with data pulled by the analyst or performance lead.
- Approves: the account director reviews before sending; figures are checked by someone who did not compile them.
- Reads: {{client.name}} and the client's marketing team; {{consultant.name}} uses it in the stakeholder review ({{cadence.review}}).

## Sections
1. Summary on one page: three to five headline results against target, one sentence on what they mean, and the decisions the client needs to make.
2. KPIs against target: the measures agreed in the brief or media plan, this month, last month and year to date, with the target beside each. Use the same definitions every month; if a definition changes, say so.
3. What ran: campaigns, content and channels live during the month, with spend by channel.
4. Channel performance: a short table per channel (impressions, clicks, conversions, cost per result, return on spend where tracked), each with one line of commentary.
5. Insights: two or three things learned, with evidence. "Video ads outperformed static on cost per lead by 35 percent" beats "video is doing well".
6. Tests: experiments run, results, and whether they were statistically meaningful.
7. Budget pacing: spent against planned, and the forecast for the quarter.
8. Next month: planned activity, changes made because of the insights, and what is needed from the client.
9. Appendix: detailed data for those who want it.

## Steps
1. Pull data on the first working day; freeze it and note the extraction date.
2. Draft, check figures, and send with the walkthrough booked.
3. Store the pack in {{tools.docs}}; log client decisions as tasks in {{tools.tracker}}.

## Checklist
- [ ] Summary fits on one page
- [ ] Every KPI shown against its target
- [ ] Figures checked by a second person
- [ ] Insights backed by data
- [ ] Next steps and client asks explicit`,
    methods: ["kanban", "hybrid", "scrum"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 240,
    tags: ["marketing", "reporting", "kpis", "client"],
  },

  "Campaign post-mortem": {
    body: `# Campaign post-mortem: {{project.name}}

## Purpose
A structured session after a campaign ends that compares what it achieved with what the brief asked for, and turns the experience into a short list of things to repeat and things to stop. Without it, each campaign starts from the same assumptions, and the team's memory of what worked is whatever the most confident person says.

## When to use
Within two weeks of the end of every campaign with a budget above an agreed threshold, or of any campaign that clearly over- or under-performed. Wait for enough data to settle (conversions often lag a week or more), but not so long that people forget. Invite {{client.company}} to at least part of it; clients value seeing lessons applied.

## Roles
- Writes: the campaign manager prepares the data pack and writes up the outcomes.
- Approves: the marketing lead agrees the actions and owners.
- Reads: the campaign team, the wider marketing team of {{team.size}}, the client and {{consultant.name}}.

## Agenda
60 minutes, run by someone who did not manage the campaign where possible.
1. The brief, 5 minutes: objective, audience, message, budget and KPIs as agreed at the start. Read them out; memory drifts.
2. Results against target, 15 minutes: each KPI, the target and the result. Include spend against budget and the timeline against plan.
3. What worked, 10 minutes: with evidence, such as the channel, audience segment, creative or message that beat the average.
4. What did not, 10 minutes: what underperformed and the most likely reason. Separate the idea from the execution: a good idea badly executed is a different lesson from a bad idea.
5. Process, 10 minutes: briefing, approvals, production and handoffs. Where did time go? How many approval rounds were needed against the two planned?
6. Decisions, 10 minutes: at most three things to repeat, three to stop, and one test for next time, each with an owner.

## Steps
1. Send the data pack two days before the session.
2. Keep the discussion blame-free: ask what in the process allowed a problem, not who caused it.
3. Record the outcomes in {{tools.docs}}, add actions to {{tools.tracker}}, and link the post-mortem from the next brief.

## Checklist
- [ ] Data pack shared in advance
- [ ] Results compared with the brief's targets
- [ ] Lessons backed by evidence
- [ ] No more than three repeats and three stops
- [ ] Actions have owners and are linked to the next brief`,
    methods: ["scrum", "kanban", "hybrid", "waterfall"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 60,
    tags: ["marketing", "post-mortem", "retrospective", "campaign"],
  },

  "Brand guidelines checklist": {
    body: `# Brand guidelines checklist: {{client.company}}

## Purpose
Turns the brand guidelines of {{client.company}} into a checklist that a designer or writer runs before a deliverable goes to review. Brand books are long and rarely reread; a short list of the rules most often broken catches the majority of issues and saves a review round.

## When to use
On every deliverable before internal review, by the person who made it, and again by the reviewer. Update the checklist whenever the brand guidelines change, and whenever the same mistake is caught twice in review, which means it deserves a line. Where claims or regulated content are involved, legal wording is checked by the client's compliance owner, not by this list.

## Roles
- Writes: the brand manager maintains the checklist.
- Approves: the client's brand owner approves the checklist and any exception to it.
- Reads: designers, copywriters, agencies, freelancers and {{consultant.name}}; it is linked from every brief in {{tools.docs}}.

## Steps
1. Run the checklist at 100 percent zoom on the final format, and on a phone for digital work.
2. Note any exception with the reason, for example a partner co-branding rule, and get it approved before review.
3. Attach the completed checklist to the deliverable's card in {{tools.tracker}}.

## Checklist
- [ ] Logo: current version, correct colour variant for the background, clear space respected, not stretched, recoloured or placed on a busy image
- [ ] Colour: only palette colours, with the right values for print (CMYK or spot) or screen (RGB or hex)
- [ ] Typography: brand typefaces and weights; fallback fonts only where the brand allows
- [ ] Text contrast meets accessibility targets, at least 4.5 to 1 for body text
- [ ] Tone of voice: matches the brand's described voice; no banned words or phrases
- [ ] Spelling and style: the house style for dates, numbers, capitalisation and the product names
- [ ] Imagery: from the approved library or in the described style; rights and licence confirmed, with expiry dates noted
- [ ] Layout: grid and margins followed; required elements (logo position, call to action) in place
- [ ] Legal lines: trademarks, disclaimers and terms included where required
- [ ] Claims: every factual claim has substantiation on file
- [ ] File: correct format, size and naming for the channel`,
    methods: ["kanban", "hybrid", "waterfall"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 20,
    tags: ["marketing", "brand", "quality", "checklist"],
  },

  "Media plan": {
    body: `# Media plan: {{project.name}}

## Purpose
Sets out where the paid media budget of a campaign for {{client.company}} goes: which channels, when, aimed at whom, for how much and to achieve what. It is the document finance signs, the media buyers execute and the client reporting pack measures against, so its numbers must be consistent and its assumptions visible.

## When to use
After the campaign brief is approved and before any media is booked. Plan at least four weeks before launch for digital channels and longer for print, out-of-home or broadcast, which often book months ahead. Revise it when performance data suggests moving budget; each revision is versioned and approved.

## Roles
- Writes: the media planner or performance lead.
- Approves: the client's marketing lead ({{client.name}} or a delegate) approves budget and targets; finance approves commitments above the agreed threshold.
- Reads: media buyers, the creative team (for formats and sizes), analytics and {{consultant.name}}.

## Sections
1. Objective and KPIs, copied from the brief, with the primary target (for example cost per acquisition or reach in the audience).
2. Audience definition per channel: targeting, exclusions, geography, languages.
3. Channel plan: for each channel, its role (awareness, consideration or conversion), format, buying model (CPM, CPC, CPA), budget, expected volume and target cost.
4. Flighting: the weeks each channel is live, with bursts around key dates and any dark periods.
5. Budget summary: working media, fees, production and a test budget. Reserving 10 to 20 percent for tests of new channels or creative is a common rule of thumb.
6. Creative requirements: formats, sizes and lengths per channel, with delivery dates for assets.
7. Measurement: tracking set-up, attribution approach, conversion events, and the date tracking must be verified.
8. Pacing and optimisation rules: for example review spend daily in week one, weekly afterwards; move up to 20 percent of budget between channels without re-approval if a channel beats target by a clear margin for two weeks.
9. Assumptions and risks.

## Steps
1. Build from the brief and last comparable campaign's results.
2. Verify tracking end to end before launch.
3. Report pacing weekly in {{tools.chat}} and fully in the monthly pack.

## Checklist
- [ ] Every channel has a role, budget and target
- [ ] Flighting avoids clashes with the campaign calendar
- [ ] Test budget reserved
- [ ] Tracking verified before launch
- [ ] Optimisation rules agreed`,
    methods: ["waterfall", "hybrid", "kanban"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 240,
    tags: ["marketing", "media", "paid-media", "budget"],
  },
};
