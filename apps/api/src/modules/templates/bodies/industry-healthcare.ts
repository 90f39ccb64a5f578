/** The bodies of the "Industry: healthcare" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryHealthcare: CategoryBodies<"Industry: healthcare"> = {
  "Patient-data handling SOP": {
    body: `# Patient-data handling SOP: {{project.name}}

## Purpose
Sets out, for everyone working on {{project.name}}, where patient data may be stored, who may see it and how access is requested, approved and removed. Project teams leak patient data in ordinary ways: a screenshot in a ticket, a spreadsheet in a shared drive, a name pasted into chat. This procedure closes those paths. It describes the project's working practice; the legal rules that apply (for example HIPAA, GDPR or national health-records law) are set by the compliance owner of {{client.company}}, who approves this SOP.

## When to use
From the first day of any project that will touch identifiable patient information, including test and migration work, and at onboarding for every new team member, contractor and vendor.

## Roles
- Writes: the project manager with the information governance or privacy lead.
- Approves: the compliance owner (privacy officer or data protection officer) and the system's information asset owner.
- Reads: every member of the team of {{team.size}}, suppliers with access, and {{consultant.name}}.

## Steps
1. Classify the data the project uses: identifiable patient data, pseudonymised data, de-identified or synthetic data. Use the least identifiable kind that does the job.
2. Keep an approved-locations list: the clinical system, its approved reporting store and the named secure file area. Anywhere else is forbidden, including {{tools.tracker}}, {{tools.chat}}, email and personal devices.
3. In tickets and messages, refer to records by an internal reference, never by name, date of birth or record number.
4. Request access through the access form naming the data, the purpose and an end date; the information asset owner approves. Access is role-based and expires at the end date by default.
5. Build and test with synthetic or de-identified data. Any use of live data in testing needs written approval from the compliance owner first.
6. Remove leavers' access on their last day; review all project access every quarter with the asset owner.
7. Report any suspected misuse or exposure the same day through the incident reporting form; do not investigate alone.

## Checklist
- [ ] Data classification agreed with the compliance owner
- [ ] Approved-locations list published and known
- [ ] No identifiers in tracker, chat or email
- [ ] Access requests approved, time-limited and logged
- [ ] Quarterly access review scheduled
- [ ] Everyone has completed the required data-protection training`,
    methods: ["waterfall", "hybrid", "scrum", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 180,
    tags: ["healthcare", "patient-data", "privacy", "access-control"],
  },

  "Clinical change approval form": {
    body: `# Clinical change approval form: {{project.name}}

## Purpose
Records that a named clinical lead has reviewed and signed off a change that could affect patient care before it goes live: a new screen in an electronic record, a changed order set, a revised alert threshold, a new step in a care pathway. It gives {{client.company}} a single record of who assessed the clinical risk, what evidence they saw and what was agreed.

## When to use
For every change under {{project.name}} that alters what a clinician sees, enters or is prompted to do, or the timing of care. Purely technical changes with no visible effect follow the normal IT change process. When in doubt, ask the clinical lead; the clinical safety or governance rules that apply are owned by {{client.company}}'s clinical safety officer or equivalent, not by the project.

## Roles
- Writes: the project or change manager, with the analyst who designed the change.
- Approves: the clinical lead for the affected service; the clinical safety officer where the organisation has one; then the change advisory board.
- Reads: the service manager, trainers, the service desk and {{consultant.name}}.

## Sections
1. Change reference, title and the ticket in {{tools.tracker}}.
2. Description in plain clinical language: what will be different for staff and patients.
3. Services, sites and roles affected, with an estimate of users.
4. Clinical risk assessment: hazards identified, their likelihood and severity, controls in place, and the reference to the hazard log entry.
5. Evidence: test scripts run, who tested (including a clinician), results and open defects with their severity.
6. Training and communication: who needs to know, by which date, in what form.
7. Go-live date and time, chosen away from peak clinical activity, and the support cover on that day.
8. Rollback plan and the clinical contingency if the system is unavailable.
9. Sign-off: name, role, date and decision (approved, approved with conditions, rejected).

## Steps
1. Complete sections 1 to 8 at least ten working days before go-live.
2. Walk the clinical lead through the change in the test system.
3. Record the decision; conditions become tasks with owners.
4. For emergency changes, get verbal approval, then complete the form within two working days.

## Checklist
- [ ] Hazard log updated
- [ ] A clinician took part in testing
- [ ] Training completed before go-live
- [ ] Signed decision stored with the change record`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["healthcare", "change-control", "clinical-safety", "approval"],
  },

  "Compliance training log": {
    body: `# Compliance training log: {{client.company}}

## Purpose
Shows who has completed each mandatory course, when, and when it expires, so that nobody works with patient systems or on the ward with lapsed training, and so that the organisation can answer an inspector's question in minutes. The courses required for each role are set by {{client.company}}'s compliance and education leads; this log tracks them.

## When to use
From the start of {{project.name}} for every staff member, contractor and supplier engineer who needs access to clinical systems or sites. Update it the day a certificate arrives; review it every month.

## Roles
- Writes: the project coordinator or team administrator keeps the log current.
- Approves: the compliance owner confirms the role-to-course mapping and accepts evidence.
- Reads: line managers, the access administrator who grants system accounts, and {{consultant.name}} for the project's readiness reports.

## Sections
1. Role-to-course matrix: for each role on the project, the mandatory courses (for example data protection, information security, safeguarding at the required level, fire safety, basic life support for site-based roles) and the renewal period of each.
2. The log, one row per person per course: name, role, course, completion date, expiry date, evidence link in {{tools.docs}}, status.
3. Status values: Valid; Due (expires within 60 days); Overdue; Exempt (with reason and approver).
4. Monthly summary: percentage valid by course and by team, and the names of anyone overdue.

## Steps
1. Build the matrix with the compliance owner before the team starts; do not guess renewal periods.
2. Load everyone currently on the project and collect evidence. Certificates without a date or a name are not evidence.
3. Send reminders at 60 and 30 days before expiry and tell the line manager at 14 days.
4. Agree with the access administrator that no system account is issued while core training is overdue, and what happens to existing accounts under the organisation's rule.
5. Post the monthly summary in {{tools.chat}} and report compliance below 95 percent to the project board.

## Checklist
- [ ] Role-to-course matrix approved by the compliance owner
- [ ] Evidence stored for every completed course
- [ ] Reminders scheduled at 60 and 30 days
- [ ] Access process checks the log
- [ ] Monthly summary published`,
    methods: ["waterfall", "hybrid", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["healthcare", "training", "compliance", "audit"],
  },

  "Data protection impact assessment": {
    body: `# Data protection impact assessment: {{project.name}}

## Purpose
Assesses, before {{project.name}} starts handling personal data, what could go wrong for the people whose data it is and what the project will do about it. Done early, it changes the design; done the week before go-live, it only documents risks nobody has time to fix. Whether a formal assessment is legally required, and in what form, is decided by the data protection officer of {{client.company}}; this template is the project's working draft for them.

## When to use
At the design stage of any project that introduces a new system, a new use of existing data, data sharing with another organisation, large-scale processing of health data, new monitoring, or an offshore supplier. Revisit it when the scope or a supplier changes.

## Roles
- Writes: the project manager with the system designer and the information governance lead.
- Approves: the data protection officer gives advice; the senior responsible owner accepts any remaining risk in writing.
- Reads: the project board, suppliers processing data, and {{consultant.name}}.

## Sections
1. Description of the processing: what data, about whom, from where, for what purpose, how long it is kept, and who it is shared with. Attach a data-flow diagram.
2. Necessity and proportionality: why each data item is needed, the lawful basis the DPO has confirmed, and how people are informed.
3. Consultation: who was asked, including patients or their representatives where appropriate, and what they said.
4. Risks to individuals: for each, the likelihood (remote, possible, probable) and severity (minimal, significant, severe), giving a rating of low, medium or high.
5. Measures: for each risk, the action that reduces it (pseudonymisation, role-based access, audit logging, shorter retention, contract clauses), its owner and due date in {{tools.tracker}}.
6. Residual risk after measures and whether it is accepted.
7. DPO advice, and the decision of the senior responsible owner, with reasons if the advice was not followed.
8. Review date, at the latest one year after approval.

## Steps
1. Draft sections 1 and 2 in a 90-minute workshop with the designer.
2. Score risks with the information governance lead.
3. Send to the DPO at least four weeks before procurement or build decisions close.
4. Track measures to completion before go-live.

## Checklist
- [ ] Data-flow diagram attached
- [ ] Every data item justified
- [ ] Every high risk has a measure and owner
- [ ] DPO advice recorded
- [ ] Review date in the calendar`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 480,
    tags: ["healthcare", "privacy", "dpia", "risk"],
  },

  "Incident reporting form": {
    body: `# Incident reporting form: {{project.name}}

## Purpose
Captures a patient-safety or data incident on the day it is noticed, in the same format every time, so that the right people can contain it and decide on any duty to report externally. Reporting early matters more than reporting perfectly; the form asks for facts the reporter already has and leaves the investigation to others.

## When to use
The same day anyone working on {{project.name}} notices an actual or suspected incident: data sent to the wrong person, a system fault that affected care, a near miss where harm was avoided, a lost device, a record opened without reason. Near misses are reported too; they show where the next real incident will come from. Deadlines for external notification (for example to a regulator within a fixed number of hours) are decided by {{client.company}}'s compliance owner, which is why the clock starts when the form is submitted.

## Roles
- Writes: whoever noticed the incident, whatever their role.
- Approves: the incident lead or compliance owner triages, assigns an investigator and decides on notification.
- Reads: the clinical or information governance lead, the project manager and {{consultant.name}}; details are shared on a need-to-know basis.

## Sections
1. Date and time of the incident, and when it was discovered.
2. Reporter's name, role and contact.
3. Type: patient safety, data protection, security, system availability, near miss.
4. What happened: facts only, in order. No opinions and no blame.
5. Who or what was affected: number of patients or records, referred to by internal reference, never by name in this form.
6. Harm: none, low, moderate, severe, as observed now.
7. Immediate actions taken: for example email recalled, access suspended, clinician informed.
8. Who has been told so far.
9. Evidence location: screenshots or logs stored in the approved secure area, not in {{tools.chat}} or {{tools.tracker}}.

## Steps
1. Make the service safe first, then fill in the form.
2. Submit it through the incident system; if that is down, phone the incident lead.
3. The incident lead confirms receipt within four working hours.
4. Corrective actions are tracked; lessons reach the team's next retrospective ({{cadence.retro}}).

## Checklist
- [ ] Reported the same day
- [ ] Facts only, no identifiers
- [ ] Immediate containment recorded
- [ ] Compliance owner informed`,
    methods: ["waterfall", "hybrid", "kanban", "scrum"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["healthcare", "incidents", "patient-safety", "data-breach"],
  },
};
