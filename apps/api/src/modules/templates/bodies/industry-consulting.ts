/** The bodies of the "Industry: consulting" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryConsulting: CategoryBodies<"Industry: consulting"> = {
  "Engagement health check": {
    body: `# Engagement health check: {{project.name}}

## Purpose
A 30-minute check, every two weeks, that scores the engagement with {{client.company}} on five dimensions: scope, budget, schedule, client mood and team load. Engagements rarely fail suddenly; they drift, and the people closest to them get used to the drift. A fixed scoring rhythm makes the drift visible while there is still time and money to correct it.

## When to use
On every engagement longer than four weeks, from the second week onwards. Run it the day before the steering or stakeholder review ({{cadence.review}}), so any concern can be raised there. Run an extra one whenever a key client contact changes.

## Roles
- Writes: the engagement manager scores, with input from the team.
- Approves: the engagement partner or account lead reviews every score and owns any escalation.
- Reads: the delivery director across engagements, and {{consultant.name}} as the consultant leading the work.

## Agenda
1. Budget, 5 minutes: hours or fees used against percent complete. Green within 5 percent of plan; amber 5 to 10 percent over; red more than 10 percent over or a forecast overrun.
2. Scope, 5 minutes: requests accepted since the last check and whether each went through change control. Two or more unrecorded "small favours" in a fortnight is amber.
3. Schedule, 5 minutes: the next milestone, its date and confidence. Red if a contractual date is at risk.
4. Client mood, 5 minutes: how the sponsor and the day-to-day contact would describe the engagement today, in their words. Note any unanswered emails older than three days or meetings cancelled by the client; both are early signs.
5. Team load, 5 minutes: hours worked last fortnight against plan; anyone above 50 hours a week for two weeks is red regardless of the other scores.
6. Actions, 5 minutes: one action per amber or red score, with an owner and a date.

## Steps
1. Record scores in {{tools.tracker}} or the engagement log so the trend across checks is visible; two ambers in a row count as red.
2. Any red score goes to the engagement partner within one working day.
3. Share a summary with the client sponsor when the issue is theirs to fix (slow decisions, unavailable staff), framed as a joint problem.

## Checklist
- [ ] All five dimensions scored with evidence
- [ ] Trend compared with the last check
- [ ] Every amber or red has an action
- [ ] Reds escalated within a day
- [ ] Team load checked person by person`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 30,
    tags: ["consulting", "health-check", "engagement", "rag"],
  },

  "Proposal template": {
    body: `# Proposal template: {{client.company}}

## Purpose
A structure for proposing a new engagement to {{client.company}}: their problem in their words, the approach, the team, the timeline and the fees. A proposal wins when the reader feels understood on page one and knows exactly what they are buying by the last. It also becomes the basis for the engagement letter, so vague promises here become disputes later.

## When to use
For every new engagement or a significant extension, after at least one discovery conversation with the buyer. Do not write a proposal from a request for proposal alone if a conversation is possible; ask for one. Aim for 6 to 12 pages plus appendices.

## Roles
- Writes: the engagement lead drafts; {{consultant.name}} or the proposed team lead writes the approach.
- Approves: the partner or practice lead approves pricing, staffing and risk before it is sent; anything non-standard in terms goes to whoever owns contracts.
- Reads: the client's buyer and decision makers, often including procurement.

## Sections
1. Our understanding: the situation, the problem, and what happens if nothing changes, using the client's own words and numbers from discovery.
2. Objectives: three to five outcomes the engagement will achieve, each measurable, with how it will be measured.
3. Approach: phases, with activities and deliverables in each. Say what the client's people will need to do, and how much of their time.
4. Deliverables: a list, each with a one-line description, so nobody has to infer them from the approach.
5. Team: names, roles, relevant experience in a few lines each, and the share of their time.
6. Timeline: a phase chart with key milestones from the proposed start, {{project.startDate}}.
7. Fees and expenses: the structure (fixed, time and materials, capped, or phased), the amount, payment milestones, and the assumptions the price depends on.
8. Assumptions and exclusions: written plainly; these are what protect both sides when scope shifts.
9. Why us: two or three relevant examples, with permission, not a brochure.
10. Next steps: the decision needed, by when, and the start date that follows.

## Steps
1. Hold a 30-minute internal review of the outline before writing in full.
2. Offer two options where possible, a core and an extended scope; it turns "whether" into "which".
3. Store the final version in {{tools.docs}} and record the outcome, won or lost, with the reason.

## Checklist
- [ ] Problem stated in the client's terms
- [ ] Objectives are measurable
- [ ] Deliverables listed explicitly
- [ ] Assumptions and exclusions written
- [ ] Pricing approved internally`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 360,
    tags: ["consulting", "proposal", "sales", "pricing"],
  },

  "Knowledge harvest template": {
    body: `# Knowledge harvest template: {{project.name}}

## Purpose
Captures, at the end of an engagement, what the firm should keep: reusable materials, methods that worked, mistakes worth not repeating and the evidence for a future case study. Without a harvest, the next team starts from a blank page and the same lessons are learned at the next client's expense.

## When to use
In the last two weeks of every engagement longer than a month, and at the end of each major phase of longer ones, while the team is still together. Hold a 60-minute session, then allow two hours for the engagement manager to tidy the outputs.

## Roles
- Writes: the engagement manager leads the session and writes it up; each team member brings one item.
- Approves: the engagement partner approves what is shared beyond the team; the knowledge manager checks that materials are cleaned of client information before they go into the library.
- Reads: practice colleagues, future engagement teams and {{consultant.name}}.

## Sections
1. Engagement summary: client sector ({{industry}}), problem, approach, duration, team size ({{team.size}}). Name {{client.company}} only if the client has agreed.
2. Outcomes: what changed for the client, with numbers where available.
3. Reusable assets: templates, models, workshop designs, code or analyses. For each: what it does, where it is stored in {{tools.docs}}, and whether it has been stripped of client data and confidential details.
4. What worked: practices to repeat, specific enough to copy ("weekly 20-minute sponsor call on Thursdays"), not slogans.
5. What to change: what cost time or goodwill, and what we would do differently.
6. Estimating data: planned against actual effort by phase, for future pricing.
7. Case study and reference: whether the client will act as a reference or allow a named case study, and who asked.
8. Tags: sector, service line, methods, tools, so the library search finds it.

## Steps
1. Send the sections to the team a week before the session and ask each person for one asset and one lesson.
2. Run the session; write up within three working days.
3. Check every asset for client names, data and confidential information; remove or generalise.
4. Publish to the library and announce it in {{tools.chat}}.

## Checklist
- [ ] Session held before the team disperses
- [ ] Assets cleaned of client information
- [ ] Estimating data recorded
- [ ] Client permission recorded for any named use
- [ ] Entry tagged and published`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 180,
    tags: ["consulting", "knowledge-management", "lessons-learned", "reuse"],
  },

  "Engagement letter": {
    body: `# Engagement letter: {{client.company}}

## Purpose
Sets out the terms of an engagement with {{client.company}} in one document both sides sign before work starts: what will be done, what will not, what it costs, what each party is responsible for, and how changes and endings are handled. This template is a structure for a consultancy's letter; the wording of liability, confidentiality and intellectual-property clauses should come from the firm's own legal adviser, not from a project template.

## When to use
Before the first day of chargeable work on every engagement, including small ones and extensions with a changed scope. If the client's own contract or framework agreement applies, use this letter as the statement of work under it.

## Roles
- Writes: the engagement lead, from the accepted proposal.
- Approves: the partner or director with signing authority; legal reviews any change to the standard clauses; the client's authorised signatory signs.
- Reads: the client contact {{client.name}}, the firm's finance team for invoicing, and {{consultant.name}} as the lead consultant.

## Sections
1. Parties and date: legal entities and addresses.
2. Background and objectives: two or three sentences from the proposal.
3. Scope of services: activities and deliverables, referenced to the proposal where it is attached.
4. Exclusions: what is not included, stated plainly.
5. Timetable: start date, planned milestones and end date; which dates depend on the client.
6. Fees and expenses: amount and structure, rates for extra work, expenses policy, invoicing schedule and payment terms.
7. Client responsibilities: access to people, data and systems, named decision makers, response times for approvals and feedback.
8. Change control: how a change is requested, estimated and agreed in writing before work on it starts.
9. Confidentiality and data protection: referencing the firm's standard terms and any data-processing agreement.
10. Intellectual property: who owns deliverables and pre-existing materials.
11. Liability: the limitation agreed, as drafted by legal.
12. Term and termination: notice periods and what is paid on early termination.
13. Signatures.

## Steps
1. Draft from the proposal within two working days of acceptance.
2. Highlight any non-standard term for legal review.
3. Store the signed letter in {{tools.docs}} and link it from the engagement in {{tools.tracker}}; no timesheets are approved against an unsigned engagement.

## Checklist
- [ ] Scope and exclusions match the proposal
- [ ] Client responsibilities are specific
- [ ] Change process stated
- [ ] Standard clauses unchanged, or approved by legal
- [ ] Signed by both parties before work starts`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 90,
    tags: ["consulting", "contract", "scope", "engagement"],
  },
};
