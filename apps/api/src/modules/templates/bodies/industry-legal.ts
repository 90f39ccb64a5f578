/** The bodies of the "Industry: legal" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryLegal: CategoryBodies<"Industry: legal"> = {
  "Matter intake form": {
    body: `# Matter intake form: {{client.company}}

## Purpose
Collects, for every new matter, the facts the firm or legal team needs before opening it: who the client is, who else is involved, what exactly the work covers, the dates that cannot move and how it will be paid for. The same form for every matter means conflict checks run on complete party lists, budgets exist from day one and nothing starts on a handshake.

## When to use
Whenever a new piece of legal work is requested, whether from a new client, an existing client, or a business unit of {{client.company}} asking its in-house team. A matter is not opened, and no time is recorded against it, until the conflict check is cleared and the engagement terms are agreed.

## Roles
- Writes: the lawyer who took the instruction, or the intake coordinator from their notes.
- Approves: the responsible partner or head of legal accepts the matter; the conflicts team clears the parties; finance sets up billing codes.
- Reads: the matter team, the practice manager and {{consultant.name}} when improving the intake process.

## Sections
1. Client: legal name, contact, billing entity, and whether identity and anti-money-laundering checks are required under the firm's policy.
2. Matter: a short name, practice area and type (advisory, transaction, dispute, regulatory).
3. Parties: every other party, their affiliates, and opposing counsel, spelled in full. This list feeds the conflict check, so completeness matters more than neatness.
4. Scope: what is included, and what is expressly excluded.
5. Key dates: deadlines known now, limitation dates flagged by the lawyer, and the client's own target dates.
6. Team: responsible partner, day-to-day lead, others expected.
7. Fees: hourly, fixed, capped or phased; estimate or budget; billing frequency; any client billing guidelines.
8. Risk: value at stake, reputational sensitivity, unusual features.
9. Status: conflict check reference, engagement letter sent and signed dates.

## Steps
1. Complete the form in {{tools.docs}} within one working day of the instruction.
2. Send the parties list to conflicts the same day, never by {{tools.chat}} alone.
3. Create the matter in {{tools.tracker}} only after clearance and signed terms.
4. Track intake-to-opening time; more than five working days usually means missing party details.

## Checklist
- [ ] All parties and affiliates listed
- [ ] Scope exclusions written
- [ ] Hard dates captured and diarised
- [ ] Budget or estimate agreed
- [ ] Conflict cleared and engagement signed before work starts`,
    methods: ["waterfall", "hybrid", "kanban"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["legal", "intake", "matter-management", "conflicts"],
  },

  "Conflict check record": {
    body: `# Conflict check record: {{client.company}}

## Purpose
Documents the conflict check performed before a matter is opened: what was searched, what came back, how each hit was analysed and who decided. If a conflict is ever alleged, this record is the firm's evidence that it looked properly. The professional rules on conflicts, and whether a conflict can be waived, are for the firm's general counsel or conflicts partner to decide; this template records their process and decision.

## When to use
For every new matter, and again whenever new parties join an existing matter, a client is acquired or merges, or a lateral hire brings clients with them.

## Roles
- Writes: the conflicts analyst runs the searches and records results.
- Approves: the conflicts partner or general counsel clears the matter; the responsible partner confirms the analysis of each hit.
- Reads: the responsible partner, risk and compliance, and {{consultant.name}} when reviewing the intake flow.

## Sections
1. Matter reference and the intake form it came from.
2. Search terms: every party, affiliate, key individual and former name, with spelling variants and abbreviations. Note the terms deliberately, because a missed variant is the usual way a conflict slips through.
3. Sources searched: the client and matter database, the prospective-client list, lateral-hire declarations, and any other sources the firm's policy names. Record the date and time of each search.
4. Results: each hit, the existing relationship, and the matter or person involved.
5. Analysis of each hit: not a conflict, a conflict that can be managed, or a conflict that prevents acting, with the reason.
6. Waivers or consents: what was requested, from whom, and where the signed document is stored.
7. Information barriers, if any: who is walled off and how it is enforced in {{tools.docs}} and other systems.
8. Decision: cleared, cleared with conditions, or declined; name and date.

## Steps
1. Run searches within one working day of intake.
2. Send hits to the responsible partner with a 48-hour response request.
3. Escalate unresolved hits to the conflicts partner; never open the matter in {{tools.tracker}} while a hit is unanalysed.
4. Keep the record with the matter for the retention period set by the firm.

## Checklist
- [ ] Name variants and affiliates searched
- [ ] Every hit analysed in writing
- [ ] Waivers stored with the record
- [ ] Information barrier set up where required
- [ ] Clearance dated before the matter opened`,
    methods: ["waterfall", "kanban"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["legal", "conflicts", "risk", "compliance"],
  },

  "Matter budget tracker": {
    body: `# Matter budget tracker: {{project.name}}

## Purpose
Compares the fees and disbursements on a matter against the budget agreed with {{client.company}}, phase by phase, and forecasts where the matter will land. Clients rarely object to a budget increase they were warned about early; they object to an invoice that surprises them.

## When to use
For every matter with a fixed fee, a cap or an agreed estimate, and for any matter where the client's billing guidelines ask for budget reporting. Update it weekly from the time-recording system; report to the client at the frequency agreed, at least monthly, and bring any phase over 75 percent to the team's review ({{cadence.review}}).

## Roles
- Writes: the day-to-day lead on the matter, with data from finance or the billing team.
- Approves: the responsible partner approves forecasts and any request to change the budget.
- Reads: the client's legal contact, the practice manager and {{consultant.name}}.

## Sections
1. Budget by phase, using the phases agreed with the client. For litigation, many firms use standard task codes (such as case assessment, pleadings, discovery, trial preparation).
2. Fees to date per phase: recorded time at agreed rates, split into billed and unbilled work in progress.
3. Disbursements to date: court fees, experts, counsel, travel, e-discovery hosting.
4. Percentage of budget used per phase, next to the percentage of the phase's work complete. The gap between the two is the early warning.
5. Estimate to complete, made by the lead from the work remaining, not from the budget left.
6. Forecast at completion and variance against budget.
7. Assumptions behind the budget, so a change in assumptions is visible as the cause of a change in cost.
8. Client communications: date, what was reported, any change agreed.

## Steps
1. Enter the agreed budget by phase when the matter opens.
2. Each week, update fees, disbursements and percent complete; it takes about 15 minutes.
3. Warn the client when any phase reaches 75 percent of its budget, and again at 90 percent, with the reason and the forecast.
4. Agree any budget change in writing before the work that exceeds it.
5. At the end, compare outturn with budget by phase and feed the lessons into future estimates.

## Checklist
- [ ] Budget entered by phase with assumptions
- [ ] Weekly update done
- [ ] Client warned at 75 and 90 percent
- [ ] Changes agreed in writing
- [ ] Close-out comparison recorded`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50"],
    effortMinutes: 30,
    tags: ["legal", "budget", "billing", "matter-management"],
  },

  "Court deadline calendar": {
    body: `# Court deadline calendar: {{client.company}}

## Purpose
Holds every hard deadline across the team's matters, each with two reminders and a second responsible person, so that no filing, response or limitation date depends on one person's memory or inbox. Missed deadlines are among the most common sources of professional negligence claims against lawyers, and almost all come from process gaps rather than legal error.

## When to use
For every litigation, arbitration and regulatory matter, from the day the matter opens until it closes. Every order, rule-based deadline and limitation date goes in, including ones that seem far away. The computation of a deadline under the applicable court rules is a legal judgement made by the responsible lawyer or the docketing team, not by this calendar.

## Roles
- Writes: the docketing clerk or paralegal enters deadlines; the responsible lawyer computes or confirms each one.
- Approves: a second lawyer or docketing specialist checks every computed date independently.
- Reads: the whole matter team, the supervising partner and {{consultant.name}} when auditing the process.

## Sections
One entry per deadline:
1. Matter and court reference.
2. What is due: the filing, response, hearing, payment or limitation event.
3. Source: the order, rule or agreement that sets it, with the date of that source.
4. Deadline date and time, and the time zone of the court.
5. Computed by and checked by, with dates.
6. Responsible lawyer and backup lawyer; the backup must be someone who is not on leave at the same time.
7. Reminders: the first early enough to do the work (often 14 days), the second a few days before (often 3).
8. Status: open, completed (with filing confirmation), or vacated (with the order).

## Steps
1. Enter each deadline the day the triggering document arrives.
2. Check the computation independently before the entry is marked confirmed.
3. Put the deadlines on the shared calendar in {{tools.docs}} or the docketing system, not in personal calendars only.
4. Review the next 30 days of deadlines at the weekly team meeting, and post the coming week's list in {{tools.chat}} every Monday.
5. When a lawyer goes on leave, reassign their deadlines before they leave.

## Checklist
- [ ] Every deadline has a source reference
- [ ] Every deadline was checked by a second person
- [ ] Two reminders set on each
- [ ] A backup lawyer named
- [ ] Completed deadlines show filing proof`,
    methods: ["waterfall", "kanban"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["legal", "deadlines", "docketing", "risk"],
  },

  "Document review protocol": {
    body: `# Document review protocol: {{project.name}}

## Purpose
Sets out how a team of reviewers codes documents on {{project.name}}: what each tag means, how to treat privileged or confidential material, when to escalate, and how quality is checked. A clear protocol keeps 20 reviewers making the same call on the same document, which is what makes the production defensible.

## When to use
For any review of more than a few hundred documents for disclosure, discovery, investigations or due diligence, especially when contract reviewers or a review vendor are involved. Issue it before the first batch is released and update it, with version numbers, as questions come in.

## Roles
- Writes: the senior associate running the review, with the review manager.
- Approves: the supervising partner approves the protocol and every version change; privilege calls in doubt go to the partner.
- Reads: every first-level and second-level reviewer, the review platform administrator and {{consultant.name}} when planning staffing.

## Sections
1. Background: the case or project in one page, key people, date range, and the issues in dispute.
2. Coding panel: responsive or not responsive; privileged (full or partial, with redaction); confidentiality level; issue tags. Define each tag with two examples.
3. Privilege guidance: who the lawyers are (internal and external), how to handle emails copying lawyers, and when to mark "possible privilege" for second-level review. Never guess.
4. Personal data and sensitive material: how to flag and, where instructed, redact.
5. Escalation: unclear documents go to the question log in {{tools.chat}} or the review platform; answers are added to the protocol.
6. Quality control: second-level review of a random 10 percent of first-level coding in the first week, dropping to 5 percent once accuracy is above 95 percent; all privileged and possibly privileged documents get second-level review.
7. Pace: a typical first-level pace is 40 to 60 documents an hour; much faster suggests skimming.
8. Privilege log: fields to complete and the deadline.

## Steps
1. Train reviewers for an hour with a practice batch of 50 documents coded by the senior associate.
2. Release batches daily; publish questions and answers every day.
3. Report daily progress and accuracy to the partner, and track batches in {{tools.tracker}}.

## Checklist
- [ ] Tags defined with examples
- [ ] Privilege rules approved by the partner
- [ ] QC sampling running
- [ ] Question log answered daily
- [ ] Protocol versions recorded`,
    methods: ["waterfall", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 240,
    tags: ["legal", "document-review", "ediscovery", "quality"],
  },
};
