/** The bodies of the "Industry: construction" templates (docs/templates.md). */
import type { CategoryBodies } from "../details.js";

export const industryConstruction: CategoryBodies<"Industry: construction"> = {
  "Site daily report": {
    body: `# Site daily report: {{project.name}}

## Purpose
Records, on the day, what happened on site: progress, who was there, what was delivered, the weather, and anything that stopped or slowed work. When a delay or a claim is disputed months later, contemporaneous daily reports are usually the best evidence either side has; a report rebuilt from memory is worth little.

## When to use
Every working day on site, from mobilisation to handover, including days when little happened (those are often the days that matter in a delay claim). Submit before leaving site, by 6 pm at the latest.

## Roles
- Writes: the site manager or the general foreman.
- Approves: the project manager reviews each report the next morning and raises anything contractual.
- Reads: the contracts manager, the quantity surveyor, the client's representative where the contract requires it, and {{consultant.name}} when reviewing programme performance for {{client.company}}.

## Sections
1. Date, report number, site manager.
2. Weather: conditions morning and afternoon, temperature, rainfall or wind that stopped work, with times.
3. Labour: head count by trade and by subcontractor, and hours worked.
4. Plant and equipment on site, and any breakdowns.
5. Deliveries: what arrived, from whom, and anything rejected or short.
6. Work done: by area and activity, referenced to the programme, with percent complete for key activities.
7. Delays and disruptions: what happened, when it started and ended, who or what caused it, and the activities affected. Stick to facts.
8. Instructions received: from whom, verbal or written, and the reference. Verbal instructions are confirmed in writing within a day.
9. Health and safety: inductions given, toolbox talks, near misses and incidents (with the incident report reference), inspections.
10. Visitors: name, organisation, purpose.
11. Photos: at least five, dated, from fixed positions so progress can be compared day to day.

## Steps
1. Fill the report through the day on a phone or tablet, not only at the end.
2. Upload photos to the project folder in {{tools.docs}} with the date in the file name.
3. Post delays and safety events in the site channel of {{tools.chat}} the same day.
4. The project manager links delays to the programme and the risk register each week.

## Checklist
- [ ] Submitted the same day
- [ ] Labour and plant counted
- [ ] Delays recorded with start and end times
- [ ] Verbal instructions listed
- [ ] Dated photos uploaded`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 30,
    tags: ["construction", "site", "daily-report", "records"],
  },

  "RFI log": {
    body: `# RFI log: {{project.name}}

## Purpose
Tracks every request for information from the site team or subcontractors to the designers or the client: the question, who must answer, by when, and the answer. Unanswered RFIs are one of the most common causes of site delay; a visible log with due dates turns "we're waiting on the architect" into a dated fact that can be chased and, if needed, claimed for.

## When to use
From the start of construction, or earlier in design-and-build, until practical completion. Raise an RFI whenever drawings or specifications conflict, are missing information or cannot be built as shown. Do not use RFIs to request changes; a change goes through the change or variation process.

## Roles
- Writes: the site or design manager raises RFIs, including those from subcontractors, after checking the question is not already answered in the documents.
- Approves: the project manager reviews each RFI before it is issued, to make sure it is clear and not a disguised change request.
- Reads: the design team, the representative of {{client.company}}, the quantity surveyor, subcontractors affected and {{consultant.name}}.

## Sections
One row per RFI:
1. RFI number, sequential, never reused.
2. Date raised and raised by.
3. Addressed to: architect, structural engineer, services engineer, client.
4. Subject and question: one question per RFI, stated precisely, with a suggested answer where the site team has one; it speeds responses.
5. References: drawing numbers and revisions, specification clauses, photos.
6. Date response required, based on when the answer is needed on site, not on a standard period. Contracts often set a response time; use that as the minimum.
7. Potential impact: cost, time, both or none.
8. Response, date received and responder.
9. Status: open, answered, closed, or converted to a change.

## Steps
1. Issue RFIs the day they are raised, through the project's document system or {{tools.docs}}.
2. Review the log at the weekly design and progress meetings; chase anything overdue in writing, not only in {{tools.chat}}.
3. Distribute answers to everyone affected and update drawings where the answer changes them.
4. If an answer changes scope, cost or time, raise the change formally the same week.
5. Report the count of open and overdue RFIs in the monthly report, with the average response time.

## Checklist
- [ ] One question per RFI
- [ ] Drawing references and revisions included
- [ ] Required-by dates set from the programme
- [ ] Overdue RFIs chased in writing
- [ ] Answers that change scope raised as changes`,
    methods: ["waterfall", "hybrid", "kanban"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 20,
    tags: ["construction", "rfi", "design", "tracking"],
  },

  "Submittal register": {
    body: `# Submittal register: {{project.name}}

## Purpose
Lists every shop drawing, product data sheet, sample and mock-up that must be approved before the related work is ordered or built, with its status and dates. Long-lead items such as façade panels, lifts, switchgear or structural steel cannot be ordered until their submittals are approved, so a late submittal quietly moves the programme's critical path.

## When to use
Set it up at contract award, from the specification's list of required submittals, and maintain it until the last submittal is closed. Tie the register to the stage gates of the programme: a procurement gate should not pass while the submittals for items ordered in that package are unapproved.

## Roles
- Writes: the contractor's design or document manager builds the register; subcontractors prepare their submittals.
- Approves: the designer responsible for each element reviews and returns a status; the contractor reviews each submittal for completeness before sending it.
- Reads: the project manager, procurement, site managers, the client's representative and {{consultant.name}} for {{client.company}}.

## Sections
One row per submittal:
1. Submittal number and revision.
2. Specification section and description.
3. Subcontractor or supplier responsible.
4. Type: shop drawing, product data, sample, mock-up, calculation, certificate.
5. Required approval date, back-scheduled from the order date: order date minus the review period (often 10 to 14 working days, set by the contract) minus a week for resubmission.
6. Date submitted, reviewer, date returned.
7. Status, using the project's codes, typically: approved; approved as noted; revise and resubmit; rejected.
8. Lead time from approval to delivery, and the programme activity it feeds.

## Steps
1. Build the register in week one and agree the required dates with procurement.
2. Check each submittal against the specification before sending; incomplete submittals waste a review cycle.
3. Review the register weekly; highlight items within two weeks of their required date.
4. Release orders only against approved or approved-as-noted status, and pass any notes to the supplier.
5. Keep approved submittals in {{tools.docs}} for the handover and operations manuals.

## Checklist
- [ ] Every specification submittal listed
- [ ] Required dates back-scheduled from orders
- [ ] Long-lead items flagged
- [ ] Contractor review before sending
- [ ] No order placed without approval`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 120,
    tags: ["construction", "submittals", "procurement", "approvals"],
  },

  "Punch list": {
    body: `# Punch list: {{project.name}}

## Purpose
Lists the defects and incomplete items that must be fixed before handover, each with a location, an owner and a date, so that practical completion is reached on a known date rather than drifting for weeks. Called a snagging list in some countries. A good punch list is precise enough that a trade can find and fix an item without a phone call.

## When to use
Start inspections area by area as each area finishes, not only at the end; waiting for a single final walk produces a list of hundreds of items at the moment trades have left. Plan the first inspection of an area as soon as its finishes are complete, and the client walk-through two to four weeks before the contractual completion date.

## Roles
- Writes: the contractor's site manager and the trades' supervisors on their own inspections; the client's representative and designers on theirs.
- Approves: the person who raised an item confirms it is fixed; the client's representative accepts the list as closed for handover.
- Reads: trade contractors, the project manager, {{client.company}} as client, and {{consultant.name}}.

## Sections
One row per item:
1. Item number.
2. Location: building, level, room or grid reference. "Level 2, room 2.14, north wall" rather than "second floor".
3. Trade responsible.
4. Description: what is wrong and what good looks like, such as "paint runs on door frame; sand and repaint to match".
5. Photo with the item number visible.
6. Raised by and date.
7. Due date: typically within 5 to 10 working days, shorter for items that block other trades or handover.
8. Status: open, fixed (awaiting check), closed, disputed.
9. Verified by and date.

## Steps
1. Inspect with a plan drawing and mark each item's position.
2. Issue items to trades the same day, grouped by trade and area, through {{tools.tracker}} or the project's defects app.
3. Re-inspect fixed items weekly; close only what has been seen fixed.
4. Review open counts by trade at the weekly progress meeting and post them in {{tools.chat}}; escalate trades falling behind.
5. Distinguish handover-critical items (safety, function, access) from cosmetic ones, and agree with the client which cosmetic items may be fixed after handover.

## Checklist
- [ ] Each area inspected as it finishes
- [ ] Every item has a location, photo and owner
- [ ] Items verified before closure
- [ ] Handover-critical items identified
- [ ] Client walk-through scheduled before the completion date`,
    methods: ["kanban", "waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 60,
    tags: ["construction", "punch-list", "handover", "defects"],
  },

  "Site safety induction checklist": {
    body: `# Site safety induction checklist: {{project.name}}

## Purpose
Makes sure every person starting work on the {{project.name}} site has been shown the same essentials before picking up a tool, and records who was inducted, when and by whom. The legal duties behind inductions depend on the country and the contract; the principal contractor's health and safety lead owns this checklist and confirms it meets them.

## When to use
For every worker, subcontractor, delivery driver who leaves the cab, and visitor who goes beyond the site office, on their first day and before starting work. Repeat it when site conditions change significantly (a new phase or major hazard) and for anyone returning after a long absence.

## Roles
- Writes: the site manager or a trained person delivers the induction and completes the record.
- Approves: the principal contractor's health and safety lead approves the content and reviews it at each new phase.
- Reads: everyone inducted signs that they understood; the project manager and {{consultant.name}} check the records in site audits for {{client.company}}.

## Steps
1. Check identity, competence cards or certificates required for the person's trade, and that they are fit for work.
2. Walk the site or use a current site plan; do not rely on slides alone.
3. Ask three questions at the end, such as "where is the assembly point?", and record the answers.
4. Record the induction the same day and give the person a visible sign of it, such as a helmet sticker.
5. Keep records for the period set by the safety lead, in {{tools.docs}} or the site system.

## Checklist
- [ ] Site layout: access routes, pedestrian and vehicle separation, restricted areas
- [ ] Emergency: alarm sound, assembly point, fire points, evacuation routes
- [ ] First aid: first aiders' names, first aid kit and defibrillator locations, nearest hospital
- [ ] Site-specific hazards: current work at height, excavations, lifting operations, live services, hazardous substances
- [ ] Personal protective equipment: what is required in which areas, and where to get replacements
- [ ] Permits to work: which activities need one and who issues them
- [ ] Rules: working hours, sign-in and sign-out, no alcohol or drugs, smoking areas, phone use
- [ ] Reporting: how to report incidents, near misses and unsafe conditions, and the right to stop work when unsafe
- [ ] Welfare: toilets, drinking water, break and drying areas
- [ ] Housekeeping and waste segregation
- [ ] Names of the site manager and safety contact
- [ ] Induction record signed by the person and the inductor`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 45,
    tags: ["construction", "safety", "induction", "compliance"],
  },

  "Subcontractor schedule": {
    body: `# Subcontractor schedule: {{project.name}}

## Purpose
Shows when each subcontractor is on site, for how long, in which areas, and exactly what must be ready for them when they arrive. Most subcontractor delays are not caused by the trade itself but by arriving to an area that is not ready: the previous trade has not finished, materials are missing, or access is blocked. Stating the "ready" conditions turns a start date into a checkable promise.

## When to use
Build it from the main programme once subcontract packages are let, and run it as a rolling look-ahead: a detailed three- to six-week view updated weekly, inside the overall programme. Check it at each stage gate, for example before frame, envelope and fit-out phases, because trade sequences change most at those boundaries.

## Roles
- Writes: the project or site manager, with the planner.
- Approves: the contracts manager approves changes to subcontract dates that have commercial consequences.
- Reads: every subcontractor's supervisor, procurement, the site team and {{consultant.name}}.

## Sections
One row per trade and area:
1. Trade and subcontractor, with the supervisor's contact.
2. Scope in this area or phase.
3. Planned start and finish, and crew size.
4. Predecessors: the trades that must finish first.
5. Ready conditions: for example "walls boarded and taped, first-fix services tested, area clear of materials, scaffold adapted, power and lighting on, lay-down space available".
6. Materials and long-lead items the subcontractor needs, and their delivery status.
7. Confirmation: date the subcontractor confirmed the start, two weeks before.
8. Status: planned, confirmed, on site, complete, delayed (with cause).

## Steps
1. Hold a weekly 45-minute coordination meeting with all trade supervisors; walk the look-ahead, then the ready conditions for the next two weeks.
2. Inspect each area against its ready conditions three working days before the start, and tell the trade the result in writing.
3. Confirm starts two weeks ahead; record any trade that cannot confirm as a risk.
4. Record causes for every late start, such as area not ready, labour, materials or design, and review the pattern monthly with {{client.company}}.
5. Share the updated look-ahead through {{tools.docs}} or the planning tool every week.

## Checklist
- [ ] Ready conditions written for every start
- [ ] Area inspected before the trade arrives
- [ ] Starts confirmed two weeks ahead
- [ ] Weekly coordination meeting held
- [ ] Late-start causes recorded`,
    methods: ["waterfall", "hybrid"],
    teamSizes: ["6-20", "21-50", "51+"],
    effortMinutes: 90,
    tags: ["construction", "subcontractors", "look-ahead", "scheduling"],
  },
};
