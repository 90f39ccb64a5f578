/** The bodies of the "Quality and delivery" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const qualityAndDelivery: CategoryBodies<"Quality and delivery"> = {
  "Definition of done checklist": {
    body: `# Definition of done checklist: {{project.name}}

## Purpose
The short list of checks every item meets before anyone calls it done, so "done" means the same to the developer, the product owner and {{client.company}}, and half-finished work doesn't pile up as hidden debt.

## When to use
Agree it in the first sprint, before the first card reaches Done, and revisit it at a retrospective every couple of months, or straight after a defect escapes. It applies to every item; acceptance criteria are the part specific to one item.

## Roles
- **Writes:** the team, in a 45-minute workshop run by the delivery lead.
- **Approves:** the product owner, who accepts that items failing it are not done, even at the end of a sprint.
- **Enforces:** whoever moves a card to Done in {{tools.tracker}}; any reviewer may send it back.

## Steps
1. List what went wrong with "done" work in the past month: bugs found later, missing documentation, failed deployments.
2. Draft one check that would have caught each. Every check must be answerable yes or no.
3. Cut to eight to twelve checks. Longer lists get skipped.
4. Split out checks that only make sense per release and move them to the release checklist.
5. Put the list in the Done column's description in {{tools.tracker}}, or as a checklist on every card.
6. When a check is routinely skipped, automate it, drop it, or find out why.

## Sections
A starting set for a software team; adapt it to yours:
- [ ] Acceptance criteria met and shown to the product owner
- [ ] Reviewed by at least one other person
- [ ] Automated tests added or updated, and passing in the pipeline
- [ ] No new warnings or lint errors
- [ ] Deployed to the test or staging environment
- [ ] User-facing text checked for spelling and tone
- [ ] Help or documentation updated where behaviour changed
- [ ] Any feature flag recorded with its removal date

Teams outside software (in {{industry}}, say) swap the code checks for "checked by a second person", "filed in {{tools.docs}} under the naming convention" and "client-facing version approved".

## Common mistakes
- Lowering the bar on the last day of a sprint to meet the goal. Unfinished work returns to the backlog.
- Including steps outside the team's control, such as "released to production" when releases are quarterly.`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["definition-of-done", "quality", "done", "agile"],
  },

  "Acceptance criteria template": {
    body: `# Acceptance criteria template: {{project.name}}

## Purpose
Writes the conditions an item must meet as concrete, testable scenarios (given a situation, when something happens, then this is the result), agreed before work starts so nobody argues afterwards about what was asked for.

## When to use
For every user story or change request at refinement, before it goes into a sprint or onto the board; a story without criteria isn't ready. In fixed-scope work for {{client.company}} the criteria also become the basis for acceptance.

## Roles
- **Drafts:** the product owner or business analyst.
- **Sharpens:** developers and testers in refinement, by asking "how would we test this?"
- **Agrees:** the product owner and, for client-facing features, {{client.company}}'s lead.
- **Uses:** testers, to write tests; the product owner, to accept the item.

## Sections
**1. Story.** As a [user], I want [capability], so that [benefit].
Example: "As a warehouse manager, I want to export today's picked orders, so that I can reconcile them with the courier's manifest."

**2. Scenarios,** three to seven per story. More than seven usually means the story should be split.

> Given I am signed in as a warehouse manager
> And 42 orders were picked today
> When I choose "Export today's picks"
> Then a CSV file downloads with 42 rows
> And each row has the order number, SKU, quantity and picker

> Given no orders were picked today
> When I choose "Export today's picks"
> Then I see "No picks today" and no file downloads

**3. Rules and limits** that aren't scenarios but must hold: "The export finishes within 5 seconds for up to 5,000 rows." "Only managers see the button."

**4. Out of scope.** "Filtering by picker is a separate story."

## Checklist
- [ ] Each scenario has exactly one "when"
- [ ] Unhappy paths covered: empty, error, no permission
- [ ] Real values, not "some" or "many"
- [ ] Describes behaviour, not implementation ("a button", not a named component)
- [ ] Linked to the item in {{tools.tracker}}`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["acceptance-criteria", "given-when-then", "user-stories", "testing"],
  },

  "Quality assurance checklist": {
    body: `# Quality assurance checklist: {{project.name}}

## Purpose
The reviews and tests a deliverable passes before it leaves the team for {{client.company}} or any other audience: a report, a configured system, a release, a training pack. It catches the errors that cost most trust: wrong numbers, broken links, missed requirements, the wrong version sent.

## When to use
Before any deliverable is handed over, presented or published. Match the depth to the risk: a weekly note needs only the self-check; a contractual deliverable needs every block.

## Roles
- **Author:** runs the self-check and fixes what it finds.
- **Reviewer:** someone who didn't produce it; for high-risk work, someone from outside the team.
- **Approver:** the delivery lead or product owner, who signs off release to the client.
- **{{consultant.name}}:** spot-checks one deliverable a month to keep the standard honest.

## Steps
1. Classify the deliverable. Low: internal and easy to correct. Medium: client-facing. High: contractual, regulated in {{industry}}, or used for a financial decision.
2. The author runs the self-check.
3. For medium and high, the reviewer runs the review block and logs findings as comments in {{tools.docs}} or {{tools.tracker}}.
4. For high, trace the deliverable against the requirements or statement of work.
5. The approver signs off, recording who, when and which version.

## Checklist
**Self-check (every deliverable)**
- [ ] Meets the brief or acceptance criteria, point by point
- [ ] Numbers add up and totals match their sources
- [ ] Names, dates and the client's name are right
- [ ] Links and attachments open for someone outside the team
- [ ] Spelling and formatting checked

**Review (medium and high)**
- [ ] A second person has read or tested it end to end
- [ ] Every finding fixed, or accepted with a reason
- [ ] Checked in the client's environment or format: their browser, their template

**Trace (high)**
- [ ] Every in-scope requirement traced
- [ ] Known limitations written down for the client
- [ ] Version number in the file name and the document

**Hand-over**
- [ ] Approval recorded with version and date
- [ ] Sent through the agreed channel, not from a personal drive

## Common mistakes
Calling a read-through of your own work a review; skipping checks because the deliverable is late. Clients forgive late sooner than wrong.`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["qa", "quality", "review", "deliverables"],
  },

  "User acceptance test plan": {
    body: `# User acceptance test plan: {{project.name}}

## Purpose
Sets out who at {{client.company}} tests what, with which scenarios, in which environment and on which dates, what counts as a pass, and how sign-off is recorded, so acceptance is a planned event with an end date rather than an open-ended debate.

## When to use
Write it at least four weeks before user acceptance testing starts, once scope is stable. Phased projects use it before go-live; agile teams use it before a major release to business users.

## Roles
- **Writes:** the test lead or business analyst, with the delivery lead.
- **Provides testers and scenarios:** {{client.company}}'s business lead. Testers are real users, never the delivery team.
- **Approves the plan and signs off:** the product owner or business sponsor on the client side.
- **Supports:** developers on a fix rota during the test window.

## Sections
1. **Scope.** Business processes to test, by name: "raise invoice, credit note, month-end close". Also what isn't tested here, such as performance and security.
2. **Entry criteria.** System testing complete, no open critical defects, test data loaded, testers trained (one hour), access confirmed.
3. **Schedule.** Typically two weeks of testing plus one for fixes and retests, with a 15-minute triage every day at 16:00.
4. **Testers and assignments.** Scenario, tester, backup tester, target day.
5. **Scenarios.** End to end, in the users' language, each with its expected result. "Credit a partly returned order: the customer balance falls by the returned amount, and the credit note shows the original invoice number."
6. **Defects.** Logged in {{tools.tracker}} with steps, screenshot and severity:

| Severity | Meaning | Blocks sign-off? |
|---|---|---|
| 1 Critical | Process can't be completed; no workaround | Yes |
| 2 Major | A costly workaround exists | Yes, unless accepted in writing |
| 3 Minor | Cosmetic or rare | No; fixed by an agreed date |

7. **Exit criteria.** Every scenario run, at least 95% passed, no open severity 1, each severity 2 fixed or accepted by the sponsor.
8. **Sign-off.** The named signatory, the wording of the sign-off email, and where it is filed in {{tools.docs}}.

## Checklist
- [ ] Testers named, with their time agreed by their managers
- [ ] Test environment configured like production
- [ ] Severity definitions agreed before testing starts
- [ ] Signatory confirmed in writing`,
    methods: ["waterfall", "hybrid", "scrum"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 180,
    tags: ["uat", "testing", "sign-off", "acceptance"],
  },

  "Release checklist": {
    body: `# Release checklist: {{project.name}}

## Purpose
The steps before, during and after each release, each with one owner, so releases become routine and nothing depends on one person remembering.

## When to use
Every release, however small; for a one-line fix, run only the steps marked (short). For a first launch or a large cut-over, use the go-live runbook, which adds an hour-by-hour plan.

## Roles
- **Release manager:** the tech lead or a rotating developer; runs the list and calls go or no-go.
- **Product owner:** confirms scope and release notes, and approves the release to users.
- **Support lead:** covers user questions for 48 hours afterwards.
- **{{client.company}} stakeholders:** receive the release notes.

## Steps
**Two days before (release manager)**
- [ ] Scope frozen; items listed from {{tools.tracker}} (short)
- [ ] Every item meets the definition of done (short)
- [ ] Release notes drafted in plain language and approved by the product owner
- [ ] Data changes reviewed and a backup confirmed
- [ ] Rollback plan checked for this release (short)
- [ ] Release window agreed and announced in {{tools.chat}}; not a Friday, not the day before a public holiday

**Release day (release manager)**
- [ ] Ten-minute go/no-go: scope, open defects, people available, monitoring ready (short)
- [ ] Deploy by the written steps, not from memory (short)
- [ ] Smoke-test the five most important user journeys (short)
- [ ] Watch errors and key measures for 30 minutes (short)
- [ ] Announce completion with a link to the release notes

**After (owners as named)**
- [ ] Support lead watches tickets for 48 hours and reports themes
- [ ] Product owner checks with one or two users that the change works for them
- [ ] Released items closed and the version tagged in {{tools.tracker}} (short)
- [ ] Anything that went wrong noted for the next retrospective ({{cadence.retro}})

## Rules of thumb
- If a go/no-go answer is "I think so", the call is no-go.
- Keep a release log: date, version, release manager, problems. Five minutes that pays for itself at the first incident.
- If a step is skipped twice, automate it or remove it; a list people ignore is worse than a shorter one they follow.`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["release", "deployment", "go-no-go", "checklist"],
  },

  "Go-live runbook": {
    body: `# Go-live runbook: {{project.name}}

## Purpose
The hour-by-hour plan for launch day: every step with its owner, time and check, the planned messages, and, decided in advance, who can call a rollback and on what evidence.

## When to use
For a first launch, a system cut-over, a data migration, or any release that is hard to undo. Draft it three weeks before; rehearse it end to end at least once, ideally twice, in an environment like production.

## Roles
- **Go-live lead:** usually the delivery lead; runs the runbook, keeps time, and is the only person who marks steps complete.
- **Rollback decision-maker:** named in advance, normally the sponsor on the technical lead's recommendation, with a named deputy.
- **Step owners:** engineers, the data team, and {{client.company}}'s business contacts for verification.
- **Communications owner:** sends the prepared messages in {{tools.chat}} and to users.
- **{{consultant.name}}:** observes and keeps the issue log.

## Sections
**1. Contacts.** Name, role and phone number. Phones, because chat can go down too.

**2. Go/no-go criteria,** checked 24 hours and one hour before: UAT signed off, rehearsal passed, backups verified, support staffed, no open severity 1 defect.

**3. Timeline.**
| Time | Step | Owner | Check |
|---|---|---|---|
| 18:00 | Freeze old system; show banner to users | Ops | Banner visible |
| 18:15 | Final backup | DBA | Test restore of one table |
| 18:45 | Migrate data | Data lead | Record counts match exactly |
| 20:30 | Business verification, ten scenarios | Client testers | All pass |
| 21:30 | Go or roll back | Sponsor | Triggers below |
| 22:00 | Open to users and announce | Comms | First real transactions seen |

**4. Rollback triggers and point of no return.** For example: any failed reconciliation, or more than two failed verification scenarios, means rollback. State the time after which fixing forward is quicker than rolling back (here, 23:00).

**5. Messages.** Written and approved in advance for start, delay, success and rollback, each with its audience.

**6. Hypercare.** For the first 5–10 working days: a 15-minute check at 09:00, a named on-call person, and triage rules for new issues.

## Checklist
- [ ] Rehearsed end to end with timings recorded
- [ ] Rollback decision-maker and deputy named
- [ ] Phone list available offline
- [ ] Messages approved in advance
- [ ] Hypercare rota published`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 240,
    tags: ["go-live", "cutover", "runbook", "launch"],
  },

  "Rollback plan": {
    body: `# Rollback plan: {{project.name}}

## Purpose
Describes how to undo a release safely and quickly, the signals that trigger it and who decides, so that under pressure at 2 a.m. the team follows a tested procedure instead of improvising.

## When to use
For every release that changes data, integrations or anything users rely on. Write it while preparing the release, not after something breaks. Test it at least once a quarter and before every major release.

## Roles
- **Writes:** the tech lead for the system being released.
- **Reviews:** a second engineer, who tries to follow it exactly as written.
- **Decides to roll back:** the release manager for minor releases; the sponsor, on the tech lead's advice, for major ones. Each has a named deputy.
- **Informed:** support, the product owner and {{client.company}}'s contact.

## Sections
**1. Coverage.** Release version, systems and data affected.

**2. Triggers,** measurable and agreed in advance. For example:
- Error rate above 2% for ten minutes (normal is under 0.3%).
- A key journey such as log-in, checkout or payment failing for any group of users.
- Any sign of data corruption.
- Response times more than double normal for 15 minutes.

When a trigger fires, roll back first and investigate afterwards. Debating a fix while users suffer is the classic mistake.

**3. Method.** Use the cheapest one that works:
| Method | When | Time |
|---|---|---|
| Switch off a feature flag | New feature behind a flag | Minutes |
| Redeploy the previous version | Code-only change | 10–20 minutes |
| Restore data from backup | Data changed irreversibly | Hours; changes since the backup are lost |
| Fix forward | Only when rollback is riskier | Varies |

**4. Procedure.** Numbered commands or clicks, each with the check that proves it worked. Watch schema changes: if the new version migrated the database, the old one may not run, so make changes backward-compatible or script the reverse migration.

**5. Communication.** Message templates for {{tools.chat}} and for users.

**6. Afterwards.** A post-incident review within five working days; the release notes in {{tools.docs}} updated.

## Checklist
- [ ] Triggers written as numbers
- [ ] Decision-maker and deputy named
- [ ] Procedure tested within the last quarter
- [ ] Data changes reversible, or a restore tested`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["rollback", "release", "recovery", "incident"],
  },

  "Handover checklist": {
    body: `# Handover checklist: {{project.name}}

## Purpose
Everything the receiving team needs when work changes hands, from project to support, from one supplier to another, or from a leaver to a successor, so the new owners can run it without ringing the old team every day.

## When to use
Start four weeks before a planned handover, or two when one person leaves. Typical cases: project close into operations, a vendor exit, a team member moving on, {{client.company}} taking work in-house.

## Roles
- **Hands over:** the outgoing lead, who owns completeness.
- **Receives:** the incoming lead, who owns acceptance and says what is missing.
- **Approves:** the sponsor or service owner, who confirms acceptance and the date responsibility moves.
- **Facilitates:** {{consultant.name}} or the PMO, for handovers between organisations.

## Steps
1. Agree the handover date and the date the old team stops being on call; two to four weeks of overlap is common.
2. Walk through the checklist together in three sessions of about an hour: what it is, how it runs, what goes wrong.
3. The receiving team runs the work while the old team watches, for at least one full cycle: a week, a month-end, a release.
4. The receiver lists gaps; the outgoing team closes them.
5. Record acceptance and announce the new contacts in {{tools.chat}}.

## Checklist
**Knowledge**
- [ ] One-page overview: purpose, users, key contacts
- [ ] Current architecture or process map in {{tools.docs}}
- [ ] Runbooks for routine and emergency tasks
- [ ] Known issues and workarounds, linked to tickets in {{tools.tracker}}
- [ ] Open items reassigned; none left with people who are leaving

**Access and assets**
- [ ] Admin rights transferred; old accounts removed or reduced
- [ ] Licences, domains and certificates listed with renewal dates
- [ ] Credentials in the team's password vault, not in someone's head or notes

**Commitments**
- [ ] Contracts, service levels and supplier contacts
- [ ] Promises still open to users or to {{client.company}}
- [ ] Scheduled jobs and recurring reports, with owners

**Acceptance**
- [ ] The receiver has run at least one full cycle alone
- [ ] Sign-off recorded with names and date`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["handover", "transition", "knowledge-transfer", "support"],
  },

  "Peer review checklist": {
    body: `# Peer review checklist: {{project.name}}

## Purpose
Tells a reviewer what to look for, and what to leave alone, so reviews are consistent from person to person, finish quickly and catch real problems instead of arguing over taste.

## When to use
For every piece of work that needs a second pair of eyes before it counts as done: code, configuration, client documents, data analysis. A review should start within four working hours of the request and take no more than 30–45 minutes; anything bigger should be split.

## Roles
- **Author:** keeps changes small (roughly under 400 lines of code or ten pages), writes two lines on what changed and why, and reviews their own work first.
- **Reviewer:** any qualified team member other than the author. Rotate reviewers so knowledge spreads.
- **Tie-breaker:** the tech lead or delivery lead, when author and reviewer still disagree after one round.

## Steps
1. The author requests a review in {{tools.tracker}} or the repository and posts the link in {{tools.chat}}.
2. The reviewer reads the description first, then the change.
3. Each comment is labelled: must (blocks approval), should (fix unless there's a reason), or nit (optional; the author decides).
4. The author answers every must and should, fixing or explaining.
5. The reviewer approves or asks once more. After two rounds, talk for ten minutes instead of writing.

## Checklist
**Correctness**
- [ ] Does what the item's acceptance criteria say
- [ ] Edge cases handled: empty, very large, wrong input, no permission
- [ ] Calculations checked against a worked example

**Risk**
- [ ] No secrets, personal data or client names where they don't belong
- [ ] Failures are visible (logged or reported), not silent
- [ ] The change can be rolled back

**Maintainability**
- [ ] A newcomer could follow it in six months
- [ ] Tests or checks added for new behaviour
- [ ] Team conventions followed; documentation updated

**Leave alone**
- [ ] Style points a formatter or template already settles
- [ ] Rewrites to your preferred approach when the author's works

## Tone
Comment on the work, not the person, and ask rather than tell: "What happens when the list is empty?" Name at least one specific thing that is good.`,
    methods: ["scrum", "kanban", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 15,
    tags: ["peer-review", "code-review", "quality", "feedback"],
  },

  "Post-incident review": {
    body: `# Post-incident review: {{project.name}}

## Purpose
A blameless written account of an incident: what happened, how it was detected and handled, why it was possible, and the few changes that will make it less likely or less harmful next time. The aim is learning. People who fear blame hide exactly the facts that matter.

## When to use
After any incident that affected users or {{client.company}}, lost data, breached a service level or took more than an hour of unplanned effort, and after near misses worth learning from. Draft it within three working days; hold the review meeting within five.

## Roles
- **Author:** the incident lead or someone involved, not the most senior person in the room.
- **Facilitator:** someone neutral, such as the delivery lead or {{consultant.name}}, for a 60-minute review.
- **Participants:** everyone who detected, handled or fixed it.
- **Approves actions:** the service owner or sponsor, who commits the time to do them.
- **Readers:** the wider team; a summary goes to the client when they were affected.

## Sections
1. **Summary in three sentences.** "On 4 March from 09:12 to 10:05, 30% of users could not log in after a certificate expired. A customer reported it at 09:40. Renewing the certificate fixed it; no data was lost."
2. **Impact.** Users affected, duration, cost, service levels, data.
3. **Timeline.** Timestamped facts from logs and {{tools.chat}}, including when people knew what.
4. **Contributing factors.** Ask "how did this make sense at the time?", not "who did it?". Expect several: tooling, process, information, workload. "Renewal reminders went to the mailbox of someone who had left."
5. **What went well.** Keep it; it is good practice to repeat, or luck to stop relying on.
6. **Actions.** Three to five at most, each with an owner, a date and a ticket in {{tools.tracker}}. Prefer changes to systems over "be more careful".
7. **Follow-up.** Open actions checked at each retrospective ({{cadence.retro}}) until closed.

## Checklist
- [ ] No names attached to mistakes in the contributing factors
- [ ] Time to detect and time to resolve both recorded
- [ ] Every action has an owner and a date
- [ ] Published in {{tools.docs}} next to past reviews`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["incident", "postmortem", "blameless", "root-cause"],
  },

  "Lessons learned register": {
    body: `# Lessons learned register: {{project.name}}

## Purpose
A running record of what worked and what didn't, captured at each milestone while memories are fresh and written so the next project at {{client.company}} can reuse it. It is read at the start of new work, so lessons get applied rather than filed.

## When to use
Add entries at every milestone or phase end in a 45-minute session, after major incidents, and at project close. When a new project starts, its lead reads the entries tagged for that kind of work and picks the three that apply.

## Roles
- **Owner:** the delivery lead, who runs the sessions and keeps the register tidy.
- **Contributors:** the team, the product owner and client-side leads.
- **Curator:** the PMO, which merges duplicates across projects and turns repeated lessons into changes to templates and SOPs.
- **Readers:** leads starting new projects; {{consultant.name}} when reviewing the delivery method.

## Sections
| Field | Guidance | Example |
|---|---|---|
| ID and date | | LL-014, 12 June |
| Phase | Where it was learned | Data migration |
| What happened | Facts, two sentences | Test loads used 5% of records; the full load took 9 hours, not 2. |
| Effect | Time, cost, quality | Go-live moved by a weekend. |
| Lesson | A rule someone could follow | Rehearse at full volume at least two weeks before cut-over. |
| Type | Worked well, or do differently | Do differently |
| Tags | Words people will search for | migration, testing, {{industry}} |
| Action | Change to a template, SOP or checklist, with owner | Add to the go-live runbook template; PMO; 30 June |
| Status | Open, applied, declined | Applied |

## Steps
1. Before the session, everyone spends ten minutes adding draft entries in {{tools.docs}}.
2. In the session, group similar entries, discuss the top five and rewrite each lesson as a rule.
3. Give every "do differently" lesson an action that changes something. A lesson without an action is only a note.
4. Each quarter, the PMO reviews open actions and looks for lessons repeated on three or more projects.

## Checklist
- [ ] Lessons written as rules, not complaints
- [ ] What worked recorded as well as what didn't
- [ ] Each action has an owner and a date
- [ ] Read at the start of the next project`,
    methods: ["scrum", "kanban", "waterfall", "hybrid"],
    teamSizes: ["1-5", "6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["lessons-learned", "knowledge", "improvement", "project-close"],
  },
};
