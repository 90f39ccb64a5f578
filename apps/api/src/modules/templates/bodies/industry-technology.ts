/** The bodies of the "Industry: technology" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryTechnology: CategoryBodies<"Industry: technology"> = {
  "Technical design document": {
    body: `# Technical design document: {{project.name}}

## Purpose
Puts a proposed design in writing before building starts, so that reviewers can challenge it while changing course is still cheap. A good design document for {{project.name}} explains the problem, the chosen approach, the options that were rejected and the risks, in two to six pages.

## When to use
For any change expected to take more than two weeks of engineering, that touches shared data or another team's service, or that is hard to reverse (a schema change, a new vendor, a public interface). Small, reversible changes need a pull request description, not a design document.

## Roles
- Writes: the engineer who will lead the build.
- Approves: the tech lead and one engineer from each affected team; {{consultant.name}} checks that delivery risks reach the plan.
- Reads: the product owner, QA, and the on-call team who will run it.

## Sections
1. Context and problem: what is wrong or missing today, with numbers (error rate, latency, hours lost a week).
2. Goals and non-goals: three to five goals; non-goals stop scope creep in review.
3. Proposed design: components, data model, interfaces and a diagram. Describe the request path end to end.
4. Alternatives considered: at least two, including "do nothing", with why each lost.
5. Risks and mitigations: performance, security, data migration, cost.
6. Rollout and rollback: feature flag, migration order, how to undo each step.
7. Observability: the metrics, logs and alerts that show it works.
8. Open questions, each with an owner and a date.
9. Decision: reviewers, outcome and date; link the resulting architecture decision records.

## Steps
1. Share the draft in {{tools.docs}} and announce it in {{tools.chat}} with a review deadline three working days out.
2. Reviewers comment in the document, not in chat.
3. Hold a 45-minute review only if comments leave disagreements; the author opens with open questions, not a tour of the document.
4. Record the decision, freeze the document and link it from the epic in {{tools.tracker}}.

## Checklist
- [ ] Problem stated with evidence
- [ ] Two or more alternatives, with reasons
- [ ] Rollback plan for every irreversible step
- [ ] Affected teams have reviewed
- [ ] Decision recorded and linked from the tracker`,
    methods: ["scrum", "kanban", "hybrid", "waterfall"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 240,
    tags: ["engineering", "design", "architecture", "review"],
  },

  "Architecture decision record": {
    body: `# Architecture decision record: {{project.name}}

## Purpose
Captures one significant technical decision, the situation that forced it and what follows from it, in a short file kept next to the code. A year from now, someone on {{project.name}} will ask "why on earth did we do this?"; the record answers in two minutes without an archaeology session.

## When to use
Whenever the team chooses something expensive to reverse: a database, a framework, a hosting model, an authentication approach, a message format, a build-versus-buy choice. If the decision came out of a technical design document, write one record per decision it contains. If reversing it would take less than a day, skip the record.

## Roles
- Writes: the engineer who proposed the decision.
- Approves: the tech lead, or the architecture group where {{client.company}} has one.
- Reads: current and future engineers, and {{consultant.name}} when mapping technical risks.

## Sections
1. Title: a number and a short phrase in the form "ADR-014: Use PostgreSQL for event storage".
2. Status: Proposed, Accepted, Deprecated, or Superseded by ADR-number. Date each change of status.
3. Context: the forces at play, such as load, team skills, deadlines, cost and constraints from other systems. Facts, not advocacy.
4. Decision: one paragraph in the active voice: "We will ...".
5. Consequences: what becomes easier, what becomes harder, and any follow-up work. Include the negative ones; a record listing only benefits is a sales pitch.
6. Options considered: each with one or two lines on why it was not chosen.

## Steps
1. Store records as numbered Markdown files in the repository (a docs/decisions folder is common) so they are reviewed by pull request like code.
2. Open the pull request with status Proposed; reviewers comment there; merge with status Accepted.
3. Never rewrite an accepted record. When a decision changes, write a new record and mark the old one Superseded, linking both ways.
4. Link the record from the related story in {{tools.tracker}} and mention new records at the next stakeholder review ({{cadence.review}}).
5. Keep a one-line index file listing every record with its status.

## Checklist
- [ ] One decision per record
- [ ] Context states facts and constraints
- [ ] Negative consequences listed
- [ ] Status and date are current
- [ ] Superseded records link to their replacement`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["engineering", "architecture", "decisions", "adr"],
  },

  "Incident response runbook": {
    body: `# Incident response runbook: {{project.name}}

## Purpose
Tells whoever is on call for {{project.name}} exactly what to do in the first hour when production breaks: how to judge severity, who takes which role, where to talk and when to update people. Under stress nobody reads a long document, so the first-steps section fits on one screen.

## When to use
Whenever a customer-facing service is degraded or down, data may be lost or exposed, or an alert fires that the on-call engineer cannot explain within 15 minutes. Rehearse it once a quarter with a game day.

## Roles
- Incident commander: the on-call engineer until handed over; coordinates and decides, does not debug.
- Investigator: fixes the problem; more than one on a big incident.
- Communications lead: writes status updates for {{client.company}} staff and customers.
- Scribe: keeps the timeline.
- Approves the runbook: the engineering manager with {{consultant.name}}; a security incident also goes to the security owner.

## Sections
Severity levels:
- SEV1: service down or data exposed for many customers. Page immediately, all hands, updates every 30 minutes.
- SEV2: major feature broken or severe slowness. Page the on-call pair, updates every hour.
- SEV3: minor feature broken, workaround exists. Fix in working hours.
- SEV4: cosmetic or internal only. Ticket in {{tools.tracker}}.

## Steps
1. Declare: post in {{tools.chat}} with a severity and a one-line description. When unsure, pick the higher severity; downgrading is cheap.
2. Open an incident channel named inc-date-short-name and a call link.
3. Assign roles out loud: "I am commander; Sam investigates; Priya handles comms."
4. Stabilise before diagnosing: roll back the last deploy, switch off a feature flag, scale up. Root cause comes later.
5. Post updates on schedule even when nothing has changed: what we know, what we are doing, next update time.
6. Resolve when customer impact ends, then watch for 30 minutes.
7. Book a blameless review within five working days for SEV1 and SEV2, with actions tracked in {{tools.tracker}}.

## Checklist
- [ ] Severity declared within 15 minutes of the first alert
- [ ] Commander named and not debugging
- [ ] Updates sent on schedule
- [ ] Timeline kept by the scribe
- [ ] Review booked and actions logged`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["incidents", "on-call", "operations", "runbook"],
  },

  "On-call handover note": {
    body: `# On-call handover note: {{project.name}}

## Purpose
Passes everything the next on-call engineer needs to know so that nothing falls between shifts: what is still broken, what is being watched, what changes are planned and which alerts are known to be noisy. A good handover turns a surprise at 3 a.m. into "ah yes, that was in the note".

## When to use
At every change of on-call rotation for {{project.name}}, typically weekly, and at any mid-shift swap. Write it in the last hour of the shift and talk it through in a 15-minute call; do not skip the call when the week was quiet, because that is when context goes missing.

## Roles
- Writes: the outgoing on-call engineer.
- Approves: nobody signs off, but the incoming engineer confirms they have read it, in the on-call channel of {{tools.chat}}.
- Reads: the incoming engineer, the engineering manager, and {{consultant.name}} when reviewing on-call load.

## Sections
1. Shift summary: dates, number of pages, number out of hours. More than two out-of-hours pages a week is a sign the alerting needs work.
2. Open incidents: link, severity, current state, next action and who owns it.
3. Watch items: things not yet broken but trending badly, such as disk at 80 percent, a queue growing, a certificate expiring in ten days.
4. Silenced alerts: which ones, why, and when the silence ends. An indefinite silence is a hidden outage.
5. Changes in the next shift: deploys, migrations, vendor maintenance windows, traffic peaks such as a marketing launch.
6. Noisy alerts: ones that fired without real impact, with a ticket in {{tools.tracker}} to fix or delete them.
7. Access check: the incoming engineer confirms they can reach dashboards, logs, the cloud console and the paging tool before the outgoing one signs off.
8. Escalation contacts: the secondary on call, the engineering manager, and vendor support numbers.

## Checklist
- [ ] Every open incident has an owner
- [ ] Silences have end times
- [ ] Planned changes listed with times
- [ ] Incoming engineer's access confirmed
- [ ] Noisy alerts ticketed`,
    methods: ["kanban", "scrum", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["on-call", "handover", "operations", "incidents"],
  },

  "Security review checklist": {
    body: `# Security review checklist: {{project.name}}

## Purpose
The questions every change to {{project.name}} answers before it is released, so that security is checked at the same point in every delivery, not only when someone happens to remember. It is a working checklist for engineers, not a replacement for the security owner's policies or a penetration test.

## When to use
On every pull request that touches authentication, authorisation, personal or payment data, file uploads, external integrations or infrastructure; and once per release for everything else. Changes flagged "high risk" by the first three questions go to the security owner of {{client.company}} for a separate review.

## Roles
- Writes: the engineer making the change answers each question in the pull request.
- Approves: the reviewer confirms; high-risk changes need the security owner's approval.
- Reads: the tech lead, QA and {{consultant.name}} when tracking release readiness.

## Steps
1. Triage: does the change handle personal or payment data, change who can do what, or open a new path from the internet? Any "yes" makes it high risk.
2. Record the outcome in the pull request and in {{tools.tracker}}, so release readiness is visible.
3. Work through the checklist; answer "not applicable" explicitly rather than leaving a box blank.
4. For high-risk changes, book the security review at least three working days before the planned release; reviews requested on release day become release delays.
5. Track every finding as an issue with a severity and a fix-by date agreed with the security owner.

## Checklist
- [ ] Every new endpoint or screen checks that the user is signed in and allowed to act on this record, not just signed in
- [ ] Input is validated on the server, with length and type limits
- [ ] Queries are parameterised; no string-built SQL or shell commands
- [ ] No secrets in code, logs, tickets or {{tools.chat}}; secrets come from the secret store
- [ ] Personal data collected is the minimum needed, and its retention is known
- [ ] Logs record who did what without recording passwords, tokens or full card numbers
- [ ] Data is encrypted in transit; stored sensitive data is encrypted at rest
- [ ] New dependencies are maintained, licensed acceptably and free of known critical vulnerabilities
- [ ] Rate limits protect sign-in, password reset and expensive operations
- [ ] Error messages do not reveal internals such as stack traces or table names
- [ ] Third-party services receiving data are approved by the security owner`,
    methods: ["scrum", "kanban", "hybrid", "waterfall"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["security", "release", "code-review", "checklist"],
  },

  "API change log": {
    body: `# API change log: {{project.name}}

## Purpose
Records every change to the interfaces of {{project.name}}, what it means for clients, and how and when they were told. Integrators at {{client.company}}'s customers should never discover a breaking change from a failing request.

## When to use
For every release that changes an endpoint, a field, an error code, a rate limit or an authentication rule, including additions. Keep it public to API consumers, or at least to every team that calls the interface.

## Roles
- Writes: the engineer who makes the change adds the entry in the same pull request.
- Approves: the API owner (often the tech lead or product manager) approves anything breaking or deprecated.
- Reads: client developers, partner teams, support, and {{consultant.name}} when planning releases.

## Sections
Each entry, newest first:
1. Date and version. Many teams follow semantic versioning: a major version for breaking changes, minor for additions, patch for fixes.
2. Type: Added, Changed, Deprecated, Removed, Fixed or Security.
3. Breaking: yes or no. A change is breaking if a correctly written client could fail: a removed or renamed field, a new required parameter, a narrower accepted range, a changed error code.
4. What changed: endpoints and fields affected, with before and after examples.
5. Migration: what a client must do, and by when.
6. Communication: who was told, through which channel and on which date.
7. Deprecation and removal dates for anything deprecated.

## Steps
1. Add the entry with the code change; the review fails without it.
2. For breaking changes, prefer a new version alongside the old one. A common rule is at least 90 days between deprecation notice and removal, longer for external partners.
3. Announce deprecations in the developer channel or mailing list and in {{tools.chat}} for internal consumers; repeat at 30 days and 7 days before removal.
4. Mark deprecated operations in the interface description and, where supported, in response headers.
5. Review upcoming removals at each stakeholder review ({{cadence.review}}).

## Checklist
- [ ] Every interface change has an entry
- [ ] Breaking changes flagged and approved
- [ ] Migration steps written with examples
- [ ] Deprecation and removal dates stated
- [ ] Consumers notified and reminded`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["api", "changelog", "versioning", "communication"],
  },
};
