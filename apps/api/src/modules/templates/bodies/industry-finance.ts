/** The bodies of the "Industry: finance" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryFinance: CategoryBodies<"Industry: finance"> = {
  "Change approval record": {
    body: `# Change approval record: {{project.name}}

## Purpose
Shows, for each change to a system in scope of {{project.name}}, who built it, who reviewed it, who approved it and who put it live, with the evidence behind each step. Auditors in financial services test change management almost every year; a complete record turns their sample of 25 changes into a morning's work instead of a fortnight of digging through {{tools.chat}}.

## When to use
For every change to production systems that support financial reporting, customer money or regulated processes: code, configuration, infrastructure, user-role design and data fixes. Emergency changes use the same record, completed afterwards. Which systems are in scope is decided by {{client.company}}'s risk and compliance owners.

## Roles
- Writes: the developer or engineer raising the change; the record is generated from {{tools.tracker}} and the pipeline where possible.
- Approves: a reviewer who did not write the change, and the system or business owner; high-risk changes also go to the change advisory board.
- Reads: internal and external auditors, the risk team and {{consultant.name}}.

## Sections
1. Change ID, system, environment and a link to the ticket.
2. Description and reason, with the risk class (standard, normal, emergency; low, medium, high).
3. Built by: name and date.
4. Reviewed by: name, date and link to the code review. Must differ from the builder.
5. Tested by: test evidence link, including user acceptance sign-off where the business is affected.
6. Approved by: name, role, date; must be recorded before deployment.
7. Deployed by: the person or pipeline run, with date and time. Developers should not deploy their own change by hand to production.
8. Post-implementation check: who confirmed it works, and when.
9. Emergency flag, with the reason and the date of retrospective approval.

## Steps
1. Build the fields into the ticket workflow so the record fills itself.
2. Block the deployment step until the approval is present.
3. Each month, sample five changes and check the record is complete; fix gaps while memories are fresh.
4. Keep records for the retention period set by the compliance owner.

## Checklist
- [ ] Builder, reviewer and approver are three different people, or two where the policy allows
- [ ] Approval timestamp precedes deployment
- [ ] Test evidence is linked, not described
- [ ] Emergency changes approved within the agreed window
- [ ] Monthly sample reviewed`,
    methods: ["waterfall", "hybrid", "scrum", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 15,
    tags: ["finance", "change-control", "audit", "segregation-of-duties"],
  },

  "Regulatory change tracker": {
    body: `# Regulatory change tracker: {{client.company}}

## Purpose
Lists every upcoming rule change that could affect {{client.company}}, with an accountable owner, an impact rating and the date by which the firm must comply, so that regulatory work enters the portfolio early instead of arriving as a last-minute emergency project. Interpreting what a rule requires is the job of the compliance and legal teams; the tracker makes sure their conclusions turn into planned, funded work.

## When to use
Continuously. Compliance adds items when a regulator consults, publishes final rules or issues guidance; the PMO reviews the tracker every month and brings anything with high impact into the next planning cycle ({{cadence.planning}}).

## Roles
- Writes: the compliance team (horizon scanning) adds and assesses items; project managers update delivery status.
- Approves: the chief compliance officer or equivalent confirms impact ratings and owners.
- Reads: the executive committee, business-line heads, the portfolio board and {{consultant.name}}.

## Sections
One row per rule change:
1. Title and reference, with a link to the source text.
2. Regulator and jurisdiction.
3. Stage: consultation, final rule published, in force, post-implementation.
4. Key dates: consultation close, publication, compliance deadline, any transition period.
5. Impact: high, medium or low, with one line on why, and the business lines, products, processes and systems affected.
6. Accountable owner: a named senior person, not a team.
7. Gap analysis: link and status.
8. Delivery: the project or change in {{tools.tracker}}, its status and next milestone.
9. Status: on track, at risk, off track, with a date of last update.

## Steps
1. Set up the tracker in {{tools.docs}} or the tracker with the columns above; one list for the whole firm.
2. Add each item within a week of a regulator's publication.
3. For high-impact items, complete the gap analysis within 30 days and estimate the delivery effort.
4. Work backwards from the compliance deadline: build, test and evidence must finish at least a month before it.
5. Review the list monthly; escalate anything off track with less than six months to go.

## Checklist
- [ ] Every item has a named accountable owner
- [ ] Deadlines are confirmed by compliance
- [ ] High-impact items have a gap analysis
- [ ] Delivery work is linked and planned
- [ ] Monthly review happens and is minuted`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["21-50", "51+"],
    effortMinutes: 120,
    tags: ["finance", "regulatory", "compliance", "portfolio"],
  },

  "Audit evidence log": {
    body: `# Audit evidence log: {{client.company}}

## Purpose
Lists every control in scope, where its evidence lives and whether that evidence is complete for the period, so that when the auditor's request list arrives the team sends links the same day. Evidence gathered as the control runs is reliable; evidence rebuilt months later is where audit findings come from.

## When to use
Throughout the audit period, not only in the weeks before fieldwork. Set it up at the start of the financial year or at {{project.startDate}} for a new programme, and update it each time a control runs.

## Roles
- Writes: each control owner files their evidence and updates their rows.
- Approves: the risk or internal-audit coordinator reviews completeness every month; the compliance owner decides the evidence standard for each control.
- Reads: internal and external auditors, the finance director and {{consultant.name}}.

## Sections
One row per control per period:
1. Control ID and short description, matching the control register.
2. Frequency: per event, daily, weekly, monthly, quarterly, yearly.
3. Control owner and backup.
4. Evidence expected: for example a signed reconciliation, a user-access review export with the reviewer's sign-off, a change ticket with approvals.
5. Location: a link to the folder in {{tools.docs}}.
6. Period covered and date the control was performed.
7. Reviewer and review date, where the control needs a second person.
8. Status: complete, late, missing, exception raised.

## Steps
1. Create one folder per control and period, with file names in a fixed pattern: control ID, period, short description (for example AC-04 2025-Q2 access review).
2. Ask owners to save evidence within five working days of performing the control, including system-generated timestamps or screenshots that show the date.
3. Check monthly: every expected item present, dated inside the period, signed where required.
4. Record exceptions openly, with the action taken; an explained exception is better than a missing file.
5. Before fieldwork, restrict the folders to read-only and share them with auditors through their request list.

## Checklist
- [ ] Every control in the register has a row
- [ ] Evidence is dated and shows who performed the control
- [ ] File names follow the pattern
- [ ] Monthly completeness check done
- [ ] Exceptions have documented actions`,
    methods: ["waterfall", "hybrid", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["finance", "audit", "controls", "evidence"],
  },

  "Vendor due diligence questionnaire": {
    body: `# Vendor due diligence questionnaire: {{project.name}}

## Purpose
The questions a new supplier to {{client.company}} answers about security, resilience and compliance before a contract is signed, scaled to how much the firm will depend on them. It gives procurement, security and the business a common basis for the decision and an evidence trail for regulators who expect firms to manage outsourcing and third-party risk.

## When to use
Before signing with any supplier that will hold the firm's or customers' data, run part of a regulated process, or be hard to replace; and again at renewal or every one to three years depending on criticality. Classify the supplier first: critical, important, or standard. Standard suppliers answer sections 1, 2 and 3 only. The firm's third-party risk policy, owned by its risk or compliance function, decides the classification and the acceptable answers.

## Roles
- Writes: the business owner of the relationship sends it; the supplier answers.
- Approves: information security, risk, and for critical suppliers the outsourcing or compliance owner.
- Reads: procurement, legal (for contract clauses) and {{consultant.name}} when the supplier affects {{project.name}}.

## Sections
1. Company: legal entity, ownership, years trading, main locations, latest audited accounts.
2. Service: what exactly is provided and which data is involved.
3. Information security: certifications held (for example ISO 27001) or an independent assurance report such as SOC 2 Type II, with dates and scope; encryption; access control; vulnerability management.
4. Data: where data is stored and processed, subprocessors, retention and deletion on exit.
5. Resilience: business continuity and disaster recovery plans, recovery time and recovery point objectives, date of the last test.
6. Incidents: how quickly the firm will be notified of a breach or outage, and the contact.
7. Regulatory: licences held, sanctions screening, willingness to allow audit and regulator access.
8. People: background screening of staff with access.
9. Exit: how data and service are handed back, and the notice needed.
10. Insurance: cover types and amounts.

## Steps
1. Send with a two-week deadline and ask for documents, not assurances; file them in {{tools.docs}} under the supplier's name.
2. Score each answer as acceptable, acceptable with conditions, or unacceptable.
3. Turn conditions into contract clauses or dated remediation actions.

## Checklist
- [ ] Criticality set before sending
- [ ] Evidence received for security claims
- [ ] Conditions recorded in the contract
- [ ] Reassessment date set`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["finance", "vendor-risk", "procurement", "security"],
  },

  "Control self-assessment": {
    body: `# Control self-assessment: {{client.company}}

## Purpose
A periodic, structured check by each control owner that their controls are still designed sensibly and still operate as written. It catches drift early: a reconciliation now done by someone who never learned the reason for it, an approval step bypassed since a system changed, a report that no longer covers a new product. The risk function sets the framework and ratings; this template is how owners carry it out.

## When to use
Quarterly for key controls and yearly for the rest, and after any significant change such as a new system, reorganisation or process redesign under {{project.name}}. Time it so results are ready before the risk committee meets.

## Roles
- Writes: each control owner assesses their own controls.
- Approves: the second-line risk team challenges the ratings and samples the evidence; the department head signs the results.
- Reads: the risk committee, internal audit and {{consultant.name}} when controls are part of the project's scope.

## Steps
1. The risk team issues the list of controls for each owner, with the control description, frequency and last rating, and a deadline three weeks out.
2. For each control, the owner answers two questions. Design: if the control works as written, does it still prevent or detect the risk it is meant to? Operation: did it run as written for every occurrence in the period?
3. Test a sample, not a memory: for example two occurrences of a monthly control, or five of a daily control, picking the dates at random. Attach the evidence.
4. Rate the control: effective, needs improvement, or ineffective. A missed occurrence with no compensating check is at least "needs improvement".
5. For anything below effective, write an action with an owner and a due date, and log it in {{tools.tracker}}.
6. The risk team reviews a sample of ratings, challenges optimistic ones and agrees changes with the owner.
7. Summarise: ratings by area, open actions and overdue actions, presented at the next risk committee and in the stakeholder review ({{cadence.review}}).

## Checklist
- [ ] Every key control assessed on time
- [ ] Both design and operation answered
- [ ] Sample evidence attached
- [ ] Actions have owners and dates
- [ ] Second-line challenge recorded
- [ ] Results reported to the risk committee`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["finance", "controls", "risk", "assessment"],
  },
};
